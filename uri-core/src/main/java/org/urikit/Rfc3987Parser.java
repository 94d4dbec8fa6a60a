package org.urikit;

import org.urikit.internal.CharClass;
import org.urikit.internal.Percent;
import org.urikit.internal.Rfc3986Chars;
import org.urikit.internal.Rfc3987Chars;

/**
 * The RFC 3987 (IRI) parser: hand-written, single pass, no recursion, no regular expressions; the
 * same shape and contract as {@link Rfc3986Parser}, whose steps it uses where RFC 3987 takes the
 * rule unchanged or where only the ASCII characters decide: {@code scheme}, the
 * {@code IP-literal} and {@code IPv4address} scanners, the port and the end of the authority, and
 * which component an authority's error belongs to. Their error codes carry the RFC 3986 rule,
 * which {@link #from3986} renames to the RFC 3987 rule of the same place.
 *
 * <p>Invariants. Scanners take {@code (s, i, end)} with {@code 0 <= i <= end <= s.length()}, read
 * each character once, and return a {@code long} by the convention of {@link ParseCode}: on
 * success the index where they stopped, on failure a negative code from {@link #err} packing the
 * index, {@link ErrorKind}, {@link Component} and {@link Rfc3987Rule}. They never throw and never
 * allocate. The top-level grammar is one method per component, as in {@link Rfc3986Parser}, whose
 * {@code scheme} and {@code portAndEnd} serve both grammars; this class has its own {@code host}
 * (iuserinfo and ihost) and {@code pathQueryFragment}, whose characters include the
 * {@code ucschar}s and {@code iprivate}s. The path rules' checks ({@code ipath-abempty} …) are
 * {@link Rfc3986Parser#checkPathRule}'s with this class's scans.
 *
 * <p>Characters. One table indexed by any {@code char} answers, for the eight classes the loops
 * scan, whether the char stands for itself: the ASCII entries come from the RFC 3986 classes of
 * {@link Rfc3986Chars} (the ASCII part of each IRI rule is the URI rule), the BMP {@code ucschar}s
 * are set in every class but {@code scheme}, the BMP {@code iprivate}s only in {@code iquery}.
 * ASCII and BMP text is therefore one load per char. Surrogates are in no class: a high surrogate
 * followed by a low one is checked as a code point ({@link Rfc3987Chars}); an unpaired surrogate,
 * or a pair outside the ranges, is an error at the index of its first char.
 *
 * <p>{@link #check} allocates nothing for a valid input; {@link #parse} allocates exactly one
 * object on success, the {@link Iri} or {@link RelativeIriReference}, and returns null for an
 * invalid input (whose error {@link #check} then finds; {@link #parseOrThrow} does that).
 */
final class Rfc3987Parser {
    static final int M_REFERENCE = Rfc3986Parser.M_REFERENCE;
    static final int M_IRI = Rfc3986Parser.M_URI;
    static final int M_ABSOLUTE = Rfc3986Parser.M_ABSOLUTE;
    static final int M_RELATIVE = Rfc3986Parser.M_RELATIVE;
    static final int M_AUTHORITY = Rfc3986Parser.M_AUTHORITY;

    private Rfc3987Parser() {
    }

    /*
     * The classes, one bit each: the bits of Rfc3986Parser's classes of the same names, so that
     * the steps the two parsers share (Rfc3986Parser.checkPathRule) name a class by one number;
     * ifragment takes the bit of Rfc3986Parser's digit class, which no IRI loop scans.
     */
    private static final int K_SCHEME = Rfc3986Parser.K_SCHEME;
    private static final int K_REG_NAME = Rfc3986Parser.K_REG_NAME;
    private static final int K_FRAGMENT = Rfc3986Parser.K_DIGIT;
    private static final int K_PATH = Rfc3986Parser.K_PATH;
    private static final int K_QUERY = Rfc3986Parser.K_QUERY;
    private static final int K_SEGMENT_NZ_NC = Rfc3986Parser.K_SEGMENT_NZ_NC;
    private static final int K_PCHAR = Rfc3986Parser.K_PCHAR;
    private static final int K_USERINFO = Rfc3986Parser.K_USERINFO;
    /** Every class but scheme: the classes that admit {@code ucschar} (and {@code pct-encoded}). */
    private static final int UCS_CLASSES = 0xff & ~K_SCHEME;
    private static final byte[] WIDE = new byte[Character.MAX_VALUE + 1];

