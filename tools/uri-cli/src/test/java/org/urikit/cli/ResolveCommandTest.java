package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ResolveCommandTest {
    private static final String BASE = "http://a/b/c/d;p?q";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            g:h           | g:h
            g             | http://a/b/c/g
            ./g           | http://a/b/c/g
            g/            | http://a/b/c/g/
            /g            | http://a/g
            //g           | http://g
            ?y            | http://a/b/c/d;p?y
            g?y           | http://a/b/c/g?y
            #s            | http://a/b/c/d;p?q#s
            ``            | http://a/b/c/d;p?q
            ../../../g    | http://a/g
            g;x=1/../y    | http://a/b/c/y
            http:g        | http:g
            """)
    void resolvesEachInputAgainstTheBaseOption(String reference, String target) {
        Run r = Run.args("resolve", "--base", BASE, reference);
        assertThat(r.out()).isEqualTo(target + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void nonStrictTakesAReferenceWithTheBasesSchemeAsRelative() {
        assertThat(Run.args("resolve", "--non-strict", "--base", BASE, "http:g").out()).isEqualTo("http://a/b/c/g\n");
        assertThat(Run.args("resolve", "--base", BASE, "http:g").out()).isEqualTo("http:g\n");
    }

    @Test
    void withoutBaseEachLineIsBaseTabReference() {
        Run r = Run.of(BASE + "\t../g\nfoo:a/b\t../c\nhttp://a/b\t\n", "resolve", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "http://a/b/c/d;p?q\\t../g", "result": "http://a/b/g"}
                {"input": "foo:a/b\\t../c", "result": "foo:/c"}
                {"input": "http://a/b\\t", "result": "http://a/b"}
                """);
        assertThat(r.exit()).isZero();
    }

    @Test
    void jsonNamesThePartThatFailedWithItsOwnIndex() {
        Run r = Run.of("rel\tg\nhttp://a/\tx y\nhttp://a/\tg\tmore\n", "resolve", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "rel\\tg", "error": {"part": "base", "index": 3, "kind": "MISSING_SCHEME", \
                "component": "SCHEME", "rule": "URI", "message": "missing scheme: expected a scheme name and ':' \
                before the end of input at index 3 (RFC 3986 URI)"}}
                {"input": "http://a/\\tx y", "error": {"part": "reference", "index": 1, "kind": "UNEXPECTED_CHARACTER", \
                "component": "PATH", "rule": "path-noscheme", "message": "invalid character ' ' (U+0020) in path at \
                index 1 (RFC 3986 path-noscheme)"}}
                {"input": "http://a/\\tg\\tmore", "error": {"part": "reference", "index": 1, "kind": \
                "UNEXPECTED_CHARACTER", "component": "PATH", "rule": "path-noscheme", "message": "invalid character \
                U+0009 in path at index 1 (RFC 3986 path-noscheme)"}}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void aLineWithoutTabIsAnErrorOfThatInputOnly() {
        Run r = Run.of("http://a/b\n" + BASE + "\tg\n", "resolve", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "http://a/b", "error": {"index": 10, "kind": "MISSING_TAB", "component": null, \
                "rule": null, "message": "expected BASE<TAB>REFERENCE, found no TAB (or give the base with --base)"}}
                {"input": "http://a/b/c/d;p?q\\tg", "result": "http://a/b/c/g"}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void textShowsTheFailedPartWithACaret() {
        Run r = Run.of("http://a/\tx y\nnotab\n", "resolve");
        assertThat(r.out()).isEqualTo("""
                invalid  x y
                          ^
                         reference: invalid character ' ' (U+0020) in path at index 1 (RFC 3986 path-noscheme)
                invalid  notab
                              ^
                         expected BASE<TAB>REFERENCE, found no TAB (or give the base with --base)
                """);
    }

    @Test
    void withBaseAReferenceErrorHasNoPart() {
        Run r = Run.args("resolve", "--format", "json", "--base", BASE, "%zz");
        assertThat(r.out()).startsWith("{\"input\": \"%zz\", \"error\": {\"index\": 1, \"kind\": \"INVALID_PERCENT_ENCODING\"");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void anInvalidOrRelativeBaseOptionIsAUsageError() {
        Run bad = Run.args("resolve", "--base", "http://a b/", "g");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.out()).isEmpty();
        assertThat(bad.err()).startsWith("uri: --base: invalid character ' ' (U+0020) in host at index 8");
        Run relative = Run.args("resolve", "--base", "/a/b", "g");
        assertThat(relative.exit()).isEqualTo(2);
        assertThat(relative.err()).contains("--base: missing scheme");
    }

    @Test
    void aBaseFragmentIsIgnored() {
        assertThat(Run.args("resolve", "--base", "http://a/b#f", "c").out()).isEqualTo("http://a/c\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            g           | http://a/b/c/g
            ?y          | http://a/b/c/d;p?y
            ;x          | http://a/b/c/d;x
            ``          | http://a/b/c/d;p?q#f
            ../../../g  | http://a/../g
            /./g        | http://a/./g
            g:h         | g:h
            """)
    void rfc1808ResolvesBySection4(String reference, String target) {
        Run r = Run.args("resolve", "--rfc", "1808", "--base", "http://a/b/c/d;p?q#f", reference);
        assertThat(r.out()).isEqualTo(target + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void rfc1808NeedsABaseWithASchemeAndHasNoNonStrictMode() {
        Run r = Run.of("g\tx\n", "resolve", "--rfc", "1808", "--format", "json");
        assertThat(r.out()).startsWith("{\"input\": \"g\\tx\", \"error\": {\"part\": \"base\", \"index\": 1, "
                + "\"kind\": \"MISSING_SCHEME\"");
        assertThat(r.exit()).isEqualTo(1);
        Run nonStrict = Run.args("resolve", "--rfc", "1808", "--non-strict", "--base", "http://a/", "g");
        assertThat(nonStrict.exit()).isEqualTo(2);
        assertThat(nonStrict.err()).contains("--non-strict is an RFC 3986 option");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            ../ç          | http://例え.jp/a/ç
            ./g?q=値      | http://例え.jp/a/b/g?q=値
            //münchen.de/straße | http://münchen.de/straße
            #frag         | http://例え.jp/a/b/c#frag
            """)
    void rfc3987ResolvesIriReferencesAgainstAnIriBase(String reference, String target) {
        Run r = Run.args("resolve", "--rfc", "3987", "--base", "http://例え.jp/a/b/c", reference);
        assertThat(r.out()).isEqualTo(target + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void rfc3987ReadsBaseTabReferenceLinesAndReportsTheBadPart() {
        Run r = Run.of("http://例え.jp/a/b\t../ç\nhttp://例え.jp/a/b\ta b\n", "resolve", "--rfc", "3987",
                "--format", "json");
        assertThat(r.out()).startsWith("{\"input\": \"http://例え.jp/a/b\\t../ç\", \"result\": \"http://例え.jp/ç\"}\n"
                + "{\"input\": \"http://例え.jp/a/b\\ta b\", \"error\": {\"part\": \"reference\", \"index\": 1,");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void rfc3986StillRejectsUnicodeThatRfc3987Resolves() {
        Run r = Run.args("resolve", "--base", "http://a/b", "../ç");
        assertThat(r.exit()).isEqualTo(1);
    }
}
