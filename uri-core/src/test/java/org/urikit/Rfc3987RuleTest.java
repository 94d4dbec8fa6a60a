package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@link Rfc3987Rule}, compared with an independent oracle ({@link Rfc3987Oracle}) written
 * from the RFC 3987 §2.2 ABNF: per place in a reference with probe characters at every range
 * boundary of {@code ucschar} and {@code iprivate}, per rule, on generated strings and on the
 * one-character mutants of valid IRIs.
 */
class Rfc3987RuleTest {

    /** Code points on both sides of every boundary of ucschar and iprivate, and surrogate cases. */
    static final int[] BOUNDARY_CODE_POINTS = {0x7F, 0x80, 0x9F, 0xA0, 0xE9, 0xFF, 0x100, 0x202E, 0x3000, 0xD7FF,
        0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFEFF, 0xFFEF, 0xFFF0, 0xFFFD, 0xFFFE, 0xFFFF,
        0x10000, 0x10300, 0x1F600, 0x1FFFD, 0x1FFFE, 0x1FFFF, 0x20000, 0x2FFFD, 0x2FFFE, 0x30000, 0x9FFFD,
        0xDFFFD, 0xDFFFE, 0xE0000, 0xE0001, 0xE0FFF, 0xE1000, 0xEFFFD, 0xEFFFE, 0xEFFFF, 0xF0000, 0xFFFFD, 0xFFFFE,
        0x100000, 0x10FFFD, 0x10FFFE, 0x10FFFF};

    /** Every ASCII character, the boundary code points, unpaired and reversed surrogates. */
    static List<String> probeCharacters() {
        List<String> out = new ArrayList<>(Rfc3986RuleTest.probeCharacters());
        for (int cp : BOUNDARY_CODE_POINTS) {
            out.add(new String(Character.toChars(cp)));
        }
        out.addAll(List.of("\ud800", "\udbff", "\udc00", "\udfff", "\ude00\ud83d", "\ud83da", "\ud800\ud800"));
        return out;
    }

