package org.urikit;


import org.urikit.internal.CharClass;
import org.urikit.internal.Percent;
import org.urikit.internal.Rfc3986Chars;

/**
 * The RFC 3986 parser: hand-written, single pass, no recursion, no regular expressions.
 *
 * <p>Invariants. Every scanner takes {@code (s, i, end)} with {@code 0 <= i <= end <= s.length()},
 * reads each character at most once (a host of 7 to 15 characters that ends with a digit is read
 * again to tell an IPv4address from a reg-name; IPv4 tails inside IPv6 re-read at most four hex
 * digits), and
 * returns a {@code long}: on success the index where it stopped ({@code >= i}), on failure a
 * negative code from {@link #err} ({@link ParseCode}, the convention of the RFC parsers) that
 * packs the index, the {@link ErrorKind}, the {@link Component} and the {@link Rfc3986Rule}.
 * Scanners never throw and never allocate; {@link ParseError} objects are made only when an error
 * leaves the parser.
 *
 * <p>The top-level grammar is one method per component: {@code scheme}, {@code host} (userinfo
 * and host), {@code portAndEnd}, {@code pathQueryFragment}; each returns a {@code long} by the
 * same convention as the scanners, two indexes packed in it where it has two to tell.
 * {@link #check} runs them and makes a {@link ParseError} only when there is an error: it
 * allocates nothing for a valid input. {@link #parse} runs them, keeps the component boundaries in
 * locals and allocates exactly one object: the {@link Uri} or {@link RelativeReference}, or null
 * for an invalid input (whose error {@link #check} then finds; {@link #parseOrThrow} does that).
 * The scanning loops' shapes are those measured in docs/BENCHMARKS.md ("The JIT state").
 */
final class Rfc3986Parser {
    static final int M_REFERENCE = 0;
    static final int M_URI = 1;
    static final int M_ABSOLUTE = 2;
    static final int M_RELATIVE = 3;
    static final int M_AUTHORITY = 4;

    private Rfc3986Parser() {
    }

    // ---------------------------------------------------------------------------------------------
    // Character classes

    /*
     * The classes of Rfc3986Chars the scanners test, one bit each. The eight that loops run over
     * are in a table indexed by any char (64 KiB, of which the 128 ASCII entries are read in
     * practice): a test is one load, with no bounds check and no branch on c < 128, which makes
     * the scanning loops about a fifth faster (docs/BENCHMARKS.md). The three tested once per
     * character of an address or a scheme's first letter use a 128-entry table. '%' is in no
     * table: which classes admit pct-encoded is PCT_CLASSES, taken from the same CharClass
     * definitions. Rfc3987Parser's classes take the bits of the classes of the same names here
     * (its ifragment that of K_DIGIT), so that checkPathRule serves both grammars.
     */
    static final int K_SCHEME = 1;
    static final int K_REG_NAME = 1 << 1;
    static final int K_DIGIT = 1 << 2;
    static final int K_PATH = 1 << 3;
    static final int K_QUERY = 1 << 4;
    static final int K_SEGMENT_NZ_NC = 1 << 5;
    static final int K_PCHAR = 1 << 6;
    static final int K_USERINFO = 1 << 7;
    private static final byte[] WIDE = new byte[Character.MAX_VALUE + 1];
    /** The classes among {@code K_SCHEME} … {@code K_USERINFO} that admit {@code pct-encoded}. */
    private static final int PCT_CLASSES;

    private static final int K_ALPHA = 1;
    private static final int K_HEXDIG = 1 << 1;
    private static final int K_IPVFUTURE_TAIL = 1 << 2;
    private static final byte[] ASCII = new byte[128];

