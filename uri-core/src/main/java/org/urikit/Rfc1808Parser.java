package org.urikit;

import static org.urikit.internal.Rfc1808Chars.FRAGMENT_PCT;
import static org.urikit.internal.Rfc1808Chars.NET_LOC_PCT;
import static org.urikit.internal.Rfc1808Chars.PARAMS_PCT;
import static org.urikit.internal.Rfc1808Chars.PATH_PCT;
import static org.urikit.internal.Rfc1808Chars.QUERY_PCT;
import static org.urikit.internal.Rfc1808Chars.SCHEME;

import org.urikit.internal.CharClass;
import org.urikit.internal.Percent;

/**
 * The RFC 1808 parser: hand-written, single pass, no recursion, no regular expressions.
 *
 * <p>It finds the components by the steps of RFC 1808 §2.4 (fragment, scheme, net_loc, query,
 * params, path) in one left-to-right scan, since each component's characters exclude the
 * delimiter that ends it, and checks each character against the class of its BNF rule. The
 * language accepted is exactly that of {@code URL}: for an absolute URL, the
 * {@code scheme ":" *( uchar | reserved )} alternative makes any path shape valid; for a relative
 * URL, the path after a {@code net_loc} must not start with {@code "//"} ({@code abs_path = "/"
 * rel_path} and {@code rel_path} starts with a non-empty {@code fsegment}).
 *
 * <p>Invariants: {@code 0 <= i <= len}; scanners return the index where they stopped, or
 * {@code -(index + 1)} for a bad escape at {@code index}; nothing is allocated except the result.
 */
final class Rfc1808Parser {
    /** A scheme is required. */
    static final int SCHEME_REQUIRED = 1;
    /** No scheme is looked for (rule relativeURL). */
    static final int NO_SCHEME = 2;
    /** No fragment is allowed (rules absoluteURL and relativeURL). */
    static final int NO_FRAGMENT = 4;

    private Rfc1808Parser() {
    }

    private static int scan(String s, int i, int end, CharClass cls) {
        while (i < end) {
            char c = s.charAt(i);
            if (!cls.matches(c)) {
                return i;
            }
            if (c == '%') {
                int bad = Percent.badTriplet(s, i, end);
                if (bad >= 0) {
                    return -(bad + 1);
                }
                i += 3;
            } else {
                i++;
            }
        }
        return i;
    }

    private static ParseError error(String s, int index, ErrorKind kind, Component c, String rule) {
        return new ParseError(s, index, kind, c, Rfc.RFC_1808, rule);
    }

    /** The error for a scan that stopped at {@code r}, or null if it stopped at an allowed delimiter. */
    private static ParseError badEscape(String s, int r, Component c, String rule) {
        return error(s, -r - 1, ErrorKind.INVALID_PERCENT_ENCODING, c, rule);
    }

    /**
     * Parses {@code s}; returns an {@link Rfc1808Url} (when {@code build}), null (valid, not
     * built) or a {@link ParseError}.
     */
    static Object parse(String s, int mode, boolean build) {
        final int len = s.length();
        int i = 0;
        int schemeEnd = -1;
        if ((mode & NO_SCHEME) == 0) {
            int j = 0;
            while (j < len && SCHEME.matches(s.charAt(j))) {
                j++;
            }
            if (j > 0 && j < len && s.charAt(j) == ':') {
                schemeEnd = j;
                i = j + 1;
            } else if ((mode & SCHEME_REQUIRED) != 0) {
                return error(s, j, ErrorKind.MISSING_SCHEME,
                        Component.SCHEME, "absoluteURL");
            }
        }
        boolean absolute = schemeEnd >= 0;
        int netLocStart = -1;
        if (i + 1 < len && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            netLocStart = i + 2;
            int r = scan(s, netLocStart, len, NET_LOC_PCT);
            if (r < 0) {
                return badEscape(s, r, Component.NET_LOC, "net_loc");
            }
            if (r < len && s.charAt(r) != '/' && s.charAt(r) != '#') {
                return error(s, r, ErrorKind.UNEXPECTED_CHARACTER, Component.NET_LOC, "net_loc");
            }
            i = r;
        }
        final int pathStart = i;
        int r = scan(s, i, len, PATH_PCT);
        if (r < 0) {
            return badEscape(s, r, Component.PATH, segmentRule(s, pathStart, -r - 1));
        }
        final int pathEnd = r;
        if (!absolute && netLocStart >= 0 && pathEnd - pathStart >= 2 && s.charAt(pathStart + 1) == '/') {
            // net_path = "//" net_loc [ abs_path ]; abs_path = "/" rel_path; rel_path starts with fsegment = 1*pchar
            return error(s, pathStart + 1, ErrorKind.UNEXPECTED_CHARACTER, Component.PATH, "fsegment");
        }
        i = pathEnd;
        int paramsEnd = i;
        if (i < len && s.charAt(i) == ';') {
            r = scan(s, i + 1, len, PARAMS_PCT);
            if (r < 0) {
                return badEscape(s, r, Component.PARAMS, "param");
            }
            paramsEnd = r;
            i = r;
        }
        int queryEnd = i;
        if (i < len && s.charAt(i) == '?') {
            r = scan(s, i + 1, len, QUERY_PCT);
            if (r < 0) {
                return badEscape(s, r, Component.QUERY, "query");
            }
            queryEnd = r;
            i = r;
        }
        if (i < len) {
            if (s.charAt(i) != '#') {
                Component c = queryEnd > paramsEnd ? Component.QUERY : paramsEnd > pathEnd ? Component.PARAMS
                        : Component.PATH;
                String rule = c == Component.QUERY ? "query" : c == Component.PARAMS ? "param"
                        : segmentRule(s, pathStart, i);
                return error(s, i, ErrorKind.UNEXPECTED_CHARACTER, c, rule);
            }
            if ((mode & NO_FRAGMENT) != 0) {
                return error(s, i, ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT,
                        (mode & NO_SCHEME) != 0 ? "relativeURL" : "absoluteURL");
            }
            r = scan(s, i + 1, len, FRAGMENT_PCT);
            if (r < 0) {
                return badEscape(s, r, Component.FRAGMENT, "fragment");
            }
            if (r < len) {
                return error(s, r, ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, "fragment");
            }
        }
        return build ? new Rfc1808Url(s, schemeEnd, netLocStart, pathStart, pathEnd, paramsEnd, queryEnd) : null;
    }

    /** {@code fsegment} for the first segment of a path, {@code segment} for the others. */
    private static String segmentRule(String s, int pathStart, int index) {
        int from = pathStart < s.length() && s.charAt(pathStart) == '/' ? pathStart + 1 : pathStart;
        for (int k = from; k < index; k++) {
            if (s.charAt(k) == '/') {
                return "segment";
            }
        }
        return "fsegment";
    }
}
