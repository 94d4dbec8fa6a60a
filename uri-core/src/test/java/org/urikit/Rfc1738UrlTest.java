package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Rfc1738UrlTest {

    /** The parts as "name=value" joined by spaces; absent parts as "name=-". */
    private static String parts(String input) {
        StringBuilder sb = new StringBuilder();
        Rfc1738Url.parse(input).parts().asMap().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k)
                .append('=').append(v.map(Object::toString).orElse("-")));
        return sb.toString();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        http://example.com                          | host=example.com port=- hpath=- search=-
        http://example.com/                         | host=example.com port=- hpath= search=-
        HTTP://Example.COM:8080/a/b;c:d@e&f=g?x=1;y | host=Example.COM port=8080 hpath=a/b;c:d@e&f=g search=x=1;y
        http://10.0.0.1/%7Euser                     | host=10.0.0.1 port=- hpath=%7Euser search=-
        http://a-b.c-d.e/?                          | host=a-b.c-d.e port=- hpath= search=
        http://x1.y/a//b                            | host=x1.y port=- hpath=a//b search=-
        http://999.999.999.999:0/                   | host=999.999.999.999 port=0 hpath= search=-
        """)
    void httpurl(String input, String expected) {
        assertThat(parts(input)).isEqualTo(expected);
        assertThat(Rfc1738Url.parse(input).parts()).isInstanceOf(Rfc1738Url.Http.class);
        assertThat(Rfc1738Rule.HTTPURL.matches(input)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        ftp://ftp.example.com                          | user=- password=- host=ftp.example.com port=- fpath=- ftptype=-
        ftp://u@h/                                     | user=u password=- host=h port=- fpath= ftptype=-
        ftp://u:p@h:21/pub/a.txt;type=i                | user=u password=p host=h port=21 fpath=pub/a.txt ftptype=i
        ftp://@h/x;type=D                              | user= password=- host=h port=- fpath=x ftptype=D
        ftp://u;x?y&z=w:p;q?r&s=t@h/?:@&=/%2F          | user=u;x?y&z=w password=p;q?r&s=t host=h port=- fpath=?:@&=/%2F ftptype=-
        ftp://h/;type=a                                | user=- password=- host=h port=- fpath= ftptype=a
        """)
    void ftpurl(String input, String expected) {
        assertThat(parts(input)).isEqualTo(expected);
        assertThat(Rfc1738Url.parse(input).parts()).isInstanceOf(Rfc1738Url.Ftp.class);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        file:///etc/hosts              | host=- fpath=etc/hosts
        file://localhost/etc/hosts     | host=localhost fpath=etc/hosts
        file://vms.host.edu/disk$user/ | host=vms.host.edu fpath=disk$user/
        file:///                       | host=- fpath=
        """)
    void fileurl(String input, String expected) {
        assertThat(parts(input)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        gopher://g.example.com                      | host=g.example.com port=- gtype=- selector=- search=- gopher+_string=-
        gopher://g.example.com:70/                  | host=g.example.com port=70 gtype=- selector=- search=- gopher+_string=-
        gopher://h/1                                | host=h port=- gtype=1 selector= search=- gopher+_string=-
        gopher://h/0/docs/a.txt                     | host=h port=- gtype=0 selector=/docs/a.txt search=- gopher+_string=-
        gopher://h/7/search%09java%09+              | host=h port=- gtype=7 selector=/search search=java gopher+_string=+
        gopher://h/7%09%09                          | host=h port=- gtype=7 selector= search= gopher+_string=
        gopher://h/%41sel                           | host=h port=- gtype=%41 selector=sel search=- gopher+_string=-
        gopher://h/7x%09a%20b%09p%09q               | host=h port=- gtype=7 selector=x search=a%20b gopher+_string=p%09q
        """)
    void gopherurl(String input, String expected) {
        assertThat(parts(input)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        mailto:joe@example.com           | encoded822addr=joe@example.com
        MAILTO:a%20b@c?subject=x         | encoded822addr=a%20b@c?subject=x
        news:comp.infosystems.www        | grouppart=comp.infosystems.www group=comp.infosystems.www article=-
        news:*                           | grouppart=* group=- article=-
        news:a+b_c-d.e9                  | grouppart=a+b_c-d.e9 group=a+b_c-d.e9 article=-
        news:123.456@news.example.com    | grouppart=123.456@news.example.com group=- article=123.456@news.example.com
        news:a;b/c?d:e&f=g@h             | grouppart=a;b/c?d:e&f=g@h group=- article=a;b/c?d:e&f=g@h
        nntp://news.example.com/comp.lang | host=news.example.com port=- group=comp.lang article_number=-
        nntp://h:119/alt.test/42         | host=h port=119 group=alt.test article_number=42
        telnet://h                       | user=- password=- host=h port=-
        telnet://u:p@h.example.com:23/   | user=u password=p host=h.example.com port=23
        wais://h/db                      | host=h port=- database=db search=- wtype=- wpath=-
        wais://h:210/db?a;b:c            | host=h port=210 database=db search=a;b:c wtype=- wpath=-
        wais://h/db/TEXT/p%2Fq           | host=h port=- database=db search=- wtype=TEXT wpath=p%2Fq
        wais://h/                        | host=h port=- database= search=- wtype=- wpath=-
        """)
    void otherSchemes(String input, String expected) {
        assertThat(parts(input)).isEqualTo(expected);
    }

    @Test
    void prosperourlHasFieldspecsAsPairs() {
        Rfc1738Url url = Rfc1738Url.parse("prospero://p.example.com:1525/a/b;x=1;y=;=z");
        Rfc1738Url.Prospero p = (Rfc1738Url.Prospero) url.parts();
        assertThat(p.host()).isEqualTo("p.example.com");
        assertThat(p.port()).contains("1525");
        assertThat(p.ppath()).isEqualTo("a/b");
        assertThat(p.fieldspecs()).containsExactly(new Rfc1738Url.Fieldspec("x", "1"),
                new Rfc1738Url.Fieldspec("y", ""), new Rfc1738Url.Fieldspec("", "z"));
        assertThat(p.asMap().get("fieldspecs")).contains(List.of(List.of("x", "1"), List.of("y", ""), List.of("", "z")));
        assertThat(parts("prospero://h/")).isEqualTo("host=h port=- ppath= fieldspecs=[]");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        x-foo:anything;/?:@&=$-_.+!*'(),%20  | schemepart=anything;/?:@&=$-_.+!*'(),%20 user=- password=- host=- port=- urlpath=-
        1a+b.c:                              | schemepart= user=- password=- host=- port=- urlpath=-
        ldap://u:p@h:389/o=x?y               | schemepart=//u:p@h:389/o=x?y user=u password=p host=h port=389 urlpath=o=x?y
        z39.50r://h                          | schemepart=//h user=- password=- host=h port=- urlpath=-
        foo://a_b/c                          | schemepart=//a_b/c user=- password=- host=- port=- urlpath=-
        """)
    void otherurlIsAGenericurl(String input, String expected) {
        assertThat(parts(input)).isEqualTo(expected);
        assertThat(Rfc1738Url.parse(input).parts().rule()).isEqualTo(Rfc1738Rule.GENERICURL);
    }

    @Test
    void genericurlAcceptsAnySchemeWithXchars() {
        Rfc1738Url url = Rfc1738Url.parse("http:opaque", Rfc1738Rule.GENERICURL);
        assertThat(url.scheme()).isEqualTo("http");
        assertThat(url.schemePart()).isEqualTo("opaque");
        assertThat(Rfc1738Rule.URL.matches("http:opaque")).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        http://a_b/                 | 8  | UNEXPECTED_CHARACTER     | HOST                 | hostname
        http://[::1]/               | 7  | UNEXPECTED_CHARACTER     | HOST                 | host
        http://                     | 7  | UNEXPECTED_END           | HOST                 | host
        http://1.2.3/               | 11 | UNEXPECTED_CHARACTER     | HOST                 | toplabel
        http://a.1b/                | 9  | UNEXPECTED_CHARACTER     | HOST                 | toplabel
        http://1.2.3.4.5/           | 15 | UNEXPECTED_CHARACTER     | HOST                 | toplabel
        http://-a.b/                | 7  | UNEXPECTED_CHARACTER     | HOST                 | domainlabel
        http://a-.b/                | 8  | UNEXPECTED_CHARACTER     | HOST                 | domainlabel
        http://a.b-/                | 10 | UNEXPECTED_CHARACTER     | HOST                 | toplabel
        http://a..b/                | 9  | UNEXPECTED_CHARACTER     | HOST                 | domainlabel
        http://a.b./                | 11 | UNEXPECTED_CHARACTER     | HOST                 | toplabel
        http://h:/                  | 9  | INVALID_PORT             | PORT                 | port
        http://h:8x/                | 10 | INVALID_PORT             | PORT                 | port
        http://h?q                  | 8  | UNEXPECTED_CHARACTER     | HOST                 | hostname
        http://u@h/                 | 8  | UNEXPECTED_CHARACTER     | HOST                 | hostname
        http://h/~user              | 9  | UNEXPECTED_CHARACTER     | PATH                 | hsegment
        http://h/a#f                | 10 | UNEXPECTED_CHARACTER     | PATH                 | hsegment
        http://h/a?b?c              | 12 | UNEXPECTED_CHARACTER     | QUERY                | search
        http://h/a?b/c              | 12 | UNEXPECTED_CHARACTER     | QUERY                | search
        http://h/%4g                | 11 | INVALID_PERCENT_ENCODING | PATH                 | hsegment
        http:/h                     | 6  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | httpurl
        http:h                      | 5  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | httpurl
        ftp://h/a;type=x            | 15 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | ftptype
        ftp://h/a;type=              | 15 | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | ftptype
        ftp://h/a;type=ii           | 16 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | ftpurl
        ftp://h/a;tyPX=i            | 13 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | ftpurl
        ftp://h/a b                 | 9  | UNEXPECTED_CHARACTER     | PATH                 | fsegment
        ftp://u:p:q@h/              | 9  | UNEXPECTED_CHARACTER     | USERINFO             | password
        ftp://u/v@h/                | -1 | -                        | -                    | -
        ftp://u@v@h/                | 9  | UNEXPECTED_CHARACTER     | HOST                 | hostname
        ftp://u[@h/                 | 7  | UNEXPECTED_CHARACTER     | USERINFO             | user
        ftp://u%zz@h/               | 8  | INVALID_PERCENT_ENCODING | USERINFO             | user
        file://h                    | 8  | UNEXPECTED_END           | PATH                 | fileurl
        file://h:80/x               | 8  | UNEXPECTED_CHARACTER     | HOST                 | hostname
        file:/x                     | 6  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | fileurl
        file:///a;b                 | 9  | UNEXPECTED_CHARACTER     | PATH                 | fsegment
        gopher://h/                 | -1 | -                        | -                    | -
        gopher://h/ x               | 11 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | gtype
        gopher://h/1a b             | 13 | UNEXPECTED_CHARACTER     | PATH                 | selector
        gopher://h/1a%09b/c         | 17 | UNEXPECTED_CHARACTER     | QUERY                | search
        gopher://h/1a%09b%09c#      | 21 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | gopher+_string
        gopher://h/%zz              | 12 | INVALID_PERCENT_ENCODING | SCHEME_SPECIFIC_PART | gtype
        mailto:                     | 7  | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | encoded822addr
        mailto:a b                  | 8  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | encoded822addr
        mailto:a#b                  | 8  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | encoded822addr
        news:                       | 5  | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | grouppart
        news:1abc                   | 5  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | group
        news:a/b                    | 6  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | group
        news:**                     | 5  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | group
        news:@h                     | 5  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | group
        news:a@h_x                  | 8  | UNEXPECTED_CHARACTER     | HOST                 | hostname
        news:a@                     | 7  | UNEXPECTED_END           | HOST                 | host
        nntp://h                    | 8  | UNEXPECTED_END           | PATH                 | nntpurl
        nntp://h/                   | 9  | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | group
        nntp://h/g/                 | 11 | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | digits
        nntp://h/g/12a              | 13 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | digits
        nntp://h/g?x                | 10 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | group
        telnet://h/x                | 11 | UNEXPECTED_CHARACTER     | PATH                 | telneturl
        telnet://u:p@               | 13 | UNEXPECTED_END           | HOST                 | host
        wais://h                    | 8  | UNEXPECTED_END           | PATH                 | waisurl
        wais://h/db/t               | 13 | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | waisdoc
        wais://h/db/t/p/q           | 15 | UNEXPECTED_CHARACTER     | PATH                 | wpath
        wais://h/db;x               | 11 | UNEXPECTED_CHARACTER     | PATH                 | database
        wais://h/db?a?b             | 13 | UNEXPECTED_CHARACTER     | QUERY                | search
        wais://h/db/t;x/p           | 13 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | wtype
        prospero://h                | 12 | UNEXPECTED_END           | PATH                 | prosperourl
        prospero://h/a;b            | 16 | UNEXPECTED_END           | SCHEME_SPECIFIC_PART | fieldspec
        prospero://h/a;b=c=d        | 18 | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | fieldvalue
        prospero://h/a b            | 14 | UNEXPECTED_CHARACTER     | PATH                 | psegment
        x:a#b                       | 3  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | schemepart
        x:~                         | 2  | UNEXPECTED_CHARACTER     | SCHEME_SPECIFIC_PART | schemepart
        x:%                         | 3  | INVALID_PERCENT_ENCODING | SCHEME_SPECIFIC_PART | schemepart
        :x                          | 0  | MISSING_SCHEME           | SCHEME               | scheme
        x                           | 1  | MISSING_SCHEME           | SCHEME               | scheme
        a_b:x                       | 1  | MISSING_SCHEME           | SCHEME               | scheme
        ''                          | 0  | MISSING_SCHEME           | SCHEME               | scheme
        """)
    void rejectsWithIndexKindComponentAndRule(String input, int index, String kind, String component, String rule) {
        Optional<ParseError> e = Rfc1738Url.check(input);
        if (index < 0) {
            assertThat(e).isEmpty();
            return;
        }
        ParseError error = e.orElseThrow();
        assertThat(error.index()).isEqualTo(index);
        assertThat(error.kind()).isEqualTo(ErrorKind.valueOf(kind));
        assertThat(error.component()).isEqualTo(Component.valueOf(component));
        assertThat(error.rule()).isEqualTo(rule);
        assertThat(error.grammar()).isEqualTo(Rfc.RFC_1738);
        assertThatThrownBy(() -> Rfc1738Url.parse(input)).isInstanceOf(UriSyntaxException.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
        url         | http://h/              | true
        url         | x-y:z                  | true
        genericurl  | http:z                 | true
        genericurl  | x:#                    | false
        httpurl     | HTTP://h/              | true
        httpurl     | ftp://h/               | false
        ftpurl      | ftp://h/               | true
        fileurl     | file:///x              | true
        gopherurl   | gopher://h             | true
        mailtourl   | mailto:x               | true
        newsurl     | news:x                 | true
        nntpurl     | nntp://h/g             | true
        telneturl   | telnet://h/            | true
        waisurl     | wais://h/d             | true
        prosperourl | prospero://h/p         | true
        prosperourl | wais://h/d             | false
        """)
    void checksEachRuleByName(String rule, String input, boolean valid) {
        assertThat(Rfc1738Rule.forName(rule).orElseThrow().matches(input)).isEqualTo(valid);
    }

    @Test
    void aSchemeRuleRejectsAnotherSchemeAtIndexZero() {
        ParseError e = Rfc1738Rule.HTTPURL.check("ftp://h/").orElseThrow();
        assertThat(e.index()).isZero();
        assertThat(e.component()).isEqualTo(Component.SCHEME);
        assertThat(e.rule()).isEqualTo("httpurl");
    }

    @Test
    void rulesAreFoundBySchemeIgnoringCase() {
        assertThat(Rfc1738Rule.forScheme("GoPhEr")).contains(Rfc1738Rule.GOPHERURL);
        assertThat(Rfc1738Rule.forScheme("https")).isEmpty();
        assertThat(Rfc1738Rule.HTTPURL.scheme()).contains("http");
        assertThat(Rfc1738Rule.URL.scheme()).isEmpty();
        assertThat(Rfc1738Rule.forName("nope")).isEmpty();
    }

    @Test
    void rfcCheckDispatchesForms() {
        assertThat(Rfc.RFC_1738.check("http://h/")).isEmpty();
        assertThat(Rfc.RFC_1738.check("http://h/", ReferenceForm.URI)).isEmpty();
        assertThat(Rfc.RFC_1738.check("http://h/", ReferenceForm.ABSOLUTE_URI)).isEmpty();
        assertThat(Rfc.RFC_1738.check("http://h/#f")).isPresent();
        assertThat(Rfc.RFC_1738.check("/a", ReferenceForm.RELATIVE)).get().extracting(ParseError::index).isEqualTo(0);
        assertThat(Rfc.RFC_1738.check("", ReferenceForm.RELATIVE)).get().extracting(ParseError::kind)
                .isEqualTo(ErrorKind.UNEXPECTED_END);
    }

    @Test
    void passwordIsNotShownInMessages() {
        ParseError e = Rfc1738Url.check("ftp://u:se cret@h/").orElseThrow();
        assertThat(e.message()).doesNotContain("se cret").doesNotContain("' '");
    }

    @Test
    void valuesAreExactText() {
        Rfc1738Url a = Rfc1738Url.parse("HTTP://h/");
        assertThat(a.toString()).isEqualTo("HTTP://h/");
        assertThat(a.scheme()).isEqualTo("HTTP");
        assertThat(a).isEqualTo(Rfc1738Url.parse("HTTP://h/")).isNotEqualTo(Rfc1738Url.parse("http://h/"));
        assertThat(a).hasSameHashCodeAs(Rfc1738Url.parse("HTTP://h/"));
    }

    @Test
    void hugeAndOddInputsGiveErrorsNotExceptions() {
        assertThat(Rfc1738Url.check("http://" + "a.".repeat(100_000) + "b/")).isEmpty();
        assertThat(Rfc1738Url.check("x:" + "%".repeat(10))).isPresent();
        assertThat(Rfc1738Url.check("http://h/\uD800")).isPresent();
        assertThat(Rfc1738Url.check("gopher://h/1" + "%09".repeat(50_000))).isEmpty();
        assertThat(Rfc1738Url.check("gopher://h/1" + "%09".repeat(50_000) + "#")).isPresent();
        assertThat(Rfc1738Url.check("prospero://h/" + ";a=b".repeat(50_000))).isEmpty();
    }
}