    static {
        CharClass[] wide = {Rfc3986Chars.SCHEME, Rfc3986Chars.REG_NAME_PCT, Rfc3986Chars.DIGIT, Rfc3986Chars.PATH_PCT,
            Rfc3986Chars.QUERY_PCT, Rfc3986Chars.SEGMENT_NZ_NC_PCT, Rfc3986Chars.PCHAR_PCT, Rfc3986Chars.USERINFO_PCT};
        CharClass[] ascii = {Rfc3986Chars.ALPHA, Rfc3986Chars.HEXDIG, Rfc3986Chars.IPVFUTURE_TAIL};
        int pct = 0;
        for (int k = 0; k < wide.length; k++) {
            if (wide[k].allowsPctEncoded()) {
                pct |= 1 << k;
            }
        }
        PCT_CLASSES = pct;
        for (char c = 0; c < 128; c++) {
            for (int k = 0; k < wide.length; k++) {
                if (wide[k].matchesLiteral(c)) {
                    WIDE[c] |= (byte) (1 << k);
                }
            }
            for (int k = 0; k < ascii.length; k++) {
                if (ascii[k].matchesLiteral(c)) {
                    ASCII[c] |= (byte) (1 << k);
                }
            }
        }
    }

    /** Whether {@code c} is in one of the classes {@code K_SCHEME} … {@code K_USERINFO} of {@code mask}. */
    private static boolean in(char c, int mask) {
        return (WIDE[c] & mask) != 0;
    }

    /** Whether {@code c} is in one of the classes {@code K_ALPHA}, {@code K_HEXDIG}, {@code K_IPVFUTURE_TAIL} of {@code mask}. */
    private static boolean inAscii(char c, int mask) {
        return c < 128 && (ASCII[c] & mask) != 0;
    }

    // ---------------------------------------------------------------------------------------------
    // Error codes

    static long err(ErrorKind kind, Component component, Rfc3986Rule rule, int index) {
        return ParseCode.error(kind, component, rule.ordinal(), index);
    }

    static ParseError toError(String s, long code) {
        return ParseCode.toError(s, code, Rfc.RFC_3986, Rfc3986Rule.ofOrdinal(ParseCode.rule(code)).abnfName());
    }

    private static boolean isHex(String s, int i, int end) {
        return i < end && inAscii(s.charAt(i), K_HEXDIG);
    }

    /**
     * Scans characters of {@code cls} from {@code i}; a {@code '%'} in the class must start a
     * {@code pct-encoded} triplet. Returns the index of the first character not in the class.
     */
    static long scan(String s, int i, int end, int cls, Component comp, Rfc3986Rule rule) {
        // One loop that reads each character once and handles '%' in it. A loop of its own for
        // the common characters (while (i < end && in(s.charAt(i), cls)) i++) was faster in a
        // fresh JVM, but on JDK 25, once the JVM has run code such as Hibernate Validator's
        // start-up, it was compiled with the String.charAt checks inside the loop and took twice
        // as long; this shape loses less there (docs/BENCHMARKS.md, "The JIT state").
        boolean pct = (cls & PCT_CLASSES) != 0;
        for (; i < end; i++) {
            char c = s.charAt(i);
            if (in(c, cls)) {
                continue;
            }
            if (c != '%' || !pct) {
                return i;
            }
            int bad = Percent.badTriplet(s, i, end);
            if (bad >= 0) {
                return err(ErrorKind.INVALID_PERCENT_ENCODING, comp, rule, bad);
            }
            i += 2;
        }
        return i;
    }

    // ---------------------------------------------------------------------------------------------
    // Hosts

    /**
     * {@code dec-octet}, greedy: returns the index after the longest dec-octet at {@code i}, or an
     * {@code INVALID_IPV4} error if there is no digit there.
     */
    static long scanDecOctet(String s, int i, int end, Component comp, Rfc3986Rule rule) {
        if (i >= end || !in(s.charAt(i), K_DIGIT)) {
            return err(ErrorKind.INVALID_IPV4, comp, rule, i);
        }
        int value = s.charAt(i) - '0';
        int p = i + 1;
        if (value == 0) {
            return p; // "0" has no continuation: leading zeros are not dec-octets
        }
        while (p < end && p - i < 3) {
            char c = s.charAt(p);
            if (!in(c, K_DIGIT) || value * 10 + (c - '0') > 255) {
                break;
            }
            value = value * 10 + (c - '0');
            p++;
        }
        return p;
    }

