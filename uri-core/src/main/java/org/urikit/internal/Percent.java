package org.urikit.internal;

import java.nio.charset.StandardCharsets;

/**
 * Percent-decoding of text that the parser has already checked.
 *
 * <p>Policy for malformed UTF-8: each malformed byte sequence decodes to U+FFFD, the replacement
 * character, exactly as {@link String#String(byte[], java.nio.charset.Charset)} does. Decoding
 * never fails.
 */
public final class Percent {
    private Percent() {
    }

    /**
     * Decodes {@code s[from, to)}. Every {@code '%'} in that range must start a triplet of
     * {@code '%'} and two hex digits; a {@code '%'} that does not is kept as it is.
     *
     * @param s text
     * @param from start, inclusive
     * @param to end, exclusive
     * @return the decoded text
     */
    public static String decode(String s, int from, int to) {
        int pct = s.indexOf('%', from);
        if (pct < 0 || pct >= to) {
            return s.substring(from, to);
        }
        byte[] out = new byte[(to - from) * 3];
        int n = 0;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            int hi;
            int lo;
            if (c == '%' && i + 2 < to && (hi = hex(s.charAt(i + 1))) >= 0 && (lo = hex(s.charAt(i + 2))) >= 0) {
                out[n++] = (byte) (hi << 4 | lo);
                i += 3;
            } else if (c < 0x80) {
                out[n++] = (byte) c;
                i++;
            } else {
                // not reached for parsed values (they are ASCII); kept correct for any text
                int cp = s.codePointAt(i);
                byte[] b = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
                System.arraycopy(b, 0, out, n, b.length);
                n += b.length;
                i += Character.charCount(cp);
            }
        }
        return new String(out, 0, n, StandardCharsets.UTF_8);
    }

    /**
     * The value of a hex digit, or -1.
     *
     * @param c a character
     * @return 0 to 15, or -1 if {@code c} is not a hex digit
     */
    public static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        int l = c | 0x20;
        if (l >= 'a' && l <= 'f') {
            return l - 'a' + 10;
        }
        return -1;
    }
}
