package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every command, on seeded random inputs full of what breaks tools (controls, LF inside an
 * argument, CR, TAB, non-ASCII, lone and paired surrogates, percent signs): exit 0 or 1, nothing on
 * standard error, one result per input, and JSON whose "input" string reads back exactly.
 */
class RobustnessTest {
    private static final long SEED = 20261121L;
    private static final int INPUTS = 400;
    private static final String[] PIECES = {
        "http:", "//", "/", "?", "#", "@", ":", "[", "]", "::1", "v1.x", "%", "%4", "%41", "a", "Z", "9", ".", "..",
        ";", "=", "&", "~", "-", "_", "+", "!", "$", "'", "(", ")", "*", ",", " ", "\t", "\r", "\n", "\u0000",
        "\u007f", "\u0085", "\u00e9", "\u4e2d", "\ud83d\ude00", "\ud800", "\udc00", "\u200b", "\ufeff", "\\", "\"",
        "mailto:", "ftp://", "ws://", "file:///", "news:", "prospero://h/p;a=b", "\u2028"};

    private static List<String> inputs(long seed) {
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < INPUTS; i++) {
            StringBuilder b = new StringBuilder();
            int n = random.nextInt(12);
            for (int j = 0; j < n; j++) {
                b.append(PIECES[random.nextInt(PIECES.length)]);
            }
            out.add(b.toString());
        }
        return out;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            check --format json
            check --rfc 1808 --format json
            check --rfc 1738 --format json
            check --rule IPv6address --format json
            normalize --format json
            normalize --scheme-based --format json
            explain --format json
            resolve --base http://a/b/c;p?q --format json
            resolve --rfc 1808 --base http://a/b/c;p?q --format json
            relativize --base http://a/b/c;p?q --format json
            """)
    void jsonHasOneLinePerInputWhoseInputReadsBackExactly(String command) {
        List<String> inputs = inputs(SEED);
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.add("--");
        args.addAll(inputs);
        Run r = Run.args(args.toArray(String[]::new));
        String why = "seed " + SEED + ", " + command;
        assertThat(r.err()).as(why).isEmpty();
        assertThat(r.exit()).as(why).isIn(0, 1);
        String[] lines = r.out().split("\n", -1);
        assertThat(lines).as(why).hasSize(INPUTS + 1);
        for (int i = 0; i < INPUTS; i++) {
            assertThat(lines[i]).as(why).startsWith("{\"input\": \"").endsWith("}");
            assertThat(readJsonString(lines[i], "{\"input\": ".length())).as(why + ", input " + i).isEqualTo(inputs.get(i));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            check
            check --format bits
            check --rfc 1738
            parse
            parse --format json
            parse --rfc 1808 --format json
            parse --rfc 1738
            explain
            resolve --base http://a/b
            """)
    void textAndOtherFormatsNeverFail(String command) {
        List<String> inputs = inputs(SEED + 1);
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.add("--");
        args.addAll(inputs);
        Run r = Run.args(args.toArray(String[]::new));
        String why = "seed " + (SEED + 1) + ", " + command;
        assertThat(r.err()).as(why).isEmpty();
        assertThat(r.exit()).as(why).isIn(0, 1);
        // one physical line per shown line: inputs are shown escaped, never with a raw LF or CR
        assertThat(r.out()).as(why).doesNotContain("\r").doesNotContain("\u0000");
        if (command.contains("bits")) {
            assertThat(r.out()).as(why).matches("([01]\n){" + INPUTS + "}");
        }
    }

    /** The JSON string starting at {@code start} (at its opening quote), unescaped. */
    private static String readJsonString(String s, int start) {
        assertThat(s.charAt(start)).isEqualTo('"');
        StringBuilder b = new StringBuilder();
        for (int i = start + 1;; i++) {
            char c = s.charAt(i);
            if (c == '"') {
                return b.toString();
            }
            assertThat((int) c).as("raw control in JSON").isGreaterThanOrEqualTo(0x20);
            assertThat(Character.isSurrogate(c) && !(Character.isHighSurrogate(c) && i + 1 < s.length()
                    && Character.isLowSurrogate(s.charAt(i + 1))) && !(Character.isLowSurrogate(c)
                    && Character.isHighSurrogate(s.charAt(i - 1)))).as("raw lone surrogate in JSON").isFalse();
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case '"', '\\', '/' -> b.append(n);
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'u' -> {
                    b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> throw new AssertionError("bad escape \\" + n + " in " + s);
            }
        }
    }
}
