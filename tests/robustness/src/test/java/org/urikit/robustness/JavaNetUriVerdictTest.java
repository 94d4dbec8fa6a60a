package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.urikit.UriReference;
import org.urikit.testing.Corpus;
import org.urikit.testing.UriGenerator;

/**
 * The RFC 3986 verdict equals {@code java.net.URI}'s on every corpus line and generated reference
 * outside the divergence classes of {@link JavaNetUriAgreement} (the same check
 * {@link CoreFuzzTest#parse} makes on fuzzed input).
 */
class JavaNetUriVerdictTest {
    private static final long SEED = Long.getLong("urikit.seed", 2396L);

    @Test
    void verdictsAgreeOnTheCorpusOutsideTheDivergenceClasses() {
        Map<JavaNetUriAgreement.Divergence, Integer> classes = new EnumMap<>(JavaNetUriAgreement.Divergence.class);
        int lines = 0;
        for (String line : Corpus.all()) {
            lines++;
            boolean accepted = UriReference.check(line).isEmpty();
            JavaNetUriAgreement.classify(line, UriReference.check(line)).ifPresent(d -> classes.merge(d, 1, Integer::sum));
            JavaNetUriAgreement.assertAgrees(line, accepted);
        }
        assertThat(lines).isGreaterThan(50_000);
        System.out.println("java.net.URI verdicts: " + lines + " corpus lines, in a divergence class: " + classes);
    }

    @Test
    void verdictsAgreeOnGeneratedReferencesAndTheirMutantsOutsideTheDivergenceClasses() {
        UriGenerator g = new UriGenerator(SEED);
        java.util.SplittableRandom random = new java.util.SplittableRandom(SEED);
        String alphabet = "a:/?#[]@%!$&'()*+,;=~-._ \\\"<>^`{|}1";
        for (int i = 0; i < 20_000; i++) {
            String s = g.reference();
            if (i % 2 == 1) {
                int at = random.nextInt(s.length() + 1);
                s = s.substring(0, at) + alphabet.charAt(random.nextInt(alphabet.length())) + s.substring(at);
            }
            JavaNetUriAgreement.assertAgrees(s, UriReference.check(s).isEmpty());
        }
    }
}
