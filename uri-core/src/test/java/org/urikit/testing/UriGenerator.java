package org.urikit.testing;

import java.util.SplittableRandom;

import org.urikit.Rfc3986Rule;

/**
 * A seeded generator of RFC 3986 references, rule by rule from the ABNF of Appendix A, biased
 * towards the text that normalization and resolution care about: dot-segments (also
 * percent-encoded), empty segments, mixed case, percent-encoded unreserved characters, colons in
 * first segments, default ports. Every string it returns matches its rule.
 *
 * <pre>{@code
 * UriGenerator g = new UriGenerator(seed);
 * String uri = g.uri();           // URI
 * String ref = g.reference();     // URI-reference
 * }</pre>
 *
 * <p>Not thread-safe; one instance per test.
 */
public final class UriGenerator {
    private static final String[] SCHEMES = {"http", "HTTP", "https", "ws", "wss", "ftp", "foo", "a+b.c-d", "Mailto"};
    private static final String[] SEGMENTS = {"", "", ".", "..", ".", "..", "a", "b", "c", "B", "%2E", "%2e%2E",
        "..a", ".a", "a.", "%7e", "%7E", "~", "%41", "%3A", "%3a", "%2F", "x;p", "a:b", "@", "!$&'()*+,;=", "-._~",
        "%C3%A4", "%c3%a4", "g?", "%25"};
    private static final String[] HOSTS = {"a", "Example.COM", "%41b", "127.0.0.1", "[::1]", "[V1.Ab]", "",
        "[2001:DB8::a]", "h", "x%2Ey", "%7E%7e"};
    private static final String[] PORTS = {"", "80", "443", "21", "080", "8080", "0", "65536"};
    private static final String[] QUERIES = {"", "q", "a=1&b=2", "%3f", "%3F", "/./", "?", "a+b", "%41", "Q/../x"};
    private static final String UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
    private static final String SUB_DELIMS = "!$&'()*+,;=";
    private static final String HEX = "0123456789ABCDEFabcdef";

    private final SplittableRandom random;

    /**
     * A generator with a seed.
     *
     * @param seed the seed; print it when a property fails
     */
    public UriGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    private String pick(String[] values) {
        return values[random.nextInt(values.length)];
    }

    /** {@code pct-encoded = "%" HEXDIG HEXDIG}. */
    private String pctEncoded() {
        return "%" + HEX.charAt(random.nextInt(HEX.length())) + HEX.charAt(random.nextInt(HEX.length()));
    }

    /** {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"}; without ":" unless {@code colon}. */
    private String pchar(boolean colon) {
        int k = random.nextInt(10);
        if (k < 5) {
            return String.valueOf(UNRESERVED.charAt(random.nextInt(UNRESERVED.length())));
        }
        if (k < 7) {
            return pctEncoded();
        }
        if (k < 9 || !colon) {
            return k == 9 ? "@" : String.valueOf(SUB_DELIMS.charAt(random.nextInt(SUB_DELIMS.length())));
        }
        return ":";
    }

