package org.urikit;

import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A slow, independent recognizer for the RFC 3987 ABNF (§2.2), written rule by rule from the RFC
 * text as regular expressions over code points ({@code \x{...}} ranges, so a surrogate pair is one
 * character and an unpaired surrogate matches no range). Only for tests, on short inputs; it
 * reads neither the production tables nor {@link Rfc3986Oracle}'s strings for the rules RFC 3987
 * changes, only for the ones it takes unchanged from RFC 3986 (IP-literal, IPv4address, port,
 * scheme, dec-octet).
 */
final class Rfc3987Oracle {
    private Rfc3987Oracle() {
    }

    static final String UCSCHAR = "[\\x{A0}-\\x{D7FF}\\x{F900}-\\x{FDCF}\\x{FDF0}-\\x{FFEF}"
            + "\\x{10000}-\\x{1FFFD}\\x{20000}-\\x{2FFFD}\\x{30000}-\\x{3FFFD}"
            + "\\x{40000}-\\x{4FFFD}\\x{50000}-\\x{5FFFD}\\x{60000}-\\x{6FFFD}"
            + "\\x{70000}-\\x{7FFFD}\\x{80000}-\\x{8FFFD}\\x{90000}-\\x{9FFFD}"
            + "\\x{A0000}-\\x{AFFFD}\\x{B0000}-\\x{BFFFD}\\x{C0000}-\\x{CFFFD}"
            + "\\x{D0000}-\\x{DFFFD}\\x{E1000}-\\x{EFFFD}]";
    static final String IPRIVATE = "[\\x{E000}-\\x{F8FF}\\x{F0000}-\\x{FFFFD}\\x{100000}-\\x{10FFFD}]";
    static final String PCT_ENCODED = "%[0-9A-Fa-f][0-9A-Fa-f]";
    static final String SUB_DELIMS = "[!$&'()*+,;=]";
    static final String IUNRESERVED = "(?:[A-Za-z0-9\\-._~]|" + UCSCHAR + ")";

    static final String IUSERINFO = "(?:" + IUNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + "|:)*";
    static final String IREG_NAME = "(?:" + IUNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + ")*";
    static final String IHOST = "(?:" + Rfc3986Oracle.IP_LITERAL + "|" + Rfc3986Oracle.IPV4ADDRESS + "|" + IREG_NAME + ")";
    static final String IAUTHORITY = "(?:" + IUSERINFO + "@)?" + IHOST + "(?::" + Rfc3986Oracle.PORT + ")?";

    static final String IPCHAR = "(?:" + IUNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + "|[:@])";
    static final String ISEGMENT = IPCHAR + "*";
    static final String ISEGMENT_NZ = IPCHAR + "+";
    static final String ISEGMENT_NZ_NC = "(?:" + IUNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + "|@)+";
    static final String IPATH_ABEMPTY = "(?:/" + ISEGMENT + ")*";
    static final String IPATH_ABSOLUTE = "/(?:" + ISEGMENT_NZ + "(?:/" + ISEGMENT + ")*)?";
    static final String IPATH_NOSCHEME = ISEGMENT_NZ_NC + "(?:/" + ISEGMENT + ")*";
    static final String IPATH_ROOTLESS = ISEGMENT_NZ + "(?:/" + ISEGMENT + ")*";
    static final String IQUERY = "(?:" + IPCHAR + "|" + IPRIVATE + "|[/?])*";
    static final String IFRAGMENT = "(?:" + IPCHAR + "|[/?])*";

    static final String IHIER_PART = "(?://" + IAUTHORITY + IPATH_ABEMPTY + "|" + IPATH_ABSOLUTE + "|" + IPATH_ROOTLESS
            + "|)";
    static final String IRI = Rfc3986Oracle.SCHEME + ":" + IHIER_PART + "(?:\\?" + IQUERY + ")?(?:#" + IFRAGMENT + ")?";
    static final String ABSOLUTE_IRI = Rfc3986Oracle.SCHEME + ":" + IHIER_PART + "(?:\\?" + IQUERY + ")?";
    static final String IRELATIVE_PART = "(?://" + IAUTHORITY + IPATH_ABEMPTY + "|" + IPATH_ABSOLUTE + "|"
            + IPATH_NOSCHEME + "|)";
    static final String IRELATIVE_REF = IRELATIVE_PART + "(?:\\?" + IQUERY + ")?(?:#" + IFRAGMENT + ")?";
    static final String IRI_REFERENCE = "(?:" + IRI + "|" + IRELATIVE_REF + ")";

    private static final Map<Rfc3987Rule, Pattern> RULES = new EnumMap<>(Rfc3987Rule.class);

    static {
        put(Rfc3987Rule.IRI_REFERENCE, IRI_REFERENCE);
        put(Rfc3987Rule.IRI, IRI);
        put(Rfc3987Rule.ABSOLUTE_IRI, ABSOLUTE_IRI);
        put(Rfc3987Rule.IRELATIVE_REF, IRELATIVE_REF);
        put(Rfc3987Rule.SCHEME, Rfc3986Oracle.SCHEME);
        put(Rfc3987Rule.IAUTHORITY, IAUTHORITY);
        put(Rfc3987Rule.IUSERINFO, IUSERINFO);
        put(Rfc3987Rule.IHOST, IHOST);
        put(Rfc3987Rule.PORT, Rfc3986Oracle.PORT);
        put(Rfc3987Rule.IP_LITERAL, Rfc3986Oracle.IP_LITERAL);
        put(Rfc3987Rule.IPV4_ADDRESS, Rfc3986Oracle.IPV4ADDRESS);
        put(Rfc3987Rule.IPV6_ADDRESS, Rfc3986Oracle.IPV6ADDRESS);
        put(Rfc3987Rule.IPVFUTURE, Rfc3986Oracle.IPVFUTURE);
        put(Rfc3987Rule.DEC_OCTET, Rfc3986Oracle.DEC_OCTET);
        put(Rfc3987Rule.IREG_NAME, IREG_NAME);
        put(Rfc3987Rule.IPATH_ABEMPTY, IPATH_ABEMPTY);
        put(Rfc3987Rule.IPATH_ABSOLUTE, IPATH_ABSOLUTE);
        put(Rfc3987Rule.IPATH_NOSCHEME, IPATH_NOSCHEME);
        put(Rfc3987Rule.IPATH_ROOTLESS, IPATH_ROOTLESS);
        put(Rfc3987Rule.IPATH_EMPTY, "");
        put(Rfc3987Rule.ISEGMENT, ISEGMENT);
        put(Rfc3987Rule.ISEGMENT_NZ, ISEGMENT_NZ);
        put(Rfc3987Rule.ISEGMENT_NZ_NC, ISEGMENT_NZ_NC);
        put(Rfc3987Rule.IQUERY, IQUERY);
        put(Rfc3987Rule.IFRAGMENT, IFRAGMENT);
    }

    private static void put(Rfc3987Rule rule, String regex) {
        RULES.put(rule, Pattern.compile(regex));
    }

    static boolean matches(Rfc3987Rule rule, String input) {
        Pattern p = RULES.get(rule);
        if (p == null) {
            throw new IllegalStateException("no oracle for " + rule);
        }
        return p.matcher(input).matches();
    }

    /** Whether {@code prefix} can be continued to a string matching the rule. */
    static boolean viablePrefix(Rfc3987Rule rule, String prefix) {
        Matcher m = RULES.get(rule).matcher(prefix);
        return m.matches() || m.hitEnd();
    }

    static boolean covers(Rfc3987Rule rule) {
        return RULES.containsKey(rule);
    }
}