    /** {@code IPv4address}, greedy: returns the index after the fourth dec-octet. */
    static long scanIPv4(String s, int i, int end, Component comp, Rfc3986Rule rule) {
        int p = i;
        for (int octet = 0; octet < 4; octet++) {
            if (octet > 0) {
                if (p >= end || s.charAt(p) != '.') {
                    return err(ErrorKind.INVALID_IPV4, comp, rule, p);
                }
                p++;
            }
            long r = scanDecOctet(s, p, end, comp, rule);
            if (r < 0) {
                return r;
            }
            p = (int) r;
        }
        return p;
    }

    /** Whether {@code s[from, to)} is exactly an IPv4address (else a reg-name is what it is). */
    static boolean isIPv4(String s, int from, int to) {
        // an address ends with a digit; most names do not, and are then not scanned again
        return to - from <= 15 && to - from >= 7 && in(s.charAt(to - 1), K_DIGIT)
                && scanIPv4(s, from, to, Component.HOST, Rfc3986Rule.IPV4_ADDRESS) == to;
    }

    /**
     * {@code IPv6address}: returns the index of the first character after the address (the caller
     * checks for {@code ']'}), or an {@code INVALID_IPV6} error at the first character that cannot
     * continue any of the nine forms.
     */
    static long scanIPv6(String s, int i, int end, Rfc3986Rule rule) {
        final Component h = Component.HOST;
        int p = i;
        int groups = 0;
        boolean doubleColon = false;
        if (p < end && s.charAt(p) == ':') {
            if (p + 1 >= end || s.charAt(p + 1) != ':') {
                return err(ErrorKind.INVALID_IPV6, h, rule, p + 1);
            }
            doubleColon = true;
            p += 2;
            if (!isHex(s, p, end)) {
                return p; // "::"
            }
        }
        while (true) {
            int start = p;
            while (p < end && p - start < 4 && inAscii(s.charAt(p), K_HEXDIG)) {
                p++;
            }
            if (p == start) {
                return err(ErrorKind.INVALID_IPV6, h, rule, p);
            }
            if (p < end && s.charAt(p) == '.') {
                // ls32 as an IPv4address: only as the last 32 bits
                if (doubleColon ? groups > 5 : groups != 6) {
                    return err(ErrorKind.INVALID_IPV6, h, rule, p);
                }
                long r = scanIPv4(s, start, end, h, rule);
                if (r < 0) {
                    return err(ErrorKind.INVALID_IPV6, h, rule, (int) r);
                }
                return r;
            }
            if (p < end && p - start == 4 && inAscii(s.charAt(p), K_HEXDIG)) {
                return err(ErrorKind.INVALID_IPV6, h, rule, p); // a fifth hex digit
            }
            groups++;
            if (p >= end || s.charAt(p) != ':') {
                break;
            }
            if (p + 1 < end && s.charAt(p + 1) == ':') {
                if (doubleColon || groups > 7) {
                    return err(ErrorKind.INVALID_IPV6, h, rule, doubleColon ? p + 1 : p);
                }
                doubleColon = true;
                p += 2;
                if (!isHex(s, p, end)) {
                    return p; // ends with "::"
                }
                if (groups == 7) {
                    return err(ErrorKind.INVALID_IPV6, h, rule, p); // "::" stands for at least one group
                }
                continue;
            }
            if (groups == 8 || doubleColon && groups == 7) {
                return err(ErrorKind.INVALID_IPV6, h, rule, p); // no room for another group
            }
            p++;
        }
        if (!doubleColon && groups != 8) {
            return err(ErrorKind.INVALID_IPV6, h, rule, p);
        }
        return p;
    }

    /** {@code IPvFuture}, starting at the {@code 'v'}: returns the index after it. */
    static long scanIPvFuture(String s, int i, int end, Rfc3986Rule rule) {
        final Component h = Component.HOST;
        int p = i;
        if (p >= end || (s.charAt(p) | 0x20) != 'v') {
            return err(ErrorKind.INVALID_IPVFUTURE, h, rule, p);
        }
        p++;
        int start = p;
        while (p < end && inAscii(s.charAt(p), K_HEXDIG)) {
            p++;
        }
        if (p == start || p >= end || s.charAt(p) != '.') {
            return err(ErrorKind.INVALID_IPVFUTURE, h, rule, p);
        }
        p++;
        start = p;
        while (p < end && inAscii(s.charAt(p), K_IPVFUTURE_TAIL)) {
            p++;
        }
        if (p == start) {
            return err(ErrorKind.INVALID_IPVFUTURE, h, rule, p);
        }
        return p;
    }

