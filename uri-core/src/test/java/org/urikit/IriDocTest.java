package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.urikit.idna.Uts46;
import org.urikit.testing.DocSnippets;

/**
 * The code of docs/IRI.md is the code of this class: each {@code java} block below a
 * {@code <!-- snippet:source NAME -->} marker equals the region between {@code // [snippet NAME]}
 * and {@code // [/snippet]} here, and the tests run those regions.
 */
class IriDocTest {
    private static final Path PAGE = Path.of("../docs/IRI.md");
    private static final Path SOURCE = Path.of("src/test/java/org/urikit/IriDocTest.java");

    @Test
    void parsing() {
        // [snippet parsing]
        Iri iri = Iri.parse("https://münchen.de/straße?q=ä#teil");
        assertThat(iri.host()).contains("münchen.de");
        assertThat(iri.path()).isEqualTo("/straße");
        assertThat(iri.query()).contains("q=ä");
        assertThat(iri.toString()).isEqualTo("https://münchen.de/straße?q=ä#teil");

        IriReference ref = IriReference.parse("//例え.jp/パス");
        assertThat(ref).isInstanceOf(RelativeIriReference.class);

        // RFC 3986 rejects what RFC 3987 accepts; the same ParseError structure either way
        assertThat(UriReference.check("https://9m.no/拠傅")).isPresent();
        assertThat(IriReference.check("https://9m.no/拠傅")).isEmpty();
        ParseError e = IriReference.check("http://a/#\uE000").orElseThrow();
        assertThat(e.index()).isEqualTo(10);
        assertThat(e.rule()).isEqualTo("ifragment");
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_3987);
        assertThat(e.message()).isEqualTo("invalid character '\uE000' (U+E000) in fragment at index 10 (RFC 3987 ifragment)");
        // [/snippet]
    }

    @Test
    void conversions() {
        // [snippet conversions]
        Iri iri = Iri.parse("http://résumé.example.org/ros%09é");
        Uri uri = iri.toUri();
        assertThat(uri.toString()).isEqualTo("http://r%C3%A9sum%C3%A9.example.org/ros%09%C3%A9");
        assertThat(uri.toIri()).isEqualTo(iri);

        // URI to IRI decodes only UTF-8 of characters an IRI may hold where they stand
        assertThat(Uri.parse("http://www.example.org/D%C3%BCrst").toIri().toString())
                .isEqualTo("http://www.example.org/Dürst");
        assertThat(Uri.parse("http://www.example.org/D%FCrst").toIri().toString())
                .isEqualTo("http://www.example.org/D%FCrst");          // not UTF-8
        assertThat(Uri.parse("http://a/%41%2F%E2%80%AE").toIri().toString())
                .isEqualTo("http://a/%41%2F%E2%80%AE");                // ASCII, and U+202E (RFC 3987 §4.1)
        // [/snippet]
    }

    @Test
    void resolutionAndNormalization() {
        // [snippet resolution]
        Iri base = Iri.parse("http://例え.jp/a/b/c");
        assertThat(base.resolve("../ç?ü").toString()).isEqualTo("http://例え.jp/a/ç?ü");

        assertThat(Iri.parse("HTTP://Example.ORG/./ä/%7e").normalize().toString())
                .isEqualTo("http://example.org/ä/~");
        Normalizer withNfc = Normalizer.syntaxBased().with(Normalizer.Step.NFC);
        assertThat(withNfc.normalize(Iri.parse("http://a/re\u0301sume\u0301")).toString())
                .isEqualTo("http://a/r\u00e9sum\u00e9");
        // [/snippet]
        assertThatThrownBy(() -> base.resolve("a b")).isInstanceOf(UriSyntaxException.class);
    }

    @Test
    void idnHosts() {
        // [snippet idn]
        Iri iri = Iri.parse("http://résumé.example.org/ü");
        assertThat(iri.toUri().toString()).isEqualTo("http://r%C3%A9sum%C3%A9.example.org/%C3%BC");
        assertThat(iri.toUri(Uts46.strict()).toString()).isEqualTo("http://xn--rsum-bpad.example.org/%C3%BC");
        assertThat(Normalizer.iri().normalize(Iri.parse("HTTP://XN--RSUM-BPAD.Example.org/re\u0301sume\u0301")))
                .hasToString("http://résumé.example.org/résumé");
        // [/snippet]
    }

    static Map<String, String> regions() throws IOException {
        Map<String, String> regions = new LinkedHashMap<>();
        DocSnippets.readRegions(SOURCE, "", regions);
        return regions;
    }

    @Test
    void everyBlockOfThePageIsTestedCode() throws IOException {
        DocSnippets.assertPageShowsExactly(PAGE, "docs/IRI.md", regions());
    }
}
