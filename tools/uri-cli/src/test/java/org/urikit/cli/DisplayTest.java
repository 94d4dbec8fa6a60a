package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DisplayTest {

    /** The shown input and the caret line joined by a line break. */
    private static String caret(String input, int index) {
        String[] lines = Display.caret(input, index);
        return lines[0] + "\n" + lines[1];
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            a\\tb                | a\\\\tb
            a\\\\b               | a\\\\\\\\b
            \\r\\n               | \\\\r\\\\n
            \\u0001\\u007f\\u0085 | \\\\u0001\\\\u007F\\\\u0085
            \\u200b\\ufeff\\u00a0 | \\\\u200B\\\\uFEFF\\\\u00A0
            e\\u0301             | e\\\\u0301
            \\ud800x             | \\\\uD800x
            \\udb40\\udc01       | \\\\u{E0001}
            \\u00e9\\u4e2d        | \\u00e9\\u4e2d
            `a b`                | `a b`
            """)
    void escapesInvisibleCharactersAndBackslashes(String escapedInput, String escapedShown) {
        assertThat(Display.show(JsonTest.unescape(escapedInput))).isEqualTo(JsonTest.unescape(escapedShown));
    }

    @Test
    void caretCountsTheColumnsOfEscapesWideAndNonBmpCharacters() {
        assertThat(caret("a\tb", 2)).isEqualTo("a\\tb\n   ^");
        assertThat(caret("\u4e2d\u6587x", 2)).isEqualTo("\u4e2d\u6587x\n    ^");
        assertThat(caret("\ud83d\ude00x", 2)).isEqualTo("\ud83d\ude00x\n  ^");
        assertThat(caret("\u00e9x", 1)).isEqualTo("\u00e9x\n ^");
        assertThat(caret("e\u0301x", 2)).isEqualTo("e\\u0301x\n       ^");
        assertThat(caret("\ud800x", 1)).isEqualTo("\\uD800x\n      ^");
    }

    @Test
    void caretUnderTheLowHalfOfAPairPointsAtThePair() {
        assertThat(caret("x\ud83d\ude00", 2)).isEqualTo("x\ud83d\ude00\n ^");
    }

    @Test
    void caretGoesAfterTheEndForAnIndexEqualToTheLength() {
        assertThat(caret("ab", 2)).isEqualTo("ab\n  ^");
        assertThat(caret("", 0)).isEqualTo("\n^");
    }

    @Test
    void longInputsAreCutToAWindowAroundTheError() {
        String input = "a".repeat(1000) + " " + "b".repeat(1000);
        String[] lines = Display.caret(input, 1000);
        assertThat(lines[0]).isEqualTo("\u2026" + "a".repeat(Display.CONTEXT) + " " + "b".repeat(Display.CONTEXT - 1)
                + "\u2026");
        assertThat(lines[1]).isEqualTo(" ".repeat(Display.CONTEXT + 1) + "^");
    }

    @Test
    void theWindowNeverSplitsASurrogatePair() {
        String input = "\ud83d\ude00".repeat(100);
        String[] lines = Display.caret(input, 101); // the low half of the 51st pair
        String shown = lines[0].substring(1, lines[0].length() - 1);
        assertThat(shown.codePoints()).allMatch(cp -> cp == 0x1f600);
        assertThat(lines[1]).isEqualTo(" ".repeat(1 + 2 * ((101 - 41) / 2)) + "^");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            65     | false
            233    | false
            4352   | true
            19968  | true
            44032  | true
            65281  | true
            128512 | true
            131072 | true
            """)
    void wideCharactersAreTwoColumns(int codePoint, boolean wide) {
        assertThat(Display.isWide(codePoint)).isEqualTo(wide);
    }
}
