package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;

class ResolverTest {

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    @ParameterizedTest(name = "{0} + {1} = {2}")
    @CsvFileSource(resources = "rfc3986-5.4-resolution.tsv", delimiter = '\t')
    void resolvesEveryExampleOfRfc3986Section54(String base, String reference, String expected) {
        Uri target = Uri.parse(base).resolve(orEmpty(reference));
        assertThat(target.toString()).isEqualTo(expected);
        assertThat(Resolver.rfc3986().resolve(Uri.parse(base), UriReference.parse(orEmpty(reference))))
                .isEqualTo(Uri.parse(expected));
    }

    @Test
    void nonStrictTreatsTheBaseSchemeAsRelative() {
        Uri base = Uri.parse("http://a/b/c/d;p?q");
        Resolver nonStrict = Resolver.rfc3986().withStrict(false);
        assertThat(nonStrict.isStrict()).isFalse();
        assertThat(Resolver.rfc3986().isStrict()).isTrue();
        assertThat(nonStrict.resolve(base, "http:g")).hasToString("http://a/b/c/g");
        assertThat(nonStrict.resolve(base, "HTTP:g")).hasToString("http://a/b/c/g");
        assertThat(nonStrict.resolve(base, "http:?y")).hasToString("http://a/b/c/d;p?y");
        assertThat(nonStrict.resolve(base, "http://x/../y")).hasToString("http://x/y");
        assertThat(nonStrict.resolve(base, "https:g")).hasToString("https:g");
        assertThat(nonStrict.withStrict(true).resolve(base, "http:g")).hasToString("http:g");
        assertThat(nonStrict).hasToString("Resolver[RFC 3986, non-strict]");
        assertThat(Resolver.rfc3986()).hasToString("Resolver[RFC 3986, strict]");
    }

    @ParameterizedTest(name = "{0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # base fragment is ignored (RFC 3986 §5.1)
            http://a/b#frag          | c              | http://a/c
            http://a/b#frag          | ''             | http://a/b
            http://a/b?q#frag        | #g             | http://a/b?q#g
            # rootless base paths: §5.2.3 and §5.2.4 literally
            foo:a/b                  | ../c           | foo:/c
            foo:a                    | ../../c        | foo:c
            foo:a/b                  | c              | foo:a/c
            foo:a                    | c              | foo:c
            foo:a/b                  | ''             | foo:a/b
            mailto:x@y               | ?subject=a     | mailto:x@y?subject=a
            urn:isbn:0451450523      | #p             | urn:isbn:0451450523#p
            # a path that would begin with // without an authority gets /. in front
            foo:/a                   | ..//b          | foo:/.//b
            foo:/a/b                 | ../..//c/d     | foo:/.//c/d
            foo:                     | .//x           | foo:/x
            foo:/x                   | /.//y          | foo:/.//y
            foo:/x                   | bar:/..//y     | bar:/.//y
            foo:/x                   | bar:/.//y      | bar:/.//y
            # with an authority, // in the path is fine
            http://h/a               | ..//b          | http://h//b
            # empty base path with authority: merge inserts /
            http://h                 | g              | http://h/g
            http://h                 | ''             | http://h
            http://h?x               | ?y             | http://h?y
            # reference's authority replaces the base's; empty authority
            http://h/p               | ///x/../y      | http:///y
            file:///etc/hosts        | passwd         | file:///etc/passwd
            # dot-segment removal at the edges
            http://h/a/b             | ../../../..    | http://h/
            http://h/a/b             | /..            | http://h/
            http://h/a/b             | /.             | http://h/
            http://h/a/b             | ...            | http://h/a/...
            http://h/a/b             | a/.../..       | http://h/a/a/
            http://h/%2E%2E/b        | c              | http://h/%2E%2E/c
            # IPv6 and ports carried over
            http://[::1]:8080/a/b    | c?d#e          | http://[::1]:8080/a/c?d#e
            """)
    void decidesTheEdgeCases(String base, String reference, String expected) {
        Uri target = Uri.parse(base).resolve(reference);
        assertThat(target).hasToString(expected);
        assertThat(Uri.check(target.toString())).isEmpty();
    }

    @ParameterizedTest(name = "{0} -> {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q     | http://a/b/c/d;p?q#s   | #s
            http://a/b/c/d;p?q#f   | http://a/b/c/d;p?q     | ''
            http://a/b/c/d;p?q     | http://a/b/c/d;p?y     | ?y
            http://a/b/c/d;p?q     | http://a/b/c/d;p       | d;p
            http://a/b/c/d;p?q     | http://a/b/c/g         | g
            http://a/b/c/d;p?q     | http://a/b/c/          | .
            http://a/b/c/d;p?q     | http://a/b/            | ..
            http://a/b/c/d;p?q     | http://a/b/g           | ../g
            http://a/b/c/d;p?q     | http://a/              | /
            http://a/b/c/d;p?q     | http://a/x/y/z         | /x/y/z
            http://a/b/c/d;p?q     | http://a/b/x/y         | ../x/y
            http://a/b/c/d;p?q     | http://b/c             | //b/c
            http://a/b/c/d;p?q     | http://a               | //a
            http://a/b/c/d;p?q     | https://a/b/c/d;p?q    | https://a/b/c/d;p?q
            http://a/b/c/d;p?q     | HTTP://a/b/c/g         | HTTP://a/b/c/g
            http://a/b/c/d;p?q     | http://a/b/c/a:b       | ./a:b
            http://a/b/c/d;p?q     | http://a/b/c//x        | .//x
            http://a/b/c/d;p?q     | http://a/b/../c        | http://a/b/../c
            http://a               | http://a/x             | x
            http://a               | http://a/              | .
            foo:/a                 | foo:/.//b              | .//b
            foo:a/b                | foo:a/c                | c
            foo:a                  | foo:                   | .
            mailto:x@y             | mailto:z@y             | z@y
            urn:a:b                | urn:a:c                | ./a:c
            """)
    void relativizesToTheShortestReference(String base, String target, String expected) {
        Uri b = Uri.parse(base);
        Uri t = Uri.parse(target);
        UriReference r = b.relativize(t);
        assertThat(r).hasToString(expected);
        if (!target.equals("http://a/b/../c")) {
            assertThat(b.resolve(r)).isEqualTo(t);
        }
        assertThat(Resolver.rfc3986().relativize(b, t)).isEqualTo(r);
    }

    @Test
    void rejectsAReferenceThatDoesNotParse() {
        Uri base = Uri.parse("http://a/b");
        assertThatThrownBy(() -> base.resolve("a b")).isInstanceOf(UriSyntaxException.class)
                .satisfies(e -> assertThat(((UriSyntaxException) e).error().index()).isEqualTo(1));
        assertThatThrownBy(() -> base.resolve("x:y:%G")).isInstanceOf(UriSyntaxException.class);
        assertThatThrownBy(() -> base.resolve("\uD800")).isInstanceOf(UriSyntaxException.class);
    }

    @Test
    void rejectsNullArguments() {
        Uri base = Uri.parse("http://a/b");
        assertThatThrownBy(() -> base.resolve((String) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> base.resolve((UriReference) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Resolver.rfc3986().resolve(null, "a")).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> base.relativize(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Resolver.rfc3986().relativize(null, base)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void resolvesLongDotSegmentChainsWithoutRecursion() {
        StringBuilder ref = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            ref.append("a/");
        }
        for (int i = 0; i < 100_000; i++) {
            ref.append("../");
        }
        ref.append("z");
        assertThat(Uri.parse("http://h/b").resolve(ref.toString())).hasToString("http://h/z");
    }
}
