package org.urikit;

import org.urikit.internal.CharClass;
import org.urikit.internal.Rfc3986Chars;
import org.urikit.internal.Rfc3987Chars;

/**
 * The RFC 3987 (IRI) parser: hand-written, single pass, no recursion, no regular expressions; the
 * same shape as {@link Rfc3986Parser}, whose address scanners ({@code IP-literal},
 * {@code IPv4address}) it uses, since RFC 3987 takes those rules unchanged.
 *
 * <p>Invariants. Scanners take {@code (s, i, end)} with {@code 0 <= i <= end <= s.length()}, read
 * each character once, and return a {@code long}: on success the index where they stopped, on
 * failure a negative code from {@link #err} packing the index, {@link ErrorKind},
 * {@link Component} and {@link Rfc3987Rule}. They never throw and never allocate.
 *
 * <p>Characters. One table indexed by any {@code char} answers, for the eight classes the loops
 * scan, whether the char stands for itself: the ASCII entries come from the RFC 3986 classes of
 * {@link Rfc3986Chars} (the ASCII part of each IRI rule is the URI rule), the BMP {@code ucschar}s
 * are set in every class but {@code scheme}, the BMP {@code iprivate}s only in {@code iquery}.
 * ASCII and BMP text is therefore one load per char. Surrogates are in no class: a high surrogate
 * followed by a low one is checked as a code point ({@link Rfc3987Chars}); an unpaired surrogate,
 * or a pair outside the ranges, is an error at the index of its first char.
 *
 * <p>{@link #parse} allocates exactly one object on success: the {@link Iri} or
 * {@link RelativeIriReference}.
 */
final class Rfc3987Parser {
    static final int M_REFERENCE = Rfc3986Parser.M_REFERENCE;
    static final int M_IRI = Rfc3986Parser.M_URI;
    static final int M_ABSOLUTE = Rfc3986Parser.M_ABSOLUTE;
    static final int M_RELATIVE = Rfc3986Parser.M_RELATIVE;
    static final int M_AUTHORITY = Rfc3986Parser.M_AUTHORITY;

    private Rfc3987Parser() {
    }

    private static final int K_SCHEME = 1;
    private static final int K_REG_NAME = 1 << 1;
    private static final int K_PATH = 1 << 2;
    private static final int K_QUERY = 1 << 3;
    private static final int K_FRAGMENT = 1 << 4;
    private static final int K_SEGMENT_NZ_NC = 1 << 5;
    private static final int K_PCHAR = 1 << 6;
    private static final int K_USERINFO = 1 << 7;
    /** Every class but scheme: the classes that admit {@code ucschar} (and {@code pct-encoded}). */
    private static final int UCS_CLASSES = 0xff & ~K_SCHEME;
    private static final byte[] WIDE = new byte[Character.MAX_VALUE + 1];

