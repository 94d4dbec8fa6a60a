package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.testing.Corpus;
import org.urikit.testing.UriGenerator;

/**
 * The shortcut of {@link Normalizer}: when it finds by reading that the steps would change
 * nothing, the text it returns must be exactly what building the normal form gives.
 */
class NormalizerUnchangedTest {

    /** Every combination of the three syntax-based steps (the shortcut is never taken with SCHEME_BASED). */
    static List<Normalizer> normalizers() {
        List<Normalizer> out = new ArrayList<>();
        Normalizer.Step[] steps = {Normalizer.Step.CASE, Normalizer.Step.PERCENT_ENCODING, Normalizer.Step.DOT_SEGMENTS};
        for (int mask = 0; mask < 8; mask++) {
            EnumSet<Normalizer.Step> set = EnumSet.noneOf(Normalizer.Step.class);
            for (int k = 0; k < 3; k++) {
                if ((mask & 1 << k) != 0) {
                    set.add(steps[k]);
                }
            }
            out.add(Normalizer.of(set.toArray(new Normalizer.Step[0])));
        }
        return out;
    }

    private static void assertShortcutAgrees(String text) {
        UriReference ref = UriReference.parse(text);
        AbstractReference r = (AbstractReference) ref;
        for (Normalizer n : normalizers()) {
            String built = n.builtText(r);
            if (n.isKnownUnchanged(r)) {
                assertThat(built).as("%s with %s", text, n.steps()).isEqualTo(text);
            }
            assertThat(n.normalize(ref).toString()).as("%s with %s", text, n.steps()).isEqualTo(built);
        }
    }

    @Test
    void generatedReferences() {
        UriGenerator g = new UriGenerator(20261121L);
        for (int i = 0; i < 20_000; i++) {
            assertShortcutAgrees(i % 2 == 0 ? g.uri() : g.reference());
        }
    }

    @Test
    void corpusLines() {
        int unchanged = 0;
        int lines = 0;
        for (String line : Corpus.all()) {
            if (UriReference.check(line).isEmpty()) {
                assertShortcutAgrees(line);
                lines++;
                if (Normalizer.syntaxBased().isKnownUnchanged((AbstractReference) UriReference.parse(line))) {
                    unchanged++;
                }
            }
        }
        // real URLs are mostly normal already; the shortcut must then apply to most of them
        assertThat(unchanged).isGreaterThan(lines / 2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://example.com/a/b?q=1#f", "foo:a/b", "//h/p", "a/b/c", "", "?q", "#f",
        "http://[::1]:80/.a/..b/c.", "mailto:x@example.com", "http://h/%C3%A4", "/a/b/"})
    void normalTextIsKnownUnchanged(String text) {
        assertThat(Normalizer.syntaxBased().isKnownUnchanged((AbstractReference) UriReference.parse(text))).isTrue();
        assertShortcutAgrees(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"HTTP://h/", "http://H/", "http://h/%c3%a4", "http://h/%41", "http://h/./a", "http://h/a/..",
        "http://h/a/../b", "./a", "../a", ".", "..", "a/.", "http://[FE80::1]/", "http://h/?%7e", "http://h/#%2e"})
    void textThatMayChangeIsBuilt(String text) {
        assertThat(Normalizer.syntaxBased().isKnownUnchanged((AbstractReference) UriReference.parse(text))).isFalse();
        assertShortcutAgrees(text);
    }
}
