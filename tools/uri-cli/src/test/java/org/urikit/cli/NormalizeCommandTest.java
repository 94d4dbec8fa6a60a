package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NormalizeCommandTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            HTTP://User@Example.COM/a/./b/../%7e%41?%3f | http://User@example.com/a/~A?%3F
            http://a/%2e%2E/b                           | http://a/b
            https://example.com:443                     | https://example.com:443
            HTTP://A:80                                 | http://a:80
            ../a/./b                                    | ../a/b
            ``                                          | ``
            """)
    void syntaxBasedByDefault(String input, String normal) {
        Run r = Run.args("normalize", input);
        assertThat(r.out()).isEqualTo(normal + "\n");
        assertThat(r.exit()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            https://example.com:443 | https://example.com/
            HTTP://A:80             | http://a/
            http://a:/b             | http://a/b
            ws://h:8080             | ws://h:8080/
            ftp://h:21/f            | ftp://h/f
            """)
    void schemeBasedAlsoDropsDefaultPortsAndRootsEmptyPaths(String input, String normal) {
        Run r = Run.args("normalize", "--scheme-based", input);
        assertThat(r.out()).isEqualTo(normal + "\n");
    }

    @Test
    void jsonHasInputAndResultOrTheError() {
        Run r = Run.of("HTTP://A/%7e\na b\n", "normalize", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "HTTP://A/%7e", "result": "http://a/~"}
                {"input": "a b", "error": {"index": 1, "kind": "UNEXPECTED_CHARACTER", "component": "PATH", \
                "rule": "path-noscheme", "message": "invalid character ' ' (U+0020) in path at index 1 \
                (RFC 3986 path-noscheme)"}}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void theNormalFormIsANormalFormAgain() {
        String inputs = "HTTP://A/b/../%7e%2F?x#Y\nfoo:/a/..//b\n./a:b/../c\n";
        String once = Run.of(inputs, "normalize", "--scheme-based").out();
        String twice = Run.of(once, "normalize", "--scheme-based").out();
        assertThat(twice).isEqualTo(once);
        assertThat(once.split("\n")).hasSize(3);
    }

    @Test
    void optionsOfOtherCommandsAreUsageErrors() {
        assertThat(Run.args("normalize", "--base", "http://a/", "x").exit()).isEqualTo(2);
        assertThat(Run.args("normalize", "--scheme-based=yes", "x").err()).contains("--scheme-based takes no value");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            HTTP://XN--RSUM-BPAD.Example.org/résumé | http://résumé.example.org/résumé
            http://例え.jp/a/./b/../%7e                            | http://例え.jp/a/~
            /D%C3%BCrst/%41                                        | /D%C3%BCrst/A
            """)
    void rfc3987GivesTheIriNormalForm(String input, String normal) {
        Run r = Run.args("normalize", "--rfc", "3987", input);
        assertThat(r.out()).isEqualTo(normal + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void rfc3987SchemeBasedAlsoDropsTheDefaultPort() {
        assertThat(Run.args("normalize", "--rfc", "3987", "--scheme-based", "HTTPS://例え.jp:443").out())
                .isEqualTo("https://例え.jp/\n");
    }

    @Test
    void rfc3987RejectsWhatNoIriIs() {
        Run r = Run.args("normalize", "--rfc", "3987", "http://a/ b");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("in path at index 9 (RFC 3987 ipath-abempty)");
    }
}
