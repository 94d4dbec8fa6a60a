package org.urikit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every table of {@link Rfc3986Chars}, for every char, against a slow oracle that evaluates the
 * ABNF alternations of RFC 3986 Appendix A as written in the RFC (not the production strings).
 * {@code pct-encoded} stands for the {@code '%'} bit, as {@link CharClass} documents.
 */
class Rfc3986CharsTest {

    /** Rule definitions, copied from RFC 5234 B.1 and RFC 3986 Appendix A (single-character rules only). */
    private static final Map<String, String> ABNF = Map.of(
            "ALPHA", "%x41-5A / %x61-7A",
            "DIGIT", "%x30-39",
            "HEXDIG", "DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"",
            "unreserved", "ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"",
            "gen-delims", "\":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"",
            "sub-delims", "\"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"",
            "reserved", "gen-delims / sub-delims",
            "pchar", "unreserved / pct-encoded / sub-delims / \":\" / \"@\"",
            "pct-encoded", "\"%\"");

    /**
     * The expected table contents: the repeated element of the ABNF rule each table serves, copied
     * from the rule's text in RFC 3986.
     */
    static Map<String, String> expectedTables() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("ALPHA", "ALPHA");
        m.put("DIGIT", "DIGIT");
        m.put("HEXDIG", "HEXDIG");
        m.put("UNRESERVED", "unreserved");
        m.put("GEN_DELIMS", "gen-delims");
        m.put("SUB_DELIMS", "sub-delims");
        m.put("RESERVED", "reserved");
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
        m.put("SCHEME", "ALPHA / DIGIT / \"+\" / \"-\" / \".\"");
        // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
        m.put("USERINFO_PCT", "unreserved / pct-encoded / sub-delims / \":\"");
        // reg-name = *( unreserved / pct-encoded / sub-delims )
        m.put("REG_NAME_PCT", "unreserved / pct-encoded / sub-delims");
        // the reg-name characters other than pct-encoded (the parser's fast path)
        m.put("REG_NAME", "unreserved / sub-delims");
        // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
        m.put("IPVFUTURE_TAIL", "unreserved / sub-delims / \":\"");
        m.put("PCHAR_PCT", "pchar");
        // segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
        m.put("SEGMENT_NZ_NC_PCT", "unreserved / pct-encoded / sub-delims / \"@\"");
        // path-abempty = *( "/" segment ), segment = *pchar
        m.put("PATH_PCT", "pchar / \"/\"");
        // query = *( pchar / "/" / "?" )
        m.put("QUERY_PCT", "pchar / \"/\" / \"?\"");
        // fragment = *( pchar / "/" / "?" )
        m.put("FRAGMENT_PCT", "pchar / \"/\" / \"?\"");
        return m;
    }

    /** Whether {@code c} matches the alternation {@code expr} (slow: re-reads the ABNF text each time). */
    static boolean oracle(String expr, char c) {
        for (String alt : expr.split("/(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) { // '/' outside quotes
            String a = alt.trim();
            if (a.startsWith("\"")) {
                String lit = a.substring(1, a.length() - 1);
                // ABNF quoted strings are case-insensitive (RFC 5234 §2.3)
                if (lit.length() == 1 && lit.toLowerCase(Locale.ROOT).equals(String.valueOf(c).toLowerCase(Locale.ROOT))
                        && c < 128) {
                    return true;
                }
            } else if (a.startsWith("%x")) {
                String[] range = a.substring(2).split("-");
                int lo = Integer.parseInt(range[0], 16);
                int hi = range.length > 1 ? Integer.parseInt(range[1], 16) : lo;
                if (c >= lo && c <= hi) {
                    return true;
                }
            } else {
                String def = ABNF.get(a);
                if (def == null) {
                    throw new IllegalStateException("unknown rule " + a);
                }
                if (oracle(def, c)) {
                    return true;
                }
            }
        }
        return false;
    }

    static Map<String, CharClass> productionTables() throws IllegalAccessException {
        Map<String, CharClass> out = new LinkedHashMap<>();
        for (Field f : Rfc3986Chars.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == CharClass.class) {
                out.put(f.getName(), (CharClass) f.get(null));
            }
        }
        return out;
    }

    @Test
    void everyProductionTableHasAnOracle() throws IllegalAccessException {
        assertThat(productionTables().keySet()).containsExactlyInAnyOrderElementsOf(expectedTables().keySet());
    }

    static Stream<Arguments> tables() throws IllegalAccessException {
        Map<String, CharClass> prod = productionTables();
        List<Arguments> out = new ArrayList<>();
        expectedTables().forEach((name, expr) -> out.add(Arguments.of(name, expr, prod.get(name))));
        return out.stream();
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("tables")
    void tableMatchesTheAbnfForAll128AsciiCharacters(String name, String expr, CharClass table) {
        assertThat(table).as(name).isNotNull();
        List<String> wrong = new ArrayList<>();
        for (char c = 0; c < 128; c++) {
            if (table.matches(c) != oracle(expr, c)) {
                wrong.add(String.format(Locale.ROOT, "U+%04X (table %s, ABNF %s)", (int) c, table.matches(c), !table.matches(c)));
            }
        }
        assertThat(wrong).as(name + " disagrees with the ABNF at").isEmpty();
        assertThat(table.allowsPctEncoded()).isEqualTo(expr.contains("pct-encoded") || expr.contains("pchar"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tables")
    void literalMatchesAreTheMatchesOtherThanPercent(String name, String expr, CharClass table) {
        for (char c = 0; c < 128; c++) {
            assertThat(table.matchesLiteral(c)).as("%s U+%04X", name, (int) c).isEqualTo(oracle(expr, c) && c != '%');
        }
        for (char c : new char[] {128, 0xff, 0x100, 0xd800, 0xffff}) {
            assertThat(table.matchesLiteral(c)).as("%s U+%04X", name, (int) c).isFalse();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tables")
    void noTableMatchesANonAsciiCharacter(String name, String expr, CharClass table) {
        for (int c = 128; c <= Character.MAX_VALUE; c++) {
            if (table.matches((char) c)) {
                throw new AssertionError(name + " matches U+" + Integer.toHexString(c));
            }
        }
    }

    @Test
    void theOracleItselfKnowsTheBasics() {
        // guards against an oracle that is trivially true or false
        assertThat(oracle("unreserved", '~')).isTrue();
        assertThat(oracle("unreserved", '%')).isFalse();
        assertThat(oracle("HEXDIG", 'f')).isTrue();
        assertThat(oracle("HEXDIG", 'g')).isFalse();
        assertThat(oracle("sub-delims", '\'')).isTrue();
        assertThat(oracle("pchar", '/')).isFalse();
        assertThat(oracle("pchar / \"/\"", '/')).isTrue();
        assertThat(oracle("pchar", '%')).isTrue();
        long count = 0;
        for (char c = 0; c < 128; c++) {
            count += oracle("reserved", c) ? 1 : 0;
        }
        assertThat(count).isEqualTo(18); // 7 gen-delims + 11 sub-delims
    }
}