    /** {@code segment = *pchar}. */
    public String segment() {
        if (chance(70)) {
            return pick(SEGMENTS);
        }
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            sb.append(pchar(true));
        }
        return sb.toString();
    }

    /** A segment that is not empty and, if {@code noColon}, has no ':' ({@code segment-nz}, {@code segment-nz-nc}). */
    private String segmentNz(boolean noColon) {
        for (int tries = 0; tries < 10; tries++) {
            String s = segment();
            if (!s.isEmpty() && !(noColon && s.indexOf(':') >= 0)) {
                return s;
            }
        }
        return "a";
    }

    private String segments(StringBuilder sb) {
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            sb.append('/').append(segment());
        }
        return sb.toString();
    }

    /** {@code path-abempty = *( "/" segment )}. */
    public String pathAbempty() {
        return segments(new StringBuilder());
    }

    /** {@code path-absolute = "/" [ segment-nz *( "/" segment ) ]}. */
    public String pathAbsolute() {
        return chance(20) ? "/" : segments(new StringBuilder("/").append(segmentNz(false)));
    }

    /** {@code path-rootless = segment-nz *( "/" segment )}, or {@code path-noscheme} when {@code noColon}. */
    public String pathRootless(boolean noColon) {
        return segments(new StringBuilder(segmentNz(noColon)));
    }

    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}. */
    public String scheme() {
        return pick(SCHEMES);
    }

    /** {@code authority = [ userinfo "@" ] host [ ":" port ]}. */
    public String authority() {
        StringBuilder sb = new StringBuilder();
        if (chance(15)) {
            sb.append(chance(50) ? "User:%41" : "u").append('@');
        }
        if (chance(85)) {
            sb.append(pick(HOSTS));
        } else {
            int n = random.nextInt(4);
            for (int i = 0; i < n; i++) {
                sb.append(chance(80) ? String.valueOf(UNRESERVED.charAt(random.nextInt(UNRESERVED.length()))) : pctEncoded());
            }
        }
        if (chance(30)) {
            sb.append(':').append(pick(PORTS));
        }
        return sb.toString();
    }

    /** {@code query} (also used for {@code fragment}: the same characters). */
    public String query() {
        if (chance(70)) {
            return pick(QUERIES);
        }
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            sb.append(chance(85) ? pchar(true) : chance(50) ? "/" : "?");
        }
        return sb.toString();
    }

    private String tail(boolean fragment) {
        StringBuilder sb = new StringBuilder();
        if (chance(30)) {
            sb.append('?').append(query());
        }
        if (fragment && chance(25)) {
            sb.append('#').append(query());
        }
        return sb.toString();
    }

    /** {@code hier-part} or {@code relative-part}. */
    private String part(boolean scheme) {
        int k = random.nextInt(4);
        if (k == 0) {
            return "//" + authority() + pathAbempty();
        }
        if (k == 1) {
            return pathAbsolute();
        }
        if (k == 2) {
            return pathRootless(!scheme);
        }
        return "";
    }

    /**
     * {@code URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]}; more often with an
     * authority than the plain rule choice would give.
     *
     * @return a URI
     */
    public String uri() {
        String hier = chance(40) ? "//" + authority() + pathAbempty() : part(true);
        return scheme() + ":" + hier + tail(true);
    }

    /**
     * {@code absolute-URI = scheme ":" hier-part [ "?" query ]}.
     *
     * @return an absolute URI
     */
    public String absoluteUri() {
        String hier = chance(40) ? "//" + authority() + pathAbempty() : part(true);
        return scheme() + ":" + hier + tail(false);
    }

    /**
     * {@code relative-ref = relative-part [ "?" query ] [ "#" fragment ]}.
     *
     * @return a relative reference
     */
    public String relativeRef() {
        return part(false) + tail(true);
    }

    /**
     * {@code URI-reference = URI / relative-ref}, three relative references to one URI.
     *
     * @return a URI reference
     */
    public String reference() {
        return chance(25) ? uri() : relativeRef();
    }

    /** {@code dec-octet}: 0-9, 10-99, 100-199, 200-249, 250-255. */
    public String decOctet() {
        switch (random.nextInt(5)) {
            case 0: return String.valueOf(random.nextInt(10));
            case 1: return String.valueOf(10 + random.nextInt(90));
            case 2: return String.valueOf(100 + random.nextInt(100));
            case 3: return String.valueOf(200 + random.nextInt(50));
            default: return String.valueOf(250 + random.nextInt(6));
        }
    }

    /** {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet}. */
    public String ipv4() {
        return decOctet() + "." + decOctet() + "." + decOctet() + "." + decOctet();
    }

    private String h16() {
        StringBuilder sb = new StringBuilder();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            sb.append(HEX.charAt(random.nextInt(HEX.length())));
        }
        return sb.toString();
    }

    /**
     * {@code IPv6address}: eight 16-bit pieces (the last two possibly an IPv4address), with at most
     * one run of pieces elided as {@code "::"}, as in the nine alternatives of RFC 3986 §3.2.2.
     *
     * @return an IPv6 address without brackets
     */
    public String ipv6() {
        boolean ls32v4 = chance(25);
        int pieces = ls32v4 ? 6 : 8;
        String[] p = new String[pieces];
        for (int i = 0; i < pieces; i++) {
            p[i] = h16();
        }
        String tail = ls32v4 ? ipv4() : null;
        if (chance(20)) { // no elision
            return String.join(":", p) + (tail == null ? "" : ":" + tail);
        }
        // elide pieces [from, from + len), len >= 1 (RFC 3986 lets "::" stand for one or more pieces)
        int total = pieces + (tail == null ? 0 : 2);
        int len = 1 + random.nextInt(total);
        int from = random.nextInt(total - len + 1);
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            if (i < from) {
                left.append(left.length() == 0 ? "" : ":").append(p[i]);
            } else if (i >= from + len) {
                right.append(right.length() == 0 ? "" : ":").append(p[i]);
            }
        }
        if (tail != null && from + len <= pieces) {
            right.append(right.length() == 0 ? "" : ":").append(tail);
        }
        return left + "::" + right;
    }

    /** {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )}. */
    public String ipvFuture() {
        StringBuilder sb = new StringBuilder(chance(50) ? "v" : "V").append(h16()).append('.');
        String tail = UNRESERVED + SUB_DELIMS + ":";
        int n = 1 + random.nextInt(6);
        for (int i = 0; i < n; i++) {
            sb.append(tail.charAt(random.nextInt(tail.length())));
        }
        return sb.toString();
    }

    /** {@code IP-literal = "[" ( IPv6address / IPvFuture ) "]"}. */
    public String ipLiteral() {
        return "[" + (chance(80) ? ipv6() : ipvFuture()) + "]";
    }

    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )}. */
    public String regName() {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(8);
        for (int i = 0; i < n; i++) {
            int k = random.nextInt(10);
            sb.append(k < 7 ? String.valueOf(UNRESERVED.charAt(random.nextInt(UNRESERVED.length())))
                    : k < 9 ? pctEncoded() : String.valueOf(SUB_DELIMS.charAt(random.nextInt(SUB_DELIMS.length()))));
        }
        return sb.toString();
    }

    /** {@code host = IP-literal / IPv4address / reg-name}. */
    public String host() {
        int k = random.nextInt(4);
        return k == 0 ? ipLiteral() : k == 1 ? ipv4() : k == 2 ? pick(HOSTS) : regName();
    }

    /** {@code port = *DIGIT}. */
    public String port() {
        return chance(50) ? pick(PORTS) : String.valueOf(random.nextInt(100_000));
    }

    /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )}. */
    public String userinfo() {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(6);
        for (int i = 0; i < n; i++) {
            String c = pchar(true);
            sb.append("@".equals(c) ? ":" : c);
        }
        return sb.toString();
    }

    /**
     * A string matching the named RFC 3986 rule (each rule of {@link Rfc3986Rule}).
     *
     * @param rule the rule
     * @return a string the rule matches
     */
    public String forRule(Rfc3986Rule rule) {
        switch (rule) {
            case PATH_ABEMPTY: case PATH_ABSOLUTE: case PATH_NOSCHEME: case PATH_ROOTLESS: case SEGMENT:
            case SEGMENT_NZ: case SEGMENT_NZ_NC:
                // the segment list holds "g?" for references; a path alone has no '?'
                return pathRule(rule).replace('?', '=');
            default:
                return anyRule(rule);
        }
    }

    private String pathRule(Rfc3986Rule rule) {
        switch (rule) {
            case PATH_ABEMPTY: return pathAbempty();
            case PATH_ABSOLUTE: return pathAbsolute();
            case PATH_NOSCHEME: return pathRootless(true);
            case PATH_ROOTLESS: return pathRootless(false);
            case SEGMENT: return segment();
            case SEGMENT_NZ: return segmentNz(false);
            default: return segmentNz(true);
        }
    }

    private String anyRule(Rfc3986Rule rule) {
        switch (rule) {
            case URI_REFERENCE: return reference();
            case URI: return uri();
            case ABSOLUTE_URI: return absoluteUri();
            case RELATIVE_REF: return relativeRef();
            case SCHEME: return scheme();
            case AUTHORITY:
                return (chance(20) ? userinfo() + "@" : "") + host() + (chance(30) ? ":" + port() : "");
            case USERINFO: return userinfo();
            case HOST: return host();
            case PORT: return port();
            case IP_LITERAL: return ipLiteral();
            case IPV4_ADDRESS: return ipv4();
            case IPV6_ADDRESS: return ipv6();
            case IPVFUTURE: return ipvFuture();
            case DEC_OCTET: return decOctet();
            case REG_NAME: return regName();
            case PATH_EMPTY: return "";
            case QUERY: case FRAGMENT: return query();
            default: throw new IllegalArgumentException("no generator for " + rule);
        }
    }
}
