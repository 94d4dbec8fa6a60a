package org.urikit;

import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A slow, independent recognizer for the RFC 3986 ABNF (Appendix A), written rule by rule from the
 * RFC text as regular expressions (the RFC 3986 grammar has no recursion, so it is regular). Used
 * only in tests, on short inputs, as the oracle the hand-written parser is compared with. Nothing
 * here reads the production character tables.
 *
 * <p>ABNF quoted strings are case-insensitive (RFC 5234 §2.3), so {@code "v"} in IPvFuture and the
 * hex letters in HEXDIG match either case.
 */
final class Rfc3986Oracle {
    private Rfc3986Oracle() {
    }

    // RFC 5234 B.1 core rules
    static final String ALPHA = "[A-Za-z]";
    static final String DIGIT = "[0-9]";
    static final String HEXDIG = "[0-9A-Fa-f]";

    // RFC 3986 §2
    static final String PCT_ENCODED = "%" + HEXDIG + HEXDIG;
    static final String UNRESERVED = "[A-Za-z0-9\\-._~]";
    static final String GEN_DELIMS = "[:/?#\\[\\]@]";
    static final String SUB_DELIMS = "[!$&'()*+,;=]";
    static final String RESERVED = "(?:" + GEN_DELIMS + "|" + SUB_DELIMS + ")";

    // §3.1
    static final String SCHEME = ALPHA + "(?:" + ALPHA + "|" + DIGIT + "|[+\\-.])*";

    // §3.2
    static final String USERINFO = "(?:" + UNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + "|:)*";
    static final String DEC_OCTET = "(?:" + DIGIT + "|[1-9]" + DIGIT + "|1" + DIGIT + DIGIT + "|2[0-4]" + DIGIT
            + "|25[0-5])";
    static final String IPV4ADDRESS = DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET;
    static final String H16 = HEXDIG + "{1,4}";
    static final String LS32 = "(?:" + H16 + ":" + H16 + "|" + IPV4ADDRESS + ")";
    static final String IPV6ADDRESS = "(?:"
            + "(?:" + H16 + ":){6}" + LS32
            + "|::(?:" + H16 + ":){5}" + LS32
            + "|(?:" + H16 + ")?::(?:" + H16 + ":){4}" + LS32
            + "|(?:(?:" + H16 + ":){0,1}" + H16 + ")?::(?:" + H16 + ":){3}" + LS32
            + "|(?:(?:" + H16 + ":){0,2}" + H16 + ")?::(?:" + H16 + ":){2}" + LS32
            + "|(?:(?:" + H16 + ":){0,3}" + H16 + ")?::" + H16 + ":" + LS32
            + "|(?:(?:" + H16 + ":){0,4}" + H16 + ")?::" + LS32
            + "|(?:(?:" + H16 + ":){0,5}" + H16 + ")?::" + H16
            + "|(?:(?:" + H16 + ":){0,6}" + H16 + ")?::"
            + ")";
    static final String IPVFUTURE = "[vV]" + HEXDIG + "+\\.(?:" + UNRESERVED + "|" + SUB_DELIMS + "|:)+";
    static final String IP_LITERAL = "\\[(?:" + IPV6ADDRESS + "|" + IPVFUTURE + ")\\]";
    static final String REG_NAME = "(?:" + UNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + ")*";
    static final String HOST = "(?:" + IP_LITERAL + "|" + IPV4ADDRESS + "|" + REG_NAME + ")";
    static final String PORT = DIGIT + "*";
    static final String AUTHORITY = "(?:" + USERINFO + "@)?" + HOST + "(?::" + PORT + ")?";

    // §3.3
    static final String PCHAR = "(?:" + UNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + "|[:@])";
    static final String SEGMENT = PCHAR + "*";
    static final String SEGMENT_NZ = PCHAR + "+";
    static final String SEGMENT_NZ_NC = "(?:" + UNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + "|@)+";
    static final String PATH_ABEMPTY = "(?:/" + SEGMENT + ")*";
    static final String PATH_ABSOLUTE = "/(?:" + SEGMENT_NZ + "(?:/" + SEGMENT + ")*)?";
    static final String PATH_NOSCHEME = SEGMENT_NZ_NC + "(?:/" + SEGMENT + ")*";
    static final String PATH_ROOTLESS = SEGMENT_NZ + "(?:/" + SEGMENT + ")*";
    static final String PATH_EMPTY = "";

    // §3.4, §3.5
    static final String QUERY = "(?:" + PCHAR + "|[/?])*";
    static final String FRAGMENT = "(?:" + PCHAR + "|[/?])*";

    // §3, §4
    static final String HIER_PART = "(?://" + AUTHORITY + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_ROOTLESS
            + "|" + PATH_EMPTY + ")";
    static final String URI = SCHEME + ":" + HIER_PART + "(?:\\?" + QUERY + ")?(?:#" + FRAGMENT + ")?";
    static final String ABSOLUTE_URI = SCHEME + ":" + HIER_PART + "(?:\\?" + QUERY + ")?";
    static final String RELATIVE_PART = "(?://" + AUTHORITY + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_NOSCHEME
            + "|" + PATH_EMPTY + ")";
    static final String RELATIVE_REF = RELATIVE_PART + "(?:\\?" + QUERY + ")?(?:#" + FRAGMENT + ")?";
    static final String URI_REFERENCE = "(?:" + URI + "|" + RELATIVE_REF + ")";

