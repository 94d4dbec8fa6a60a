package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The examples of the {@code uri} command in docs/CLI.md, run in-process: every {@code $ } line of the
 * code block in the cli section is a command, and the lines up to the next command are its exact
 * output. Commands are {@code java -jar tools/uri-cli/target/uri.jar ARGS}, optionally after
 * {@code printf 'FORMAT' |}; arguments are bare or single-quoted words.
 */
class ReadmeExamplesTest {
    private static final String JAR = "java -jar tools/uri-cli/target/uri.jar ";

    private static List<String> readme() throws IOException {
        return Files.readAllLines(Path.of("..", "..", "README.md"));
    }

    /** The lines of the first code block after the cli section marker of docs/CLI.md. */
    private static List<String> cliBlock() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "..", "docs", "CLI.md"));
        int i = lines.indexOf("<!-- section:cli -->");
        assertThat(i).as("cli section marker").isNotNegative();
        while (!lines.get(i).startsWith("```")) {
            i++;
        }
        List<String> block = new ArrayList<>();
        for (i++; !lines.get(i).startsWith("```"); i++) {
            block.add(lines.get(i));
        }
        return block;
    }

    @Test
    void everyCliSectionExamplePrintsExactlyWhatTheReadmeShows() throws IOException {
        List<String> block = cliBlock();
        int examples = 0;
        for (int i = 0; i < block.size(); i++) {
            String command = block.get(i);
            assertThat(command).as("a command line").startsWith("$ ");
            StringBuilder expected = new StringBuilder();
            while (i + 1 < block.size() && !block.get(i + 1).startsWith("$ ")) {
                expected.append(block.get(++i)).append('\n');
            }
            Run r = run(command.substring(2));
            assertThat(r.out()).as(command).isEqualTo(expected.toString());
            assertThat(r.err()).as(command).isEmpty();
            examples++;
        }
        assertThat(examples).isGreaterThanOrEqualTo(10);
    }

    /** The top of the README shows the command alone as {@code `mvn ... && java -jar tools/uri-cli/target/uri.jar ...`}. */
    @Test
    void theTopCommandExampleRunsAndShowsAValidAndAnInvalidInput() throws IOException {
        String line = readme().stream().filter(l -> l.startsWith("`mvn ") && l.contains(JAR)).findFirst()
                .orElseThrow(() -> new AssertionError("no `mvn ... " + JAR + "...` line at the top of README.md"));
        String command = line.substring(line.indexOf(JAR), line.lastIndexOf('`'));
        Run r = run(command);
        assertThat(r.out()).startsWith("valid    ").contains("\ninvalid  ");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).isEmpty();
    }

    /** Runs {@code [printf 'FMT' | ]java -jar tools/uri-cli/target/uri.jar ARGS}. */
    private static Run run(String command) {
        String stdin = "";
        if (command.startsWith("printf ")) {
            List<String> words = words(command.substring(0, command.indexOf(" | ")));
            assertThat(words).as(command).hasSize(2);
            stdin = printf(words.get(1));
            command = command.substring(command.indexOf(" | ") + 3);
        }
        assertThat(command).as("runs the jar").startsWith(JAR);
        return Run.of(stdin, words(command.substring(JAR.length())).toArray(String[]::new));
    }

    /** Shell words: bare, or in single quotes (no escapes inside, as in sh). */
    static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == ' ') {
                i++;
                continue;
            }
            StringBuilder w = new StringBuilder();
            while (i < s.length() && s.charAt(i) != ' ') {
                if (s.charAt(i) == '\'') {
                    int end = s.indexOf('\'', i + 1);
                    assertThat(end).as("closing quote in " + s).isPositive();
                    w.append(s, i + 1, end);
                    i = end + 1;
                } else {
                    assertThat("\"\\$`|;&<>").as("shell syntax in " + s).doesNotContain(String.valueOf(s.charAt(i)));
                    w.append(s.charAt(i++));
                }
            }
            out.add(w.toString());
        }
        return out;
    }

    /** The output of printf for a format with the escapes the README uses. */
    static String printf(String format) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c == '%') {
                throw new AssertionError("printf conversion in " + format);
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char n = format.charAt(++i);
            switch (n) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case '\\' -> b.append('\\');
                default -> throw new AssertionError("printf escape \\" + n + " in " + format);
            }
        }
        return b.toString();
    }
}
