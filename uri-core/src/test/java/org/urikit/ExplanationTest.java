package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Explanation.Status;
import org.urikit.scheme.SchemeRegistry;

class ExplanationTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        http://example.com/a       | ACCEPTED | ACCEPTED | ACCEPTED | ACCEPTED
        http://example.com/~user   | ACCEPTED | REJECTED | REJECTED | ACCEPTED
        http://a/b;p?q#f           | ACCEPTED | ACCEPTED | REJECTED | ACCEPTED
        http://[::1]/              | ACCEPTED | REJECTED | REJECTED | ACCEPTED
        http://user@h/             | ACCEPTED | ACCEPTED | REJECTED | REJECTED
        ws://h/#x                  | ACCEPTED | ACCEPTED | REJECTED | REJECTED
        9p:x                       | REJECTED | ACCEPTED | ACCEPTED | NOT_APPLICABLE
        g;x?y                      | ACCEPTED | ACCEPTED | REJECTED | NOT_APPLICABLE
        x-unknown:y                | ACCEPTED | ACCEPTED | ACCEPTED | NOT_APPLICABLE
        ftp://h/a;type=i           | ACCEPTED | ACCEPTED | ACCEPTED | ACCEPTED
        ftp://h/a;type=x           | ACCEPTED | ACCEPTED | REJECTED | REJECTED
        http:/x                    | ACCEPTED | ACCEPTED | REJECTED | REJECTED
        'http://a b/'              | REJECTED | REJECTED | REJECTED | NOT_APPLICABLE
        """)
    void givesOneVerdictPerStandard(String input, Status rfc3986, Status rfc1808, Status rfc1738, Status scheme) {
        Explanation e = Explanation.explain(input);
        assertThat(e.input()).isEqualTo(input);
        // every input here is ASCII, where RFC 3987's IRI-reference is RFC 3986's URI-reference
        assertThat(e.verdicts()).filteredOn(v -> !v.standard().equals("WHATWG URL"))
                .extracting(Explanation.Verdict::status).containsExactly(rfc3986, rfc3986, rfc1808, rfc1738, scheme);
        assertThat(e.acceptedByAll()).isEqualTo(!e.toString().contains("rejected"));
    }

    @Test
    void rejectionsCarryIndexAndReason() {
        Explanation e = Explanation.explain("http://example.com/~user");
        Explanation.Verdict v1808 = e.verdict(Rfc.RFC_1808);
        assertThat(v1808.index()).isEqualTo(OptionalInt.of(19));
        assertThat(v1808.error()).get().extracting(ParseError::rule).isEqualTo("fsegment");
        assertThat(v1808.reason()).contains("'~'").contains("index 19");
        assertThat(e.verdict(Rfc.RFC_1738).error()).get().extracting(ParseError::rule).isEqualTo("hsegment");
        assertThat(e.verdict(Rfc.RFC_3986).accepted()).isTrue();
        assertThat(e.verdict(Rfc.RFC_3986).index()).isEmpty();
        assertThat(e.toString()).isEqualTo("""
                RFC 3986 URI-reference: accepted
                RFC 3987 IRI-reference: accepted
                RFC 1808 URL: rejected at index 19: invalid character '~' (U+007E) in path at index 19 (RFC 1808 fsegment)
                RFC 1738 url: rejected at index 19: invalid character '~' (U+007E) in path at index 19 (RFC 1738 hsegment)
                WHATWG URL: accepted, href http://example.com/~user
                scheme http: accepted
                """);
    }

    @Test
    void theWhatwgVerdictShowsHowBrowsersReadIt() {
        Explanation e = Explanation.explain("HTTP://u:s3cret@Example.COM:80/a/%2e%2e/b");
        assertThat(e.whatwgVerdict().toString()).isEqualTo("WHATWG URL: accepted, href http://u:****@example.com/b");
        assertThat(e.toString()).doesNotContain("s3cret");
        assertThat(e.whatwg()).get().extracting(WhatwgUrl::pathname).isEqualTo("/b");
        assertThat(e.whatwgFailure()).isEmpty();
        // RFC 3986 accepts it, the Standard does not
        Explanation port = Explanation.explain("http://h:65536/");
        assertThat(port.verdict(Rfc.RFC_3986).accepted()).isTrue();
        assertThat(port.whatwgVerdict().toString()).isEqualTo(
                "WHATWG URL: rejected: port-out-of-range in port at index 9 (WHATWG URL Standard)");
        assertThat(port.whatwgFailure()).contains(new WhatwgValidationError("port-out-of-range", 9, Component.PORT));
        assertThat(port.acceptedByAll()).isFalse();
        // the Standard accepts what RFC 3986 rejects, and reads another host
        assertThat(Explanation.explain("http://127.0.0.1\\@evil.com").whatwgVerdict().toString()).isEqualTo(
                "WHATWG URL: accepted, href http://127.0.0.1/@evil.com");
        // a relative reference has no reading without a base
        assertThat(Explanation.explain("../x").whatwgVerdict().status()).isEqualTo(Status.NOT_APPLICABLE);
        assertThat(Explanation.explain("a b").whatwgVerdict().status()).isEqualTo(Status.REJECTED);
    }

    @Test
    void rfc3987VerdictAcceptsIris() {
        Explanation e = Explanation.explain("https://münchen.de/straße");
        assertThat(e.verdict(Rfc.RFC_3987).accepted()).isTrue();
        assertThat(e.verdict(Rfc.RFC_3987).rule()).isEqualTo("IRI-reference");
        assertThat(e.verdict(Rfc.RFC_3986).index()).isEqualTo(OptionalInt.of(9));
        assertThat(e.verdicts().get(1).standard()).isEqualTo("RFC 3987");
        Explanation.Verdict bad = Explanation.explain("http://a/#\uE000").verdict(Rfc.RFC_3987);
        assertThat(bad.toString()).isEqualTo("RFC 3987 IRI-reference: rejected at index 10: "
                + "invalid character '\uE000' (U+E000) in fragment at index 10 (RFC 3987 ifragment)");
    }

    @Test
    void schemeVerdictListsViolations() {
        Explanation.Verdict v = Explanation.explain("HTTPS://u@h/").schemeVerdict();
        assertThat(v.standard()).isEqualTo("scheme https");
        assertThat(v.rule()).isEqualTo("https");
        assertThat(v.grammar()).isEmpty();
        assertThat(v.violations()).hasSize(1);
        assertThat(v.index()).isEqualTo(OptionalInt.of(8));
        assertThat(v.reason()).contains("RFC 9110");
        assertThat(v.toString()).startsWith("scheme https: rejected at index 8: DEPRECATED_COMPONENT in userinfo");
    }

    @Test
    void schemeVerdictIsNotApplicableWithoutARule() {
        Explanation.Verdict v = Explanation.explain("http://h/", SchemeRegistry.empty()).schemeVerdict();
        assertThat(v.status()).isEqualTo(Status.NOT_APPLICABLE);
        assertThat(v.reason()).contains("no rule for scheme \"http\"");
        assertThat(Explanation.explain("/relative").schemeVerdict().reason()).contains("relative reference");
        assertThat(Explanation.explain("\u0000").schemeVerdict().toString()).startsWith("scheme: not applicable");
    }

    @Test
    void neverThrowsForOddInputs() {
        for (String s : new String[] {"", "\uD800", "%", "#", "a:", "//", "x".repeat(100_000), "\u00e9:x"}) {
            assertThat(Explanation.explain(s).verdicts()).hasSize(6);
        }
        assertThatThrownBy(() -> Explanation.explain(null)).isInstanceOf(NullPointerException.class);
        assertThat(Explanation.explain("").verdict(Rfc.RFC_1738).error()).map(ParseError::kind)
                .isEqualTo(Optional.of(ErrorKind.MISSING_SCHEME));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        https://b%C3%BCcher.example/   | b%C3%BCcher.example   | bücher.example | xn--bcher-kva.example | true
        https://bücher.example/        | b%C3%BCcher.example   | bücher.example | xn--bcher-kva.example | true
        https://xn--bcher-kva.example/ | xn--bcher-kva.example | bücher.example | xn--bcher-kva.example | true
        https://Example.COM/           | Example.COM           | example.com    | example.com           | false
        https://ex%61mple.com/         | ex%61mple.com         | example.com    | example.com           | false
        //１２７。０。０。１/x            | %EF%BC%91%EF%BC%92%EF%BC%97%E3%80%82%EF%BC%90%E3%80%82%EF%BC%90%E3%80%82%EF%BC%91 | 127.0.0.1      | 127.0.0.1             | true
        https://127.0.0.1%CD%8F/       | 127.0.0.1%CD%8F       | 127.0.0.1      | 127.0.0.1             | true
        """)
    void hostFormsAreTheUnicodeAndAsciiFormsOfARegisteredName(String input, String host, String unicode, String ascii,
            boolean differ) {
        Explanation.HostForms f = Explanation.explain(input).hostForms().orElseThrow();
        assertThat(f.host()).isEqualTo(host);
        assertThat(f.unicode()).isEqualTo(unicode);
        assertThat(f.ascii()).isEqualTo(ascii);
        assertThat(f.errors()).isEmpty();
        assertThat(f.differ()).isEqualTo(differ);
    }

    @Test
    void hostFormsCarryTheUts46ErrorsAndExistOnlyForRegisteredNames() {
        Explanation.HostForms f = Explanation.explain("https://%CC%81a\u200d.example/").hostForms().orElseThrow();
        assertThat(f.errors()).containsExactly(org.urikit.idna.IdnaErrorCode.V6, org.urikit.idna.IdnaErrorCode.C2);
        assertThat(f.differ()).isTrue();
        for (String noName : new String[] {"https://127.0.0.1/", "https://[::1]/", "mailto:a@b", "a b", "http:///x",
            "https://a\ud800.example/", ""}) {
            assertThat(Explanation.explain(noName).hostForms()).as(noName).isEmpty();
        }
    }
}