    /** {@code IP-literal}, starting at {@code '['}: returns the index after {@code ']'}. */
    static long scanIpLiteral(String s, int i, int end) {
        int p = i + 1;
        boolean future = p < end && (s.charAt(p) | 0x20) == 'v';
        long r = future ? scanIPvFuture(s, p, end, Rfc3986Rule.IPVFUTURE) : scanIPv6(s, p, end, Rfc3986Rule.IPV6_ADDRESS);
        if (r < 0) {
            return r;
        }
        p = (int) r;
        if (p >= end || s.charAt(p) != ']') {
            return err(future ? ErrorKind.INVALID_IPVFUTURE : ErrorKind.INVALID_IPV6, Component.HOST,
                    Rfc3986Rule.IP_LITERAL, p);
        }
        return p + 1;
    }

    // ---------------------------------------------------------------------------------------------
    // The top-level grammar
    //
    // One error convention: every step returns a long, on success an index (or two packed in one
    // long, both < 2^31, so the long is >= 0), on failure a negative code from err. The entry
    // points turn a code into a ParseError only when the error leaves the parser.

    static boolean isAuthorityEnd(char c) {
        return c == '/' || c == '?' || c == '#';
    }

    /** Two indexes in one non-negative long: {@code hi} in the upper half. */
    static long pack(int hi, int lo) {
        return (long) hi << 32 | lo;
    }

    static int hi(long packed) {
        return (int) (packed >>> 32);
    }

    static int lo(long packed) {
        return (int) packed;
    }

    /**
     * Checks {@code s} by the rule the mode names, without building a value.
     *
     * @return the first error, or null if {@code s} is valid (nothing allocated then)
     */
    static ParseError check(String s, int mode) {
        long r = validate(s, mode);
        return r < 0 ? toError(s, r) : null;
    }

    /** {@link #check} as a code: the input's length if it is valid, else the error. */
    private static long validate(String s, int mode) {
        final int len = s.length();
        long r = scheme(s, mode);
        if (r < 0) {
            return r;
        }
        int i = (int) r;
        boolean authority = hasAuthority(s, i, mode);
        if (authority) {
            long host = host(s, mode == M_AUTHORITY ? 0 : i + 2, len, mode);
            if (host < 0) {
                return host;
            }
            r = portAndEnd(s, hi(host), lo(host), len, mode);
            if (r < 0 || mode == M_AUTHORITY) {
                return r; // in M_AUTHORITY, the authority ends at the end of the input
            }
            i = (int) r;
        }
        r = pathQueryFragment(s, i, len, mode, authority, i > 0 && !authority);
        return r < 0 ? r : len;
    }

    /**
     * Parses {@code s} by the rule the mode names (not {@link #M_AUTHORITY}), allocating exactly one
     * object on success: the {@link Uri} or {@link RelativeReference}.
     *
     * @return the value, or null if {@code s} is not valid ({@link #check} tells why)
     */
    static UriReference parse(String s, int mode) {
        final int len = s.length();
        long r = scheme(s, mode);
        if (r < 0) {
            return null;
        }
        int i = (int) r;
        final int schemeEnd = i - 1;
        int hostStart = -1;
        int hostEnd = -1;
        HostKind hostKind = null;
        boolean authority = hasAuthority(s, i, mode);
        if (authority) {
            long host = host(s, i + 2, len, mode);
            if (host < 0) {
                return null;
            }
            hostStart = hi(host);
            hostEnd = lo(host);
            r = portAndEnd(s, hostStart, hostEnd, len, mode);
            if (r < 0) {
                return null;
            }
            hostKind = hostKind(s, hostStart, hostEnd);
            i = (int) r;
        }
        final int pathStart = i;
        r = pathQueryFragment(s, i, len, mode, authority, schemeEnd >= 0 && !authority);
        if (r < 0) {
            return null;
        }
        if (schemeEnd >= 0) {
            return new Uri(s, schemeEnd, hostStart, hostEnd, hostKind, pathStart, hi(r), lo(r));
        }
        return new RelativeReference(s, hostStart, hostEnd, hostKind, pathStart, hi(r), lo(r));
    }

