package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@link Rfc3986Rule}, with valid and invalid cases from the RFC 3986 ABNF, compared with an
 * independent oracle ({@link Rfc3986Oracle}) written from the ABNF text.
 */
class Rfc3986RuleTest {

    /**
     * Every ASCII character, then non-ASCII ones: Latin-1, controls, lone surrogates, a pair, BOM,
     * line separators, and characters whose low byte or low seven bits are an allowed ASCII
     * character ('a', ':', '/', '0'), which a parser's table indexed by a truncated char would admit.
     */
    static List<String> probeCharacters() {
        List<String> out = new ArrayList<>();
        for (char c = 0; c < 128; c++) {
            out.add(String.valueOf(c));
        }
        out.addAll(List.of("\u0080", "\u0085", "\u00a0", "\u00e9", "\u00ff", "\u0130", "\u2028", "\u2029", "\u200b",
                "\ufeff", "\ufffd", "\uff05", "\ud800", "\udbff", "\udc00", "\udfff", "\ud83d\ude00", "\u0100%",
                "\u0161", "\u00e1", "\u013a", "\uff2f", "\u00b0"));
        return out;
    }

    /** A template per place in a reference; '§' marks where each probe character goes. */
    static final List<String> TEMPLATES = List.of(
            "a§b:x", "§a:x", "s§:x",                                  // scheme
            "s://u§v@h/p", "s://§@h", "//a:§@h",                      // userinfo
            "s://h§o/p", "s://§", "//h§", "s://u@h§o/p", "s://§.example/",  // host (reg-name, IPv4 chars)
            "s://1.2.3§4/", "s://1.2.3.4§/", "s://10.0.0.§/",        // IPv4 near misses
            "s://h:8§0/p", "s://h:§", "//h:1§",                      // port
            "s://h/a§b", "s://h/§", "//h/a/b§/c",                    // path-abempty
            "s:/a§b", "s:/§", "/a§b", "/§",                          // path-absolute
            "s:a§b", "s:§", "s:a/b§",                                 // path-rootless
            "a§b/c", "§", "x/a§b", "./a§b",                          // path-noscheme
            "s://h/p?a§b", "?§", "s:?§/",                            // query
            "s://h/p?q#a§b", "#§", "s:#§?",                          // fragment
            "s://[::1§]/", "s://[§::1]/", "s://[1:2§:3:4:5:6:7:8]/", "s://[::1.2.3§4]/",  // IPv6
            "s://[v1.a§b]/", "s://[v1§.a]/", "s://[v§1.a]/",          // IPvFuture
            "s://[::1]§/", "s://[::1]:8§/");                         // after an IP-literal

