package org.urikit.internal;

import java.nio.charset.StandardCharsets;

/**
 * Percent-decoding (RFC 3986 §2.1) as UTF-8.
 *
 * <p>Policy for malformed UTF-8: each malformed byte sequence decodes to U+FFFD, the replacement
 * character, exactly as {@link String#String(byte[], java.nio.charset.Charset)} does. Decoding
 * never fails.
 */
public final class Percent {
    private Percent() {
    }

    /**
     * Decodes {@code s[from, to)}: each run of consecutive {@code '%' HEXDIG HEXDIG} triplets is
     * decoded as UTF-8 (a malformed sequence becomes U+FFFD); every other character is kept as it
     * is, including a {@code '%'} without two hex digits after it, non-ASCII characters and
     * unpaired surrogates. The one decoder behind the {@code decoded*()} accessors and
     * {@code PercentCodec.decode}.
     *
     * @param s text
     * @param from start, inclusive
     * @param to end, exclusive
     * @return the decoded text
     */
    public static String decode(String s, int from, int to) {
        int i = from;
        while (i < to && s.charAt(i) != '%') { // not s.indexOf('%', from): that reads past 'to', to the end of s
            i++;
        }
        if (i == to) {
            return s.substring(from, to);
        }
        StringBuilder sb = new StringBuilder(to - from).append(s, from, i);
        byte[] run = new byte[(to - i) / 3 + 1];
        while (i < to) {
            int n = 0;
            int hi;
            int lo;
            while (i + 2 < to && s.charAt(i) == '%' && (hi = hex(s.charAt(i + 1))) >= 0
                    && (lo = hex(s.charAt(i + 2))) >= 0) {
                run[n++] = (byte) (hi << 4 | lo);
                i += 3;
            }
            if (n > 0) {
                sb.append(new String(run, 0, n, StandardCharsets.UTF_8));
            } else {
                sb.append(s.charAt(i++));
            }
        }
        return sb.toString();
    }

    /**
     * Where the {@code pct-encoded} triplet at {@code i} (a {@code '%'}) is broken: the index of
     * the first of the two characters after the {@code '%'} that is not a hex digit, or that is
     * missing because {@code end} comes first; -1 when {@code %HH} is whole. The one check of a
     * percent-triplet of the three parsers (RFC 3986 {@code pct-encoded}, RFC 1808 and RFC 1738
     * {@code escape}).
     *
     * @param s text
     * @param i index of a {@code '%'}
     * @param end end of the text to read, exclusive
     * @return the index of the first bad character ({@code i + 1} or {@code i + 2}), or -1
     */
    public static int badTriplet(String s, int i, int end) {
        if (i + 1 >= end || hex(s.charAt(i + 1)) < 0) {
            return i + 1;
        }
        if (i + 2 >= end || hex(s.charAt(i + 2)) < 0) {
            return i + 2;
        }
        return -1;
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
