package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.urikit.testing.Corpus;

/**
 * The properties of {@link ResolveNormalizePropertiesTest} on the real-world URL corpus: every line
 * that parses is normalized, rebuilt, resolved against and relativized to the line before it.
 */
class ResolveNormalizeCorpusTest {

    @Test
    void realWorldUrisNormalizeResolveRelativizeAndRebuild() {
        Uri previous = Uri.parse("http://example.com/a/b");
        int uris = 0;
        int relative = 0;
        for (String line : Corpus.all()) {
            Optional<ParseError> error = UriReference.check(line);
            if (error.isPresent()) {
                continue;
            }
            UriReference ref = UriReference.parse(line);
            for (Normalizer n : new Normalizer[] {Normalizer.syntaxBased(), Normalizer.schemeBased()}) {
                UriReference norm = n.normalize(ref);
                assertThat(n.normalize(norm)).as(line).isEqualTo(norm);
                assertThat(UriReference.parse(norm.toString())).as(line).isEqualTo(norm);
                assertThat(n.equivalent(ref, norm)).as(line).isTrue();
            }
            assertThat(UriBuilder.from(ref).buildReference()).as(line).isEqualTo(ref);
            assertThat(ref.queryParameters().size()).isLessThanOrEqualTo(line.length());
            Uri target = previous.resolve(ref);
            assertThat(ResolveNormalizePropertiesTest.hasDotSegment(target) && !ResolveNormalizePropertiesTest
                    .hasDotSegment(previous)).as("%s + %s = %s", previous, line, target).isFalse();
            UriReference back = previous.relativize(target);
            assertThat(previous.resolve(back)).as("%s -> %s: %s", previous, target, back).isEqualTo(target);
            if (back instanceof RelativeReference) {
                relative++;
            }
            if (ref instanceof Uri uri) {
                uris++;
                previous = Normalizer.syntaxBased().normalize(uri);
            }
        }
        // the corpus is mostly absolute URLs of a few hosts: some must relativize to relative references
        assertThat(uris).isGreaterThan(1000);
        assertThat(relative).isGreaterThan(100);
    }
}