    static {
        CharClass[] ascii = {Rfc3986Chars.SCHEME, Rfc3986Chars.REG_NAME_PCT, Rfc3986Chars.FRAGMENT_PCT,
            Rfc3986Chars.PATH_PCT, Rfc3986Chars.QUERY_PCT, Rfc3986Chars.SEGMENT_NZ_NC_PCT, Rfc3986Chars.PCHAR_PCT,
            Rfc3986Chars.USERINFO_PCT};
        int[] bit = {K_SCHEME, K_REG_NAME, K_FRAGMENT, K_PATH, K_QUERY, K_SEGMENT_NZ_NC, K_PCHAR, K_USERINFO};
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            int bits = 0;
            if (c < 128) {
                for (int k = 0; k < ascii.length; k++) {
                    if (ascii[k].matchesLiteral((char) c)) {
                        bits |= bit[k];
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

    private static boolean isAlpha(char c) {
        int l = c | 0x20;
        return l >= 'a' && l <= 'z';
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

    /** The RFC 3987 rule number of each RFC 3986 rule's number: the rule of the same place. */
    private static final byte[] FROM_3986 = new byte[Rfc3986Rule.values().length];
    /** The inverse of {@link #FROM_3986}. */
    private static final byte[] TO_3986 = new byte[Rfc3987Rule.values().length];

    static {
        for (Rfc3986Rule rule : Rfc3986Rule.values()) {
            String name = rule.name();
            // IRI_REFERENCE for URI_REFERENCE, IREG_NAME for REG_NAME, SCHEME for SCHEME
            Rfc3987Rule same = null;
            for (Rfc3987Rule r : Rfc3987Rule.values()) {
                String n = r.name();
                if (n.equals(name) || n.equals("I" + name) || n.equals(name.replace("URI", "IRI"))) {
                    same = r;
                }
            }
            if (same == null) {
                throw new AssertionError(rule);
            }
            FROM_3986[rule.ordinal()] = (byte) same.ordinal();
            TO_3986[same.ordinal()] = (byte) rule.ordinal();
        }
    }

    /** The RFC 3986 rule of the same place as {@code rule}. */
    private static Rfc3986Rule to3986(Rfc3987Rule rule) {
        return Rfc3986Rule.ofOrdinal(TO_3986[rule.ordinal()]);
    }

    static long err(ErrorKind kind, Component component, Rfc3987Rule rule, int index) {
        return ParseCode.error(kind, component, rule.ordinal(), index);
    }

    /** A code of an {@link Rfc3986Parser} step, with the RFC 3987 rule of the same place; an index as it is. */
    private static long from3986(long code) {
        return code < 0 ? ParseCode.withRule(code, FROM_3986[ParseCode.rule(code)]) : code;
    }

    static ParseError toError(String s, long code) {
        return ParseCode.toError(s, code, Rfc.RFC_3987, Rfc3987Rule.ofOrdinal(ParseCode.rule(code)).abnfName());
    }

    /**
     * Scans characters of {@code cls} from {@code i}; a {@code '%'} must start a
     * {@code pct-encoded} triplet (every scanned class but {@code scheme} admits one). Returns the
     * index of the first character not in the class.
     */
    static long scan(String s, int i, int end, int cls, Component comp, Rfc3987Rule rule) {
        return scan(s, i, end, cls, comp, rule.ordinal());
    }

    /**
     * {@link #scan(String, int, int, int, Component, Rfc3987Rule)} with the rule as its number,
     * for {@link Rfc3986Parser#checkPathRule}, which gives it the number of the RFC 3986 rule of the
     * same place (see {@link #from3986}).
     */
    static long scan(String s, int i, int end, int cls, Component comp, int rule) {
        for (; i < end; i++) {
            char c = s.charAt(i);
            if (in(c, cls)) {
                continue;
            }
            if (c == '%' && cls != K_SCHEME) {
                int bad = Percent.badTriplet(s, i, end);
                if (bad >= 0) {
                    return ParseCode.error(ErrorKind.INVALID_PERCENT_ENCODING, comp, rule, bad);
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

    // ---------------------------------------------------------------------------------------------
    // The top-level grammar

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
        long r = from3986(Rfc3986Parser.scheme(s, mode));
        if (r < 0) {
            return r;
        }
        int i = (int) r;
        boolean authority = Rfc3986Parser.hasAuthority(s, i, mode);
        if (authority) {
            long host = host(s, mode == M_AUTHORITY ? 0 : i + 2, len, mode);
            if (host < 0) {
                return host;
            }
            r = from3986(Rfc3986Parser.portAndEnd(s, Rfc3986Parser.hi(host), Rfc3986Parser.lo(host), len, mode));
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
     * object on success: the {@link Iri} or {@link RelativeIriReference}.
     *
     * @return the value, or null if {@code s} is not valid ({@link #check} tells why)
     */
    static IriReference parse(String s, int mode) {
        final int len = s.length();
        long r = Rfc3986Parser.scheme(s, mode);
        if (r < 0) {
            return null;
        }
        int i = (int) r;
        final int schemeEnd = i - 1;
        int hostStart = -1;
        int hostEnd = -1;
        HostKind hostKind = null;
        boolean authority = Rfc3986Parser.hasAuthority(s, i, mode);
        if (authority) {
            long host = host(s, i + 2, len, mode);
            if (host < 0) {
                return null;
            }
            hostStart = Rfc3986Parser.hi(host);
            hostEnd = Rfc3986Parser.lo(host);
            r = Rfc3986Parser.portAndEnd(s, hostStart, hostEnd, len, mode);
            if (r < 0) {
                return null;
            }
            hostKind = Rfc3986Parser.hostKind(s, hostStart, hostEnd);
            i = (int) r;
        }
        final int pathStart = i;
        r = pathQueryFragment(s, i, len, mode, authority, schemeEnd >= 0 && !authority);
        if (r < 0) {
            return null;
        }
        int pathEnd = Rfc3986Parser.hi(r);
        int queryEnd = Rfc3986Parser.lo(r);
        if (schemeEnd >= 0) {
            return new Iri(s, schemeEnd, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
        }
        return new RelativeIriReference(s, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
    }

    /**
     * Parses {@code s} by the rule the mode names, or throws.
     *
     * @throws UriSyntaxException with the first error if {@code s} is not valid
     */
    static IriReference parseOrThrow(String s, int mode) {
        IriReference r = parse(s, mode);
        if (r == null) {
            throw new UriSyntaxException(check(s, mode));
        }
        return r;
    }

    /** An RFC 3987 {@code IRI}, or throws. */
    static Iri parseIri(String s) {
        if (parseOrThrow(s, M_IRI) instanceof Iri iri) {
            return iri;
        }
        throw new AssertionError(s); // M_IRI requires a scheme
    }

    /** An RFC 3987 {@code irelative-ref}, or throws. */
    static RelativeIriReference parseRelative(String s) {
        if (parseOrThrow(s, M_RELATIVE) instanceof RelativeIriReference ref) {
            return ref;
        }
        throw new AssertionError(s); // M_RELATIVE has no scheme
    }

    /**
     * The iuserinfo and ihost of the iauthority starting at {@code a}: the host's start and end
     * packed, or an error. The port and what follows it are {@link Rfc3986Parser#portAndEnd}'s.
     */
    private static long host(String s, final int a, final int len, int mode) {
        int p = a;
        if (p < len && s.charAt(p) == '[') {
            return ipLiteralHost(s, p, len);
        }
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
                int bad = Percent.badTriplet(s, p, len);
                if (bad >= 0) {
                    return from3986(Rfc3986Parser.authorityError(s, bad, firstColon, ErrorKind.INVALID_PERCENT_ENCODING));
                }
                p += 3;
            } else if (isAllowedPair(s, p, len, K_REG_NAME)) {
                p += 2;
            } else {
                break;
            }
        }
        if (p < len && s.charAt(p) == '@') {
            // the ihost after an iuserinfo
            p++;
            if (p < len && s.charAt(p) == '[') {
                return ipLiteralHost(s, p, len);
            }
            long r = scan(s, p, len, K_REG_NAME, Component.HOST, Rfc3987Rule.IREG_NAME);
            return r < 0 ? r : Rfc3986Parser.pack(p, (int) r);
        }
        if (p == len || Rfc3986Parser.isAuthorityEnd(s.charAt(p)) && mode != M_AUTHORITY) {
            // ihost [ ":" port ]: the port's digits are checked by portAndEnd
            return Rfc3986Parser.pack(a, firstColon >= 0 ? firstColon : p);
        }
        return from3986(Rfc3986Parser.authorityError(s, p, firstColon, ErrorKind.UNEXPECTED_CHARACTER));
    }

    /** An IP-literal host at {@code p}: its start and end packed, or an error. */
    private static long ipLiteralHost(String s, int p, int len) {
        long r = Rfc3986Parser.scanIpLiteral(s, p, len);
        return r < 0 ? from3986(r) : Rfc3986Parser.pack(p, (int) r);
    }

    /**
     * The ipath from {@code i}, then {@code [ "?" iquery ] [ "#" ifragment ]} to the end: the
     * path's end and the query's end packed, or an error.
     */
    private static long pathQueryFragment(String s, int i, int len, int mode, boolean authority, boolean scheme) {
        Rfc3987Rule pathRule;
        if (authority) {
            pathRule = Rfc3987Rule.IPATH_ABEMPTY;
        } else if (i < len && s.charAt(i) == '/') {
            pathRule = Rfc3987Rule.IPATH_ABSOLUTE;
        } else if (scheme) {
            pathRule = Rfc3987Rule.IPATH_ROOTLESS;
        } else {
            pathRule = Rfc3987Rule.IPATH_NOSCHEME;
            // isegment-nz-nc: a ':' here would read as a scheme delimiter
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
            r = scan(s, i + 1, len, K_QUERY, Component.QUERY, Rfc3987Rule.IQUERY);
            if (r < 0) {
                return r;
            }
            i = (int) r;
        }
        final int queryEnd = i;
        if (i < len) {
            // the fragment in this method, as in Rfc3986Parser.pathQueryFragment: split out, this
            // method is inlined into parse, which measured slower
            char c = s.charAt(i);
            if (c != '#') {
                Component comp = i == pathEnd ? Component.PATH : Component.QUERY;
                Rfc3987Rule rule = i == pathEnd ? pathRule : Rfc3987Rule.IQUERY;
                return err(ErrorKind.UNEXPECTED_CHARACTER, comp, rule, i);
            }
            if (mode == M_ABSOLUTE) {
                return err(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, Rfc3987Rule.ABSOLUTE_IRI, i);
            }
            r = scan(s, i + 1, len, K_FRAGMENT, Component.FRAGMENT, Rfc3987Rule.IFRAGMENT);
            if (r < 0) {
                return r;
            }
            if (r < len) {
                return err(ErrorKind.UNEXPECTED_CHARACTER, Component.FRAGMENT, Rfc3987Rule.IFRAGMENT, (int) r);
            }
        }
        return Rfc3986Parser.pack(pathEnd, queryEnd);
    }

    // ---------------------------------------------------------------------------------------------
    // Single rules

    /** Checks the whole input against one rule; returns the error or null. */
    static ParseError checkRule(String s, Rfc3987Rule rule) {
        final int len = s.length();
        long r = switch (rule) {
            case IRI_REFERENCE -> validate(s, M_REFERENCE);
            case IRI -> validate(s, M_IRI);
            case ABSOLUTE_IRI -> validate(s, M_ABSOLUTE);
            case IRELATIVE_REF -> validate(s, M_RELATIVE);
            case IAUTHORITY -> validate(s, M_AUTHORITY);
            case IP_LITERAL, IPV4_ADDRESS, IPV6_ADDRESS, IPVFUTURE, DEC_OCTET ->
                    // the rules RFC 3987 takes unchanged from RFC 3986, under the same names
                    from3986(Rfc3986Parser.checkHostRule(s, to3986(rule), len));
            case SCHEME, IUSERINFO, IHOST, PORT, IREG_NAME, IQUERY, IFRAGMENT -> checkOtherRule(s, rule, len);
            default -> from3986(Rfc3986Parser.checkPathRule(s, to3986(rule), len, true));
        };
        if (r < 0) {
            return toError(s, r);
        }
        if (r < len) {
            return toError(s, err(ErrorKind.UNEXPECTED_CHARACTER, rule.component(), rule, (int) r));
        }
        return null;
    }

    /** The rules of the scheme, iuserinfo, ihost, port, iquery and ifragment: where the scan stopped, or an error. */
    private static long checkOtherRule(String s, Rfc3987Rule rule, int len) {
        switch (rule) {
            case SCHEME:
                if (len == 0) {
                    return err(ErrorKind.UNEXPECTED_END, Component.SCHEME, rule, 0);
                }
                if (!isAlpha(s.charAt(0))) {
                    return err(ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, rule, 0);
                }
                return scan(s, 1, len, K_SCHEME, Component.SCHEME, rule);
            case IUSERINFO:
                return scan(s, 0, len, K_USERINFO, Component.USERINFO, rule);
            case IHOST:
                if (len > 0 && s.charAt(0) == '[') {
                    return from3986(Rfc3986Parser.scanIpLiteral(s, 0, len));
                }
                return scan(s, 0, len, K_REG_NAME, Component.HOST, Rfc3987Rule.IREG_NAME);
            case PORT:
                return from3986(Rfc3986Parser.checkOtherRule(s, Rfc3986Rule.PORT, len));
            case IREG_NAME:
                return scan(s, 0, len, K_REG_NAME, Component.HOST, rule);
            case IQUERY:
                return scan(s, 0, len, K_QUERY, Component.QUERY, rule);
            case IFRAGMENT:
                return scan(s, 0, len, K_FRAGMENT, Component.FRAGMENT, rule);
            default:
                throw new AssertionError(rule);
        }
    }
}
