package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CheckCommandTest {

    @Test
    void bitsPrintsOneLinePerArgumentAndExitsZeroWhenAllAreValid() {
        Run r = Run.args("check", "--format", "bits", "http://a/b", "", "//h:8080", "mailto:x@y");
        assertThat(r.out()).isEqualTo("1\n1\n1\n1\n");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
    }

    @Test
    void bitsExitsOneWhenAnyInputIsInvalid() {
        Run r = Run.args("check", "--format", "bits", "http://a/b", "http://a b/", "x");
        assertThat(r.out()).isEqualTo("1\n0\n1\n");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void rfc3987ChecksIrisByItsRules() {
        Run r = Run.args("check", "--rfc", "3987", "--format", "bits", "https://münchen.de/straße", "https://9m.no/拠傅",
                "http://a/#\uE000", "http://a/?\uE000", "http://a b/");
        assertThat(r.out()).isEqualTo("1\n1\n0\n1\n0\n");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(Run.args("check", "--format", "bits", "https://münchen.de/").out()).isEqualTo("0\n");

        Run rule = Run.args("check", "--rfc", "3987", "--rule", "ireg-name", "--format", "bits", "münchen.de", "a/b");
        assertThat(rule.out()).isEqualTo("1\n0\n");
        Run absolute = Run.args("check", "--rfc=3987", "--rule", "absolute-IRI", "--format", "bits", "http://ä/", "http://ä/#f");
        assertThat(absolute.out()).isEqualTo("1\n0\n");

        Run text = Run.args("check", "--rfc", "3987", "https://mün chen.de/");
        assertThat(text.out()).endsWith("invalid character ' ' (U+0020) in host at index 11 (RFC 3987 ireg-name)\n");
        assertThat(text.exit()).isEqualTo(1);
    }

    @Test
    void rfc3987RefusesRulesOfOtherGrammars() {
        Run r = Run.args("check", "--rfc", "3987", "--rule", "reg-name", "x");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--rule reg-name is not an RFC 3987 rule");
    }

    @Test
    void textExplainsARejectionWithACaretUnderTheOffendingCharacter() {
        Run r = Run.args("check", "http://a/b", "http://a b/");
        assertThat(r.out()).isEqualTo("""
                valid    http://a/b
                invalid  http://a b/
                                 ^
                         invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void textPutsTheCaretAfterTheEndWhenTheInputEndsTooEarly() {
        Run r = Run.args("check", "http://[::1");
        assertThat(r.out()).isEqualTo("""
                invalid  http://[::1
                                    ^
                         invalid IPv6 address in host at index 11: unexpected end (RFC 3986 IP-literal)
                """);
    }

    @Test
    void textNeverEchoesAPassword() {
        Run r = Run.args("check", "http://me:s3cret@a b/");
        assertThat(r.out()).doesNotContain("s3cret").isEqualTo("""
                invalid  http://me:****@a b/
                                         ^
                         invalid character ' ' (U+0020) in host at index 18 (RFC 3986 reg-name)
                """);
    }

    @Test
    void jsonPrintsOneObjectPerLine() {
        Run r = Run.args("check", "--format", "json", "http://a/b", "foo%4G");
        assertThat(r.out()).isEqualTo("""
                {"input": "http://a/b", "valid": true}
                {"input": "foo%4G", "valid": false, "error": {"index": 5, "kind": "INVALID_PERCENT_ENCODING", \
                "component": "PATH", "rule": "path-noscheme", "message": "invalid percent-encoding in path at index 5: \
                'G' (U+0047) is not a hex digit (RFC 3986 path-noscheme)"}}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void jsonEscapesQuotesBackslashesControlsAndLoneSurrogates() {
        Run r = Run.args("check", "--format=json", "a\"b\\c\u0001\t\r\ud800");
        assertThat(r.out()).startsWith("{\"input\": \"a\\\"b\\\\c\\u0001\\t\\r\\uD800\", \"valid\": false,");
        assertThat(r.out()).endsWith("}\n").hasLineCount(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            URI-reference | //a/b          | 1
            URI           | //a/b          | 0
            absolute-URI  | http://a#f     | 0
            absolute-URI  | http://a?q     | 1
            relative-ref  | http://a       | 0
            scheme        | a+b-c.d        | 1
            scheme        | 1a             | 0
            authority     | u@h:80         | 1
            userinfo      | u:p            | 1
            host          | [::1]          | 1
            port          | 65536          | 1
            port          | 8a             | 0
            IP-literal    | [v1.x]         | 1
            IPv4address   | 256.1.1.1      | 0
            IPv6address   | ::ffff:1.2.3.4 | 1
            IPv6address   | 1:2:3:4:5:6:7  | 0
            IPvFuture     | v1.x           | 1
            dec-octet     | 255            | 1
            dec-octet     | 01             | 0
            reg-name      | a_b.example    | 1
            path-abempty  | /a//b          | 1
            path-absolute | //a            | 0
            path-noscheme | a:b            | 0
            path-rootless | a:b            | 1
            segment       | a/b            | 0
            query         | a/b?c          | 1
            fragment      | a#b            | 0
            ipv6ADDRESS   | ::             | 1
            """)
    void ruleSelectsTheAbnfRuleByNameIgnoringCase(String rule, String input, String bit) {
        Run r = Run.args("check", "--rule", rule, "--format", "bits", input);
        assertThat(r.out()).isEqualTo(bit + "\n");
        assertThat(r.exit()).isEqualTo(bit.equals("1") ? 0 : 1);
    }

    @Test
    void readsStandardInputSplitOnLfOnlySoCrAndTabArePartOfTheInput() {
        Run r = Run.of("http://a/b\nhttp://a/b\r\nhttp://a/\tb\n\nlast", "check", "--format", "bits");
        // five inputs: a CR or a TAB is kept, the empty line is the (valid) empty reference,
        // and a last line without LF counts
        assertThat(r.out()).isEqualTo("1\n0\n0\n1\n1\n");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void aTrailingLfDoesNotAddAnInput() {
        assertThat(Run.of("a\n", "check", "--format", "bits").out()).isEqualTo("1\n");
        assertThat(Run.of("", "check", "--format", "bits").out()).isEmpty();
        assertThat(Run.of("\n", "check", "--format", "bits").out()).isEqualTo("1\n");
    }

    @Test
    void textShowsCrAndTabEscapedWithTheCaretUnderThem() {
        Run r = Run.of("http://a/b\r\nhttp://a\tb\n", "check");
        assertThat(r.out()).isEqualTo("""
                invalid  http://a/b\\r
                                   ^
                         invalid character U+000D in path at index 10 (RFC 3986 path-abempty)
                invalid  http://a\\tb
                                 ^
                         invalid character U+0009 in host at index 8 (RFC 3986 reg-name)
                """);
    }

    @Test
    void readsUtf8AndPutsTheCaretUnderWideAndNonBmpCharacters() {
        Run r = Run.of("a/\u4e2d\u6587/\ud83d\ude00\n\u00e4\n", "check", "--rule", "segment");
        assertThat(r.out()).isEqualTo("""
                invalid  a/\u4e2d\u6587/\ud83d\ude00
                          ^
                         invalid character '/' (U+002F) in path at index 1 (RFC 3986 segment)
                invalid  \u00e4
                         ^
                         invalid character '\u00e4' (U+00E4) in path at index 0 (RFC 3986 segment)
                """);
        Run wide = Run.of("//\u4e2d\u6587\ud83d\ude00x y\n", "check");
        // host chars start at index 2: the first offender is the first CJK character
        assertThat(wide.out()).contains("invalid  //\u4e2d\u6587\ud83d\ude00x y\n           ^\n");
        Run afterWide = Run.of("a\u4e2d", "check", "--rule", "scheme");
        assertThat(afterWide.out()).startsWith("invalid  a\u4e2d\n          ^\n");
    }

    @Test
    void malformedUtf8BecomesAReplacementCharacterThatIsRejected() {
        byte[] in = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', (byte) 0xff, '\n'};
        Run r = Run.of(in, "check", "--format", "json");
        assertThat(r.out()).startsWith("{\"input\": \"http://a/\ufffd\", \"valid\": false, \"error\": {\"index\": 9,");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void argumentsAreCheckedAsTheyAreIncludingLineBreaks() {
        Run r = Run.args("check", "--format", "bits", "a\nb");
        assertThat(r.out()).isEqualTo("0\n");
    }

    @Test
    void doubleDashLetsAnInputStartWithADashAndOptionsMayFollowInputs() {
        Run r = Run.args("check", "-a", "--format", "bits");
        assertThat(r.exit()).isEqualTo(2);
        Run ok = Run.args("check", "x", "--format", "bits", "--", "-a", "--format");
        assertThat(ok.out()).isEqualTo("1\n1\n1\n");
        assertThat(Run.args("check", "--format", "bits", "-").out()).isEqualTo("1\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            URL         | http://a/b;p?q#f | 1
            URL         | g;x=1/../y       | 1
            URL         | 1a:b             | 1
            URL         | a~b              | 0
            URL         | http://a/b#f#g   | 0
            URL         | ``               | 1
            absoluteURL | http://a/b;p?q   | 1
            absoluteURL | http://a/b#f     | 0
            absoluteURL | g;x              | 0
            relativeURL | //h/p;x?q        | 1
            relativeURL | g#f              | 0
            """)
    void rfc1808RulesCheckByTheirBnfNames(String rule, String input, String bit) {
        Run r = Run.args("check", "--rfc", "1808", "--rule", rule, "--format", "bits", input);
        assertThat(r.out()).isEqualTo(bit + "\n");
        assertThat(r.exit()).isEqualTo(bit.equals("1") ? 0 : 1);
    }

    @Test
    void rfc1808DefaultsToUrlAndExplainsWithItsRuleName() {
        Run r = Run.of("g;x\nhttp://a/~b\n", "check", "--rfc", "1808");
        assertThat(r.out()).isEqualTo("""
                valid    g;x
                invalid  http://a/~b
                                  ^
                         invalid character '~' (U+007E) in path at index 9 (RFC 1808 fsegment)
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void rfc3986RuleNamesAreNotRfc1808Rules() {
        Run r = Run.args("check", "--rfc", "1808", "--rule", "URI-reference", "x");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--rule URI-reference is not an RFC 1808 rule");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            url         | http://example.com/a?b                  | 1
            url         | http://a_b/                             | 0
            url         | HTTP://example.com/                     | 1
            url         | http://h/#f                             | 0
            url         | http://[::1]/                           | 0
            url         | x-foo:anything                          | 1
            genericurl  | http://a_b/                             | 1
            genericurl  | http://a b/                             | 0
            httpurl     | ftp://h/                                | 0
            ftpurl      | ftp://u:p@h:21/a/b;type=i               | 1
            ftpurl      | ftp://h/a;type=x                        | 0
            ftpurl      | ftp://h/a;TYPE=i                        | 1
            ftpurl      | ftp://h/a;Type=D                        | 1
            ftpurl      | ftp://h/a;TYPE=x                        | 0
            url         | FTP://h/a;tYpE=a                        | 1
            fileurl     | FILE://LOCALHOST/etc/hosts              | 1
            fileurl     | file://LocalHost/etc/hosts              | 1
            httpurl     | HTTP://h/p                              | 1
            gopherurl   | GOPHER://h/1sel%09search%09plus         | 1
            mailtourl   | MailTo:a@b.example                      | 1
            newsurl     | NEWS:comp.lang.java                     | 1
            nntpurl     | Nntp://h/comp.lang.java/12              | 1
            telneturl   | TELNET://h/                             | 1
            waisurl     | WAIS://h/db?q                           | 1
            prosperourl | PROSPERO://h/p;a=b                      | 1
            fileurl     | file:///etc/hosts                       | 1
            gopherurl   | gopher://h/1sel                         | 1
            mailtourl   | mailto:a@b.example                      | 1
            newsurl     | news:*                                  | 1
            newsurl     | news:comp.lang.java                     | 1
            nntpurl     | nntp://h/comp.lang.java/12              | 1
            telneturl   | telnet://u:p@h:23/                      | 1
            waisurl     | wais://h/db?q                           | 1
            prosperourl | prospero://h/p;a=b                      | 1
            """)
    void rfc1738RulesCheckTheSchemeGrammars(String rule, String input, String bit) {
        Run r = Run.args("check", "--rfc", "1738", "--rule", rule, "--format", "bits", input);
        assertThat(r.out()).isEqualTo(bit + "\n");
        assertThat(r.exit()).isEqualTo(bit.equals("1") ? 0 : 1);
    }

    /** Quoted literals of more than one character ignore case (RFC 822 / RFC 5234); an error stops where the literal does. */
    @Test
    void rfc1738MultiCharacterLiteralsIgnoreCase() {
        Run ok = Run.args("check", "--rfc", "1738", "--format", "json", "ftp://h/a;TYPE=i");
        assertThat(ok.out()).isEqualTo("{\"input\": \"ftp://h/a;TYPE=i\", \"valid\": true}\n");
        assertThat(ok.exit()).isZero();
        Run bad = Run.args("check", "--rfc", "1738", "--format", "json", "ftp://h/a;tyPX=i");
        assertThat(bad.out()).startsWith("{\"input\": \"ftp://h/a;tyPX=i\", \"valid\": false, \"error\": {\"index\": 13,");
        assertThat(bad.exit()).isEqualTo(1);
    }

    @Test
    void rfc1738DefaultsToUrlAndItsErrorsNameTheGrammar() {
        Run r = Run.args("check", "--rfc", "1738", "--format", "json", "ftp://h/a;type=x");
        assertThat(r.out()).startsWith("{\"input\": \"ftp://h/a;type=x\", \"valid\": false, \"error\": {\"index\": 15,")
                .contains("(RFC 1738 ");
        assertThat(Run.args("check", "--rfc", "1738", "--rule", "HTTPURL", "x").err())
                .contains("--rule HTTPURL is not an RFC 1738 rule");
    }
}
