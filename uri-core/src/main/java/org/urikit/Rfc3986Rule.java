package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * The rules of the RFC 3986 ABNF (Appendix A) that input can be checked against on their own.
 *
 * <pre>{@code
 * Rfc3986Rule.IPV6_ADDRESS.matches("::ffff:192.0.2.1");   // true
 * Rfc3986Rule.DEC_OCTET.check("256");                     // error at index 2
 * Rfc3986Rule.forName("path-noscheme");                   // Optional[PATH_NOSCHEME]
 * }</pre>
 *
 * <p>Checking never throws for any string and builds no value; it is linear in the input length.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#appendix-A">RFC 3986 Appendix A</a>
 * @since 0.1
 */
public enum Rfc3986Rule {
    /** {@code URI-reference = URI / relative-ref} (§4.1). */
    URI_REFERENCE("URI-reference"),
    /** {@code URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]} (§3). */
    URI("URI"),
    /** {@code absolute-URI = scheme ":" hier-part [ "?" query ]} (§4.3). */
    ABSOLUTE_URI("absolute-URI"),
    /** {@code relative-ref = relative-part [ "?" query ] [ "#" fragment ]} (§4.2). */
    RELATIVE_REF("relative-ref"),
    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )} (§3.1). */
    SCHEME("scheme"),
    /** {@code authority = [ userinfo "@" ] host [ ":" port ]} (§3.2). */
    AUTHORITY("authority"),
    /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )} (§3.2.1). */
    USERINFO("userinfo"),
    /** {@code host = IP-literal / IPv4address / reg-name} (§3.2.2). */
    HOST("host"),
    /** {@code port = *DIGIT} (§3.2.3). */
    PORT("port"),
    /** {@code IP-literal = "[" ( IPv6address / IPvFuture ) "]"} (§3.2.2). */
    IP_LITERAL("IP-literal"),
    /** {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet} (§3.2.2). */
    IPV4_ADDRESS("IPv4address"),
    /** {@code IPv6address}, the nine forms of §3.2.2, with {@code ls32} possibly an IPv4address. */
    IPV6_ADDRESS("IPv6address"),
    /** {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )} (§3.2.2). */
    IPVFUTURE("IPvFuture"),
    /** {@code dec-octet}: a decimal number 0 to 255 without leading zeros (§3.2.2). */
    DEC_OCTET("dec-octet"),
    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )} (§3.2.2). */
    REG_NAME("reg-name"),
    /** {@code path-abempty = *( "/" segment )} (§3.3). */
    PATH_ABEMPTY("path-abempty"),
    /** {@code path-absolute = "/" [ segment-nz *( "/" segment ) ]} (§3.3). */
    PATH_ABSOLUTE("path-absolute"),
    /** {@code path-noscheme = segment-nz-nc *( "/" segment )} (§3.3). */
    PATH_NOSCHEME("path-noscheme"),
    /** {@code path-rootless = segment-nz *( "/" segment )} (§3.3). */
    PATH_ROOTLESS("path-rootless"),
    /** {@code path-empty = 0<pchar>} (§3.3). */
    PATH_EMPTY("path-empty"),
    /** {@code segment = *pchar} (§3.3). */
    SEGMENT("segment"),
    /** {@code segment-nz = 1*pchar} (§3.3). */
    SEGMENT_NZ("segment-nz"),
    /** {@code segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )} (§3.3). */
    SEGMENT_NZ_NC("segment-nz-nc"),
    /** {@code query = *( pchar / "/" / "?" )} (§3.4). */
    QUERY("query"),
    /** {@code fragment = *( pchar / "/" / "?" )} (§3.5). */
    FRAGMENT("fragment");

    private static final Rfc3986Rule[] VALUES = values();

    private final String abnfName;

    Rfc3986Rule(String abnfName) {
        this.abnfName = abnfName;
    }

    /**
     * The rule's name as RFC 3986 spells it, for example {@code "path-noscheme"}.
     *
     * @return the ABNF rule name
     */
    public String abnfName() {
        return abnfName;
    }

    /**
     * The rule with the given ABNF name. Rule names are case-insensitive, as in ABNF (RFC 5234 §2.1).
     *
     * @param name a rule name such as {@code "IPv6address"}
     * @return the rule, or empty if there is none of that name
     * @throws NullPointerException if {@code name} is null
     */
    public static Optional<Rfc3986Rule> forName(String name) {
        java.util.Objects.requireNonNull(name, "name");
        for (Rfc3986Rule r : VALUES) {
            if (r.abnfName.equalsIgnoreCase(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * Checks the whole input against this rule.
     *
     * @param input any string
     * @return the first error, or empty if the input matches the rule
     * @throws NullPointerException if {@code input} is null
     */
    public Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3986Parser.checkRule(input, this));
    }

    /**
     * Whether the whole input matches this rule.
     *
     * @param input any string
     * @return true if it matches
     * @throws NullPointerException if {@code input} is null
     */
    public boolean matches(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3986Parser.checkRule(input, this) == null;
    }

    static Rfc3986Rule ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /**
     * The component a rule belongs to, used for errors found while checking it alone.
     */
    Component component() {
        return switch (this) {
            case URI_REFERENCE, URI, ABSOLUTE_URI, RELATIVE_REF, PATH_ABEMPTY, PATH_ABSOLUTE, PATH_NOSCHEME,
                    PATH_ROOTLESS, PATH_EMPTY, SEGMENT, SEGMENT_NZ, SEGMENT_NZ_NC -> Component.PATH;
            case SCHEME -> Component.SCHEME;
            case AUTHORITY -> Component.AUTHORITY;
            case USERINFO -> Component.USERINFO;
            case HOST, IP_LITERAL, IPV4_ADDRESS, IPV6_ADDRESS, IPVFUTURE, DEC_OCTET, REG_NAME -> Component.HOST;
            case PORT -> Component.PORT;
            case QUERY -> Component.QUERY;
            case FRAGMENT -> Component.FRAGMENT;
        };
    }
}