    static {
        CharClass[] ascii = {Rfc3986Chars.SCHEME, Rfc3986Chars.REG_NAME_PCT, Rfc3986Chars.PATH_PCT,
            Rfc3986Chars.QUERY_PCT, Rfc3986Chars.FRAGMENT_PCT, Rfc3986Chars.SEGMENT_NZ_NC_PCT, Rfc3986Chars.PCHAR_PCT,
            Rfc3986Chars.USERINFO_PCT};
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            int bits = 0;
            if (c < 128) {
                for (int k = 0; k < ascii.length; k++) {
                    if (ascii[k].matchesLiteral((char) c)) {
                        bits |= 1 << k;
                    }
                }
            } else if (Rfc3987Chars.isUcschar(c)) {
                bits = UCS_CLASSES;
            } else if (Rfc3987Chars.isIprivate(c)) {
                bits = K_QUERY;
            }
            WIDE[c] = (byte) bits;
        }
    }

    private static boolean in(char c, int mask) {
        return (WIDE[c] & mask) != 0;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAlpha(char c) {
        int l = c | 0x20;
        return l >= 'a' && l <= 'z';
    }

    private static boolean isHex(String s, int i, int end) {
        return i < end && Rfc3986Chars.HEXDIG.matches(s.charAt(i));
    }

    /**
     * Whether {@code s[i]} is a high surrogate that starts a pair whose code point is allowed in
     * one of the classes of {@code cls}: a {@code ucschar}, or an {@code iprivate} in
     * {@code iquery}.
     */
    private static boolean isAllowedPair(String s, int i, int end, int cls) {
        char c = s.charAt(i);
        if (!Character.isHighSurrogate(c) || i + 1 >= end || (cls & UCS_CLASSES) == 0) {
            return false;
        }
        char d = s.charAt(i + 1);
        if (!Character.isLowSurrogate(d)) {
            return false;
        }
        int cp = Character.toCodePoint(c, d);
        return Rfc3987Chars.isUcschar(cp) || (cls & K_QUERY) != 0 && Rfc3987Chars.isIprivate(cp);
    }

    // ---------------------------------------------------------------------------------------------
    // Error codes

    static long err(ErrorKind kind, Component component, Rfc3987Rule rule, int index) {
        return Long.MIN_VALUE | (long) rule.ordinal() << 48 | (long) component.ordinal() << 40
                | (long) kind.ordinal() << 32 | index;
    }

    /** An error code of {@link Rfc3986Parser}'s address scanners, with the RFC 3987 rule of the same name. */
    private static long from3986(long code) {
        Rfc3986Rule rule = Rfc3986Rule.ofOrdinal((int) (code >>> 48) & 0xff);
        Rfc3987Rule same = switch (rule) {
            case IPV4_ADDRESS -> Rfc3987Rule.IPV4_ADDRESS;
            case IPV6_ADDRESS -> Rfc3987Rule.IPV6_ADDRESS;
            case IPVFUTURE -> Rfc3987Rule.IPVFUTURE;
            case DEC_OCTET -> Rfc3987Rule.DEC_OCTET;
            default -> Rfc3987Rule.IP_LITERAL;
        };
        return code & ~(0xffL << 48) | (long) same.ordinal() << 48;
    }

    static ParseError toError(String s, long code) {
        int index = (int) code;
        ErrorKind kind = ErrorKind.values()[(int) (code >>> 32) & 0xff];
        Component component = Component.values()[(int) (code >>> 40) & 0xff];
        Rfc3987Rule rule = Rfc3987Rule.ofOrdinal((int) (code >>> 48) & 0xff);
        return new ParseError(s, index, kind, component, Rfc.RFC_3987, rule.abnfName());
    }

    /**
     * Scans characters of {@code cls} from {@code i}; a {@code '%'} must start a
     * {@code pct-encoded} triplet (every scanned class but {@code scheme} admits one). Returns the
     * index of the first character not in the class.
     */
    static long scan(String s, int i, int end, int cls, Component comp, Rfc3987Rule rule) {
        for (; i < end; i++) {
            char c = s.charAt(i);
            if (in(c, cls)) {
                continue;
            }
            if (c == '%' && cls != K_SCHEME) {
                if (!isHex(s, i + 1, end)) {
                    return err(ErrorKind.INVALID_PERCENT_ENCODING, comp, rule, i + 1);
                }
                if (!isHex(s, i + 2, end)) {
                    return err(ErrorKind.INVALID_PERCENT_ENCODING, comp, rule, i + 2);
                }
                i += 2;
            } else if (isAllowedPair(s, i, end, cls)) {
                i++;
            } else {
                return i;
            }
        }
        return i;
    }

    private static long scanDigits(String s, int i, int end) {
        while (i < end && isDigit(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isAuthorityEnd(char c) {
        return c == '/' || c == '?' || c == '#';
    }

    private static long scanIpLiteral(String s, int i, int end) {
        long r = Rfc3986Parser.scanIpLiteral(s, i, end);
        return r < 0 ? from3986(r) : r;
    }

    /**
     * Parses {@code s} by the rule the mode names.
     *
     * @return on failure a {@link ParseError}; on success {@code null} if {@code build} is false,
     *     else the new {@link Iri} or {@link RelativeIriReference}
     */
    static Object parse(String s, int mode, boolean build) {
        final int len = s.length();
        int schemeEnd = -1;
        int i = 0;
        if (mode != M_RELATIVE && mode != M_AUTHORITY) {
            int j = 0;
            if (len > 0 && isAlpha(s.charAt(0))) {
                j = 1;
                while (j < len && in(s.charAt(j), K_SCHEME)) {
                    j++;
                }
                if (j < len && s.charAt(j) == ':') {
                    schemeEnd = j;
                    i = j + 1;
                }
            }
            if (schemeEnd < 0 && mode != M_REFERENCE) {
                Rfc3987Rule rule = mode == M_IRI ? Rfc3987Rule.IRI : Rfc3987Rule.ABSOLUTE_IRI;
                boolean missing = j == 0 || j == len || isAuthorityEnd(s.charAt(j));
                return toError(s, missing ? err(ErrorKind.MISSING_SCHEME, Component.SCHEME, rule, j)
                        : err(ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, Rfc3987Rule.SCHEME, j));
            }
        }

        int hostStart = -1;
        int hostEnd = -1;
        HostKind hostKind = null;
        boolean authority = mode == M_AUTHORITY || i + 1 < len && s.charAt(i) == '/' && s.charAt(i + 1) == '/';
        if (authority) {
            final int a = mode == M_AUTHORITY ? 0 : i + 2;
            int p = a;
            hostStart = a;
            if (p >= len || s.charAt(p) != '[') {
                // iuserinfo, or ihost and port: one pass over the characters both may hold
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
                        if (!isHex(s, p + 1, len) || !isHex(s, p + 2, len)) {
                            int bad = isHex(s, p + 1, len) ? p + 2 : p + 1;
                            return authorityError(s, a, bad, firstColon, ErrorKind.INVALID_PERCENT_ENCODING);
                        }
                        p += 3;
                    } else if (isAllowedPair(s, p, len, K_REG_NAME)) {
                        p += 2;
                    } else {
                        break;
                    }
                }
                if (p < len && s.charAt(p) == '@') {
                    hostStart = p + 1;
                    p = hostStart;
                } else if (p == len || isAuthorityEnd(s.charAt(p)) && mode != M_AUTHORITY) {
                    hostEnd = firstColon >= 0 ? firstColon : p;
                    int portEnd = firstColon < 0 ? p : (int) scanDigits(s, firstColon + 1, p);
                    if (portEnd < p) {
                        return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, Component.PORT, Rfc3987Rule.PORT, portEnd));
                    }
                    hostKind = Rfc3986Parser.isIPv4(s, a, hostEnd) ? HostKind.IPV4 : HostKind.REG_NAME;
                } else if (p > a || s.charAt(p) != '[') {
                    return authorityError(s, a, p, firstColon, ErrorKind.UNEXPECTED_CHARACTER);
                }
            }
            if (hostKind == null) {
                if (p < len && s.charAt(p) == '[') {
                    long r = scanIpLiteral(s, p, len);
                    if (r < 0) {
                        return toError(s, r);
                    }
                    hostKind = (s.charAt(p + 1) | 0x20) == 'v' ? HostKind.IPV_FUTURE : HostKind.IPV6;
                    hostEnd = (int) r;
                } else {
                    long r = scan(s, p, len, K_REG_NAME, Component.HOST, Rfc3987Rule.IREG_NAME);
                    if (r < 0) {
                        return toError(s, r);
                    }
                    hostEnd = (int) r;
                    hostKind = Rfc3986Parser.isIPv4(s, p, hostEnd) ? HostKind.IPV4 : HostKind.REG_NAME;
                }
                p = hostEnd;
                Component comp = Component.HOST;
                Rfc3987Rule rule = hostKind == HostKind.REG_NAME || hostKind == HostKind.IPV4
                        ? Rfc3987Rule.IREG_NAME : Rfc3987Rule.IP_LITERAL;
                if (p < len && s.charAt(p) == ':') {
                    p = (int) scanDigits(s, p + 1, len);
                    comp = Component.PORT;
                    rule = Rfc3987Rule.PORT;
                }
                if (p < len && (mode == M_AUTHORITY || !isAuthorityEnd(s.charAt(p)))) {
                    return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, comp, rule, p));
                }
            }
            if (mode == M_AUTHORITY) {
                return null;
            }
            i = p;
        }

        final int pathStart = i;
        Rfc3987Rule pathRule;
        if (authority) {
            pathRule = Rfc3987Rule.IPATH_ABEMPTY;
        } else if (i < len && s.charAt(i) == '/') {
            pathRule = Rfc3987Rule.IPATH_ABSOLUTE;
        } else if (schemeEnd >= 0) {
            pathRule = Rfc3987Rule.IPATH_ROOTLESS;
        } else {
            pathRule = Rfc3987Rule.IPATH_NOSCHEME;
            long r = scan(s, i, len, K_SEGMENT_NZ_NC, Component.PATH, pathRule);
            if (r < 0) {
                return toError(s, r);
            }
            i = (int) r;
            if (i < len && s.charAt(i) == ':') {
                return toError(s, err(ErrorKind.COLON_IN_FIRST_SEGMENT, Component.PATH, pathRule, i));
            }
        }
        long r = scan(s, i, len, K_PATH, Component.PATH, pathRule);
        if (r < 0) {
            return toError(s, r);
        }
        i = (int) r;
        final int pathEnd = i;
        if (i < len && s.charAt(i) == '?') {
            r = scan(s, i + 1, len, K_QUERY, Component.QUERY, Rfc3987Rule.IQUERY);
            if (r < 0) {
                return toError(s, r);
            }
            i = (int) r;
        }
        final int queryEnd = i;
        if (i < len) {
            char c = s.charAt(i);
            if (c != '#') {
                Component comp = i == pathEnd ? Component.PATH : Component.QUERY;
                Rfc3987Rule rule = i == pathEnd ? pathRule : Rfc3987Rule.IQUERY;
                return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, comp, rule, i));
            }
            if (mode == M_ABSOLUTE) {
                return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, Rfc3987Rule.ABSOLUTE_IRI, i));
            }
            r = scan(s, i + 1, len, K_FRAGMENT, Component.FRAGMENT, Rfc3987Rule.IFRAGMENT);
            if (r < 0) {
                return toError(s, r);
            }
            if (r < len) {
                return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, Rfc3987Rule.IFRAGMENT, (int) r));
            }
        }
        if (!build) {
            return null;
        }
        if (schemeEnd >= 0) {
            return new Iri(s, schemeEnd, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
        }
        return new RelativeIriReference(s, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
    }

    /**
     * An error inside the part of an authority before any '@': it belongs to the iuserinfo if an
     * '@' follows in the authority, else to the port if past the first ':', else to the ihost.
     */
    private static ParseError authorityError(String s, int a, int index, int firstColon, ErrorKind kind) {
        int p = index;
        while (p < s.length() && !isAuthorityEnd(s.charAt(p))) {
            if (s.charAt(p) == '@') {
                return toError(s, err(kind, Component.USERINFO, Rfc3987Rule.IUSERINFO, index));
            }
            p++;
        }
        if (firstColon >= 0 && index > firstColon) {
            return toError(s, err(kind, Component.PORT, Rfc3987Rule.PORT, index));
        }
        return toError(s, err(kind, Component.HOST, Rfc3987Rule.IREG_NAME, index));
    }

    /** Checks the whole input against one rule; returns the error or null. */
    static ParseError checkRule(String s, Rfc3987Rule rule) {
        final int len = s.length();
        long r;
        switch (rule) {
            case IRI_REFERENCE:
                return (ParseError) parse(s, M_REFERENCE, false);
            case IRI:
                return (ParseError) parse(s, M_IRI, false);
            case ABSOLUTE_IRI:
                return (ParseError) parse(s, M_ABSOLUTE, false);
            case IRELATIVE_REF:
                return (ParseError) parse(s, M_RELATIVE, false);
            case IAUTHORITY:
                return (ParseError) parse(s, M_AUTHORITY, false);
            case SCHEME:
                if (len == 0) {
                    return toError(s, err(ErrorKind.UNEXPECTED_END, Component.SCHEME, rule, 0));
                }
                if (!isAlpha(s.charAt(0))) {
                    return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, rule, 0));
                }
                r = scan(s, 1, len, K_SCHEME, Component.SCHEME, rule);
                break;
            case IUSERINFO:
                r = scan(s, 0, len, K_USERINFO, Component.USERINFO, rule);
                break;
            case IHOST:
                if (len > 0 && s.charAt(0) == '[') {
                    r = scanIpLiteral(s, 0, len);
                    break;
                }
                r = scan(s, 0, len, K_REG_NAME, Component.HOST, Rfc3987Rule.IREG_NAME);
                break;
            case PORT:
                r = scanDigits(s, 0, len);
                break;
            case IP_LITERAL:
            case IPV4_ADDRESS:
            case IPV6_ADDRESS:
            case IPVFUTURE:
            case DEC_OCTET:
                // the rules RFC 3987 takes unchanged from RFC 3986
                ParseError e = Rfc3986Parser.checkRule(s, Rfc3986Rule.forName(rule.abnfName()).orElseThrow());
                return e == null ? null : new ParseError(s, e.index(), e.kind(), e.component(), Rfc.RFC_3987, e.rule());
            case IREG_NAME:
                r = scan(s, 0, len, K_REG_NAME, Component.HOST, rule);
                break;
            case IPATH_ABEMPTY:
                if (len > 0 && s.charAt(0) != '/') {
                    return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, Component.PATH, rule, 0));
                }
                r = scan(s, 0, len, K_PATH, Component.PATH, rule);
                break;
            case IPATH_ABSOLUTE:
                if (len == 0 || s.charAt(0) != '/') {
                    return toError(s, err(len == 0 ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.PATH, rule, 0));
                }
                if (len > 1 && s.charAt(1) == '/') {
                    return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, Component.PATH, rule, 1));
                }
                r = scan(s, 1, len, K_PATH, Component.PATH, rule);
                break;
            case IPATH_NOSCHEME:
                r = scan(s, 0, len, K_SEGMENT_NZ_NC, Component.PATH, rule);
                if (r == 0) {
                    return toError(s, err(len == 0 ? ErrorKind.UNEXPECTED_END
                            : s.charAt(0) == ':' ? ErrorKind.COLON_IN_FIRST_SEGMENT : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.PATH, rule, 0));
                }
                if (r > 0 && r < len && s.charAt((int) r) == ':') {
                    return toError(s, err(ErrorKind.COLON_IN_FIRST_SEGMENT, Component.PATH, rule, (int) r));
                }
                if (r > 0) {
                    r = scan(s, (int) r, len, K_PATH, Component.PATH, rule);
                }
                break;
            case IPATH_ROOTLESS:
                r = scan(s, 0, len, K_PCHAR, Component.PATH, rule);
                if (r == 0) {
                    return toError(s, err(len == 0 ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER,
                            Component.PATH, rule, 0));
                }
                if (r > 0) {
                    r = scan(s, (int) r, len, K_PATH, Component.PATH, rule);
                }
                break;
            case IPATH_EMPTY:
                r = 0;
                break;
            case ISEGMENT:
                r = scan(s, 0, len, K_PCHAR, Component.PATH, rule);
                break;
            case ISEGMENT_NZ:
                if (len == 0) {
                    return toError(s, err(ErrorKind.UNEXPECTED_END, Component.PATH, rule, 0));
                }
                r = scan(s, 0, len, K_PCHAR, Component.PATH, rule);
                break;
            case ISEGMENT_NZ_NC:
                if (len == 0) {
                    return toError(s, err(ErrorKind.UNEXPECTED_END, Component.PATH, rule, 0));
                }
                r = scan(s, 0, len, K_SEGMENT_NZ_NC, Component.PATH, rule);
                break;
            case IQUERY:
                r = scan(s, 0, len, K_QUERY, Component.QUERY, rule);
                break;
            case IFRAGMENT:
                r = scan(s, 0, len, K_FRAGMENT, Component.FRAGMENT, rule);
                break;
            default:
                throw new AssertionError(rule);
        }
        if (r < 0) {
            return toError(s, r);
        }
        if (r < len) {
            return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, rule.component(), rule, (int) r));
        }
        return null;
    }
}
