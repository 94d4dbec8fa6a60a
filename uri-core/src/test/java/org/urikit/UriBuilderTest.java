package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.testing.UriGenerator;

class UriBuilderTest {

    @Test
    void buildsFromDecodedComponentsEncodingEachForItsComponent() {
        Uri uri = Uri.builder()
                .scheme("https")
                .decodedUserinfo("us er:p@ss")
                .decodedHost("exämple.com")
                .port(8443)
                .addDecodedPathSegment("docs")
                .addDecodedPathSegment("a b/c")
                .addQueryParameter("q", "x&y z+")
                .addQueryParameter("l", "ü")
                .decodedFragment("top #1")
                .build();
        assertThat(uri).hasToString(
                "https://us%20er:p%40ss@ex%C3%A4mple.com:8443/docs/a%20b%2Fc?q=x%26y%20z%2B&l=%C3%BC#top%20%231");
        assertThat(uri.decodedPathSegments()).containsExactly("docs", "a b/c");
        assertThat(uri.queryParameters().first("q")).contains("x&y z+");
        assertThat(uri.decodedUserinfo()).contains("us er:p@ss");
    }

    @Test
    void buildsFromEncodedComponentsAsTheyAre() {
        Uri uri = Uri.builder().scheme("http").host("[::1]").port("").path("/a%2Fb").query("").fragment("")
                .build();
        assertThat(uri).hasToString("http://[::1]:/a%2Fb?#");
        assertThat(uri.hostKind()).contains(HostKind.IPV6);
    }

    @Test
    void toBuilderRoundTripsEveryGeneratedReference() {
        for (long seed = 0; seed < 2000; seed++) {
            UriGenerator g = new UriGenerator(seed);
            Uri uri = Uri.parse(g.uri());
            assertThat(uri.toBuilder().build()).as("seed %d", seed).isEqualTo(uri);
            UriReference ref = UriReference.parse(g.relativeRef());
            assertThat(UriBuilder.from(ref).buildReference()).as("seed %d", seed).isEqualTo(ref);
        }
    }

    @Test
    void changesAndRemovesComponents() {
        Uri uri = Uri.parse("http://u@h:1/a?x#f");
        assertThat(uri.toBuilder().query("y").remove(Component.FRAGMENT).build()).hasToString("http://u@h:1/a?y");
        assertThat(uri.toBuilder().remove(Component.USERINFO).remove(Component.PORT).build()).hasToString("http://h/a?x#f");
        assertThat(uri.toBuilder().remove(Component.HOST).build()).hasToString("http:/a?x#f");
        assertThat(uri.toBuilder().remove(Component.PATH).remove(Component.QUERY).build()).hasToString("http://u@h:1#f");
        assertThat(uri.toBuilder().remove(Component.SCHEME).buildReference()).isInstanceOf(RelativeReference.class)
                .hasToString("//u@h:1/a?x#f");
        assertThatThrownBy(() -> uri.toBuilder().remove(Component.NET_LOC)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void encodesTheFirstColonOfADecodedRelativePath() {
        assertThat(Uri.builder().decodedPath("a:b/c:d").buildReference()).hasToString("a%3Ab/c:d");
        assertThat(Uri.builder().scheme("x").decodedPath("a:b").build()).hasToString("x:a:b");
        assertThatThrownBy(() -> Uri.builder().path("a:b").buildReference()).isInstanceOf(UriSyntaxException.class)
                .satisfies(e -> assertThat(((UriSyntaxException) e).error().kind())
                        .isEqualTo(ErrorKind.COLON_IN_FIRST_SEGMENT));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            scheme 1x          | SCHEME   | 0 | UNEXPECTED_CHARACTER
            host a b           | HOST     | 1 | UNEXPECTED_CHARACTER
            host [::1          | HOST     | 4 | INVALID_IPV6
            userinfo a@b       | USERINFO | 1 | UNEXPECTED_CHARACTER
            port 8a            | PORT     | 1 | UNEXPECTED_CHARACTER
            path a/b           | PATH     | 0 | UNEXPECTED_CHARACTER
            rootpath //x       | PATH     | 1 | UNEXPECTED_CHARACTER
            query a#b          | QUERY    | 1 | UNEXPECTED_CHARACTER
            fragment %zz       | FRAGMENT | 1 | INVALID_PERCENT_ENCODING
            """)
    void namesTheBadComponent(String what, Component component, int index, ErrorKind kind) {
        String[] parts = what.split(" ", 2);
        UriBuilder b = Uri.builder().scheme("http");
        switch (parts[0]) {
            case "scheme" -> b.scheme(parts[1]);
            case "host" -> b.host(parts[1]);
            case "userinfo" -> b.host("h").userinfo(parts[1]);
            case "port" -> b.host("h").port(parts[1]);
            case "path" -> b.host("h").path(parts[1]);
            case "rootpath" -> b.path(parts[1]);
            case "query" -> b.query(parts[1]);
            case "fragment" -> b.fragment(parts[1]);
            default -> throw new AssertionError(what);
        }
        assertThatThrownBy(b::build).isInstanceOf(UriSyntaxException.class).satisfies(e -> {
            ParseError error = ((UriSyntaxException) e).error();
            assertThat(error.component()).isEqualTo(component);
            assertThat(error.index()).isEqualTo(index);
            assertThat(error.kind()).isEqualTo(kind);
            assertThat(error.input()).isEqualTo(parts[1]);
            assertThat(e.getMessage()).contains(component.label());
        });
    }

    @Test
    void requiresASchemeForAUriAndAHostForUserinfoOrPort() {
        assertThatThrownBy(() -> Uri.builder().path("/a").build()).isInstanceOf(UriSyntaxException.class)
                .satisfies(e -> assertThat(((UriSyntaxException) e).error().kind()).isEqualTo(ErrorKind.MISSING_SCHEME));
        assertThatThrownBy(() -> Uri.builder().scheme("a").port(1).build()).isInstanceOf(UriSyntaxException.class)
                .satisfies(e -> assertThat(((UriSyntaxException) e).error().component()).isEqualTo(Component.HOST));
        assertThat(Uri.builder().path("/a").buildReference()).hasToString("/a");
        assertThat(Uri.builder().buildReference()).hasToString("");
    }

    @Test
    void rejectsBadArguments() {
        assertThatThrownBy(() -> Uri.builder().port(65536)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Uri.builder().port(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Uri.builder().query(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Uri.builder().decodedPath("\uDC00")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UriBuilder.from(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void describesItself() {
        assertThat(Uri.builder().scheme("a").path("b")).hasToString("a:b");
        assertThat(Uri.builder().scheme("a").host("b c").toString()).startsWith("UriBuilder[").contains("host");
    }
}
