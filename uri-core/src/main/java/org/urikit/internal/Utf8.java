package org.urikit.internal;

/**
 * UTF-8 decoding as the WHATWG Encoding Standard's UTF-8 decoder does it (§ 8.1.1, error mode
 * "replacement"), which is also Unicode's "U+FFFD substitution of maximal subparts" (The Unicode
 * Standard §3.9): the one decoder behind the WHATWG URL Standard's "UTF-8 decode without BOM".
 *
 * <p>A well-formed sequence is one of Unicode Table 3-7: the byte after a lead byte must lie in
 * {@code A0..BF} after {@code E0} (no overlong forms), {@code 80..9F} after {@code ED} (no
 * surrogates), {@code 90..BF} after {@code F0} (no overlong forms), {@code 80..8F} after
 * {@code F4} (nothing above U+10FFFF), {@code 80..BF} otherwise; {@code C0}, {@code C1} and
 * {@code F5..FF} never start one. Each ill-formed stretch becomes one U+FFFD per maximal subpart:
 * a lead byte together with the continuation bytes that were still in range when the sequence
 * broke off, or a lone byte that cannot start a sequence. The byte that broke a sequence off is
 * read again as the start of the next one, and a sequence cut off by the end of the input is one
 * U+FFFD. So {@code ED A0 80} (a surrogate) is three U+FFFD, {@code F0 80 80} three,
 * {@code E0 80} two, {@code F4 90 80 80} four, {@code C0 AF} two, and {@code E2 82} at the end one.
 *
 * <p>{@link String#String(byte[], java.nio.charset.Charset)} with UTF-8 agrees except where
 * {@code ED} is followed by {@code A0..BF} (the encoded surrogates): the JDK replaces {@code ED}
 * and such a second byte, with a third continuation byte if there is one, by one U+FFFD.
 *
 * <p>A byte order mark is not removed: this is "UTF-8 decode without BOM". Stateless and
 * thread-safe.
 */
public final class Utf8 {
    private Utf8() {
    }

    /**
     * The sequence at {@code b[k]} ({@code k < n}): its length (1 to 4) when it is well-formed,
     * else minus the length (1 to 3) of its maximal subpart, the bytes one U+FFFD replaces.
     *
     * @param b bytes
     * @param k start of the sequence, below {@code n}
     * @param n end of the bytes to read, exclusive
     * @return 1 to 4 for a well-formed sequence, -1 to -3 for an ill-formed one
     */
    public static int sequence(byte[] b, int k, int n) {
        int b0 = b[k] & 0xFF;
        if (b0 < 0x80) {
            return 1;
        }
        int needed;
        int lower = 0x80;
        int upper = 0xBF;
        if (b0 >= 0xC2 && b0 <= 0xDF) {
            needed = 1;
        } else if (b0 >= 0xE0 && b0 <= 0xEF) {
            needed = 2;
            if (b0 == 0xE0) {
                lower = 0xA0;
            } else if (b0 == 0xED) {
                upper = 0x9F;
            }
        } else if (b0 >= 0xF0 && b0 <= 0xF4) {
            needed = 3;
            if (b0 == 0xF0) {
                lower = 0x90;
            } else if (b0 == 0xF4) {
                upper = 0x8F;
            }
        } else {
            return -1; // 80..C1 or F5..FF: a continuation byte alone, or a lead byte no sequence has
        }
        int seen = 0;
        while (seen < needed) {
            int i = k + 1 + seen;
            if (i >= n) {
                return -(1 + seen); // cut off by the end of the input
            }
            int bi = b[i] & 0xFF;
            if (bi < lower || bi > upper) {
                return -(1 + seen); // bi is read again as the start of the next sequence
            }
            lower = 0x80;
            upper = 0xBF;
            seen++;
        }
        return 1 + needed;
    }

    /**
     * The code point of the well-formed sequence {@code b[k, k + len)} that {@link #sequence}
     * found.
     *
     * @param b bytes
     * @param k start of the sequence
     * @param len its length, 1 to 4
     * @return the code point
     */
    public static int codePoint(byte[] b, int k, int len) {
        if (len == 1) {
            return b[k];
        }
        int cp = b[k] & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
        for (int j = 1; j < len; j++) {
            cp = cp << 6 | b[k + j] & 0x3F;
        }
        return cp;
    }

    /**
     * Decodes {@code b[from, to)} by the Encoding Standard's UTF-8 decoder, appending to
     * {@code out}: each maximal subpart of an ill-formed sequence becomes one U+FFFD.
     *
     * @param b bytes
     * @param from start, inclusive
     * @param to end, exclusive
     * @param out where the text goes
     */
    public static void decode(byte[] b, int from, int to, StringBuilder out) {
        int k = from;
        while (k < to) {
            byte b0 = b[k];
            if (b0 >= 0) {
                out.append((char) b0);
                k++;
                continue;
            }
            int len = sequence(b, k, to);
            if (len > 0) {
                out.appendCodePoint(codePoint(b, k, len));
                k += len;
            } else {
                out.append('\uFFFD');
                k -= len;
            }
        }
    }

    /**
     * Decodes {@code b[from, to)} as {@link #decode(byte[], int, int, StringBuilder)} does.
     *
     * @param b bytes
     * @param from start, inclusive
     * @param to end, exclusive
     * @return the text
     */
    public static String decode(byte[] b, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        decode(b, from, to, out);
        return out.toString();
    }
}