    private static final Map<Rfc3986Rule, Pattern> RULES = new EnumMap<>(Rfc3986Rule.class);

    static {
        put(Rfc3986Rule.URI_REFERENCE, URI_REFERENCE);
        put(Rfc3986Rule.URI, URI);
        put(Rfc3986Rule.ABSOLUTE_URI, ABSOLUTE_URI);
        put(Rfc3986Rule.RELATIVE_REF, RELATIVE_REF);
        put(Rfc3986Rule.SCHEME, SCHEME);
        put(Rfc3986Rule.AUTHORITY, AUTHORITY);
        put(Rfc3986Rule.USERINFO, USERINFO);
        put(Rfc3986Rule.HOST, HOST);
        put(Rfc3986Rule.PORT, PORT);
        put(Rfc3986Rule.IP_LITERAL, IP_LITERAL);
        put(Rfc3986Rule.IPV4_ADDRESS, IPV4ADDRESS);
        put(Rfc3986Rule.IPV6_ADDRESS, IPV6ADDRESS);
        put(Rfc3986Rule.IPVFUTURE, IPVFUTURE);
        put(Rfc3986Rule.DEC_OCTET, DEC_OCTET);
        put(Rfc3986Rule.REG_NAME, REG_NAME);
        put(Rfc3986Rule.PATH_ABEMPTY, PATH_ABEMPTY);
        put(Rfc3986Rule.PATH_ABSOLUTE, PATH_ABSOLUTE);
        put(Rfc3986Rule.PATH_NOSCHEME, PATH_NOSCHEME);
        put(Rfc3986Rule.PATH_ROOTLESS, PATH_ROOTLESS);
        put(Rfc3986Rule.PATH_EMPTY, PATH_EMPTY);
        put(Rfc3986Rule.SEGMENT, SEGMENT);
        put(Rfc3986Rule.SEGMENT_NZ, SEGMENT_NZ);
        put(Rfc3986Rule.SEGMENT_NZ_NC, SEGMENT_NZ_NC);
        put(Rfc3986Rule.QUERY, QUERY);
        put(Rfc3986Rule.FRAGMENT, FRAGMENT);
    }

    private static void put(Rfc3986Rule rule, String regex) {
        RULES.put(rule, Pattern.compile(regex));
    }

    /** Whether the whole input matches the rule. */
    static boolean matches(Rfc3986Rule rule, String input) {
        Pattern p = RULES.get(rule);
        if (p == null) {
            throw new IllegalStateException("no oracle for " + rule);
        }
        return p.matcher(input).matches();
    }

    /**
     * Whether {@code prefix} can be continued to a string matching the rule (it is a viable prefix):
     * it matches, or the regex engine ran into its end while still matching.
     */
    static boolean viablePrefix(Rfc3986Rule rule, String prefix) {
        Matcher m = RULES.get(rule).matcher(prefix);
        return m.matches() || m.hitEnd();
    }

    /** Whether the rule has an oracle (every rule should). */
    static boolean covers(Rfc3986Rule rule) {
        return RULES.containsKey(rule);
    }

    /**
     * The components of a valid URI-reference by the regular expression of RFC 3986 Appendix B,
     * split further by the authority rule of §3.2: {@code [scheme, authority, userinfo, host, port,
     * path, query, fragment]}, null where absent.
     */
    static String[] components(String reference) {
        Matcher m = Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?").matcher(reference);
        if (!m.matches()) {
            throw new IllegalStateException("Appendix B regex always matches");
        }
        String authority = m.group(4);
        String userinfo = null;
        String host = null;
        String port = null;
        if (authority != null) {
            String rest = authority;
            int at = rest.indexOf('@'); // userinfo has no '@'
            if (at >= 0) {
                userinfo = rest.substring(0, at);
                rest = rest.substring(at + 1);
            }
            int hostEnd = rest.startsWith("[") ? rest.indexOf(']') + 1 : rest.indexOf(':') < 0 ? rest.length()
                    : rest.indexOf(':');
            host = rest.substring(0, hostEnd);
            port = hostEnd < rest.length() ? rest.substring(hostEnd + 1) : null;
        }
        return new String[] {m.group(2), authority, userinfo, host, port, m.group(5), m.group(7), m.group(9)};
    }

    /** The host kind of a valid host by §3.2.2 ("first-match-wins" for IPv4address over reg-name). */
    static HostKind hostKind(String host) {
        if (host.startsWith("[v") || host.startsWith("[V")) {
            return HostKind.IPV_FUTURE;
        }
        if (host.startsWith("[")) {
            return HostKind.IPV6;
        }
        return Pattern.matches(IPV4ADDRESS, host) ? HostKind.IPV4 : HostKind.REG_NAME;
    }
}
