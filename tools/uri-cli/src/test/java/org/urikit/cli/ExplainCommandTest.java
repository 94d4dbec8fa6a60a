package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExplainCommandTest {

    @Test
    void textGivesEachStandardsVerdictWithACaretUnderEachRejection() {
        Run r = Run.args("explain", "http://example.com/~user");
        assertThat(r.out()).isEqualTo("""
                explain  http://example.com/~user
                         RFC 3986 URI-reference: accepted
                         RFC 3987 IRI-reference: accepted
                         RFC 1808 URL: rejected
                           http://example.com/~user
                                              ^
                           invalid character '~' (U+007E) in path at index 19 (RFC 1808 fsegment)
                         RFC 1738 url: rejected
                           http://example.com/~user
                                              ^
                           invalid character '~' (U+007E) in path at index 19 (RFC 1738 hsegment)
                         WHATWG URL: accepted, href http://example.com/~user
                         scheme http: accepted
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void exitsZeroOnlyWhenNoStandardRejects() {
        Run r = Run.args("explain", "http://example.com/a?b");
        assertThat(r.out()).isEqualTo("""
                explain  http://example.com/a?b
                         RFC 3986 URI-reference: accepted
                         RFC 3987 IRI-reference: accepted
                         RFC 1808 URL: accepted
                         RFC 1738 url: accepted
                         WHATWG URL: accepted, href http://example.com/a?b
                         scheme http: accepted
                """);
        assertThat(r.exit()).isZero();
    }

    @Test
    void aSchemeRuleRejectionListsItsViolations() {
        Run r = Run.args("explain", "ws://h/#f");
        assertThat(r.out()).endsWith("""
                         scheme ws: rejected
                           ws://h/#f
                                  ^
                           FORBIDDEN_COMPONENT in fragment at index 7: RFC 6455 §3: a WebSocket URI has no fragment
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void theSchemeRuleDoesNotApplyToARelativeReferenceOrAnInvalidInput() {
        assertThat(Run.args("explain", "//a").out())
                .endsWith("         scheme: not applicable: a relative reference has no scheme\n");
        assertThat(Run.args("explain", "a b").out()).endsWith(
                "         scheme: not applicable: not an RFC 3986 URI, so its scheme rule cannot be applied\n");
    }

    @Test
    void aPasswordIsMaskedUnderEveryVerdict() {
        Run r = Run.args("explain", "http://u:secret@h/#f");
        assertThat(r.out()).doesNotContain("secret").contains("           http://u:****@h/#f\n");
        Run invalid = Run.args("explain", "http://u:secret@h b/");
        assertThat(invalid.out()).doesNotContain("secret").contains("http://u:****@h b/");
        // each caret stands under its character, which the shorter mask has moved two columns left;
        // an error inside the password points at the mask
        assertThat(invalid.out()).contains("""
                         RFC 3986 URI-reference: rejected
                           http://u:****@h b/
                                          ^
                           invalid character ' ' (U+0020) in host at index 17 (RFC 3986 reg-name)
                """, """
                         RFC 1738 url: rejected
                           http://u:****@h b/
                                    ^
                """, """
                         WHATWG URL: rejected
                           http://u:****@h b/
                                         ^
                           domain-invalid-code-point in host at index 16 (WHATWG URL Standard)
                """);
    }

    @Test
    void jsonHasOneObjectPerInputWithEveryVerdict() {
        Run r = Run.of("ws://h/#f\n./x\n", "explain", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "ws://h/#f", "acceptedByAll": false, "verdicts": [\
                {"standard": "RFC 3986", "rule": "URI-reference", "status": "ACCEPTED", "reason": "accepted"}, \
                {"standard": "RFC 3987", "rule": "IRI-reference", "status": "ACCEPTED", "reason": "accepted"}, \
                {"standard": "RFC 1808", "rule": "URL", "status": "ACCEPTED", "reason": "accepted"}, \
                {"standard": "RFC 1738", "rule": "url", "status": "REJECTED", "reason": "invalid character '#' (U+0023) \
                in scheme-specific part at index 7 (RFC 1738 schemepart)", "error": {"index": 7, "kind": \
                "UNEXPECTED_CHARACTER", "component": "SCHEME_SPECIFIC_PART", "rule": "schemepart", "message": \
                "invalid character '#' (U+0023) in scheme-specific part at index 7 (RFC 1738 schemepart)"}}, \
                {"standard": "WHATWG URL", "rule": "basic URL parser", "status": "ACCEPTED", "reason": "href ws://h/#f"}, \
                {"standard": "scheme ws", "rule": "ws", "status": "REJECTED", "reason": "FORBIDDEN_COMPONENT in fragment \
                at index 7: RFC 6455 §3: a WebSocket URI has no fragment", "violations": [{"index": 7, "kind": \
                "FORBIDDEN_COMPONENT", "component": "FRAGMENT", "message": "RFC 6455 §3: a WebSocket URI has no \
                fragment"}]}]}
                {"input": "./x", "acceptedByAll": false, "verdicts": [\
                {"standard": "RFC 3986", "rule": "URI-reference", "status": "ACCEPTED", "reason": "accepted"}, \
                {"standard": "RFC 3987", "rule": "IRI-reference", "status": "ACCEPTED", "reason": "accepted"}, \
                {"standard": "RFC 1808", "rule": "URL", "status": "ACCEPTED", "reason": "accepted"}, \
                {"standard": "RFC 1738", "rule": "url", "status": "REJECTED", "reason": "missing scheme: expected a \
                scheme name and ':', found '/' (U+002F) at index 1 (RFC 1738 scheme)", "error": {"index": 1, "kind": \
                "MISSING_SCHEME", "component": "SCHEME", "rule": "scheme", "message": "missing scheme: expected a \
                scheme name and ':', found '/' (U+002F) at index 1 (RFC 1738 scheme)"}}, \
                {"standard": "WHATWG URL", "rule": "basic URL parser", "status": "NOT_APPLICABLE", "reason": "a relative \
                reference needs a base URL"}, \
                {"standard": "scheme", "rule": "", "status": "NOT_APPLICABLE", "reason": "a relative reference has no \
                scheme"}]}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void controlCharactersAndNonAsciiAreExplainedToo() {
        Run r = Run.of("http://h/\t\u00e9\n", "explain");
        assertThat(r.out()).startsWith("""
                explain  http://h/\\t\u00e9
                         RFC 3986 URI-reference: rejected
                           http://h/\\t\u00e9
                                    ^
                           invalid character U+0009 in path at index 9 (RFC 3986 path-abempty)
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void anIriIsRejectedByRfc3986AndAcceptedByRfc3987() {
        Run r = Run.args("explain", "https://münchen.de/straße");
        assertThat(r.out()).startsWith("""
                explain  https://münchen.de/straße
                         host Unicode münchen.de  ASCII xn--mnchen-3ya.de
                         RFC 3986 URI-reference: rejected
                           https://münchen.de/straße
                                    ^
                           invalid character 'ü' (U+00FC) in host at index 9 (RFC 3986 reg-name)
                         RFC 3987 IRI-reference: accepted
                """);
        assertThat(r.exit()).isEqualTo(1);
        Run bad = Run.args("explain", "--format", "json", "http://a/#\uE000");
        assertThat(bad.out()).contains("{\"standard\": \"RFC 3987\", \"rule\": \"IRI-reference\", \"status\": \"REJECTED\"")
                .contains("\"rule\": \"ifragment\"");
    }

    @Test
    void explainTakesNoGrammarOption() {
        Run r = Run.args("explain", "--rfc", "3986", "x");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("unknown option --rfc for 'uri explain'");
    }

    @Test
    void anInternationalHostIsShownInItsUnicodeAndAsciiForms() {
        Run r = Run.args("explain", "https://b%C3%BCcher.example/");
        assertThat(r.out()).startsWith("""
                explain  https://b%C3%BCcher.example/
                         host Unicode bücher.example  ASCII xn--bcher-kva.example
                         RFC 3986 URI-reference: accepted
                """);
        assertThat(Run.args("explain", "https://xn--bcher-kva.example/").out())
                .contains("         host Unicode bücher.example  ASCII xn--bcher-kva.example\n");
        // an IRI: not RFC 3986, but its host has both forms
        assertThat(Run.args("explain", "https://ｌｏｃａｌｈｏｓｔ/").out())
                .contains("         host Unicode localhost  ASCII localhost\n");
        assertThat(Run.args("explain", "https://a%E2%80%8Db.example/").out())
                .contains("         host Unicode a\\u200Db.example  ASCII none: UTS #46 errors C2\n");
        // an ignored code point: the name clients reach is shown
        assertThat(Run.args("explain", "https://127.0.0.1%CD%8F/").out())
                .contains("         host Unicode 127.0.0.1  ASCII 127.0.0.1\n");
        // the same forms: nothing to show
        assertThat(Run.args("explain", "https://Example.com/").out()).doesNotContain("host Unicode");
        assertThat(Run.args("explain", "http://example.com/a?b").out()).doesNotContain("host Unicode");
    }

    @Test
    void jsonHasTheHostFormsWhenTheyDiffer() {
        assertThat(Run.args("explain", "--format", "json", "https://b%C3%BCcher.example/").out()).startsWith(
                "{\"input\": \"https://b%C3%BCcher.example/\", \"acceptedByAll\": true, \"host\": {\"unicode\": "
                + "\"bücher.example\", \"ascii\": \"xn--bcher-kva.example\"}, \"verdicts\": [");
        assertThat(Run.args("explain", "--format", "json", "https://a%E2%80%8Db.example/").out())
                .contains("\"host\": {\"unicode\": \"a\u200db.example\", \"errors\": [\"C2\"]}");
        assertThat(Run.args("explain", "--format", "json", "https://example.com/").out()).doesNotContain("\"host\"");
    }

    @Test
    void theWhatwgVerdictShowsWhereTheStandardFailsAnInput() {
        // the block quoted in docs/WHATWG.md
        Run r = Run.args("explain", "http://h:65536/");
        assertThat(r.out()).contains("""
                         WHATWG URL: rejected
                           http://h:65536/
                                    ^
                           port-out-of-range in port at index 9 (WHATWG URL Standard)
                """);
        assertThat(r.exit()).isEqualTo(1);
        assertThat(Run.args("explain", "http://u:s3cret@h/").out()).contains(
                "WHATWG URL: accepted, href http://u:****@h/").doesNotContain("s3cret");
    }
}
