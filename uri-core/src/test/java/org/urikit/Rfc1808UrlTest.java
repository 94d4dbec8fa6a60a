package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Rfc1808UrlTest {

    private static Optional<String> opt(String s) {
        return s.equals("(none)") ? Optional.empty() : Optional.of(s);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', emptyValue = "", textBlock = """
        http://a/b/c/d;p?q#f  | http   | a      | /b/c/d | p      | q      | f
        ''                    | (none) | (none) | ''     | (none) | (none) | (none)
        g                     | (none) | (none) | g      | (none) | (none) | (none)
        //g                   | (none) | g      | ''     | (none) | (none) | (none)
        ///                   | (none) | ''     | /      | (none) | (none) | (none)
        ;x                    | (none) | (none) | ''     | x      | (none) | (none)
        g;x;y/z?y#s           | (none) | (none) | g      | x;y/z  | y      | s
        ?                     | (none) | (none) | ''     | (none) | ''     | (none)
        #                     | (none) | (none) | ''     | (none) | (none) | ''
        g;                    | (none) | (none) | g      | ''     | (none) | (none)
        //u:p@h:80;x?y/z      | (none) | u:p@h:80;x?y | /z | (none) | (none) | (none)
        1a+b.c-d:x            | 1a+b.c-d | (none) | x    | (none) | (none) | (none)
        HTTP://A/B            | HTTP   | A      | /B     | (none) | (none) | (none)
        mailto:a@b.c          | mailto | (none) | a@b.c  | (none) | (none) | (none)
        http://a//b           | http   | a      | //b    | (none) | (none) | (none)
        :x                    | (none) | (none) | :x     | (none) | (none) | (none)
        g?y/./x;z#s/./x       | (none) | (none) | g      | (none) | y/./x;z | s/./x
        """)
    void splitsComponentsBySection2_4(String input, String scheme, String netLoc, String path, String params,
            String query, String fragment) {
        Rfc1808Url url = Rfc1808Url.parse(input);
        assertThat(url.scheme()).isEqualTo(opt(scheme));
        assertThat(url.isAbsolute()).isEqualTo(opt(scheme).isPresent());
        assertThat(url.netLoc()).isEqualTo(opt(netLoc));
        assertThat(url.path()).isEqualTo(path);
        assertThat(url.params()).isEqualTo(opt(params));
        assertThat(url.query()).isEqualTo(opt(query));
        assertThat(url.fragment()).isEqualTo(opt(fragment));
        assertThat(url.toString()).isEqualTo(input);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        http://a/~x              | 9  | UNEXPECTED_CHARACTER     | PATH     | fsegment
        http://a/b/~x            | 11 | UNEXPECTED_CHARACTER     | PATH     | segment
        ~x                       | 0  | UNEXPECTED_CHARACTER     | PATH     | fsegment
        http://a b/              | 8  | UNEXPECTED_CHARACTER     | NET_LOC  | net_loc
        http://a/%4G             | 11 | INVALID_PERCENT_ENCODING | PATH     | fsegment
        http://a/b/%              | 12 | INVALID_PERCENT_ENCODING | PATH     | segment
        http://a/b;p{            | 12 | UNEXPECTED_CHARACTER     | PARAMS   | param
        http://a/b;%zz           | 12 | INVALID_PERCENT_ENCODING | PARAMS   | param
        http://a/b?q q           | 12 | UNEXPECTED_CHARACTER     | QUERY    | query
        http://a/b?%1            | 13 | INVALID_PERCENT_ENCODING | QUERY    | query
        http://a/b#f#            | 12 | UNEXPECTED_CHARACTER     | FRAGMENT | fragment
        http://a/b#%x1           | 12 | INVALID_PERCENT_ENCODING | FRAGMENT | fragment
        //a//b                   | 4  | UNEXPECTED_CHARACTER     | PATH     | fsegment
        ////                     | 3  | UNEXPECTED_CHARACTER     | PATH     | fsegment
        //h%2                    | 5  | INVALID_PERCENT_ENCODING | NET_LOC  | net_loc
        a[b                      | 1  | UNEXPECTED_CHARACTER     | PATH     | fsegment
        http://[::1]/            | 7  | UNEXPECTED_CHARACTER     | NET_LOC  | net_loc
        é                        | 0  | UNEXPECTED_CHARACTER     | PATH     | fsegment
        """)
    void rejectsWithIndexKindComponentAndRule(String input, int index, ErrorKind kind, Component component,
            String rule) {
        ParseError e = Rfc1808Url.check(input).orElseThrow();
        assertThat(e.index()).isEqualTo(index);
        assertThat(e.kind()).isEqualTo(kind);
        assertThat(e.component()).isEqualTo(component);
        assertThat(e.rule()).isEqualTo(rule);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_1808);
        assertThatThrownBy(() -> Rfc1808Url.parse(input)).isInstanceOf(UriSyntaxException.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
        URL          | http://a/b;p?q#f | true
        URL          | g;x?y#s          | true
        absoluteURL  | http://a/b;p?q   | true
        absoluteURL  | http://a//b      | true
        absoluteURL  | 9p:x             | true
        absoluteURL  | mailto:a@b       | true
        absoluteURL  | news:*           | true
        absoluteURL  | http://a/b#f     | false
        absoluteURL  | g;x              | false
        absoluteURL  | :x               | false
        relativeURL  | g;x?y            | true
        relativeURL  | g:h              | true
        relativeURL  | //a/b            | true
        relativeURL  | /b;p             | true
        relativeURL  | g#s              | false
        relativeURL  | //a//b           | false
        URL          | //a//b           | false
        URL          | http:/a//b       | true
        """)
    void checksEachTopRule(String rule, String input, boolean valid) {
        assertThat(Rfc1808Rule.forName(rule).orElseThrow().matches(input)).isEqualTo(valid);
    }

    @Test
    void fragmentAfterAbsoluteUrlIsReportedAtTheHash() {
        ParseError e = Rfc1808Rule.ABSOLUTE_URL.check("http://a/b#f").orElseThrow();
        assertThat(e.index()).isEqualTo(10);
        assertThat(e.rule()).isEqualTo("absoluteURL");
        ParseError m = Rfc1808Rule.ABSOLUTE_URL.check("g;x").orElseThrow();
        assertThat(m.kind()).isEqualTo(ErrorKind.MISSING_SCHEME);
        assertThat(m.index()).isEqualTo(1);
    }

    @Test
    void rfcCheckDispatchesEachForm() {
        assertThat(Rfc.RFC_1808.check("g;x#s")).isEmpty();
        assertThat(Rfc.RFC_1808.check("g;x#s", ReferenceForm.RELATIVE)).isEmpty();
        assertThat(Rfc.RFC_1808.check("http:x#s", ReferenceForm.URI)).isEmpty();
        assertThat(Rfc.RFC_1808.check("g", ReferenceForm.URI)).get().extracting(ParseError::kind)
                .isEqualTo(ErrorKind.MISSING_SCHEME);
        assertThat(Rfc.RFC_1808.check("http:x#s", ReferenceForm.ABSOLUTE_URI)).isPresent();
        assertThat(Rfc.RFC_1808.check("http://a/~", ReferenceForm.ANY)).isPresent();
        assertThat(Rfc.RFC_3986.check("http://a/~", ReferenceForm.ANY)).isEmpty();
    }

    @Test
    void resolvesAgainstABaseWithEmptyPath() {
        assertThat(Rfc1808Url.parse("http://a").resolve("g").toString()).isEqualTo("http://a/g");
        assertThat(Rfc1808Url.parse("http://a").resolve("?y").toString()).isEqualTo("http://a?y");
    }

    @Test
    void appliesNonEmptyLiterallyInSteps3And5() {
        Rfc1808Url base = Rfc1808Url.parse("http://a/b/c/d;p?q#f");
        assertThat(base.resolve("//").toString()).isEqualTo("http://a/b/c/d;p?q");
        assertThat(base.resolve("?").toString()).isEqualTo("http://a/b/c/d;p?q");
        assertThat(base.resolve(";").toString()).isEqualTo("http://a/b/c/d;p?q");
        assertThat(base.resolve(";x?y").toString()).isEqualTo("http://a/b/c/d;x?y");
        assertThat(base.resolve("///g").toString()).isEqualTo("http://a/g");
    }

    @Test
    void keepsDotSegmentsThatCannotBeRemoved() {
        assertThat(Rfc1808Url.merge("/a/b", "../../../x/..")).isEqualTo("/../../");
        assertThat(Rfc1808Url.merge("a/b", "../..")).isEqualTo("..");
        assertThat(Rfc1808Url.merge("a/b", "..")).isEqualTo("");
        assertThat(Rfc1808Url.merge("b", "../g")).isEqualTo("../g");
        assertThat(Rfc1808Url.merge("/a//b", "../../g")).isEqualTo("/g"); // an empty segment is a segment
    }

    @Test
    void aBaseWithoutSchemeIsRejected() {
        assertThatThrownBy(() -> Rfc1808Url.parse("g").resolve("h")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void equalityIsExactText() {
        assertThat(Rfc1808Url.parse("http://a/")).isEqualTo(Rfc1808Url.parse("http://a/"))
                .isNotEqualTo(Rfc1808Url.parse("HTTP://a/"));
        assertThat(Rfc1808Url.parse("http://a/")).hasSameHashCodeAs(Rfc1808Url.parse("http://a/"));
        assertThat(Rfc1808Rule.forName("nope")).isEmpty();
    }

    @Test
    void hugeAndControlInputsGiveErrorsNotExceptions() {
        assertThat(Rfc1808Url.check("a".repeat(200_000) + "\u0000")).get().extracting(ParseError::index)
                .isEqualTo(200_000);
        assertThat(Rfc1808Url.check("\uD800")).isPresent();
        assertThat(Rfc1808Url.check("/".repeat(100_000))).isPresent();
    }
}
