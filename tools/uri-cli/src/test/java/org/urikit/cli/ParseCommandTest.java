package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ParseCommandTest {

    @Test
    void textShowsEachComponentQuotedAndTheErrorWithACaret() {
        Run r = Run.args("parse", "https://user@example.com:8443/a/b?q=1#top", "http://a b/");
        assertThat(r.out()).isEqualTo("""
                valid    https://user@example.com:8443/a/b?q=1#top
                         scheme    "https"
                         userinfo  "user"
                         host      "example.com"
                         hostKind  "REG_NAME"
                         port      "8443"
                         path      "/a/b"
                         query     "q=1"
                         fragment  "top"
                invalid  http://a b/
                                 ^
                         invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void textTellsEmptyFromAbsent() {
        Run r = Run.args("parse", "http://h?");
        assertThat(r.out()).isEqualTo("""
                valid    http://h?
                         scheme    "http"
                         userinfo  (absent)
                         host      "h"
                         hostKind  "REG_NAME"
                         port      (absent)
                         path      ""
                         query     ""
                         fragment  (absent)
                """);
        assertThat(r.exit()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            https://user@example.com:8443/a/b?q=1#top | {"scheme": "https", "userinfo": "user", "host": "example.com", "hostKind": "REG_NAME", "port": "8443", "path": "/a/b", "query": "q=1", "fragment": "top"}
            http://[::1]:/                            | {"scheme": "http", "userinfo": null, "host": "[::1]", "hostKind": "IPV6", "port": "", "path": "/", "query": null, "fragment": null}
            http://h?                                 | {"scheme": "http", "userinfo": null, "host": "h", "hostKind": "REG_NAME", "port": null, "path": "", "query": "", "fragment": null}
            //192.0.2.1#                              | {"scheme": null, "userinfo": null, "host": "192.0.2.1", "hostKind": "IPV4", "port": null, "path": "", "query": null, "fragment": ""}
            //[v1.x]                                  | {"scheme": null, "userinfo": null, "host": "[v1.x]", "hostKind": "IPV_FUTURE", "port": null, "path": "", "query": null, "fragment": null}
            file:///etc/hosts                         | {"scheme": "file", "userinfo": null, "host": "", "hostKind": "REG_NAME", "port": null, "path": "/etc/hosts", "query": null, "fragment": null}
            a:b:c                                     | {"scheme": "a", "userinfo": null, "host": null, "hostKind": null, "port": null, "path": "b:c", "query": null, "fragment": null}
            ../x?y                                    | {"scheme": null, "userinfo": null, "host": null, "hostKind": null, "port": null, "path": "../x", "query": "y", "fragment": null}
            http://h:99999999999999999999/            | {"scheme": "http", "userinfo": null, "host": "h", "hostKind": "REG_NAME", "port": "99999999999999999999", "path": "/", "query": null, "fragment": null}
            """)
    void jsonHasTheExactKeysWithRawTextAndNullForAbsent(String input, String json) {
        Run r = Run.args("parse", "--format", "json", input);
        assertThat(r.out()).isEqualTo(json + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void jsonGivesTheErrorObjectForAnInvalidInput() {
        Run r = Run.args("parse", "--format", "json", "http://a b/");
        assertThat(r.out()).isEqualTo("{\"input\": \"http://a b/\", \"error\": {\"index\": 8, \"kind\": "
                + "\"UNEXPECTED_CHARACTER\", \"component\": \"HOST\", \"rule\": \"reg-name\", \"message\": "
                + "\"invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)\"}}\n");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void jsonFromStandardInputKeepsCrTabAndNonAsciiInTheInput() {
        Run r = Run.of("a\r\nb\tc\n\u00e9\n\n", "parse", "--format", "json");
        assertThat(r.out().split("\n", -1)).containsExactly(
                "{\"input\": \"a\\r\", \"error\": {\"index\": 1, \"kind\": \"UNEXPECTED_CHARACTER\", \"component\": \"PATH\", "
                        + "\"rule\": \"path-noscheme\", \"message\": \"invalid character U+000D in path at index 1 "
                        + "(RFC 3986 path-noscheme)\"}}",
                "{\"input\": \"b\\tc\", \"error\": {\"index\": 1, \"kind\": \"UNEXPECTED_CHARACTER\", \"component\": \"PATH\", "
                        + "\"rule\": \"path-noscheme\", \"message\": \"invalid character U+0009 in path at index 1 "
                        + "(RFC 3986 path-noscheme)\"}}",
                "{\"input\": \"\u00e9\", \"error\": {\"index\": 0, \"kind\": \"UNEXPECTED_CHARACTER\", \"component\": \"PATH\", "
                        + "\"rule\": \"path-noscheme\", \"message\": \"invalid character '\u00e9' (U+00E9) in path at index 0 "
                        + "(RFC 3986 path-noscheme)\"}}",
                "{\"scheme\": null, \"userinfo\": null, \"host\": null, \"hostKind\": null, \"port\": null, \"path\": \"\", "
                        + "\"query\": null, \"fragment\": null}",
                "");
        assertThat(r.exit()).isEqualTo(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            https://user@example.com:8443/a/b?q=1#top
            http://[::1]:/
            http://h?
            //192.0.2.1#
            a:b:c
            ../x?y
            """)
    void rfc3987JsonHasTheKeysOfRfc3986(String input) {
        Run iri = Run.args("parse", "--rfc", "3987", "--format", "json", input);
        Run uri = Run.args("parse", "--format", "json", input);
        assertThat(iri.out()).isEqualTo(uri.out()).startsWith("{\"scheme\": ");
        assertThat(iri.exit()).isZero();
    }

    @Test
    void rfc3987ParsesIris() {
        Run r = Run.args("parse", "--rfc", "3987", "--format", "json", "https://münchen.de/straße?q=ä#teil", "//例え.jp/パス",
                "http://a/#\uE000");
        assertThat(r.out().split("\n", -1)).containsExactly(
                "{\"scheme\": \"https\", \"userinfo\": null, \"host\": \"münchen.de\", \"hostKind\": \"REG_NAME\", "
                        + "\"port\": null, \"path\": \"/straße\", \"query\": \"q=ä\", \"fragment\": \"teil\"}",
                "{\"scheme\": null, \"userinfo\": null, \"host\": \"例え.jp\", \"hostKind\": \"REG_NAME\", "
                        + "\"port\": null, \"path\": \"/パス\", \"query\": null, \"fragment\": null}",
                "{\"input\": \"http://a/#\uE000\", \"error\": {\"index\": 10, \"kind\": \"UNEXPECTED_CHARACTER\", "
                        + "\"component\": \"FRAGMENT\", \"rule\": \"ifragment\", \"message\": \"invalid character "
                        + "'\uE000' (U+E000) in fragment at index 10 (RFC 3987 ifragment)\"}}",
                "");
        assertThat(r.exit()).isEqualTo(1);
        Run text = Run.args("parse", "--rfc", "3987", "https://münchen.de/");
        assertThat(text.out()).contains("host      \"münchen.de\"");
        assertThat(text.exit()).isZero();
    }

    @Test
    void bitsIsNotAParseFormat() {
        Run r = Run.args("parse", "--format", "bits", "x");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("--format bits is not one of text, json");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            http://a/b/c/d;p?q#f | {"scheme": "http", "net_loc": "a", "path": "/b/c/d", "params": "p", "query": "q", "fragment": "f"}
            g;x=1/../y           | {"scheme": null, "net_loc": null, "path": "g", "params": "x=1/../y", "query": null, "fragment": null}
            //h;x?y/z            | {"scheme": null, "net_loc": "h;x?y", "path": "/z", "params": null, "query": null, "fragment": null}
            ?                    | {"scheme": null, "net_loc": null, "path": "", "params": null, "query": "", "fragment": null}
            """)
    void rfc1808JsonHasItsOwnComponents(String input, String json) {
        Run r = Run.args("parse", "--rfc", "1808", "--format", "json", input);
        assertThat(r.out()).isEqualTo(json + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void rfc1808ErrorsNameTheGrammar() {
        Run r = Run.args("parse", "--rfc=1808", "--format", "json", "a~b");
        assertThat(r.out()).startsWith("{\"input\": \"a~b\", \"error\": {\"index\": 1, ")
                .contains("(RFC 1808 ");
        assertThat(r.exit()).isEqualTo(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            ftp://anonymous:guest@ftp.example.com:21/pub/a.txt;type=i | {"scheme": "ftp", "parts": {"user": "anonymous", "password": "guest", "host": "ftp.example.com", "port": "21", "fpath": "pub/a.txt", "ftptype": "i"}}
            http://h                                                  | {"scheme": "http", "parts": {"host": "h", "port": null, "hpath": null, "search": null}}
            http://h:80/                                              | {"scheme": "http", "parts": {"host": "h", "port": "80", "hpath": "", "search": null}}
            prospero://h/p;a=b;c=d                                    | {"scheme": "prospero", "parts": {"host": "h", "port": null, "ppath": "p", "fieldspecs": [["a", "b"], ["c", "d"]]}}
            prospero://h/p                                            | {"scheme": "prospero", "parts": {"host": "h", "port": null, "ppath": "p", "fieldspecs": []}}
            news:*                                                    | {"scheme": "news", "parts": {"grouppart": "*", "group": null, "article": null}}
            news:comp.lang.java                                       | {"scheme": "news", "parts": {"grouppart": "comp.lang.java", "group": "comp.lang.java", "article": null}}
            nntp://h:119/alt.test/42                                  | {"scheme": "nntp", "parts": {"host": "h", "port": "119", "group": "alt.test", "article_number": "42"}}
            gopher://h/7x%09a%09b                                     | {"scheme": "gopher", "parts": {"host": "h", "port": null, "gtype": "7", "selector": "x", "search": "a", "gopher+_string": "b"}}
            mailto:a@b.example                                        | {"scheme": "mailto", "parts": {"encoded822addr": "a@b.example"}}
            x-foo://u@h:1/p                                           | {"scheme": "x-foo", "parts": {"schemepart": "//u@h:1/p", "user": "u", "password": null, "host": "h", "port": "1", "urlpath": "p"}}
            FTP://h/a;TYPE=I                                          | {"scheme": "FTP", "parts": {"user": null, "password": null, "host": "h", "port": null, "fpath": "a", "ftptype": "I"}}
            File://LocalHost/x                                        | {"scheme": "File", "parts": {"host": "LocalHost", "fpath": "x"}}
            """)
    void rfc1738JsonHasTheSchemeAndThePartsOfItsGrammar(String input, String json) {
        Run r = Run.args("parse", "--rfc", "1738", "--format", "json", input);
        assertThat(r.out()).isEqualTo(json + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void rfc1738TextNestsTheParts() {
        Run r = Run.args("parse", "--rfc", "1738", "prospero://h/p;a=b", "http://h/#f");
        assertThat(r.out()).isEqualTo("""
                valid    prospero://h/p;a=b
                         scheme    "prospero"
                         parts
                           host      "h"
                           port      (absent)
                           ppath     "p"
                           fieldspecs [["a", "b"]]
                invalid  http://h/#f
                                  ^
                         invalid character '#' (U+0023) in path at index 9 (RFC 1738 hsegment)
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void rfc1738HasNoResolution() {
        Run r = Run.args("resolve", "--rfc", "1738", "--base", "http://a/", "g");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("'uri resolve' does not support --rfc 1738 (it supports 3986, 3987, 1808)");
    }
}
