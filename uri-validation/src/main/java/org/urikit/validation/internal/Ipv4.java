package org.urikit.validation.internal;

/** IPv4 text forms: RFC 3986 dotted-decimal and the WHATWG URL (inet_aton-like) host parser. */
final class Ipv4 {
    /** Above any 32-bit value: marks overflow while reading a number. */
    private static final long TOO_BIG = 1L << 32;

    private Ipv4() {
    }

    static int of(int a, int b, int c, int d) {
        return a << 24 | b << 16 | c << 8 | d;
    }

    static String format(int a) {
        return (a >>> 24) + "." + (a >>> 16 & 0xff) + "." + (a >>> 8 & 0xff) + "." + (a & 0xff);
    }

    /** RFC 3986 {@code IPv4address} (four decimal octets, no leading zeros): the value, or -1. */
    static long parseDotted(String s) {
        long value = 0;
        int parts = 0;
        int i = 0;
        while (parts < 4) {
            int start = i;
            int octet = 0;
            while (i < s.length() && i - start < 3 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                octet = octet * 10 + (s.charAt(i) - '0');
                i++;
            }
            if (i == start || octet > 255 || i - start > 1 && s.charAt(start) == '0') {
                return -1;
            }
            value = value << 8 | octet;
            parts++;
            if (parts < 4) {
                if (i >= s.length() || s.charAt(i) != '.') {
                    return -1;
                }
                i++;
            }
        }
        return i == s.length() ? value : -1;
    }

    /**
     * Whether a label is a number to the WHATWG URL host parser ("ends in a number"): decimal
     * digits, or {@code 0x} followed by hex digits (possibly none).
     */
    static boolean isNumber(String label) {
        if (label.isEmpty()) {
            return false;
        }
        if (label.length() >= 2 && label.charAt(0) == '0' && (label.charAt(1) == 'x' || label.charAt(1) == 'X')) {
            for (int i = 2; i < label.length(); i++) {
                if (Character.digit(label.charAt(i), 16) < 0 || label.charAt(i) > 'f') {
                    return false;
                }
            }
            return true;
        }
        for (int i = 0; i < label.length(); i++) {
            if (label.charAt(i) < '0' || label.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * The WHATWG URL IPv4 parser (as browsers and, nearly, {@code inet_aton} read hosts): up to four
     * dot-separated numbers, each decimal, octal (leading {@code 0}) or hex ({@code 0x}); the last
     * fills the remaining bytes; one trailing dot is ignored.
     *
     * @param name an ASCII, lower-case host without percent-encoding
     * @return the address, or -1 if the name is not an IPv4 address to that parser
     */
    static long parseWhatwg(String name) {
        String s = name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
        long[] numbers = new long[4];
        int n = 0;
        int start = 0;
        while (true) {
            int dot = s.indexOf('.', start);
            int end = dot < 0 ? s.length() : dot;
            if (n == 4) {
                return -1;
            }
            long v = number(s, start, end);
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
        if (end - start >= 2 && s.charAt(i) == '0' && (s.charAt(i + 1) == 'x' || s.charAt(i + 1) == 'X')) {
            radix = 16;
            i += 2;
        } else if (end - start >= 2 && s.charAt(i) == '0') {
            radix = 8;
            i++;
        }
        long v = 0;
        for (; i < end; i++) {
            char c = s.charAt(i);
            int d = c < 0x80 ? Character.digit(c, radix) : -1;
            if (d < 0) {
                return -1;
            }
            v = Math.min(v * radix + d, TOO_BIG);
        }
        return v;
    }
}
