package org.urikit.spark;

import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.types.UTF8String;
import org.jspecify.annotations.Nullable;

/**
 * {@code url_parse}'s row read straight from the bytes of a URL that is already written the way the URL Standard
 * serializes it (up to the case of its scheme and host and a missing {@code /} path), without decoding it into a
 * {@code String} or running the WHATWG parser: only where the basic URL parser is certain to succeed and the URL
 * serializer is certain to give back those bytes; everywhere else it gives no answer and
 * {@link UriSqlCalls#urlParse} parses in full.
 *
 * <p>The shape answered, each step checked against the Standard's text (basic URL parser, host parser, URL
 * serializer, percent-encode sets):
 * <ul>
 * <li>every byte is printable ASCII (U+0021 to U+007E): nothing to strip at either end, no tab or newline to
 * remove, nothing above U+007E to percent-encode, and the value is well-formed UTF-8;</li>
 * <li>the scheme, {@code //} and host that {@link UrlHostFastPath} answers (a special scheme other than
 * {@code file}, no credentials, a domain of ASCII letters, digits, {@code -}, {@code _} and {@code .} with no
 * {@code xn--} label that does not end in a number); the serializer writes scheme and host in lower case;</li>
 * <li>optionally {@code :} and a port of one or more digits with no leading zero, at most 65535, not the
 * scheme's default port (an empty port, a leading zero or the default port are serialized otherwise);</li>
 * <li>a path of {@code /}-separated segments with no byte of the path percent-encode set ({@code " < > ^ ` { }},
 * space and controls; {@code ?} and {@code #} end the path), no {@code \} (a special URL reads it as {@code /})
 * and no single-dot or double-dot segment ({@code .}, {@code ..}, {@code %2e} in any case and their mixes), so the
 * path state appends every segment unchanged; or no path, which the serializer writes as {@code /};</li>
 * <li>optionally {@code ?} and a query with no byte of the special-query percent-encode set
 * ({@code " < > '}; {@code #} ends it), and {@code #} and a fragment with no byte of the fragment percent-encode
 * set ({@code " < > `}). A {@code %} anywhere is kept as written (at most a validation error).</li>
 * </ul>
 * The row's {@code href} is then the value (scheme and host lower-cased, a {@code /} inserted for a missing path),
 * copied into a new array, and every other field a view into that array, as {@link UriSqlCalls} builds it from a
 * parsed URL; {@code username} and {@code password} are empty.
 */
final class UrlParseFastPath {
    private static final int PATH = 1;
    private static final int QUERY = 2;
    private static final int FRAGMENT = 4;
    /** Per printable ASCII byte, the components in which it is kept as written (bits PATH, QUERY, FRAGMENT). */
    private static final byte[] KEPT = new byte[128];

    static {
        for (int c = 0x21; c <= 0x7E; c++) {
            KEPT[c] = PATH | QUERY | FRAGMENT;
        }
        // the path percent-encode set, '\' (a path separator in special URLs), and the bytes that end the path
        for (char c : new char[] {'"', '<', '>', '^', '`', '{', '}', '\\', '?', '#'}) {
            KEPT[c] &= ~PATH;
        }
        // the special-query percent-encode set, and '#' which ends the query
        for (char c : new char[] {'"', '<', '>', '\'', '#'}) {
            KEPT[c] &= ~QUERY;
        }
        // the fragment percent-encode set
        for (char c : new char[] {'"', '<', '>', '`'}) {
            KEPT[c] &= ~FRAGMENT;
        }
    }

    private UrlParseFastPath() {
    }

