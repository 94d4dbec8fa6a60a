package org.urikit.net;

/**
 * Registered names that clients read as IPv4 addresses: the IPv4 parser of the WHATWG URL
 * Standard (browsers; {@code inet_aton} reads the same forms). The one place of this reading in
 * urikit: RFC 3986 reads these texts as names, so the core does not.
 */
final class NumericNames {
    /** Above any 32-bit value: marks overflow while reading a number. */
    private static final long TOO_BIG = 1L << 32;

    private NumericNames() {
    }

    /**
     * Whether the last label of a name (ASCII, no trailing dot) is a number to the WHATWG host
     * parser ("ends in a number"): decimal digits, or {@code 0x} and hex digits (possibly none),
     * ignoring case.
     */
    static boolean endsInNumber(String name) {
        int start = name.lastIndexOf('.') + 1;
        int end = name.length();
        if (start == end) {
            return false;
        }
        if (end - start >= 2 && name.charAt(start) == '0' && (name.charAt(start + 1) | 0x20) == 'x') {
            for (int i = start + 2; i < end; i++) {
                if (digit(name.charAt(i), 16) < 0) {
                    return false;
                }
            }
            return true;
        }
        for (int i = start; i < end; i++) {
            if (digit(name.charAt(i), 10) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The WHATWG URL IPv4 parser: one to four dot-separated numbers, each decimal, octal (leading
     * {@code 0}) or hex ({@code 0x}); the last fills the remaining bytes.
     *
     * One trailing dot is ignored, and the case of {@code 0x} and hex digits.
     *
     * @param host an ASCII host
     * @return the address as an unsigned 32-bit value, or -1 if the name is no IPv4 address
     */
    static long parse(String host) {
        String name = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
        long[] numbers = new long[4];
        int n = 0;
        int start = 0;
        while (true) {
            int dot = name.indexOf('.', start);
            int end = dot < 0 ? name.length() : dot;
            if (n == 4) {
                return -1;
            }
            long v = number(name, start, end);
            if (v < 0) {
                return -1;
            }
            numbers[n++] = v;
            if (dot < 0) {
                break;
            }
            start = dot + 1;
        }
        for (int i = 0; i < n - 1; i++) {
            if (numbers[i] > 255) {
                return -1;
            }
        }
        long last = numbers[n - 1];
        if (last >= 1L << 8 * (5 - n)) {
            return -1;
        }
        long value = last;
        for (int i = 0; i < n - 1; i++) {
            value += numbers[i] << 8 * (3 - i);
        }
        return value;
    }

    /** One WHATWG IPv4 number in s[start, end): its value (capped above 32 bits), or -1. */
    private static long number(String s, int start, int end) {
        if (start == end) {
            return -1;
        }
        int radix = 10;
        int i = start;
        if (end - start >= 2 && s.charAt(i) == '0' && (s.charAt(i + 1) | 0x20) == 'x') {
            radix = 16;
            i += 2;
        } else if (end - start >= 2 && s.charAt(i) == '0') {
            radix = 8;
            i++;
        }
        long v = 0;
        for (; i < end; i++) {
            int d = digit(s.charAt(i), radix);
            if (d < 0) {
                return -1;
            }
            v = Math.min(v * radix + d, TOO_BIG);
        }
        return v;
    }

    /** An ASCII digit's value in the radix (8, 10 or 16, either case), or -1. */
    private static int digit(char c, int radix) {
        int l = c | 0x20;
        int d = c >= '0' && c <= '9' ? c - '0' : l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
        return d < radix ? d : -1;
    }
}
