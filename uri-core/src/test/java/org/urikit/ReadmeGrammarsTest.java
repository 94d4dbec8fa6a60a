package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.scheme.SchemeRegistry;

/** The claims of docs/GRAMMARS.md ("Three grammars"), as tests. */
class ReadmeGrammarsTest {

    /** Index of the error, or -1 when accepted. */
    private static int verdict(Rfc rfc, String input) {
        return rfc.check(input).map(ParseError::index).orElse(-1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        http://example.com/~user | -1 | 19 | 19
        http://[::1]/            | -1 | 7  | 7
        http://h/a#top           | -1 | -1 | 10
        9p:x                     | 2  | -1 | -1
        http://a_b.example/      | -1 | -1 | 8
        g;x?y                    | -1 | -1 | 1
        http:opaque              | -1 | -1 | 5
        """)
    void theSameInputThreeVerdicts(String input, int rfc3986, int rfc1808, int rfc1738) {
        assertThat(verdict(Rfc.RFC_3986, input)).isEqualTo(rfc3986);
        assertThat(verdict(Rfc.RFC_1808, input)).isEqualTo(rfc1808);
        assertThat(verdict(Rfc.RFC_1738, input)).isEqualTo(rfc1738);
    }

    @Test
    void grammarExamples() {
        ParseError e = Rfc.of("1808").check("http://example.com/~user").orElseThrow();
        assertThat(e.index()).isEqualTo(19);
        assertThat(e.rule()).isEqualTo("fsegment");
        assertThat(Rfc.RFC_1738.check("http://h/a#top")).get().extracting(ParseError::index).isEqualTo(10);
        assertThat(Rfc.RFC_3986.check("9p:x", ReferenceForm.URI)).isPresent();
        assertThat(Rfc1808Rule.RELATIVE_URL.check("//a//b")).get().extracting(ParseError::index).isEqualTo(4);
    }

    @Test
    void rfc1808Example() {
        Rfc1808Url base = Rfc1808Url.parse("http://a/b/c/d;p?q#f");
        assertThat(base.scheme()).contains("http");
        assertThat(base.netLoc()).contains("a");
        assertThat(base.path()).isEqualTo("/b/c/d");
        assertThat(base.params()).contains("p");
        assertThat(base.query()).contains("q");
        assertThat(base.fragment()).contains("f");
        assertThat(base.resolve("../../../g").toString()).isEqualTo("http://a/../g");
        assertThat(base.resolve("/./g").toString()).isEqualTo("http://a/./g");
        assertThat(base.resolve("").toString()).isEqualTo("http://a/b/c/d;p?q#f");
        assertThat(base.resolve(";x").toString()).isEqualTo("http://a/b/c/d;x");
        assertThat(base.resolve("?y").toString()).isEqualTo("http://a/b/c/d;p?y");
    }

    @Test
    void rfc1738Example() {
        Rfc1738Url url = Rfc1738Url.parse("ftp://anonymous:guest@ftp.example.com/pub/a.txt;type=i");
        Rfc1738Url.Ftp ftp = (Rfc1738Url.Ftp) url.parts();
        assertThat(ftp.user()).contains("anonymous");
        assertThat(ftp.host()).isEqualTo("ftp.example.com");
        assertThat(ftp.fpath()).contains("pub/a.txt");
        assertThat(ftp.ftptype()).contains("i");
        assertThat(url.parts().asMap().keySet()).containsExactly("user", "password", "host", "port", "fpath", "ftptype");
        assertThat(Rfc1738Rule.GOPHERURL.check("gopher://h/7search%09java")).isEmpty();
        Rfc1738Url.Gopher g = (Rfc1738Url.Gopher) Rfc1738Url.parse("gopher://h/7search%09java").parts();
        assertThat(g.selector()).contains("search");
        assertThat(g.search()).contains("java");
    }

    @Test
    void registryExample() {
        SchemeRegistry registry = SchemeRegistry.standard();
        assertThat(registry.find("HTTPS").orElseThrow().defaultPort()).isEqualTo(OptionalInt.of(443));
        assertThat(registry.check(Uri.parse("ws://h/chat#x"))).extracting(Object::toString).isEqualTo(List.of(
                "FORBIDDEN_COMPONENT in fragment at index 11: RFC 6455 §3: a WebSocket URI has no fragment"));
    }
}