    /**
     * {@code url_parse}'s row of {@code s}, when the fast path is certain of it.
     *
     * @param s the value
     * @return the row (href, protocol, username, password, hostname, port, pathname, search, hash), or null: no
     *     answer, parse in full
     */
    static @Nullable InternalRow row(UTF8String s) {
        int n = s.numBytes();
        int colon = UrlHostFastPath.specialSchemeColon(s, n);
        if (colon < 0 || colon + 3 >= n || s.getByte(colon + 1) != '/' || s.getByte(colon + 2) != '/') {
            return null;
        }
        int hostStart = colon + 3;
        int hostEnd = UrlHostFastPath.hostEnd(s, hostStart, n);
        if (hostEnd < 0 || UrlHostFastPath.endsInANumber(s, hostStart, hostEnd)) {
            return null;
        }
        int p = hostEnd;
        int portStart = p;
        if (p < n && s.getByte(p) == ':') {
            portStart = p + 1;
            p = UrlHostFastPath.portEnd(s, portStart, n);
            if (p <= portStart || s.getByte(portStart) == '0' && p - portStart > 1
                    || isDefaultPort(s, colon, portStart, p)) {
                return null;
            }
        }
        int portEnd = p;
        // the path: '/' segments, or none (then the serializer writes "/")
        int pathStart = p;
        if (p < n && s.getByte(p) == '/') {
            int segment = p + 1;
            p++;
            while (true) {
                int b = p < n ? s.getByte(p) : '?'; // the end ends the last segment as '?' would
                if (b == '/' || b == '?' || b == '#') {
                    if (isDotSegment(s, segment, p)) {
                        return null;
                    }
                    if (b != '/') {
                        break;
                    }
                    segment = p + 1;
                } else if (b < 0 || (KEPT[b] & PATH) == 0) {
                    return null;
                }
                p++;
            }
        } else if (p < n && s.getByte(p) != '?' && s.getByte(p) != '#') {
            return null; // what ends the authority here is not answered (e.g. '\', '@', '[')
        }
        int pathEnd = p;
        int queryStart = -1;
        if (p < n && s.getByte(p) == '?') {
            queryStart = ++p;
            while (p < n) {
                int b = s.getByte(p);
                if (b == '#') {
                    break;
                }
                if (b < 0 || (KEPT[b] & QUERY) == 0) {
                    return null;
                }
                p++;
            }
        }
        int queryEnd = p;
        int fragmentStart = -1;
        if (p < n) { // here the byte is '#'
            fragmentStart = ++p;
            while (p < n) {
                int b = s.getByte(p);
                if (b < 0 || (KEPT[b] & FRAGMENT) == 0) {
                    return null;
                }
                p++;
            }
        }
        return row(s, n, colon, hostStart, hostEnd, portStart, portEnd, pathStart, pathEnd, queryStart, queryEnd,
                fragmentStart);
    }

    private static InternalRow row(UTF8String s, int n, int colon, int hostStart, int hostEnd, int portStart,
            int portEnd, int pathStart, int pathEnd, int queryStart, int queryEnd, int fragmentStart) {
        int inserted = pathStart == pathEnd ? 1 : 0;
        byte[] href = new byte[n + inserted];
        s.writeToMemory(href, Platform.BYTE_ARRAY_OFFSET);
        if (inserted == 1) {
            System.arraycopy(href, pathStart, href, pathStart + 1, n - pathStart);
            href[pathStart] = '/';
        }
        lowerCase(href, 0, colon);
        lowerCase(href, hostStart, hostEnd);
        return new GenericInternalRow(new Object[] {
            UTF8String.fromBytes(href),
            UTF8String.fromBytes(href, 0, colon + 1),
            UTF8String.EMPTY_UTF8,
            UTF8String.EMPTY_UTF8,
            UTF8String.fromBytes(href, hostStart, hostEnd - hostStart),
            portEnd > portStart ? UTF8String.fromBytes(href, portStart, portEnd - portStart) : UTF8String.EMPTY_UTF8,
            UTF8String.fromBytes(href, pathStart, pathEnd - pathStart + inserted),
            // "?" and the query, "" for none or an empty one; likewise "#" and the fragment
            queryStart >= 0 && queryEnd > queryStart
                    ? UTF8String.fromBytes(href, queryStart - 1 + inserted, queryEnd - queryStart + 1)
                    : UTF8String.EMPTY_UTF8,
            fragmentStart >= 0 && n > fragmentStart
                    ? UTF8String.fromBytes(href, fragmentStart - 1 + inserted, n - fragmentStart + 1)
                    : UTF8String.EMPTY_UTF8});
    }

    private static void lowerCase(byte[] bytes, int from, int to) {
        for (int k = from; k < to; k++) {
            byte b = bytes[k];
            if (b >= 'A' && b <= 'Z') {
                bytes[k] = (byte) (b + 0x20);
            }
        }
    }

    /**
     * Whether the port digits [from, to) (no leading zero) are the default port of the special scheme whose ':' is
     * at {@code colon}: http, ws 80; https, wss 443; ftp 21.
     */
    private static boolean isDefaultPort(UTF8String s, int colon, int from, int to) {
        int first = s.getByte(0) | 0x20;
        // "https" (':' at 5) and "wss" (':' at 3 after 'w') are 443; "http" and "ws" 80
        String port = first == 'f' ? "21" : colon == 5 || colon == 3 && first == 'w' ? "443" : "80";
        if (to - from != port.length()) {
            return false;
        }
        for (int k = 0; k < port.length(); k++) {
            if (s.getByte(from + k) != port.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the segment [from, to) is a single-dot or double-dot segment: one or two of {@code .} and
     * {@code %2e} (either case) and nothing else.
     */
    private static boolean isDotSegment(UTF8String s, int from, int to) {
        int dots = 0;
        int k = from;
        while (k < to) {
            int b = s.getByte(k);
            if (b == '.') {
                k++;
            } else if (b == '%' && k + 3 <= to && s.getByte(k + 1) == '2'
                    && (s.getByte(k + 2) | 0x20) == 'e') {
                k += 3;
            } else {
                return false;
            }
            if (++dots > 2) {
                return false;
            }
        }
        return dots > 0;
    }
}
