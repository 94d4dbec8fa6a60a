package org.urikit.testing;

import java.util.SplittableRandom;

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
}
