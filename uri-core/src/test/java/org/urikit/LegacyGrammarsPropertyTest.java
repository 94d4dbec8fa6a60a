package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.urikit.testing.Corpus;

/**
 * The RFC 1808 and RFC 1738 parsers on the real-world corpus and on seeded random strings: check
 * and parse agree, parse never throws anything but {@link UriSyntaxException}, parsed values give
 * back their exact text, and RFC 1808 resolution always yields a URL.
 */
class LegacyGrammarsPropertyTest {
    private static final String ALPHABET = "aZ09:/?#[]@!$&'()*+,;=-._~%Ff \t\u00e9\uD800\"<>\\^`{|}";
    private static final String[] PIECES = {"http:", "ftp:", "news:", "gopher:", "//", "/", "..", ".", ";type=",
        "%09", "%2F", "@", ":", "?", "#", ";", "=", "a", "h.example", "1.2.3.4", "x", "*"};

    private static void checkOne(String s) {
        Optional<ParseError> e1808 = Rfc1808Url.check(s);
        try {
            Rfc1808Url u = Rfc1808Url.parse(s);
            assertThat(e1808).isEmpty();
            assertThat(u.toString()).isEqualTo(s);
            assertThat(Rfc1808Url.parse(u.toString())).isEqualTo(u);
            String rebuilt = u.scheme().map(x -> x + ":").orElse("") + u.netLoc().map(x -> "//" + x).orElse("")
                    + u.path() + u.params().map(x -> ";" + x).orElse("") + u.query().map(x -> "?" + x).orElse("")
                    + u.fragment().map(x -> "#" + x).orElse("");
            assertThat(rebuilt).isEqualTo(s);
            Rfc1808Url r = Rfc1808Url.parse("http://a/b/c/d;p?q#f").resolve(u);
            assertThat(r.isAbsolute()).isTrue();
        } catch (UriSyntaxException ex) {
            assertThat(e1808).contains(ex.error());
        }
        Optional<ParseError> e1738 = Rfc1738Url.check(s);
        try {
            Rfc1738Url u = Rfc1738Url.parse(s);
            assertThat(e1738).isEmpty();
            assertThat(u.toString()).isEqualTo(s);
            assertThat(u.scheme() + ":" + u.schemePart()).isEqualTo(s);
            assertThat(u.parts().asMap()).isNotEmpty();
        } catch (UriSyntaxException ex) {
            assertThat(e1738).contains(ex.error());
        }
        assertThat(Explanation.explain(s).verdicts()).hasSize(6);
    }

    @Test
    void corpusLinesNeverBreakTheParsers() {
        List<String> all = Corpus.all();
        int ok1808 = 0;
        int ok1738 = 0;
        for (String s : all) {
            checkOne(s);
            ok1808 += Rfc1808Url.check(s).isEmpty() ? 1 : 0;
            ok1738 += Rfc1738Url.check(s).isEmpty() ? 1 : 0;
        }
        // both grammars accept a large part of real-world URLs, but not all (no '~', no '#' in RFC 1738, ...)
        assertThat(ok1808).isBetween(all.size() / 4, all.size() - 1);
        assertThat(ok1738).isBetween(all.size() / 10, all.size() - 1);
    }

    @Test
    void randomStringsNeverBreakTheParsers() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n < 20_000; n++) {
            sb.setLength(0);
            int len = random.nextInt(24);
            for (int i = 0; i < len; i++) {
                if (random.nextInt(3) == 0) {
                    sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                } else {
                    sb.append(PIECES[random.nextInt(PIECES.length)]);
                }
            }
            String s = sb.toString();
            try {
                checkOne(s);
            } catch (AssertionError | RuntimeException e) {
                fail("seed " + seed + ", input \"" + s + "\": " + e, e);
            }
        }
    }
}
