package org.urikit;

import org.jspecify.annotations.Nullable;
import org.urikit.idna.IdnaException;
import org.urikit.idna.Uts46;

/**
 * The common case of {@link WhatwgUrl#parse(String)} without building a URL record: an input that
 * is already an http, https, ws, wss or ftp URL in the Standard's serialized form, with no
 * credentials, a lower-case ASCII domain that UTS #46 accepts even with its strict flags and that
 * does not end in a number, a port other than the default written without leading zeros, a path
 * that starts with '/' and has no dot segments, and only code points that are URL code points and
 * outside the component's percent-encode set (so the full parser would copy each one and report no
 * validation error). Such an input is its own href. Anything else returns null and goes to
 * {@link WhatwgParser}; a test compares the two on generated inputs.
 */
final class WhatwgFastPath {

    private WhatwgFastPath() {
    }

    /** Path code points that the parser copies unchanged without a validation error ('%' is checked apart). */
    private static final long[] PATH = table("!$&'()*+,-./:;=@_~");
    /** The same for a special URL's query (the special-query set encodes '\''; '?' is a URL code point). */
    private static final long[] QUERY = table("!$&()*+,-./:;=?@_~");
    /** The same for the fragment. */
    private static final long[] FRAGMENT = table("!$&'()*+,-./:;=?@_~");

    private static long[] table(String punct) {
        long[] t = new long[2];
        for (char c = '0'; c <= '9'; c++) {
            t[0] |= 1L << c;
        }
        for (char c = 'a'; c <= 'z'; c++) {
            t[1] |= 1L << (c - 64);
            t[1] |= 1L << (c - 32 - 64);
        }
        for (int i = 0; i < punct.length(); i++) {
            char c = punct.charAt(i);
            t[c >> 6] |= 1L << (c & 63);
        }
        return t;
    }

    private static boolean in(long[] t, char c) {
        return c < 128 && (t[c >> 6] >>> (c & 63) & 1) != 0;
    }

    static @Nullable WhatwgUrl parse(String s) {
        int n = s.length();
        int schemeEnd;
        int defaultPort;
        if (s.startsWith("https://")) {
            schemeEnd = 5;
            defaultPort = 443;
        } else if (s.startsWith("http://")) {
            schemeEnd = 4;
            defaultPort = 80;
        } else if (s.startsWith("wss://")) {
            schemeEnd = 3;
            defaultPort = 443;
        } else if (s.startsWith("ws://")) {
            schemeEnd = 2;
            defaultPort = 80;
        } else if (s.startsWith("ftp://")) {
            schemeEnd = 3;
            defaultPort = 21;
        } else {
            return null;
        }
        int hostStart = schemeEnd + 3;
        int i = hostStart;
        while (i < n) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
                i++;
            } else {
                break;
            }
        }
        int hostEnd = i;
        if (hostEnd == hostStart) {
            return null;
        }
        int port = -1;
        if (i < n && s.charAt(i) == ':') {
            i++;
            int start = i;
            port = 0;
            while (i < n && i - start < 6 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                port = port * 10 + s.charAt(i) - '0';
                i++;
            }
            if (i == start || i - start > 5 || port > 0xFFFF || port == defaultPort
                    || s.charAt(start) == '0' && i - start > 1) {
                return null;
            }
        }
        if (i >= n || s.charAt(i) != '/') {
            return null; // the serialization has a '/' here (or the authority has more in it)
        }
        int pathEnd = -1;
        int queryStart = -1;
        int fragmentStart = -1;
        int segmentStart = i + 1;
        long[] set = PATH;
        for (i++; i < n; i++) {
            char c = s.charAt(i);
            if (in(set, c)) {
                if (c == '/' && set == PATH) {
                    if (isDotSegment(s, segmentStart, i)) {
                        return null;
                    }
                    segmentStart = i + 1;
                }
                continue;
            }
            if (c == '%') {
                if (i + 2 < n && WhatwgParser.isHex(s.charAt(i + 1)) && WhatwgParser.isHex(s.charAt(i + 2))) {
                    i += 2;
                    continue;
                }
                return null;
            }
            if (c == '?' && set == PATH) {
                pathEnd = i;
                queryStart = i;
                set = QUERY;
            } else if (c == '#' && set != FRAGMENT) {
                if (pathEnd < 0) {
                    pathEnd = i;
                }
                fragmentStart = i;
                set = FRAGMENT;
            } else {
                return null;
            }
        }
        if (pathEnd < 0) {
            pathEnd = n;
        }
        if (isDotSegment(s, segmentStart, pathEnd)) {
            return null;
        }
        String host = s.substring(hostStart, hostEnd);
        if (WhatwgParser.endsInANumber(host)) {
            return null;
        }
        try {
            // a plain lower-case name takes Uts46's allocation-free path; a name it rejects (rare
            // here: a hyphen rule, a label length, a bad xn-- label) goes to the full parser
            Uts46.strict().toAsciiOrThrow(host);
        } catch (IdnaException e) {
            return null;
        }
        return WhatwgUrl.serialized(s, schemeEnd, hostEnd, port, pathEnd, queryStart, fragmentStart);
    }

    /** Whether s[start, end) is a single- or double-dot segment: '.' or "%2e" (any case) once or twice. */
    private static boolean isDotSegment(String s, int start, int end) {
        int dots = 0;
        int i = start;
        while (i < end) {
            if (s.charAt(i) == '.') {
                i++;
            } else if (end - i >= 3 && s.charAt(i) == '%' && s.charAt(i + 1) == '2' && (s.charAt(i + 2) | 0x20) == 'e') {
                i += 3;
            } else {
                return false;
            }
            dots++;
        }
        return dots == 1 || dots == 2;
    }
}
