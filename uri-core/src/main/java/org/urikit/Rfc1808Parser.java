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
 * <p>Invariants: {@code 0 <= i <= len}. Every step returns a {@code long} by the convention of
 * {@link ParseCode}: on success an index (two packed where it has two to tell), on failure a
 * negative code whose rule number indexes {@code RULES}. {@link #check} allocates nothing for a
 * valid input; {@link #parse} allocates only the result.
 */
final class Rfc1808Parser {
    /** A scheme is required. */
    static final int SCHEME_REQUIRED = 1;
    /** No scheme is looked for (rule relativeURL). */
    static final int NO_SCHEME = 2;
    /** No fragment is allowed (rules absoluteURL and relativeURL). */
    static final int NO_FRAGMENT = 4;

    /** The BNF rule names an error code's rule number stands for. */
    private static final String[] RULES = {"absoluteURL", "relativeURL", "net_loc", "fsegment", "segment", "param",
        "query", "fragment"};
    private static final int R_ABSOLUTE_URL = 0;
    private static final int R_RELATIVE_URL = 1;
    private static final int R_NET_LOC = 2;
    private static final int R_FSEGMENT = 3;
    private static final int R_SEGMENT = 4;
    private static final int R_PARAM = 5;
    private static final int R_QUERY = 6;
    private static final int R_FRAGMENT = 7;

    private Rfc1808Parser() {
    }

    private static long scan(String s, int i, int end, CharClass cls, Component c, int rule) {
        while (i < end) {
            char ch = s.charAt(i);
            if (!cls.matches(ch)) {
                return i;
            }
            if (ch == '%') {
                int bad = Percent.badTriplet(s, i, end);
                if (bad >= 0) {
                    return ParseCode.error(ErrorKind.INVALID_PERCENT_ENCODING, c, rule, bad);
                }
                i += 3;
            } else {
                i++;
            }
        }
        return i;
    }

    private static ParseError toError(String s, long code) {
        return ParseCode.toError(s, code, Rfc.RFC_1808, RULES[ParseCode.rule(code)]);
    }

    /**
     * Checks {@code s} by the mode, without building a value.
     *
     * @return the first error, or null if {@code s} is valid (nothing allocated then)
     */
    static ParseError check(String s, int mode) {
        final int len = s.length();
        long r = scheme(s, mode);
        if (r < 0) {
            return toError(s, r);
        }
        int i = (int) r;
        final boolean absolute = i > 0;
        final boolean netLoc = hasNetLoc(s, i);
        if (netLoc) {
            r = netLoc(s, i + 2, len);
            if (r < 0) {
                return toError(s, r);
            }
            i = (int) r;
        }
        r = path(s, i, len, absolute, netLoc);
        if (r >= 0) {
            r = paramsQueryFragment(s, i, (int) r, len, mode);
        }
        return r < 0 ? toError(s, r) : null;
    }

    /**
     * Parses {@code s} by the mode.
     *
     * @return the value, or null if {@code s} is not valid ({@link #check} tells why)
     */
    static Rfc1808Url parse(String s, int mode) {
        final int len = s.length();
        long r = scheme(s, mode);
        if (r < 0) {
            return null;
        }
        int i = (int) r;
        final int schemeEnd = i - 1;
        final boolean netLoc = hasNetLoc(s, i);
        final int netLocStart = netLoc ? i + 2 : -1;
        if (netLoc) {
            r = netLoc(s, netLocStart, len);
            if (r < 0) {
                return null;
            }
            i = (int) r;
        }
        final int pathStart = i;
        r = path(s, pathStart, len, schemeEnd >= 0, netLoc);
        if (r < 0) {
            return null;
        }
        final int pathEnd = (int) r;
        r = paramsQueryFragment(s, pathStart, pathEnd, len, mode);
        if (r < 0) {
            return null;
        }
        return new Rfc1808Url(s, schemeEnd, netLocStart, pathStart, pathEnd, (int) (r >>> 32), (int) r);
    }

    /**
     * Parses {@code s} by the mode, or throws.
     *
     * @throws UriSyntaxException with the first error if {@code s} is not valid
     */
    static Rfc1808Url parseOrThrow(String s, int mode) {
        Rfc1808Url url = parse(s, mode);
        if (url == null) {
            throw new UriSyntaxException(check(s, mode));
        }
        return url;
    }

    /** {@code scheme ":"}: the index after the ':' (0 when there is none), or an error if the mode requires one. */
    private static long scheme(String s, int mode) {
        if ((mode & NO_SCHEME) != 0) {
            return 0;
        }
        final int len = s.length();
        int j = 0;
        while (j < len && SCHEME.matches(s.charAt(j))) {
            j++;
        }
        if (j > 0 && j < len && s.charAt(j) == ':') {
            return j + 1;
        }
        if ((mode & SCHEME_REQUIRED) != 0) {
            return ParseCode.error(ErrorKind.MISSING_SCHEME, Component.SCHEME, R_ABSOLUTE_URL, j);
        }
        return 0;
    }

    private static boolean hasNetLoc(String s, int i) {
        return i + 1 < s.length() && s.charAt(i) == '/' && s.charAt(i + 1) == '/';
    }

    /** {@code net_loc} from {@code start}: where it ends, or an error. */
    private static long netLoc(String s, int start, int len) {
        long r = scan(s, start, len, NET_LOC_PCT, Component.NET_LOC, R_NET_LOC);
        if (r >= 0 && r < len && s.charAt((int) r) != '/' && s.charAt((int) r) != '#') {
            return ParseCode.error(ErrorKind.UNEXPECTED_CHARACTER, Component.NET_LOC, R_NET_LOC, (int) r);
        }
        return r;
    }

    /** The path from {@code pathStart}: where it ends, or an error. */
    private static long path(String s, int pathStart, int len, boolean absolute, boolean netLoc) {
        long r = scan(s, pathStart, len, PATH_PCT, Component.PATH, R_FSEGMENT);
        if (r < 0) {
            int bad = (int) r;
            return ParseCode.error(ErrorKind.INVALID_PERCENT_ENCODING, Component.PATH, segmentRule(s, pathStart, bad),
                    bad);
        }
        if (!absolute && netLoc && r - pathStart >= 2 && s.charAt(pathStart + 1) == '/') {
            // net_path = "//" net_loc [ abs_path ]; abs_path = "/" rel_path; rel_path starts with fsegment = 1*pchar
            return ParseCode.error(ErrorKind.UNEXPECTED_CHARACTER, Component.PATH, R_FSEGMENT, pathStart + 1);
        }
        return r;
    }

    /**
     * {@code [ ";" params ] [ "?" query ] [ "#" fragment ]} from the path's end to the end of the
     * input: the ends of the params and of the query packed, or an error.
     */
    private static long paramsQueryFragment(String s, int pathStart, int pathEnd, int len, int mode) {
        int i = pathEnd;
        int paramsEnd = i;
        long r;
        if (i < len && s.charAt(i) == ';') {
            r = scan(s, i + 1, len, PARAMS_PCT, Component.PARAMS, R_PARAM);
            if (r < 0) {
                return r;
            }
            paramsEnd = (int) r;
            i = paramsEnd;
        }
        int queryEnd = i;
        if (i < len && s.charAt(i) == '?') {
            r = scan(s, i + 1, len, QUERY_PCT, Component.QUERY, R_QUERY);
            if (r < 0) {
                return r;
            }
            queryEnd = (int) r;
            i = queryEnd;
        }
        if (i < len) {
            if (s.charAt(i) != '#') {
                Component c = queryEnd > paramsEnd ? Component.QUERY : paramsEnd > pathEnd ? Component.PARAMS
                        : Component.PATH;
                int rule = c == Component.QUERY ? R_QUERY : c == Component.PARAMS ? R_PARAM
                        : segmentRule(s, pathStart, i);
                return ParseCode.error(ErrorKind.UNEXPECTED_CHARACTER, c, rule, i);
            }
            if ((mode & NO_FRAGMENT) != 0) {
                return ParseCode.error(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT,
                        (mode & NO_SCHEME) != 0 ? R_RELATIVE_URL : R_ABSOLUTE_URL, i);
            }
            r = scan(s, i + 1, len, FRAGMENT_PCT, Component.FRAGMENT, R_FRAGMENT);
            if (r < 0) {
                return r;
            }
            if (r < len) {
                return ParseCode.error(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, R_FRAGMENT, (int) r);
            }
        }
        return (long) paramsEnd << 32 | queryEnd;
    }

    /** {@code fsegment} for the first segment of a path, {@code segment} for the others. */
    private static int segmentRule(String s, int pathStart, int index) {
        int from = pathStart < s.length() && s.charAt(pathStart) == '/' ? pathStart + 1 : pathStart;
        for (int k = from; k < index; k++) {
            if (s.charAt(k) == '/') {
                return R_SEGMENT;
            }
        }
        return R_FSEGMENT;
    }
}
