package org.urikit.spark;

import org.apache.spark.unsafe.types.UTF8String;
import org.jspecify.annotations.Nullable;

/**
 * {@code url_host}'s answer read straight from the bytes of the common shape of URL, without decoding it into a
 * {@code String} or running the WHATWG parser: only where the URL Standard's basic URL parser is certain to succeed
 * with exactly that host; everywhere else it gives no answer and {@link UriSqlCalls#urlHost} parses in full.
 *
 * <p>The shape answered, each step checked against the Standard's text (basic URL parser, host parser, domain
 * parser, ends in a number checker):
 * <ul>
 * <li>a special scheme other than {@code file} ({@code http}, {@code https}, {@code ws}, {@code wss}, {@code ftp},
 * any case) from the first byte, then {@code :} and {@code //}. The first byte is a letter, so there is no leading
 * C0 control or space to strip;</li>
 * <li>a host of one or more ASCII letters, digits, {@code -}, {@code _} and {@code .} (no {@code @}, {@code %},
 * {@code \}, {@code [}, tab, newline or space: those fall back), no label starting with {@code xn--} in any case
 * (the Standard lower-cases such an ASCII label too, but it is left to the full parse), and whose last label
 * (after one trailing empty label) is neither all digits nor {@code 0x} followed by hex digits (the "ends in a
 * number" check: such hosts go to the IPv4 parser and fall back). An ASCII domain is then the domain lowercased
 * (the domain parser with beStrict false), and none of these bytes is a forbidden domain code point;</li>
 * <li>optionally {@code :} and zero or more digits of value at most 65535 (the port state: an empty port is
 * allowed, leading zeros too);</li>
 * <li>then the end, {@code /}, {@code ?} or {@code #}. What follows never makes the parse fail (the path start,
 * path, query and fragment states only percent-encode or report validation errors), and tabs, newlines and
 * trailing C0 controls or spaces there are removed before parsing without touching the host;</li>
 * <li>and the whole value is well-formed UTF-8 (else the URL is invalid and the full path reports it).</li>
 * </ul>
 * The answer is the host's bytes, lower-cased, copied into a new array (the input's buffer may be reused for the
 * next row).
 */
final class UrlHostFastPath {
    /** Host bytes answered: a-z, A-Z, 0-9, '-', '_', '.' (checked separately for labels). */
    static final boolean[] HOST = new boolean[128];

    static {
        for (int c = 'a'; c <= 'z'; c++) {
            HOST[c] = true;
            HOST[c - 0x20] = true;
        }
        for (int c = '0'; c <= '9'; c++) {
            HOST[c] = true;
        }
        HOST['-'] = true;
        HOST['_'] = true;
        HOST['.'] = true;
    }

    private UrlHostFastPath() {
    }

    /**
     * The WHATWG host of {@code s}, when the fast path is certain of it.
     *
     * @param s the value
     * @return the host serialization (ASCII, lower case), or null: no answer, parse in full
     */
    static @Nullable UTF8String host(UTF8String s) {
        int n = s.numBytes();
        int colon = specialSchemeColon(s, n);
        if (colon < 0 || colon + 3 >= n || s.getByte(colon + 1) != '/' || s.getByte(colon + 2) != '/') {
            return null;
        }
        int start = colon + 3;
        int hostEnd = hostEnd(s, start, n);
        if (hostEnd < 0) {
            return null;
        }
        int p = hostEnd;
        if (p < n) {
            int b = s.getByte(p);
            if (b == ':') {
                p = portEnd(s, p + 1, n);
                if (p < 0 || p < n && !endsAuthority(s.getByte(p))) {
                    return null;
                }
            } else if (!endsAuthority(b)) {
                return null;
            }
        }
        if (endsInANumber(s, start, hostEnd) || UriSqlCalls.invalidUtf8(s) >= 0) {
            return null;
        }
        int len = hostEnd - start;
        byte[] out = new byte[len];
        for (int k = 0; k < len; k++) {
            byte b = s.getByte(start + k);
            out[k] = b >= 'A' && b <= 'Z' ? (byte) (b + 0x20) : b;
        }
        return UTF8String.fromBytes(out);
    }

