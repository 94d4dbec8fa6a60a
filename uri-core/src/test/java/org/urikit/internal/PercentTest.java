package org.urikit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Percent#decodedLength}, the exact size {@link Percent#decodeWhatwg} falls back to for a
 * text too long for its three-bytes-a-char bound (over 700 M chars, too large to build in a test):
 * checked here on short texts against the bytes that the decoding itself produces.
 */
class PercentTest {
    /** The percent-decoded UTF-8 bytes of {@code s}, written out by hand from the definition. */
    private static int expectedLength(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && Percent.hex(s.charAt(i + 1)) >= 0 && Percent.hex(s.charAt(i + 2)) >= 0) {
                n++;
                i += 3;
                continue;
            }
            int cp = s.codePointAt(i);
            String one = Character.isSurrogate((char) cp) ? "\uFFFD" : new String(Character.toChars(cp));
            n += one.getBytes(StandardCharsets.UTF_8).length;
            i += Character.charCount(cp);
        }
        return n;
    }

    @Test
    void countsOneByteForATripletAndTheUtf8LengthOfEveryOtherChar() {
        assertThat(Percent.decodedLength("", 0, 0)).isZero();
        assertThat(Percent.decodedLength("a%41b", 0, 5)).isEqualTo(3);
        assertThat(Percent.decodedLength("%4", 0, 2)).isEqualTo(2);
        assertThat(Percent.decodedLength("%zz%E2%82%AC", 0, 12)).isEqualTo(6);
        assertThat(Percent.decodedLength("é€\uD83D\uDE00", 0, 4)).isEqualTo(2 + 3 + 4);
        assertThat(Percent.decodedLength("\uD83D", 0, 1)).isEqualTo(3); // unpaired: U+FFFD
        assertThat(Percent.decodedLength("xx%41yy", 2, 5)).isEqualTo(1);
    }

    @Test
    void agreesWithTheDecodingOnSeededTexts() {
        String alphabet = "a%%4AzZ\u00e9\u20ac\uD83D\uDE00\uDC00+";
        SplittableRandom r = new SplittableRandom(0x5EED_0285L);
        for (int k = 0; k < 20_000; k++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(12);
            for (int i = 0; i < len; i++) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String s = b.toString();
            assertThat(Percent.decodedLength(s, 0, s.length())).as(s).isEqualTo(expectedLength(s));
        }
    }
}
