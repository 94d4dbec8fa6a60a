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
     * The WHATWG URL Standard's reading of {@code s[from, to)}: the string is percent-decoded (its
     * UTF-8 encoding, each {@code '%' HEXDIG HEXDIG} replaced by its byte) and the bytes are then
     * "UTF-8 decoded without BOM" by {@link Utf8}, the Encoding Standard's decoder: each maximal
     * subpart of an ill-formed sequence becomes one U+FFFD ({@code %ED%A0%80} is three), and a
     * leading {@code %EF%BB%BF} stays U+FEFF. The Standard's strings are scalar value strings, so
     * an unpaired surrogate becomes U+FFFD. A {@code '%'} without two hex digits after it stays.
     * The one decoder behind the host parser's percent-decoding and the
     * {@code application/x-www-form-urlencoded} parser's names and values.
     *
     * @param s text
     * @param from start, inclusive
     * @param to end, exclusive
     * @return the decoded text
     */
    public static String decodeWhatwg(String s, int from, int to) {
        int start = from;
        while (start < to && s.charAt(start) != '%' && !Character.isSurrogate(s.charAt(start))) {
            start++;
        }
        if (start == to) {
            return s.substring(from, to);
        }
        // the UTF-8 encoding, percent-decoded: at most 3 bytes a char (a surrogate pair: 4 for 2);
        // counted exactly where that bound is beyond an array's length (a text of over 700 M chars)
        long bound = 3L * (to - start);
        byte[] bytes = new byte[bound <= MAX_ARRAY ? (int) bound : decodedLength(s, start, to)];
        int n = 0;
        int i = start;
        while (i < to) {
            char c = s.charAt(i);
            int hi;
            int lo;
            if (c == '%' && i + 2 < to && (hi = hex(s.charAt(i + 1))) >= 0 && (lo = hex(s.charAt(i + 2))) >= 0) {
                bytes[n++] = (byte) (hi << 4 | lo);
                i += 3;
                continue;
            }
            int cp = c;
            if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                cp = Character.toCodePoint(c, s.charAt(i + 1));
                i += 2;
            } else {
                if (Character.isSurrogate(c)) {
                    cp = 0xFFFD;
                }
                i++;
            }
            n = encode(cp, bytes, n);
        }
        StringBuilder out = new StringBuilder(to - from).append(s, from, start);
        Utf8.decode(bytes, 0, n, out);
        return out.toString();
    }

    /** The largest array length every JVM allocates. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    /**
     * The number of bytes {@link #decodeWhatwg} decodes from {@code s[from, to)}: one for each
     * {@code '%' HEXDIG HEXDIG}, the UTF-8 length of every other char (3 for an unpaired surrogate,
     * which becomes U+FFFD).
     *
     * @throws OutOfMemoryError if there are more bytes than an array can hold, as the JDK's own
     *     encoders do
     */
    static int decodedLength(String s, int from, int to) {
        long n = 0;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < to && hex(s.charAt(i + 1)) >= 0 && hex(s.charAt(i + 2)) >= 0) {
                n++;
                i += 3;
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                n += 4;
                i += 2;
            } else {
                n += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
                i++;
            }
        }
        if (n > MAX_ARRAY) {
            throw new OutOfMemoryError("the decoded bytes exceed the largest array: " + n);
        }
        return (int) n;
    }

    /** Writes the UTF-8 form of the scalar value {@code cp} at {@code b[n]}; returns the new end. */
    private static int encode(int cp, byte[] b, int n) {
        if (cp < 0x80) {
            b[n++] = (byte) cp;
        } else if (cp < 0x800) {
            b[n++] = (byte) (0xC0 | cp >> 6);
            b[n++] = (byte) (0x80 | cp & 0x3F);
        } else if (cp < 0x10000) {
            b[n++] = (byte) (0xE0 | cp >> 12);
            b[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
            b[n++] = (byte) (0x80 | cp & 0x3F);
        } else {
            b[n++] = (byte) (0xF0 | cp >> 18);
            b[n++] = (byte) (0x80 | cp >> 12 & 0x3F);
            b[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
            b[n++] = (byte) (0x80 | cp & 0x3F);
        }
        return n;
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