    /**
     * The end of the digits of a port that starts at {@code from} (zero or more digits); -1 when their value is
     * above 65535.
     */
    static int portEnd(UTF8String s, int from, int n) {
        int port = 0;
        int p = from;
        while (p < n) {
            int b = s.getByte(p);
            if (b < '0' || b > '9') {
                break;
            }
            port = port * 10 + (b - '0');
            if (port > 0xFFFF) {
                return -1;
            }
            p++;
        }
        return p;
    }

    /**
     * The end of the host that starts at {@code start}: the first byte that is not an ASCII letter, digit,
     * {@code -}, {@code _} or {@code .}; -1 when the host is empty or has a label starting with {@code xn--}.
     */
    static int hostEnd(UTF8String s, int start, int n) {
        int p = start;
        int labelStart = start;
        while (p < n) {
            int b = s.getByte(p);
            if (b < 0 || !HOST[b]) {
                break;
            }
            if (b == '.') {
                if (isXnLabel(s, labelStart, p)) {
                    return -1;
                }
                labelStart = p + 1;
            }
            p++;
        }
        return p == start || isXnLabel(s, labelStart, p) ? -1 : p;
    }

    static boolean endsAuthority(int b) {
        return b == '/' || b == '?' || b == '#';
    }

    /**
     * The index of the ':' after a special scheme other than file (http, https, ws, wss, ftp, any case) at the
     * start, or -1.
     */
    static int specialSchemeColon(UTF8String s, int n) {
        if (n < 4) {
            return -1;
        }
        // | 0x20 lower-cases a letter; of all bytes only the letter's two cases give these values
        int b0 = s.getByte(0) | 0x20;
        int b1 = s.getByte(1) | 0x20;
        int b2 = s.getByte(2) | 0x20;
        if (b0 == 'h') {
            if (b1 != 't' || b2 != 't' || (s.getByte(3) | 0x20) != 'p' || n < 5) {
                return -1;
            }
            int b4 = s.getByte(4);
            if (b4 == ':') {
                return 4;
            }
            return (b4 | 0x20) == 's' && n > 5 && s.getByte(5) == ':' ? 5 : -1;
        }
        if (b0 == 'w' && b1 == 's') {
            if (s.getByte(2) == ':') {
                return 2;
            }
            return b2 == 's' && s.getByte(3) == ':' ? 3 : -1;
        }
        if (b0 == 'f' && b1 == 't' && b2 == 'p' && s.getByte(3) == ':') {
            return 3;
        }
        return -1;
    }

    /** Whether the label [from, to) starts with "xn--" in any case. */
    static boolean isXnLabel(UTF8String s, int from, int to) {
        return to - from >= 4 && (s.getByte(from) | 0x20) == 'x' && (s.getByte(from + 1) | 0x20) == 'n'
                && s.getByte(from + 2) == '-' && s.getByte(from + 3) == '-';
    }

    /**
     * The URL Standard's ends in a number checker on the host [from, to) (not empty; its bytes are letters,
     * digits, '-', '_' and '.'; lower-casing does not change the answer).
     */
    static boolean endsInANumber(UTF8String s, int from, int to) {
        int end = to;
        if (s.getByte(end - 1) == '.') {
            end--; // a trailing empty label is removed
        }
        int last = end;
        while (last > from && s.getByte(last - 1) != '.') {
            last--;
        }
        if (last == end) {
            return false; // the last label is empty; as an IPv4 number it is a failure
        }
        boolean digits = true;
        for (int k = last; k < end; k++) {
            int b = s.getByte(k);
            if (b < '0' || b > '9') {
                digits = false;
                break;
            }
        }
        if (digits) {
            return true;
        }
        // an IPv4 number other than decimal digits: "0x" or "0X" and zero or more hex digits
        if (end - last < 2 || s.getByte(last) != '0' || (s.getByte(last + 1) | 0x20) != 'x') {
            return false;
        }
        for (int k = last + 2; k < end; k++) {
            int b = s.getByte(k);
            int l = b | 0x20;
            if (!(b >= '0' && b <= '9') && !(l >= 'a' && l <= 'f')) {
                return false;
            }
        }
        return true;
    }
}
