package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UsageTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            ``                                   | missing command
            frobnicate                           | unknown command frobnicate
            check --colour                       | unknown option --colour for 'uri check'
            check -x                             | unknown option -x
            check --format                       | option --format needs a value
            check --format xml a                 | --format xml is not one of text, bits, json
            check --format bits --format json a  | option --format given twice
            check --rule nope a                  | --rule nope is not an RFC 3986 rule
            check --rfc 2396 a                   | --rfc: unknown grammar
            parse --rule URI a                   | unknown option --rule for 'uri parse'
            check --format=                      | --format  is not one of
            """)
    void usageErrorsExitTwoWithAMessageOnStandardErrorAndNothingOnStandardOutput(String line, String message) {
        String[] args = line.isEmpty() ? new String[0] : line.split(" ");
        Run r = Run.of("http://a/\n", args);
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("uri: ").contains(message).endsWith("Try 'uri --help'.\n");
    }

    @Test
    void helpGoesToStandardOutputWithExitZero() {
        for (String[] args : new String[][] {{"--help"}, {"-h"}, {"help"}}) {
            Run r = Run.args(args);
            assertThat(r.exit()).isZero();
            assertThat(r.out()).startsWith("Usage: uri COMMAND").contains("check", "parse", "Exit code");
            assertThat(r.err()).isEmpty();
        }
    }

    @Test
    void eachCommandHasItsOwnHelp() {
        Run check = Run.args("check", "--help");
        assertThat(check.exit()).isZero();
        assertThat(check.out()).startsWith("Usage: uri check").contains("--rule", "--format bits", "IPv6address");
        Run parse = Run.args("help", "parse");
        assertThat(parse.out()).startsWith("Usage: uri parse").contains("hostKind");
        // help wins over inputs: nothing is checked
        Run withInputs = Run.args("check", "http://a b/", "-h");
        assertThat(withInputs.exit()).isZero();
        assertThat(withInputs.out()).startsWith("Usage: uri check");
    }

    @Test
    void anUnknownCommandAfterHelpIsAUsageError() {
        Run r = Run.args("help", "nope");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("unknown command nope");
    }

    @Test
    void aFailingOutputExitsTwoWithAMessage() {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"check", "x"}, InputStream.nullInputStream(), broken, err);
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("uri: input/output error: Broken pipe\n");
    }

    @Test
    void aFailingInputExitsTwoAfterTheResultsSoFar() {
        InputStream failing = new SequenceInputStream(
                new ByteArrayInputStream("http://a/\n".getBytes(StandardCharsets.UTF_8)), new InputStream() {
                    @Override
                    public int read() throws IOException {
                        throw new IOException("disk on fire");
                    }
                });
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"check", "--format", "bits"}, failing, out, err);
        assertThat(exit).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("1\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("uri: input/output error: disk on fire\n");
    }
}