    static Stream<Arguments> templates() {
        return Rfc3986RuleTest.TEMPLATES.stream().map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("templates")
    void acceptsExactlyTheCharactersTheAbnfAllowsInEachPlace(String template) {
        for (String c : probeCharacters()) {
            assertAgreesWithOracle(template.replace("§", c));
            assertAgreesWithOracle(template.replace("§", c + c));
            assertAgreesWithOracle(template.replace("§", c + "4a"));
        }
    }

    static void assertAgreesWithOracle(String input) {
        String what = "input \"" + Rfc3986RuleTest.escape(input) + "\"";
        boolean reference = Rfc3987Oracle.matches(Rfc3987Rule.IRI_REFERENCE, input);
        assertShape(input, IriReference.check(input), reference, what + " as IRI-reference");
        assertShape(input, Iri.check(input), Rfc3987Oracle.matches(Rfc3987Rule.IRI, input), what + " as IRI");
        assertShape(input, Rfc.RFC_3987.check(input, ReferenceForm.ABSOLUTE_URI),
                Rfc3987Oracle.matches(Rfc3987Rule.ABSOLUTE_IRI, input), what + " as absolute-IRI");
        assertShape(input, RelativeIriReference.check(input), Rfc3987Oracle.matches(Rfc3987Rule.IRELATIVE_REF, input),
                what + " as irelative-ref");
        IriReference.check(input).ifPresent(e -> assertThat(
                Rfc3987Oracle.viablePrefix(Rfc3987Rule.IRI_REFERENCE, input.substring(0, e.index())))
                .as("%s: error at %d lies past the first bad character: %s", what, e.index(), e).isTrue());
        if (reference) {
            IriReference ref = IriReference.parse(input);
            assertThat(ref.toString()).isEqualTo(input);
            assertThat(IriReference.tryParse(input, ReferenceForm.ANY)).contains(ref);
        } else {
            assertThatThrownBy(() -> IriReference.parse(input)).as(what).isInstanceOf(UriSyntaxException.class);
            assertThat(IriReference.tryParse(input, ReferenceForm.ANY)).isEmpty();
        }
        // every RFC 3986 URI reference is an IRI reference
        if (UriReference.check(input).isEmpty()) {
            assertThat(reference).as(what + " is a URI-reference").isTrue();
        }
    }

    static void assertShape(String input, Optional<ParseError> error, boolean oracleAccepts, String what) {
        assertThat(error.isEmpty()).as(what + " accepted? error=" + error).isEqualTo(oracleAccepts);
        error.ifPresent(e -> {
            assertThat(e.index()).as(what).isBetween(0, input.length());
            assertThat(e.input()).isSameAs(input);
            assertThat(e.grammar()).isEqualTo(Rfc.RFC_3987);
            assertThat(Rfc3987Rule.forName(e.rule())).as(what + " rule " + e.rule()).isPresent();
            // an index never splits a surrogate pair
            assertThat(e.index() > 0 && e.index() < input.length() && Character.isLowSurrogate(input.charAt(e.index()))
                    && Character.isHighSurrogate(input.charAt(e.index() - 1))).as(what + " " + e).isFalse();
        });
    }

    /** A valid sample per rule; the probe goes at '§'. */
    static Stream<Arguments> ruleSamples() {
        return Stream.of(
                Arguments.of(Rfc3987Rule.IRI_REFERENCE, "s://u@h:1/p§q?q#f"),
                Arguments.of(Rfc3987Rule.IRI, "s:/p§q?q#f"),
                Arguments.of(Rfc3987Rule.ABSOLUTE_IRI, "s:/p?q§r"),
                Arguments.of(Rfc3987Rule.IRELATIVE_REF, "a§b?q#f"),
                Arguments.of(Rfc3987Rule.SCHEME, "a§b"),
                Arguments.of(Rfc3987Rule.IAUTHORITY, "u§v@h:8"),
                Arguments.of(Rfc3987Rule.IAUTHORITY, "h§i:8"),
                Arguments.of(Rfc3987Rule.IAUTHORITY, "h:8§0"),
                Arguments.of(Rfc3987Rule.IUSERINFO, "u§v"),
                Arguments.of(Rfc3987Rule.IHOST, "h§i"),
                Arguments.of(Rfc3987Rule.IHOST, "[::§1]"),
                Arguments.of(Rfc3987Rule.PORT, "8§0"),
                Arguments.of(Rfc3987Rule.IP_LITERAL, "[v1.x§]"),
                Arguments.of(Rfc3987Rule.IPV4_ADDRESS, "1.2.3§.4"),
                Arguments.of(Rfc3987Rule.IPV6_ADDRESS, "1:2::§3"),
                Arguments.of(Rfc3987Rule.IPVFUTURE, "v1.a§b"),
                Arguments.of(Rfc3987Rule.DEC_OCTET, "2§5"),
                Arguments.of(Rfc3987Rule.IREG_NAME, "a§b"),
                Arguments.of(Rfc3987Rule.IPATH_ABEMPTY, "/a§b/c"),
                Arguments.of(Rfc3987Rule.IPATH_ABSOLUTE, "/§"),
                Arguments.of(Rfc3987Rule.IPATH_NOSCHEME, "a§b/c"),
                Arguments.of(Rfc3987Rule.IPATH_NOSCHEME, "a/b§c"),
                Arguments.of(Rfc3987Rule.IPATH_ROOTLESS, "§a/c"),
                Arguments.of(Rfc3987Rule.IPATH_EMPTY, "§"),
                Arguments.of(Rfc3987Rule.ISEGMENT, "a§b"),
                Arguments.of(Rfc3987Rule.ISEGMENT_NZ, "§"),
                Arguments.of(Rfc3987Rule.ISEGMENT_NZ_NC, "§"),
                Arguments.of(Rfc3987Rule.IQUERY, "a§b"),
                Arguments.of(Rfc3987Rule.IFRAGMENT, "a§b"));
    }

    @Test
    void everyRuleHasASampleAndAnOracle() {
        Set<Rfc3987Rule> sampled = EnumSet.noneOf(Rfc3987Rule.class);
        ruleSamples().forEach(a -> sampled.add((Rfc3987Rule) a.get()[0]));
        assertThat(sampled).containsExactlyInAnyOrder(Rfc3987Rule.values());
        for (Rfc3987Rule rule : Rfc3987Rule.values()) {
            assertThat(Rfc3987Oracle.covers(rule)).as(rule.name()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("ruleSamples")
    void eachRuleAcceptsExactlyTheAbnfCharactersAtEachPlace(Rfc3987Rule rule, String sample) {
        for (String c : probeCharacters()) {
            for (String probe : List.of(c, c + c, c + "0a")) {
                String input = sample.replace("§", probe);
                boolean expected = Rfc3987Oracle.matches(rule, input);
                Optional<ParseError> error = rule.check(input);
                assertThat(error.isEmpty()).as("%s on \"%s\": %s", rule, Rfc3986RuleTest.escape(input), error)
                        .isEqualTo(expected);
                assertThat(rule.matches(input)).isEqualTo(expected);
                error.ifPresent(e -> {
                    assertThat(e.index()).isBetween(0, input.length());
                    assertThat(e.grammar()).isEqualTo(Rfc.RFC_3987);
                    assertThat(Rfc3987Oracle.viablePrefix(rule, input.substring(0, e.index())))
                            .as("%s on \"%s\": %s", rule, Rfc3986RuleTest.escape(input), e).isTrue();
                });
            }
        }
    }

    @ParameterizedTest(name = "{0} \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            IRI            | http://résumé.example.org/             | true
            IRI            | https://例え.jp/パス?q=値#frag            | true
            IRI            | http://example.com/𐌀𐌁𐌂                   | true
            IRI            | http://a/?\uE000                        | true
            IRI            | http://a/#\uE000                        | false
            IRI            | http://a/\uE000                         | false
            IRI            | http://\uE000/                          | false
            IRI            | http://a/\uDB80\uDC00?x                 | false
            IRI            | http://a/?\uDB80\uDC00                  | true
            IRI            | http://a/?\uDBFF\uDFFD                  | true
            IRI            | http://a/?\uDBFF\uDFFE                  | false
            IRI            | http://a/\uFDD0                         | false
            IRI            | http://a/\uFFFD                         | false
            IRI            | http://a/\u00A0                         | true
            IRI            | http://a/\u009F                         | false
            IRI            | é:x                                     | false
            IRI            | http://[::é]/                           | false
            IRI            | http://h:8é/                            | false
            IRI            | http://a/\u202E                         | true
            irelative-ref  | ü:x                                     | false
            irelative-ref  | ü/x:y                                   | true
            iquery         | ä=\uF8FF                                | true
            ifragment      | \uF8FF                                  | false
            ihost          | münchen.de                              | true
            iuserinfo      | jürgen:pässword                         | true
            isegment-nz-nc | a:b                                     | false
            """)
    void matchesTheTable(String ruleName, String input, boolean expected) {
        Rfc3987Rule rule = Rfc3987Rule.forName(ruleName).orElseThrow();
        assertThat(Rfc3987Oracle.matches(rule, input)).as("oracle on %s \"%s\"", rule, input).isEqualTo(expected);
        assertThat(rule.matches(input)).as("%s \"%s\": %s", rule, input, rule.check(input)).isEqualTo(expected);
        assertThat(IriReference.check(input, rule).isEmpty()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "\"{0}\" -> {1} {2} {3} {4}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/\uD800x          | 9  | UNEXPECTED_CHARACTER     | PATH     | ipath-abempty
            http://a/x\uDC00          | 10 | UNEXPECTED_CHARACTER     | PATH     | ipath-abempty
            http://h\uE000/           | 8  | UNEXPECTED_CHARACTER     | HOST     | ireg-name
            http://a/#\uDB80\uDC00    | 10 | UNEXPECTED_CHARACTER     | FRAGMENT | ifragment
            http://a/ü%4G             | 12 | INVALID_PERCENT_ENCODING | PATH     | ipath-abempty
            ü:x                       | 1  | COLON_IN_FIRST_SEGMENT   | PATH     | ipath-noscheme
            http://ü:8ü/              | 10 | UNEXPECTED_CHARACTER     | PORT     | port
            http://[::ü]/             | 10 | INVALID_IPV6             | HOST     | IP-literal
            é:x                       | 1  | COLON_IN_FIRST_SEGMENT   | PATH     | ipath-noscheme
            """)
    void reportsTheIndexKindComponentAndRule(String input, int index, ErrorKind kind, Component component,
            String rule) {
        ParseError e = IriReference.check(input).orElseThrow();
        assertThat(e.index()).isEqualTo(index);
        assertThat(e.kind()).isEqualTo(kind);
        assertThat(e.component()).isEqualTo(component);
        assertThat(e.rule()).isEqualTo(rule);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_3987);
        assertThat(e.message()).contains("at index " + index).endsWith("(RFC 3987 " + rule + ")");
        assertThatThrownBy(() -> IriReference.parse(input)).isInstanceOf(UriSyntaxException.class)
                .extracting(t -> ((UriSyntaxException) t).error()).isEqualTo(e);
    }

    @Test
    void ruleNamesAreTheAbnfNamesAndCaseInsensitive() {
        for (Rfc3987Rule rule : Rfc3987Rule.values()) {
            assertThat(Rfc3987Rule.forName(rule.abnfName())).contains(rule);
            assertThat(Rfc3987Rule.forName(rule.abnfName().toUpperCase(java.util.Locale.ROOT))).contains(rule);
        }
        assertThat(Rfc3987Rule.forName("reg-name")).isEmpty();
        assertThat(Rfc.of("3987")).isEqualTo(Rfc.RFC_3987);
        assertThat(Rfc.of("RFC 3987")).isEqualTo(Rfc.RFC_3987);
    }

    @ParameterizedTest
    @EnumSource(Rfc3987Rule.class)
    void nullInputIsANullPointerException(Rfc3987Rule rule) {
        assertThatThrownBy(() -> rule.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> rule.matches(null)).isInstanceOf(NullPointerException.class);
    }

    // ---------------------------------------------------------------------------------------------
    // Generated inputs: RFC 3986 references near the language with non-ASCII characters mixed in

    /** A reference from {@link ReferenceGenerator} with a few characters replaced or inserted. */
    static String generated(ReferenceGenerator gen, Random random, int n) {
        String base = n % 2 == 0 ? gen.next() : gen.nextPiece();
        StringBuilder sb = new StringBuilder(base);
        int edits = random.nextInt(4);
        for (int k = 0; k < edits; k++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length() + 1);
            int cp = BOUNDARY_CODE_POINTS[random.nextInt(BOUNDARY_CODE_POINTS.length)];
            String s = random.nextInt(10) == 0 ? String.valueOf((char) (0xD800 + random.nextInt(0x800)))
                    : new String(Character.toChars(cp));
            if (random.nextBoolean() && at < sb.length() && !Character.isSurrogate(sb.charAt(at))) {
                sb.replace(at, at + 1, s);
            } else if (at == 0 || !Character.isHighSurrogate(sb.charAt(at - 1))) {
                sb.insert(at, s);
            }
        }
        return sb.toString();
    }

    @Test
    void agreesWithTheOracleOnGeneratedInputs() {
        long seed = Long.getLong("urikit.seed", 0x3987L);
        ReferenceGenerator gen = new ReferenceGenerator(seed);
        Random random = new Random(seed);
        int cases = Integer.getInteger("urikit.cases", 8_000);
        int accepted = 0;
        for (int n = 0; n < cases; n++) {
            String input = generated(gen, random, n);
            for (Rfc3987Rule rule : Rfc3987Rule.values()) {
                boolean expected = Rfc3987Oracle.matches(rule, input);
                Optional<ParseError> error = rule.check(input);
                if (error.isEmpty() != expected) {
                    fail("seed " + seed + ", case " + n + ": " + rule + " on \"" + Rfc3986RuleTest.escape(input)
                            + "\": oracle says " + expected + ", parser says " + error);
                }
                if (error.isPresent() && !Rfc3987Oracle.viablePrefix(rule, input.substring(0, error.get().index()))) {
                    fail("seed " + seed + ", case " + n + ": " + rule + " on \"" + Rfc3986RuleTest.escape(input)
                            + "\": error past the first bad character: " + error.get());
                }
            }
            if (Rfc3987Oracle.matches(Rfc3987Rule.IRI_REFERENCE, input)) {
                accepted++;
                assertThat(IriReference.parse(input).toString()).isEqualTo(input);
            }
        }
        assertThat(accepted).as("accepted (seed %d)", seed).isGreaterThan(cases / 10);
    }

    /** Valid IRIs; each is mutated at every position. */
    static final List<String> VALID = List.of("http://jürgen:pw@münchen.de:8080/straße/ä?q=ö&\uE000#frag",
            "//例え.jp/パス", "ü/x?y#z", "s:𐌀/𐌁?\uDB80\uDC00#𐌂", "http://[::1]/é", "a:");

    @Test
    void oneCharacterMutantsAgreeWithTheOracle() {
        List<String> replacements = new ArrayList<>(List.of("", "%", ":", "/", "?", "#", "@", "[", "]", " ", "a"));
        for (int cp : BOUNDARY_CODE_POINTS) {
            replacements.add(new String(Character.toChars(cp)));
        }
        replacements.add("\ud800");
        replacements.add("\udc00");
        int checked = 0;
        for (String valid : VALID) {
            assertThat(Rfc3987Oracle.matches(Rfc3987Rule.IRI_REFERENCE, valid)).as(valid).isTrue();
            for (int i = 0; i <= valid.length(); i++) {
                for (String r : replacements) {
                    // replace the char at i (or insert at the end), and insert before it
                    if (i < valid.length()) {
                        assertAgreesWithOracle(valid.substring(0, i) + r + valid.substring(i + 1));
                    }
                    assertAgreesWithOracle(valid.substring(0, i) + r + valid.substring(i));
                    checked += 2;
                }
            }
        }
        assertThat(checked).isGreaterThan(5_000);
    }
}
