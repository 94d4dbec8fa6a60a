package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RelativizeCommandTest {
    private static final String BASE = "http://a/b/c/d;p?q";

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q#s | #s
            http://a/b/g         | ../g
            http://a/x/y/z       | /x/y/z
            http://b/c           | //b/c
            ftp://a/b            | ftp://a/b
            http://a/b/c/g?y     | g?y
            """)
    void printsTheShortestReference(String target, String reference) {
        Run r = Run.args("relativize", "--base", BASE, target);
        assertThat(r.out()).isEqualTo(reference + "\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void resolvingTheResultGivesTheTargetBack() {
        String[] targets = {"http://a/b/c/d;p?q", "http://a/b/c/", "http://a/", "http://a/b/c/d;p?y#f", "http://a",
            "http://a/b//c", "https://a/b/c", "http://a/b/c/d;p"};
        String[] args = new String[targets.length + 3];
        args[0] = "relativize";
        args[1] = "--base";
        args[2] = BASE;
        System.arraycopy(targets, 0, args, 3, targets.length);
        String references = Run.args(args).out();
        Run back = Run.of(references, "resolve", "--base", BASE);
        assertThat(back.out()).isEqualTo(String.join("\n", targets) + "\n");
    }

    @Test
    void withoutBaseEachLineIsBaseTabTarget() {
        Run r = Run.of("http://a/b/c\thttp://a/b/x\nhttp://a/\tg\nnotab\n", "relativize", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "http://a/b/c\\thttp://a/b/x", "result": "x"}
                {"input": "http://a/\\tg", "error": {"part": "target", "index": 1, "kind": "MISSING_SCHEME", \
                "component": "SCHEME", "rule": "URI", "message": "missing scheme: expected a scheme name and ':' \
                before the end of input at index 1 (RFC 3986 URI)"}}
                {"input": "notab", "error": {"index": 5, "kind": "MISSING_TAB", "component": null, "rule": null, \
                "message": "expected BASE<TAB>TARGET, found no TAB (or give the base with --base)"}}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void aRelativeBaseIsAUsageError() {
        Run r = Run.args("relativize", "--base", "/a", "http://a/b");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--base: missing scheme");
    }
}