    /**
     * Parses {@code s} by the rule the mode names, or throws.
     *
     * @throws UriSyntaxException with the first error if {@code s} is not valid
     */
    static UriReference parseOrThrow(String s, int mode) {
        UriReference r = parse(s, mode);
        if (r == null) {
            throw new UriSyntaxException(check(s, mode));
        }
        return r;
    }

    /** An RFC 3986 {@code URI}, or throws. */
    static Uri parseUri(String s) {
        if (parseOrThrow(s, M_URI) instanceof Uri uri) {
            return uri;
        }
        throw new AssertionError(s); // M_URI requires a scheme
    }

    /** An RFC 3986 {@code relative-ref}, or throws. */
    static RelativeReference parseRelative(String s) {
        if (parseOrThrow(s, M_RELATIVE) instanceof RelativeReference ref) {
            return ref;
        }
        throw new AssertionError(s); // M_RELATIVE has no scheme
    }

    /**
     * {@code scheme ":"} where the mode has one: the index after the ':' (0 when there is no
     * scheme), or an error when the mode requires a scheme and there is none.
     */
    static long scheme(String s, int mode) {
        if (mode == M_RELATIVE || mode == M_AUTHORITY) {
            return 0;
        }
        final int len = s.length();
        int j = 0;
        if (len > 0 && inAscii(s.charAt(0), K_ALPHA)) {
            j = 1;
            while (j < len && in(s.charAt(j), K_SCHEME)) {
                j++;
            }
            if (j < len && s.charAt(j) == ':') {
                return j + 1;
            }
        }
        if (mode == M_REFERENCE) {
            return 0;
        }
        Rfc3986Rule rule = mode == M_URI ? Rfc3986Rule.URI : Rfc3986Rule.ABSOLUTE_URI;
        boolean missing = j == 0 || j == len || isAuthorityEnd(s.charAt(j));
        return missing ? err(ErrorKind.MISSING_SCHEME, Component.SCHEME, rule, j)
                : err(ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, Rfc3986Rule.SCHEME, j);
    }

    /** Whether an authority starts at {@code i} ({@code "//"}, or the whole input in {@link #M_AUTHORITY}). */
    static boolean hasAuthority(String s, int i, int mode) {
        return mode == M_AUTHORITY || i + 1 < s.length() && s.charAt(i) == '/' && s.charAt(i + 1) == '/';
    }

    /**
     * The userinfo and host of the authority starting at {@code a}: the host's start and end
     * packed, or an error. The port and what follows it are {@code portAndEnd}'s.
     */
    private static long host(String s, final int a, final int len, int mode) {
        int p = a;
        if (p < len && s.charAt(p) == '[') {
            return ipLiteralHost(s, p, len);
        }
        // userinfo, or host and port: one pass over the characters both may hold
        // (userinfo = *( unreserved / pct-encoded / sub-delims / ":" )), in a loop shaped
        // like scan's and with no loop inside it; the port digits are checked afterwards
        int firstColon = -1;
        while (p < len) {
            char c = s.charAt(p);
            if (in(c, K_REG_NAME)) {
                p++;
            } else if (c == ':') {
                if (firstColon < 0) {
                    firstColon = p;
                }
                p++;
            } else if (c == '%') {
                int bad = Percent.badTriplet(s, p, len);
                if (bad >= 0) {
                    return authorityError(s, bad, firstColon, ErrorKind.INVALID_PERCENT_ENCODING);
                }
                p += 3;
            } else {
                break;
            }
        }
        if (p < len && s.charAt(p) == '@') {
            // the host after a userinfo
            p++;
            if (p < len && s.charAt(p) == '[') {
                return ipLiteralHost(s, p, len);
            }
            long r = scan(s, p, len, K_REG_NAME, Component.HOST, Rfc3986Rule.REG_NAME);
            return r < 0 ? r : pack(p, (int) r);
        }
        if (p == len || isAuthorityEnd(s.charAt(p)) && mode != M_AUTHORITY) {
            // host [ ":" port ]: the port's digits are checked by portAndEnd
            return pack(a, firstColon >= 0 ? firstColon : p);
        }
        return authorityError(s, p, firstColon, ErrorKind.UNEXPECTED_CHARACTER);
    }

