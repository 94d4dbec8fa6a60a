package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WhatwgParseCommandTest {

    @Test
    void jsonHasExactlyTheGettersKeys() {
        Run r = Run.args("parse", "--whatwg", "--format", "json", "HTTP://u:p@Example.COM:81\\a b?q#f");
        assertThat(r.out()).isEqualTo("{\"href\": \"http://u:p@example.com:81/a%20b?q#f\", \"protocol\": \"http:\","
                + " \"username\": \"u\", \"password\": \"p\", \"hostname\": \"example.com\", \"port\": \"81\","
                + " \"pathname\": \"/a%20b\", \"search\": \"?q\", \"hash\": \"#f\"}\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void failureInJsonAndExitCodeOne() {
        Run r = Run.args("parse", "--whatwg", "--format=json", "http://[::1", "https://ok/");
        assertThat(r.out()).startsWith(
                "{\"input\": \"http://[::1\", \"failure\": true, \"error\": {\"type\": \"IPv6-unclosed\", \"component\": \"host\", \"index\": 7}}\n"
                + "{\"href\": \"https://ok/\"");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void baseFromTheOptionOrPerLineAfterATab() {
        assertThat(Run.args("parse", "--whatwg", "--base", "https://h/a/b", "--format", "json", "../c").out())
                .startsWith("{\"href\": \"https://h/c\"");
        Run r = Run.of("../c\thttps://h/a/b\nx\tnot a base\n", "parse", "--whatwg", "--format", "json");
        assertThat(r.out()).isEqualTo("{\"href\": \"https://h/c\", \"protocol\": \"https:\", \"username\": \"\","
                + " \"password\": \"\", \"hostname\": \"h\", \"port\": \"\", \"pathname\": \"/c\", \"search\": \"\","
                + " \"hash\": \"\"}\n"
                + "{\"input\": \"x\", \"failure\": true, \"error\": {\"part\": \"base\","
                + " \"type\": \"missing-scheme-non-relative-URL\", \"component\": \"scheme\", \"index\": 0}}\n");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void text() {
        Run r = Run.args("parse", "--whatwg", "http:evil.com", "foo");
        assertThat(r.out()).isEqualTo("""
                valid    http:evil.com
                         href      "http://evil.com/"
                         protocol  "http:"
                         username  ""
                         password  ""
                         hostname  "evil.com"
                         port      ""
                         pathname  "/"
                         search    ""
                         hash      ""
                invalid  foo
                         missing-scheme-non-relative-URL in scheme at index 0
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void failuresNameTheComponentOfTheParserState() {
        Run r = Run.args("parse", "--whatwg", "http://h:99999/", "http://[::1/");
        assertThat(r.out()).isEqualTo("""
                invalid  http://h:99999/
                         port-out-of-range in port at index 9
                invalid  http://[::1/
                         IPv6-unclosed in host at index 7
                """);
        Run json = Run.args("parse", "--whatwg", "--format", "json", "https://a b/");
        assertThat(json.out()).isEqualTo("{\"input\": \"https://a b/\", \"failure\": true, \"error\": "
                + "{\"type\": \"domain-invalid-code-point\", \"component\": \"host\", \"index\": 8}}\n");
    }

    @Test
    void usageErrors() {
        assertThat(Run.args("parse", "--whatwg", "--rfc", "3986", "x").exit()).isEqualTo(2);
        assertThat(Run.args("parse", "--base", "http://h/", "x").exit()).isEqualTo(2);
    }
}
