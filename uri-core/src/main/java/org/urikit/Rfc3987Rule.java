package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * The rules of the RFC 3987 IRI ABNF (§2.2) that input can be checked against on their own: the
 * rules RFC 3987 defines with an {@code i} prefix (or {@code IRI} in place of {@code URI}), and
 * the rules it takes unchanged from RFC 3986 ({@code scheme}, {@code port}, {@code IP-literal},
 * {@code IPv4address}, …), so that every {@link ParseError} of {@link Rfc#RFC_3987} names one of
 * them.
 *
 * <pre>{@code
 * Rfc3987Rule.IREG_NAME.matches("münchen.de");     // true
 * Rfc3987Rule.IFRAGMENT.matches("\uE000");         // false: iprivate only in iquery
 * Rfc3987Rule.forName("ipath-noscheme");           // Optional[IPATH_NOSCHEME]
 * }</pre>
 *
 * <p>Checking never throws for any string (an unpaired surrogate is an error at its index) and
 * builds no value; it is linear in the input length.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-2.2">RFC 3987 §2.2</a>
 * @since 0.1
 */
public enum Rfc3987Rule {
    /** {@code IRI-reference = IRI / irelative-ref}. */
    IRI_REFERENCE("IRI-reference"),
    /** {@code IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]}. */
    IRI("IRI"),
    /** {@code absolute-IRI = scheme ":" ihier-part [ "?" iquery ]}. */
    ABSOLUTE_IRI("absolute-IRI"),
    /** {@code irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]}. */
    IRELATIVE_REF("irelative-ref"),
    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )} (as in RFC 3986: ASCII only). */
    SCHEME("scheme"),
    /** {@code iauthority = [ iuserinfo "@" ] ihost [ ":" port ]}. */
    IAUTHORITY("iauthority"),
    /** {@code iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )}. */
    IUSERINFO("iuserinfo"),
    /** {@code ihost = IP-literal / IPv4address / ireg-name}. */
    IHOST("ihost"),
    /** {@code port = *DIGIT}. */
    PORT("port"),
    /** {@code IP-literal = "[" ( IPv6address / IPvFuture ) "]"} (ASCII only, as in RFC 3986). */
    IP_LITERAL("IP-literal"),
    /** {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet}. */
    IPV4_ADDRESS("IPv4address"),
    /** {@code IPv6address}, the nine forms of RFC 3986 §3.2.2. */
    IPV6_ADDRESS("IPv6address"),
    /** {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )} (ASCII only). */
    IPVFUTURE("IPvFuture"),
    /** {@code dec-octet}: a decimal number 0 to 255 without leading zeros. */
    DEC_OCTET("dec-octet"),
    /** {@code ireg-name = *( iunreserved / pct-encoded / sub-delims )}. */
    IREG_NAME("ireg-name"),
    /** {@code ipath-abempty = *( "/" isegment )}. */
    IPATH_ABEMPTY("ipath-abempty"),
    /** {@code ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]}. */
    IPATH_ABSOLUTE("ipath-absolute"),
    /** {@code ipath-noscheme = isegment-nz-nc *( "/" isegment )}. */
    IPATH_NOSCHEME("ipath-noscheme"),
    /** {@code ipath-rootless = isegment-nz *( "/" isegment )}. */
    IPATH_ROOTLESS("ipath-rootless"),
    /** {@code ipath-empty = 0<ipchar>}. */
    IPATH_EMPTY("ipath-empty"),
    /** {@code isegment = *ipchar}. */
    ISEGMENT("isegment"),
    /** {@code isegment-nz = 1*ipchar}. */
    ISEGMENT_NZ("isegment-nz"),
    /** {@code isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )}. */
    ISEGMENT_NZ_NC("isegment-nz-nc"),
    /** {@code iquery = *( ipchar / iprivate / "/" / "?" )}. */
    IQUERY("iquery"),
    /** {@code ifragment = *( ipchar / "/" / "?" )}. */
    IFRAGMENT("ifragment");

    private static final Rfc3987Rule[] VALUES = values();

    private final String abnfName;

    Rfc3987Rule(String abnfName) {
        this.abnfName = abnfName;
    }

    /**
     * The rule's name as RFC 3987 spells it, for example {@code "ipath-noscheme"}.
     *
     * @return the ABNF rule name
     */
    public String abnfName() {
        return abnfName;
    }

    /**
     * The rule with the given ABNF name, case-insensitive as in ABNF (RFC 5234 §2.1).
     *
     * @param name a rule name such as {@code "ireg-name"}
     * @return the rule, or empty if there is none of that name
     * @throws NullPointerException if {@code name} is null
     */
    public static Optional<Rfc3987Rule> forName(String name) {
        Objects.requireNonNull(name, "name");
        for (Rfc3987Rule r : VALUES) {
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
        return Optional.ofNullable(Rfc3987Parser.checkRule(input, this));
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
        return Rfc3987Parser.checkRule(input, this) == null;
    }

    static Rfc3987Rule ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** The component a rule belongs to, used for errors found while checking it alone. */
    Component component() {
        return switch (this) {
            case IRI_REFERENCE, IRI, ABSOLUTE_IRI, IRELATIVE_REF, IPATH_ABEMPTY, IPATH_ABSOLUTE, IPATH_NOSCHEME,
                    IPATH_ROOTLESS, IPATH_EMPTY, ISEGMENT, ISEGMENT_NZ, ISEGMENT_NZ_NC -> Component.PATH;
            case SCHEME -> Component.SCHEME;
            case IAUTHORITY -> Component.AUTHORITY;
            case IUSERINFO -> Component.USERINFO;
            case IHOST, IP_LITERAL, IPV4_ADDRESS, IPV6_ADDRESS, IPVFUTURE, DEC_OCTET, IREG_NAME -> Component.HOST;
            case PORT -> Component.PORT;
            case IQUERY -> Component.QUERY;
            case IFRAGMENT -> Component.FRAGMENT;
        };
    }
}