    static Stream<Arguments> everyCharacterInEveryPlace() {
        List<Arguments> out = new ArrayList<>();
        for (String template : TEMPLATES) {
            for (String c : probeCharacters()) {
                out.add(Arguments.of(template, c));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} with U+{1}")
    @MethodSource("everyCharacterInEveryPlaceChunks")
    void acceptsExactlyTheCharactersTheAbnfAllowsInEachPlace(String template, List<String> chars) {
        for (String c : chars) {
            String input = template.replace("§", c);
            assertAllTopRulesAgreeWithOracle(input);
            for (int mut = 0; mut < 2; mut++) {
                // the same character twice and followed by hex digits (percent-encoding contexts)
                String input2 = template.replace("§", mut == 0 ? c + c : c + "4a");
                assertAllTopRulesAgreeWithOracle(input2);
            }
        }
    }

    /** One parameterized case per template (all characters inside), to keep the report readable. */
    static Stream<Arguments> everyCharacterInEveryPlaceChunks() {
        return TEMPLATES.stream().map(t -> Arguments.of(t, probeCharacters()));
    }

    static void assertAllTopRulesAgreeWithOracle(String input) {
        boolean reference = Rfc3986Oracle.matches(Rfc3986Rule.URI_REFERENCE, input);
        boolean uri = Rfc3986Oracle.matches(Rfc3986Rule.URI, input);
        boolean absolute = Rfc3986Oracle.matches(Rfc3986Rule.ABSOLUTE_URI, input);
        boolean relative = Rfc3986Oracle.matches(Rfc3986Rule.RELATIVE_REF, input);
        String what = "input \"" + escape(input) + "\"";
        assertErrorShape(input, UriReference.check(input), reference, what + " as URI-reference");
        assertErrorShape(input, Uri.check(input), uri, what + " as URI");
        assertErrorShape(input, Rfc.RFC_3986.check(input, ReferenceForm.ABSOLUTE_URI), absolute, what + " as absolute-URI");
        assertErrorShape(input, RelativeReference.check(input), relative, what + " as relative-ref");
        for (Rfc3986Rule rule : List.of(Rfc3986Rule.URI_REFERENCE, Rfc3986Rule.URI, Rfc3986Rule.ABSOLUTE_URI,
                Rfc3986Rule.RELATIVE_REF)) {
            assertThat(rule.matches(input)).as(what + " " + rule).isEqualTo(Rfc3986Oracle.matches(rule, input));
        }
        UriReference.check(input).ifPresent(e -> assertThat(
                Rfc3986Oracle.viablePrefix(Rfc3986Rule.URI_REFERENCE, input.substring(0, e.index())))
                .as("%s: error at %d lies past the first bad character: %s", what, e.index(), e).isTrue());
        if (reference) {
            assertThat(UriReference.parse(input).toString()).isEqualTo(input);
        } else {
            assertThatThrownBy(() -> UriReference.parse(input)).as(what).isInstanceOf(UriSyntaxException.class);
        }
    }

    /** The check result agrees with the oracle, and an error's index lies inside the input. */
    static void assertErrorShape(String input, Optional<ParseError> error, boolean oracleAccepts, String what) {
        assertThat(error.isEmpty()).as(what + " accepted? error=" + error).isEqualTo(oracleAccepts);
        error.ifPresent(e -> {
            assertThat(e.index()).as(what).isBetween(0, input.length());
            assertThat(e.input()).isSameAs(input);
            assertThat(e.grammar()).isEqualTo(Rfc.RFC_3986);
        });
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 0x20 || c >= 0x7f) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------------------------------------
    // Every single rule: a sample value with each probe character inserted in the middle

    /** A valid sample per rule; the probe goes at '§'. */
    static Stream<Arguments> ruleSamples() {
        return Stream.of(
                Arguments.of(Rfc3986Rule.URI_REFERENCE, "s://u@h:1/p§q?q#f"),
                Arguments.of(Rfc3986Rule.URI, "s:/p§q?q#f"),
                Arguments.of(Rfc3986Rule.ABSOLUTE_URI, "s:/p?q§r"),
                Arguments.of(Rfc3986Rule.RELATIVE_REF, "a§b?q#f"),
                Arguments.of(Rfc3986Rule.SCHEME, "a§b"),
                Arguments.of(Rfc3986Rule.AUTHORITY, "u§v@h:8"),
                Arguments.of(Rfc3986Rule.AUTHORITY, "h§i:8"),
                Arguments.of(Rfc3986Rule.AUTHORITY, "h:8§0"),
                Arguments.of(Rfc3986Rule.USERINFO, "u§v"),
                Arguments.of(Rfc3986Rule.HOST, "h§i"),
                Arguments.of(Rfc3986Rule.HOST, "[::§1]"),
                Arguments.of(Rfc3986Rule.PORT, "8§0"),
                Arguments.of(Rfc3986Rule.IP_LITERAL, "[::1§]"),
                Arguments.of(Rfc3986Rule.IP_LITERAL, "[v1.x§]"),
                Arguments.of(Rfc3986Rule.IPV4_ADDRESS, "1.2.3§.4"),
                Arguments.of(Rfc3986Rule.IPV6_ADDRESS, "1:2::§3"),
                Arguments.of(Rfc3986Rule.IPV6_ADDRESS, "::ffff:1.2§.3.4"),
                Arguments.of(Rfc3986Rule.IPVFUTURE, "v1.a§b"),
                Arguments.of(Rfc3986Rule.IPVFUTURE, "v1§.ab"),
                Arguments.of(Rfc3986Rule.DEC_OCTET, "2§5"),
                Arguments.of(Rfc3986Rule.DEC_OCTET, "§"),
                Arguments.of(Rfc3986Rule.REG_NAME, "a§b"),
                Arguments.of(Rfc3986Rule.PATH_ABEMPTY, "/a§b/c"),
                Arguments.of(Rfc3986Rule.PATH_ABSOLUTE, "/a§b/c"),
                Arguments.of(Rfc3986Rule.PATH_ABSOLUTE, "/§"),
                Arguments.of(Rfc3986Rule.PATH_NOSCHEME, "a§b/c"),
                Arguments.of(Rfc3986Rule.PATH_NOSCHEME, "a/b§c"),
                Arguments.of(Rfc3986Rule.PATH_ROOTLESS, "a§b/c"),
                Arguments.of(Rfc3986Rule.PATH_EMPTY, "§"),
                Arguments.of(Rfc3986Rule.SEGMENT, "a§b"),
                Arguments.of(Rfc3986Rule.SEGMENT_NZ, "a§b"),
                Arguments.of(Rfc3986Rule.SEGMENT_NZ, "§"),
                Arguments.of(Rfc3986Rule.SEGMENT_NZ_NC, "a§b"),
                Arguments.of(Rfc3986Rule.SEGMENT_NZ_NC, "§"),
                Arguments.of(Rfc3986Rule.QUERY, "a§b"),
                Arguments.of(Rfc3986Rule.FRAGMENT, "a§b"));
    }

    @Test
    void everyRuleHasASampleAndAnOracle() {
        Set<Rfc3986Rule> sampled = EnumSet.noneOf(Rfc3986Rule.class);
        ruleSamples().forEach(a -> sampled.add((Rfc3986Rule) a.get()[0]));
        assertThat(sampled).containsExactlyInAnyOrder(Rfc3986Rule.values());
        for (Rfc3986Rule rule : Rfc3986Rule.values()) {
            assertThat(Rfc3986Oracle.covers(rule)).as(rule.name()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("ruleSamples")
    void eachRuleAcceptsExactlyTheAbnfCharactersAtEachPlace(Rfc3986Rule rule, String sample) {
        assertThat(rule.matches(sample.replace("§", "")))
                .as("the sample itself").isEqualTo(Rfc3986Oracle.matches(rule, sample.replace("§", "")));
        for (String c : probeCharacters()) {
            for (String probe : List.of(c, c + c, c + "0a")) {
                String input = sample.replace("§", probe);
                boolean expected = Rfc3986Oracle.matches(rule, input);
                Optional<ParseError> error = rule.check(input);
                assertThat(error.isEmpty()).as("%s on \"%s\": %s", rule, escape(input), error).isEqualTo(expected);
                assertThat(rule.matches(input)).isEqualTo(expected);
                error.ifPresent(e -> assertThat(e.index()).isBetween(0, input.length()));
                error.ifPresent(e -> assertThat(e.rule()).isNotBlank());
            }
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Hand-written tables: the expected verdict is written here, and the oracle must agree too

    @ParameterizedTest(name = "{0} \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # all nine IPv6address forms, with h16:h16 and with an embedded IPv4address as ls32
            IPv6address | 1:2:3:4:5:6:7:8                 | true
            IPv6address | 1:2:3:4:5:6:1.2.3.4             | true
            IPv6address | ::2:3:4:5:6:7:8                 | true
            IPv6address | ::2:3:4:5:6:1.2.3.4             | true
            IPv6address | 1::3:4:5:6:7:8                  | true
            IPv6address | ::3:4:5:6:7:8                   | true
            IPv6address | 1::3:4:5:6:1.2.3.4              | true
            IPv6address | 1:2::4:5:6:7:8                  | true
            IPv6address | 1:2::4:5:6:1.2.3.4              | true
            IPv6address | 1:2:3::5:6:7:8                  | true
            IPv6address | 1:2:3::5:6:1.2.3.4              | true
            IPv6address | 1:2:3:4::6:7:8                  | true
            IPv6address | 1:2:3:4::6:1.2.3.4              | true
            IPv6address | 1:2:3:4:5::7:8                  | true
            IPv6address | 1:2:3:4:5::1.2.3.4              | true
            IPv6address | 1:2:3:4:5:6::8                  | true
            IPv6address | 1:2:3:4:5:6:7::                 | true
            IPv6address | ::                              | true
            IPv6address | ::1                             | true
            IPv6address | 1::                             | true
            IPv6address | ::1.2.3.4                       | true
            IPv6address | ::ffff:192.0.2.128              | true
            IPv6address | FFFF:abcd:0:00:000:0000:1:2     | true
            IPv6address | fe80::                          | true
            IPv6address | 2001:db8::7                     | true
            # near misses: too many or too few groups, two '::', five hex digits, IPv4 not last
            IPv6address | 1:2:3:4:5:6:7:8:9               | false
            IPv6address | 1:2:3:4:5:6:7                   | false
            IPv6address | 1:2:3:4:5:6:7:8::               | false
            IPv6address | ::1:2:3:4:5:6:7:8               | false
            IPv6address | 1::2:3:4:5:6:7:8                | false
            IPv6address | 1:2:3:4:5:6:7::8                | false
            IPv6address | 1:2:3:4:5:6:7:1.2.3.4           | false
            IPv6address | 1:2:3:4:5:1.2.3.4               | false
            IPv6address | ::2:3:4:5:6:7:1.2.3.4           | false
            IPv6address | 1::2::3                         | false
            IPv6address | ::1::                           | false
            IPv6address | :::                             | false
            IPv6address | 12345::                         | false
            IPv6address | ::12345                         | false
            IPv6address | 1:2:3:4:5:6:7:10000             | false
            IPv6address | ::1.2.3.4:5                     | false
            IPv6address | 1.2.3.4::                       | false
            IPv6address | ::1.2.3                         | false
            IPv6address | ::1.2.3.256                     | false
            IPv6address | ::1.2.3.04                      | false
            IPv6address | :1::                            | false
            IPv6address | 1:                              | false
            IPv6address | :1                              | false
            IPv6address | 1::2:                           | false
            IPv6address | 1                               | false
            IPv6address | ''                              | false
            IPv6address | g::                             | false
            IPv6address | fe80::1%25eth0                  | false
            IPv6address | fe80::1%eth0                    | false
            # IP-literal: brackets, zone IDs (RFC 6874) are not RFC 3986
            IP-literal  | [::1]                           | true
            IP-literal  | [v1.x]                          | true
            IP-literal  | [fe80::1%25eth0]                | false
            IP-literal  | [fe80::1%eth0]                  | false
            IP-literal  | [::1                            | false
            IP-literal  | ::1]                            | false
            IP-literal  | []                              | false
            IP-literal  | [1.2.3.4]                       | false
            IP-literal  | [::1]]                          | false
            # IPvFuture
            IPvFuture   | v1.x                            | true
            IPvFuture   | V1.x                            | true
            IPvFuture   | vF.fe80::a+en1                  | true
            IPvFuture   | v1ab.!$&'()*+,;=:-._~           | true
            IPvFuture   | v.x                             | false
            IPvFuture   | v1.                             | false
            IPvFuture   | v1x                             | false
            IPvFuture   | vg.x                            | false
            IPvFuture   | v1.x/y                          | false
            IPvFuture   | v1.%41                          | false
            IPvFuture   | 1.x                             | false
            # dec-octet and IPv4address
            dec-octet   | 0                               | true
            dec-octet   | 9                               | true
            dec-octet   | 10                              | true
            dec-octet   | 99                              | true
            dec-octet   | 100                             | true
            dec-octet   | 199                             | true
            dec-octet   | 200                             | true
            dec-octet   | 249                             | true
            dec-octet   | 250                             | true
            dec-octet   | 255                             | true
            dec-octet   | 256                             | false
            dec-octet   | 260                             | false
            dec-octet   | 300                             | false
            dec-octet   | 1000                            | false
            dec-octet   | 01                              | false
            dec-octet   | 00                              | false
            dec-octet   | 001                             | false
            dec-octet   | ''                              | false
            dec-octet   | a                               | false
            dec-octet   | -1                              | false
            IPv4address | 0.0.0.0                         | true
            IPv4address | 9.10.99.100                     | true
            IPv4address | 199.200.249.250                 | true
            IPv4address | 255.255.255.255                 | true
            IPv4address | 256.0.0.0                       | false
            IPv4address | 0.0.0.256                       | false
            IPv4address | 01.0.0.0                        | false
            IPv4address | 0.0.0.00                        | false
            IPv4address | 1.2.3                           | false
            IPv4address | 1.2.3.4.                        | false
            IPv4address | 1.2.3.4.5                       | false
            IPv4address | 1..2.3                          | false
            IPv4address | .1.2.3                          | false
            IPv4address | 0x1.2.3.4                       | false
            # host and reg-name
            host        | ''                              | true
            host        | example.com                     | true
            host        | 256.256.256.256                 | true
            host        | 01.02.03.04                     | true
            host        | a_b~c-d.e                       | true
            host        | %41%42                          | true
            host        | !$&'()*+,;=                     | true
            host        | [::1]                           | true
            host        | [v1.x]                          | true
            host        | a:b                             | false
            host        | a@b                             | false
            host        | %4                              | false
            host        | %GG                             | false
            host        | [::1                            | false
            host        | [fe80::1%25eth0]                | false
            host        | a[b]                            | false
            reg-name    | ''                              | true
            reg-name    | 1.2.3.4                         | true
            reg-name    | [::1]                           | false
            # port: any number of digits, or none
            port        | ''                              | true
            port        | 0                               | true
            port        | 0080                            | true
            port        | 65536                           | true
            port        | 123456789012345678901234567890  | true
            port        | 8a                              | false
            port        | -1                              | false
            port        | +1                              | false
            # authority: empty, empty port, userinfo
            authority   | ''                              | true
            authority   | h:                              | true
            authority   | :                               | true
            authority   | @                               | true
            authority   | @:                              | true
            authority   | u:p@h:80                        | true
            authority   | u:p:q@h                         | true
            authority   | [::1]:                          | true
            authority   | [::1]:443                       | true
            authority   | h:80:90                         | false
            authority   | h:8a                            | false
            authority   | u@v@h                           | false
            authority   | [::1]x                          | false
            authority   | h/                              | false
            userinfo    | ''                              | true
            userinfo    | u:p:q                           | true
            userinfo    | u@p                             | false
            scheme      | a                               | true
            scheme      | A+b-c.9                         | true
            scheme      | 1a                              | false
            scheme      | +a                              | false
            scheme      | a_b                             | false
            scheme      | ''                              | false
            # paths: '//' paths, the colon rule of path-noscheme
            path-abempty  | ''                            | true
            path-abempty  | //                            | true
            path-abempty  | //a//b                        | true
            path-abempty  | a                             | false
            path-absolute | /                             | true
            path-absolute | /a//b                         | true
            path-absolute | //a                           | false
            path-absolute | //                            | false
            path-absolute | ''                            | false
            path-absolute | a                             | false
            path-noscheme | a                             | true
            path-noscheme | a/b:c                         | true
            path-noscheme | a//b                          | true
            path-noscheme | a:b                           | false
            path-noscheme | :                             | false
            path-noscheme | /a                            | false
            path-noscheme | ''                            | false
            path-rootless | a:b                           | true
            path-rootless | :                             | true
            path-rootless | a//                           | true
            path-rootless | /a                            | false
            path-rootless | ''                            | false
            path-empty    | ''                            | true
            path-empty    | a                             | false
            segment       | ''                            | true
            segment       | a:b@c                         | true
            segment       | a/b                           | false
            segment-nz    | ''                            | false
            segment-nz    | :                             | true
            segment-nz-nc | a@b                           | true
            segment-nz-nc | a:b                           | false
            segment-nz-nc | ''                            | false
            query         | /?:@                          | true
            query         | a#b                           | false
            fragment      | /?:@                          | true
            fragment      | a#b                           | false
            # the top-level rules
            URI-reference | ''                            | true
            URI-reference | //                            | true
            URI-reference | ///                           | true
            URI-reference | ////a                         | true
            URI-reference | ?                             | true
            URI-reference | #                             | true
            URI-reference | a:b                           | true
            URI-reference | ./a:b                         | true
            URI-reference | 1a:b                          | false
            URI-reference | #a#b                          | false
            URI              | a:                         | true
            URI              | a:#                        | true
            URI              | file:///etc                | true
            URI              | s://h:/                    | true
            URI              | //h                        | false
            URI              | :a                         | false
            absolute-URI     | a:b?c                      | true
            absolute-URI     | a:b#c                      | false
            relative-ref     | a/b                        | true
            relative-ref     | a:b                        | false
            relative-ref     | //h:80/p?q#f               | true
            """)
    void matchesTheTable(String ruleName, String input, boolean expected) {
        Rfc3986Rule rule = Rfc3986Rule.forName(ruleName).orElseThrow();
        assertThat(Rfc3986Oracle.matches(rule, input)).as("oracle on %s \"%s\"", rule, input).isEqualTo(expected);
        assertThat(rule.matches(input)).as("%s \"%s\": %s", rule, input, rule.check(input)).isEqualTo(expected);
        assertThat(UriReference.check(input, rule).isEmpty()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} has host kind {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://0.0.0.0/                 | IPV4       | 0.0.0.0
            http://255.255.255.255/         | IPV4       | 255.255.255.255
            http://9.10.99.100:80/          | IPV4       | 9.10.99.100
            http://199.200.249.250/         | IPV4       | 199.200.249.250
            http://u@1.2.3.4/               | IPV4       | 1.2.3.4
            http://256.0.0.1/               | REG_NAME   | 256.0.0.1
            http://1.2.3.256/               | REG_NAME   | 1.2.3.256
            http://01.2.3.4/                | REG_NAME   | 01.2.3.4
            http://1.2.3.00/                | REG_NAME   | 1.2.3.00
            http://1.2.3/                   | REG_NAME   | 1.2.3
            http://1.2.3.4.5/               | REG_NAME   | 1.2.3.4.5
            http://1.2.3.4./                | REG_NAME   | 1.2.3.4.
            http://u@01.2.3.4/              | REG_NAME   | 01.2.3.4
            http://example.com/             | REG_NAME   | example.com
            http:///                        | REG_NAME   | ''
            http://[::1]/                   | IPV6       | [::1]
            http://[::ffff:1.2.3.4]:8/      | IPV6       | [::ffff:1.2.3.4]
            http://u@[::1]/                 | IPV6       | [::1]
            http://[v1.x]/                  | IPV_FUTURE | [v1.x]
            http://[V1.x]/                  | IPV_FUTURE | [V1.x]
            """)
    void classifiesHosts(String input, HostKind kind, String host) {
        UriReference ref = UriReference.parse(input);
        assertThat(ref.hostKind()).contains(kind);
        assertThat(ref.host()).contains(host);
        assertThat(Rfc3986Oracle.hostKind(host)).isEqualTo(kind);
    }

    @Test
    void ruleNamesAreTheAbnfNamesAndCaseInsensitive() {
        for (Rfc3986Rule rule : Rfc3986Rule.values()) {
            assertThat(Rfc3986Rule.forName(rule.abnfName())).contains(rule);
            assertThat(Rfc3986Rule.forName(rule.abnfName().toUpperCase(java.util.Locale.ROOT))).contains(rule);
        }
        assertThat(Rfc3986Rule.values()).extracting(Rfc3986Rule::abnfName).contains("URI-reference", "URI",
                "absolute-URI", "relative-ref", "scheme", "authority", "userinfo", "host", "port", "IP-literal",
                "IPv4address", "IPv6address", "IPvFuture", "dec-octet", "reg-name", "path-abempty", "path-absolute",
                "path-noscheme", "path-rootless", "segment", "query", "fragment");
        assertThat(Rfc3986Rule.forName("no-such-rule")).isEmpty();
        assertThat(Rfc3986Rule.forName("")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Rfc3986Rule.class)
    void nullInputIsANullPointerException(Rfc3986Rule rule) {
        assertThatThrownBy(() -> rule.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> rule.matches(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void nullRuleIsANullPointerException() {
        assertThatThrownBy(() -> UriReference.check("a", null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Rfc3986Rule.forName(null)).isInstanceOf(NullPointerException.class);
    }

    // ---------------------------------------------------------------------------------------------
    // Exhaustive families: every digit string up to four digits, every IPv6 group layout

    @Test
    void decOctetAndIpv4HostsForEveryDigitStringUpToFourDigits() {
        List<String> digits = new ArrayList<>(List.of(""));
        for (int len = 1; len <= 4; len++) {
            for (int v = 0; v < (int) Math.pow(10, len); v++) {
                digits.add(String.format("%0" + len + "d", v));
            }
        }
        for (String d : digits) {
            boolean octet = Rfc3986Oracle.matches(Rfc3986Rule.DEC_OCTET, d);
            // the ABNF, read by hand: 0-255 without leading zeros
            boolean expected = !d.isEmpty() && d.length() <= 3 && Integer.parseInt(d) <= 255
                    && (d.length() == 1 || d.charAt(0) != '0');
            assertThat(octet).as("oracle on %s", d).isEqualTo(expected);
            assertThat(Rfc3986Rule.DEC_OCTET.matches(d)).as(d).isEqualTo(expected);
            String ip = "10." + d + ".0.1";
            assertThat(Rfc3986Rule.IPV4_ADDRESS.matches(ip)).as(ip).isEqualTo(expected);
            String first = d + ".1.1.1";
            assertThat(Rfc3986Rule.IPV4_ADDRESS.matches(first)).as(first).isEqualTo(expected);
            if (!d.isEmpty()) {
                assertThat(UriReference.parse("http://1.2.3." + d + "/").hostKind())
                        .contains(expected ? HostKind.IPV4 : HostKind.REG_NAME);
                assertThat(UriReference.parse("//" + d + ".0.0.0").hostKind())
                        .contains(expected ? HostKind.IPV4 : HostKind.REG_NAME);
            }
        }
    }

    @Test
    void ipv6EveryLayoutOfGroupsDoubleColonAndTail() {
        String[] groupShapes = {"1", "ab", "0c1", "FFFF", "12345"};
        String[] tails = {"", "h16", "1.2.3.4", "1.2.3", "256.1.1.1"};
        int valid = 0;
        for (int left = 0; left <= 8; left++) {
            for (int right = 0; right <= 8; right++) {
                for (boolean doubleColon : new boolean[] {true, false}) {
                    if (!doubleColon && right > 0) {
                        continue;
                    }
                    for (String tail : tails) {
                        for (int shape = 0; shape < groupShapes.length; shape++) {
                            List<String> l = new ArrayList<>();
                            List<String> r = new ArrayList<>();
                            for (int i = 0; i < left; i++) {
                                l.add(groupShapes[(shape + i) % 4]);
                            }
                            for (int i = 0; i < right; i++) {
                                r.add(groupShapes[(shape + i) % 4]);
                            }
                            if (shape == 4 && left > 0) {
                                l.set(left - 1, groupShapes[4]); // one five-digit group
                            }
                            if (!tail.isEmpty()) {
                                (doubleColon ? r : l).add(tail.equals("h16") ? "beef" : tail);
                            }
                            String addr = String.join(":", l) + (doubleColon ? "::" : "") + String.join(":", r);
                            boolean expected = Rfc3986Oracle.matches(Rfc3986Rule.IPV6_ADDRESS, addr);
                            valid += expected ? 1 : 0;
                            assertThat(Rfc3986Rule.IPV6_ADDRESS.matches(addr)).as(addr).isEqualTo(expected);
                            String uri = "http://[" + addr + "]/";
                            assertThat(UriReference.check(uri).isEmpty()).as(uri).isEqualTo(expected);
                            if (expected) {
                                assertThat(UriReference.parse(uri).hostKind()).contains(HostKind.IPV6);
                                // 8 groups in all, or fewer with "::" (an IPv4 tail counts as two)
                                int groups = l.size() + r.size() + (tail.contains(".") ? 1 : 0);
                                assertThat(doubleColon ? groups <= 7 : groups == 8).as(addr).isTrue();
                            }
                        }
                    }
                }
            }
        }
        assertThat(valid).isGreaterThan(200);
    }

    @Test
    void everyCombinationOfUserinfoHostAndPortPieces() {
        List<String> userinfos = new ArrayList<>();
        userinfos.add(null);
        userinfos.addAll(ReferenceGenerator.USERINFOS);
        List<String> ports = new ArrayList<>();
        ports.add(null);
        ports.addAll(ReferenceGenerator.PORTS);
        for (String userinfo : userinfos) {
            for (String host : ReferenceGenerator.HOSTS) {
                for (String port : ports) {
                    String authority = (userinfo == null ? "" : userinfo + "@") + host + (port == null ? "" : ":" + port);
                    assertRuleAgrees(Rfc3986Rule.AUTHORITY, authority);
                    assertRuleAgrees(Rfc3986Rule.URI_REFERENCE, "//" + authority);
                    assertRuleAgrees(Rfc3986Rule.URI, "s://" + authority + "/p");
                    assertRuleAgrees(Rfc3986Rule.URI_REFERENCE, "//" + authority + "?q#f");
                }
            }
        }
    }

    private static void assertRuleAgrees(Rfc3986Rule rule, String input) {
        boolean expected = Rfc3986Oracle.matches(rule, input);
        Optional<ParseError> error = rule.check(input);
        assertThat(error.isEmpty()).as("%s \"%s\": %s", rule, escape(input), error).isEqualTo(expected);
        error.ifPresent(e -> assertThat(Rfc3986Oracle.viablePrefix(rule, input.substring(0, e.index())))
                .as("error at %d in \"%s\" lies past the first bad character: %s", e.index(), escape(input), e)
                .isTrue());
        if (expected && rule != Rfc3986Rule.AUTHORITY) {
            assertComponentsMatchAppendixB(input, rule.name());
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Differential: seeded random inputs near the language, every rule against the oracle

    @Test
    void agreesWithTheOracleOnGeneratedInputs() {
        long seed = Long.getLong("urikit.seed", 0x3986L);
        ReferenceGenerator gen = new ReferenceGenerator(seed);
        int accepted = 0;
        int cases = Integer.getInteger("urikit.cases", 20_000);
        for (int n = 0; n < cases; n++) {
            String input = n % 2 == 0 ? gen.next() : gen.nextPiece();
            for (Rfc3986Rule rule : Rfc3986Rule.values()) {
                boolean expected = Rfc3986Oracle.matches(rule, input);
                Optional<ParseError> error = rule.check(input);
                if (error.isEmpty() != expected) {
                    fail("seed " + seed + ", case " + n + ": " + rule + " on \"" + escape(input) + "\": oracle says "
                            + expected + ", parser says " + error);
                }
                if (error.isPresent()) {
                    ParseError e = error.get();
                    if (e.index() < 0 || e.index() > input.length()) {
                        fail("seed " + seed + ": index out of range: " + e);
                    }
                    String kindProblem = kindProblem(input, e);
                    if (kindProblem != null) {
                        fail("seed " + seed + ", case " + n + ": " + rule + " on \"" + escape(input) + "\": "
                                + kindProblem + ": " + e);
                    }
                    // the error never points past the first character that makes the input unfixable
                    if (!Rfc3986Oracle.viablePrefix(rule, input.substring(0, e.index()))) {
                        fail("seed " + seed + ", case " + n + ": " + rule + " on \"" + escape(input)
                                + "\": error at " + e.index() + " but the input was already invalid before: " + e);
                    }
                }
            }
            if (Rfc3986Oracle.matches(Rfc3986Rule.URI_REFERENCE, input)) {
                accepted++;
                assertComponentsMatchAppendixB(input, "seed " + seed + ", case " + n);
            }
        }
        // the generator must produce enough valid references to be a meaningful test
        assertThat(accepted).as("accepted references (seed %d)", seed).isGreaterThan(cases / 10);
    }

    /** What is inconsistent between an error's kind and the input at its index, or null. */
    static String kindProblem(String input, ParseError e) {
        int i = e.index();
        boolean atEnd = i == input.length();
        switch (e.kind()) {
            case UNEXPECTED_END:
                return atEnd ? null : "UNEXPECTED_END before the end";
            case INVALID_PERCENT_ENCODING:
                boolean afterPercent = i >= 1 && input.charAt(i - 1) == '%'
                        || i >= 2 && input.charAt(i - 2) == '%'
                        && isHex(input.charAt(i - 1));
                boolean notHex = atEnd || !isHex(input.charAt(i));
                return afterPercent && notHex ? null : "INVALID_PERCENT_ENCODING not at a bad hex digit after '%'";
            case COLON_IN_FIRST_SEGMENT:
                return !atEnd && input.charAt(i) == ':' ? null : "COLON_IN_FIRST_SEGMENT not at a ':'";
            case UNEXPECTED_CHARACTER:
                return null; // at the end too: the end of input where a character was needed
            default:
                return null;
        }
    }

    private static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    /** Components of a valid reference equal the split by the RFC 3986 Appendix B regex. */
    static void assertComponentsMatchAppendixB(String input, String context) {
        UriReference ref = UriReference.parse(input);
        String[] c = Rfc3986Oracle.components(input);
        String what = context + ": \"" + escape(input) + "\"";
        assertThat(ref.toString()).as(what).isEqualTo(input);
        if (ref instanceof Uri uri) {
            assertThat(uri.scheme()).as(what).isEqualTo(c[0]);
        } else {
            assertThat(c[0]).as(what).isNull();
        }
        assertThat(ref.authority().orElse(null)).as(what + " authority").isEqualTo(c[1]);
        assertThat(ref.userinfo().orElse(null)).as(what + " userinfo").isEqualTo(c[2]);
        assertThat(ref.host().orElse(null)).as(what + " host").isEqualTo(c[3]);
        assertThat(ref.port().orElse(null)).as(what + " port").isEqualTo(c[4]);
        assertThat(ref.path()).as(what + " path").isEqualTo(c[5]);
        assertThat(ref.query().orElse(null)).as(what + " query").isEqualTo(c[6]);
        assertThat(ref.fragment().orElse(null)).as(what + " fragment").isEqualTo(c[7]);
        assertThat(ref.hasAuthority()).isEqualTo(c[1] != null);
        if (c[3] != null) {
            assertThat(ref.hostKind()).as(what + " host kind").contains(Rfc3986Oracle.hostKind(c[3]));
        } else {
            assertThat(ref.hostKind()).isEmpty();
        }
        assertThat(UriReference.parse(ref.toString())).isEqualTo(ref);
    }
}