    /** An IP-literal host at {@code p}: its start and end packed, or an error. */
    private static long ipLiteralHost(String s, int p, int len) {
        long r = scanIpLiteral(s, p, len);
        return r < 0 ? r : pack(p, (int) r);
    }

    /** The kind of the host {@code s[start, end)}. */
    static HostKind hostKind(String s, int start, int end) {
        if (start < end && s.charAt(start) == '[') {
            return (s.charAt(start + 1) | 0x20) == 'v' ? HostKind.IPV_FUTURE : HostKind.IPV6;
        }
        return isIPv4(s, start, end) ? HostKind.IPV4 : HostKind.REG_NAME;
    }

    /**
     * {@code [ ":" port ]} after the host, which must end the authority: the index where the
     * authority ends, or an error.
     */
    static long portAndEnd(String s, int hostStart, int hostEnd, int len, int mode) {
        int p = hostEnd;
        Component comp = Component.HOST;
        Rfc3986Rule rule = hostStart < hostEnd && s.charAt(hostStart) == '[' ? Rfc3986Rule.IP_LITERAL
                : Rfc3986Rule.REG_NAME;
        if (p < len && s.charAt(p) == ':') {
            p++;
            while (p < len && in(s.charAt(p), K_DIGIT)) {
                p++;
            }
            comp = Component.PORT;
            rule = Rfc3986Rule.PORT;
        }
        if (p < len && (mode == M_AUTHORITY || !isAuthorityEnd(s.charAt(p)))) {
            return err(ErrorKind.UNEXPECTED_CHARACTER, comp, rule, p);
        }
        return p;
    }

    /**
     * An error inside the part of an authority before any '@': it belongs to the userinfo if an '@'
     * follows in the authority, else to the port if past the first ':', else to the host.
     */
    static long authorityError(String s, int index, int firstColon, ErrorKind kind) {
        int p = index;
        while (p < s.length() && !isAuthorityEnd(s.charAt(p))) {
            if (s.charAt(p) == '@') {
                return err(kind, Component.USERINFO, Rfc3986Rule.USERINFO, index);
            }
            p++;
        }
        if (firstColon >= 0 && index > firstColon) {
            return err(kind, Component.PORT, Rfc3986Rule.PORT, index);
        }
        return err(kind, Component.HOST, Rfc3986Rule.REG_NAME, index);
    }

    /**
     * The path from {@code i}, then {@code [ "?" query ] [ "#" fragment ]} to the end: the path's
     * end and the query's end packed, or an error.
     */
    private static long pathQueryFragment(String s, int i, int len, int mode, boolean authority, boolean scheme) {
        Rfc3986Rule pathRule;
        if (authority) {
            pathRule = Rfc3986Rule.PATH_ABEMPTY;
        } else if (i < len && s.charAt(i) == '/') {
            pathRule = Rfc3986Rule.PATH_ABSOLUTE;
        } else if (scheme) {
            pathRule = Rfc3986Rule.PATH_ROOTLESS;
        } else {
            pathRule = Rfc3986Rule.PATH_NOSCHEME;
            // segment-nz-nc: a ':' here would read as a scheme delimiter
            long r = scan(s, i, len, K_SEGMENT_NZ_NC, Component.PATH, pathRule);
            if (r < 0) {
                return r;
            }
            i = (int) r;
            if (i < len && s.charAt(i) == ':') {
                return err(ErrorKind.COLON_IN_FIRST_SEGMENT, Component.PATH, pathRule, i);
            }
        }
        long r = scan(s, i, len, K_PATH, Component.PATH, pathRule);
        if (r < 0) {
            return r;
        }
        i = (int) r;
        final int pathEnd = i;
        if (i < len && s.charAt(i) == '?') {
            r = scan(s, i + 1, len, K_QUERY, Component.QUERY, Rfc3986Rule.QUERY);
            if (r < 0) {
                return r;
            }
            i = (int) r;
        }
        final int queryEnd = i;
        if (i < len) {
            char c = s.charAt(i);
            if (c != '#') {
                Component comp = i == pathEnd ? Component.PATH : Component.QUERY;
                Rfc3986Rule rule = i == pathEnd ? pathRule : Rfc3986Rule.QUERY;
                return err(ErrorKind.UNEXPECTED_CHARACTER, comp, rule, i);
            }
            if (mode == M_ABSOLUTE) {
                return err(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, Rfc3986Rule.ABSOLUTE_URI, i);
            }
            r = scan(s, i + 1, len, K_QUERY, Component.FRAGMENT, Rfc3986Rule.FRAGMENT);
            if (r < 0) {
                return r;
            }
            if (r < len) {
                return err(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, Rfc3986Rule.FRAGMENT, (int) r);
            }
        }
        return pack(pathEnd, queryEnd);
    }

