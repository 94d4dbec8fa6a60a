package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;

import nl.jqno.equalsverifier.EqualsVerifier;
import nl.jqno.equalsverifier.Warning;

/** {@link Iri}, {@link RelativeIriReference} and {@link IriReference}: the RFC 3987 examples, components, conversions. */
class IriTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvFileSource(resources = "rfc3987-examples.tsv", delimiter = '\t', ignoreLeadingAndTrailingWhitespace = false)
    void theRfcExamples(String operation, String input, String expected) {
        switch (operation) {
            case "toUri" -> {
                Uri uri = Iri.parse(input).toUri();
                assertThat(uri.toString()).isEqualTo(expected);
                assertThat(uri.toIri().toString()).isEqualTo(input);
            }
            case "toIri" -> assertThat(Uri.parse(input).toIri().toString()).isEqualTo(expected);
            case "equivalent" -> {
                Iri a = Iri.parse(input);
                Iri b = Iri.parse(expected);
                assertThat(a).isNotEqualTo(b);
                assertThat(a.normalize().toUri()).isEqualTo(b.normalize().toUri());
            }
            case "nfc" -> {
                Iri iri = Iri.parse(input);
                assertThat(iri.toString()).isNotEqualTo(expected);
                assertThat(iri.normalize()).isSameAs(iri);
                assertThat(Normalizer.syntaxBased().with(Normalizer.Step.NFC).normalize(iri).toString())
                        .isEqualTo(expected);
            }
            case "schemeBased" -> assertThat(Normalizer.schemeBased().normalize(Iri.parse(input)).toString())
                    .isEqualTo(expected);
            default -> throw new AssertionError(operation);
        }
    }

    @Test
    void componentsAreExactSubstringsAndAbsentIsNotEmpty() {
        Iri iri = Iri.parse("https://jürgen:pw@münchen.de:8443/straße/%C3%A4?q=ö&\uE000#teil");
        assertThat(iri.scheme()).isEqualTo("https");
        assertThat(iri.authority()).contains("jürgen:pw@münchen.de:8443");
        assertThat(iri.userinfo()).contains("jürgen:pw");
        assertThat(iri.host()).contains("münchen.de");
        assertThat(iri.hostKind()).contains(HostKind.REG_NAME);
        assertThat(iri.port()).contains("8443");
        assertThat(iri.portNumber()).hasValue(8443);
        assertThat(iri.path()).isEqualTo("/straße/%C3%A4");
        assertThat(iri.decodedPath()).isEqualTo("/straße/ä");
        assertThat(iri.pathSegments()).containsExactly("straße", "%C3%A4");
        assertThat(iri.decodedPathSegments()).containsExactly("straße", "ä");
        assertThat(iri.query()).contains("q=ö&\uE000");
        assertThat(iri.fragment()).contains("teil");
        assertThat(iri.hasScheme("HTTPS")).isTrue();
        assertThat(iri.isAbsoluteIri()).isFalse();
        assertThat(iri.withoutFragment().toString()).isEqualTo("https://jürgen:pw@münchen.de:8443/straße/%C3%A4?q=ö&\uE000");

        Iri empty = Iri.parse("s://?#");
        assertThat(empty.host()).contains("");
        assertThat(empty.query()).contains("");
        assertThat(empty.fragment()).contains("");
        Iri none = Iri.parse("s:ü");
        assertThat(none.host()).isEmpty();
        assertThat(none.authority()).isEmpty();
        assertThat(none.query()).isEmpty();
        assertThat(none.fragment()).isEmpty();
        assertThat(none.path()).isEqualTo("ü");

        IriReference rel = IriReference.parse("//例え.jp/パス");
        assertThat(rel).isInstanceOf(RelativeIriReference.class);
        assertThat(rel.host()).contains("例え.jp");
        assertThat(((RelativeIriReference) rel).toUri().toString()).isEqualTo("//%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9");
        assertThat(IriReference.parse("http://[::1]:8/ä").hostAddress()).isPresent();
        assertThat(IriReference.parse("?a=ü&b=%C3%BC&a=2").queryParameters().all("a")).containsExactly("ü", "2");
        assertThat(IriReference.parse("?a=ü&b=%C3%BC&a=2").queryParameters().all("b")).containsExactly("ü");
        assertThat(IriReference.parse("x").queryParameters().all("a")).isEmpty();
    }

    @Test
    void everyUriIsAnIriWithTheSameComponents() {
        for (String s : List.of("http://a/b?c#d", "//h:1/p", "mailto:a@b", "?q", "", "a/b/../c", "urn:x:y",
                "http://[v1.x]/", "http://1.2.3.4:80/")) {
            UriReference u = UriReference.parse(s);
            IriReference i = IriReference.parse(s);
            assertThat(i.getClass()).isEqualTo(u instanceof Uri ? Iri.class : RelativeIriReference.class);
            assertSameComponents(u, i);
            assertThat(i.toUri()).isEqualTo(u);
            assertThat(u.toIri()).isEqualTo(i);
        }
    }

    static void assertSameComponents(UriReference u, IriReference i) {
        assertThat(i.toString()).isEqualTo(u.toString());
        assertThat(i.authority()).isEqualTo(u.authority());
        assertThat(i.userinfo()).isEqualTo(u.userinfo());
        assertThat(i.host()).isEqualTo(u.host());
        assertThat(i.hostKind()).isEqualTo(u.hostKind());
        assertThat(i.port()).isEqualTo(u.port());
        assertThat(i.path()).isEqualTo(u.path());
        assertThat(i.query()).isEqualTo(u.query());
        assertThat(i.fragment()).isEqualTo(u.fragment());
        if (u instanceof Uri uri) {
            assertThat(((Iri) i).scheme()).isEqualTo(uri.scheme());
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/%C3%A4%c3%a4              | http://a/ää
            http://a/%41%2F%25                 | http://a/%41%2F%25
            http://a/%C3                       | http://a/%C3
            http://a/%C3%A4%C3                 | http://a/ä%C3
            http://a/%C0%AF                    | http://a/%C0%AF
            http://a/%ED%A0%80                 | http://a/%ED%A0%80
            http://a/%F4%90%80%80              | http://a/%F4%90%80%80
            http://a/%EF%BF%BE                 | http://a/%EF%BF%BE
            http://a/%EE%80%80?%EE%80%80       | http://a/%EE%80%80?\uE000
            http://a/?%EE%80%80#%EE%80%80      | http://a/?\uE000#%EE%80%80
            http://a/%E2%80%8E%E2%80%8F        | http://a/%E2%80%8E%E2%80%8F
            http://a/%F0%90%8C%80              | http://a/𐌀
            http://%C3%BC@%C3%BC.de/           | http://ü@ü.de/
            http://a/%C2%9F%C2%A0              | http://a/%C2%9F\u00A0
            """)
    void uriToIriDecodesOnlyWellFormedUtf8OfAllowedCharacters(String uri, String iri) {
        Uri u = Uri.parse(uri);
        Iri i = u.toIri();
        assertThat(i.toString()).isEqualTo(iri);
        // back to the URI: the same text but for the case of decoded hex digits
        assertThat(i.toUri().toString()).isEqualToIgnoringCase(uri);
    }

    @Test
    void resolvesIrisByTheRfc3986Algorithm() {
        Iri base = Iri.parse("http://例え.jp/ä/b/c;p?q");
        assertThat(base.resolve("../ç?ü#f").toString()).isEqualTo("http://例え.jp/ä/ç?ü#f");
        assertThat(base.resolve("//ö/x").toString()).isEqualTo("http://ö/x");
        assertThat(base.resolve("").toString()).isEqualTo("http://例え.jp/ä/b/c;p?q");
        // the same as resolving the URI forms and converting back
        for (String ref : List.of("../ç", "./ü/./../é", "?ö", "#ß", "/ä/../b", "g:ü")) {
            Iri viaIri = base.resolve(ref);
            Uri viaUri = base.toUri().resolve(IriReference.parse(ref).toUri());
            assertThat(viaIri.toUri()).as(ref).isEqualTo(viaUri);
            assertThat(viaUri.toIri()).as(ref).isEqualTo(viaIri);
        }
        assertThatThrownBy(() -> base.resolve("a b")).isInstanceOf(UriSyntaxException.class);
    }

    @Test
    void normalizesCasePercentEncodingAndDotSegmentsButNotNonAsciiCase() {
        assertThat(Iri.parse("HTTP://Example.ORG/./Ä/%7e/%c3%a4/../b").normalize().toString())
                .isEqualTo("http://example.org/Ä/~/b");
        assertThat(Iri.parse("http://MÜNCHEN.de/").normalize().toString()).isEqualTo("http://mÜnchen.de/");
        assertThat(RelativeIriReference.parse("ä/./b/../ü").normalize().toString()).isEqualTo("ä/ü");
        Iri n = Iri.parse("http://a/b");
        assertThat(n.normalize()).isSameAs(n);
        // NFC per component; U+1FEF becomes '`', which IRIs have no room for: %60
        Normalizer nfc = Normalizer.of(Normalizer.Step.NFC);
        assertThat(nfc.normalize(Iri.parse("http://e\u0301.x/e\u0301?e\u0301#\u1FEF")).toString())
                .isEqualTo("http://\u00e9.x/\u00e9?\u00e9#%60");
        assertThat(nfc.normalize(Uri.parse("http://a/%41"))).isEqualTo(Uri.parse("http://a/%41"));
    }

    @Test
    void equalityIsExactTextAndIrisNeverEqualUris() {
        EqualsVerifier.forClass(Iri.class).withIgnoredFields("schemeEnd", "hostStart", "hostEnd", "hostKind",
                "pathStart", "pathEnd", "queryEnd").suppress(Warning.TRANSIENT_FIELDS).usingGetClass()
                .withNonnullFields("text").verify();
        assertThat(Iri.parse("http://a")).isNotEqualTo(Uri.parse("http://a"));
        assertThat(Iri.parse("http://a")).isEqualTo(Iri.valueOf("http://a"));
        assertThat(Iri.parse("http://a").compareTo(Iri.parse("http://b"))).isNegative();
        assertThat(IriReference.valueOf("a").equals(RelativeIriReference.valueOf("a"))).isTrue();
    }

    @Test
    void serializesAsItsText() throws Exception {
        for (IriReference ref : List.of(Iri.parse("http://ü/ä?\uE000#𐌀"), RelativeIriReference.parse("//例え.jp/"))) {
            Object back = SerializationSupport.roundTrip(ref);
            assertThat(back).isEqualTo(ref).isInstanceOf(ref.getClass());
        }
    }

    @Test
    void formsAndGrammarDispatch() {
        assertThat(Iri.check("ü")).get().extracting(ParseError::kind).isEqualTo(ErrorKind.MISSING_SCHEME);
        assertThat(RelativeIriReference.check("http://ü")).get().extracting(ParseError::kind)
                .isEqualTo(ErrorKind.COLON_IN_FIRST_SEGMENT);
        assertThat(IriReference.tryParse("http://ü/#f", ReferenceForm.ABSOLUTE_URI)).isEmpty();
        assertThat(IriReference.tryParse("http://ü/", ReferenceForm.ABSOLUTE_URI)).containsInstanceOf(Iri.class);
        assertThat(Rfc.RFC_3987.check("http://ü/")).isEmpty();
        assertThat(Rfc.RFC_3986.check("http://ü/")).isPresent();
        Optional<ParseError> e = Rfc.RFC_3987.check("http://ü/#\uE000", ReferenceForm.ANY);
        assertThat(e).get().extracting(ParseError::index).isEqualTo(10);
    }

    @Test
    void nullArgumentsAreNullPointerExceptions() {
        assertThatThrownBy(() -> Iri.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> IriReference.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> RelativeIriReference.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> IriReference.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> IriReference.check("a", null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> IriReference.tryParse("a", null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Iri.parse("a:b").resolve((IriReference) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Iri.parse("a:b").hasScheme(null)).isInstanceOf(NullPointerException.class);
    }
}