    // ---------------------------------------------------------------------------------------------
    // Single rules

    /** Checks the whole input against one rule; returns the error or null. */
    static ParseError checkRule(String s, Rfc3986Rule rule) {
        final int len = s.length();
        long r = switch (rule) {
            case URI_REFERENCE -> validate(s, M_REFERENCE);
            case URI -> validate(s, M_URI);
            case ABSOLUTE_URI -> validate(s, M_ABSOLUTE);
            case RELATIVE_REF -> validate(s, M_RELATIVE);
            case AUTHORITY -> validate(s, M_AUTHORITY);
            case SCHEME, USERINFO, PORT, QUERY, FRAGMENT -> checkOtherRule(s, rule, len);
            case HOST, IP_LITERAL, IPV4_ADDRESS, IPV6_ADDRESS, IPVFUTURE, DEC_OCTET, REG_NAME ->
                    checkHostRule(s, rule, len);
            default -> checkPathRule(s, rule, len, false);
        };
        if (r < 0) {
            return toError(s, r);
        }
        if (r < len) {
            return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, rule.component(), rule, (int) r));
        }
        return null;
    }

    /** The rules of the scheme, userinfo, port, query and fragment: where the scan stopped, or an error. */
    static long checkOtherRule(String s, Rfc3986Rule rule, int len) {
        switch (rule) {
            case SCHEME:
                if (len == 0) {
                    return err(ErrorKind.UNEXPECTED_END, Component.SCHEME, rule, 0);
                }
                if (!inAscii(s.charAt(0), K_ALPHA)) {
                    return err(ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, rule, 0);
                }
                return scan(s, 1, len, K_SCHEME, Component.SCHEME, rule);
            case USERINFO:
                return scan(s, 0, len, K_USERINFO, Component.USERINFO, rule);
            case PORT:
                return scan(s, 0, len, K_DIGIT, Component.PORT, rule);
            case QUERY:
                return scan(s, 0, len, K_QUERY, Component.QUERY, rule);
            case FRAGMENT:
                return scan(s, 0, len, K_QUERY, Component.FRAGMENT, rule);
            default:
                throw new AssertionError(rule);
        }
    }

    /** The rules of the host: where the scan stopped, or an error. */
    static long checkHostRule(String s, Rfc3986Rule rule, int len) {
        long r;
        switch (rule) {
            case HOST:
                if (len > 0 && s.charAt(0) == '[') {
                    return scanIpLiteral(s, 0, len);
                }
                return scan(s, 0, len, K_REG_NAME, Component.HOST, Rfc3986Rule.REG_NAME);
            case IP_LITERAL:
                if (len == 0 || s.charAt(0) != '[') {
                    return err(len == 0 ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.HOST, rule, 0);
                }
                return scanIpLiteral(s, 0, len);
            case IPV4_ADDRESS:
                r = scanIPv4(s, 0, len, Component.HOST, rule);
                return r >= 0 && r < len ? err(ErrorKind.INVALID_IPV4, Component.HOST, rule, (int) r) : r;
            case IPV6_ADDRESS:
                r = scanIPv6(s, 0, len, rule);
                return r >= 0 && r < len ? err(ErrorKind.INVALID_IPV6, Component.HOST, rule, (int) r) : r;
            case IPVFUTURE:
                return scanIPvFuture(s, 0, len, rule);
            case DEC_OCTET:
                r = scanDecOctet(s, 0, len, Component.HOST, rule);
                return r >= 0 && r < len ? err(ErrorKind.INVALID_IPV4, Component.HOST, rule, (int) r) : r;
            case REG_NAME:
                return scan(s, 0, len, K_REG_NAME, Component.HOST, rule);
            default:
                throw new AssertionError(rule);
        }
    }

    /**
     * The rules of the path and its segments: where the scan stopped, or an error. The IRI rules
     * of the same names ({@code ipath-abempty} …) have the same structure over wider classes:
     * with {@code iri}, the scans are {@link Rfc3987Parser}'s, of its classes of the same bits
     * (the codes carry the RFC 3986 rule, which the IRI parser renames).
     */
    static long checkPathRule(String s, Rfc3986Rule rule, int len, boolean iri) {
        long r;
        switch (rule) {
            case PATH_ABEMPTY:
                if (len > 0 && s.charAt(0) != '/') {
                    return err(ErrorKind.UNEXPECTED_CHARACTER, Component.PATH, rule, 0);
                }
                return pathScan(iri, s, 0, len, K_PATH, rule);
            case PATH_ABSOLUTE:
                if (len == 0 || s.charAt(0) != '/') {
                    return err(len == 0 ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.PATH, rule, 0);
                }
                if (len > 1 && s.charAt(1) == '/') {
                    return err(ErrorKind.UNEXPECTED_CHARACTER, Component.PATH, rule, 1);
                }
                return pathScan(iri, s, 1, len, K_PATH, rule);
            case PATH_NOSCHEME:
                r = pathScan(iri, s, 0, len, K_SEGMENT_NZ_NC, rule);
                if (r == 0) {
                    return err(len == 0 ? ErrorKind.UNEXPECTED_END
                            : s.charAt(0) == ':' ? ErrorKind.COLON_IN_FIRST_SEGMENT : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.PATH, rule, 0);
                }
                if (r > 0 && r < len && s.charAt((int) r) == ':') {
                    return err(ErrorKind.COLON_IN_FIRST_SEGMENT, Component.PATH, rule, (int) r);
                }
                return r > 0 ? pathScan(iri, s, (int) r, len, K_PATH, rule) : r;
            case PATH_ROOTLESS:
                r = pathScan(iri, s, 0, len, K_PCHAR, rule);
                if (r == 0) {
                    return err(len == 0 ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.PATH, rule, 0);
                }
                return r > 0 ? pathScan(iri, s, (int) r, len, K_PATH, rule) : r;
            case PATH_EMPTY:
                return 0;
            case SEGMENT:
                return pathScan(iri, s, 0, len, K_PCHAR, rule);
            case SEGMENT_NZ:
                if (len == 0) {
                    return err(ErrorKind.UNEXPECTED_END, Component.PATH, rule, 0);
                }
                return pathScan(iri, s, 0, len, K_PCHAR, rule);
            case SEGMENT_NZ_NC:
                if (len == 0) {
                    return err(ErrorKind.UNEXPECTED_END, Component.PATH, rule, 0);
                }
                return pathScan(iri, s, 0, len, K_SEGMENT_NZ_NC, rule);
            default:
                throw new AssertionError(rule);
        }
    }

    /** A scan of the path rule {@code rule}: {@link #scan}, or with {@code iri} {@link Rfc3987Parser}'s. */
    private static long pathScan(boolean iri, String s, int i, int end, int cls, Rfc3986Rule rule) {
        return iri ? Rfc3987Parser.scan(s, i, end, cls, Component.PATH, rule.ordinal())
                : scan(s, i, end, cls, Component.PATH, rule);
    }
}
