package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.ParseError;
import org.urikit.Rfc;
import org.urikit.Rfc3987Rule;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.idna.IdnaException;
import org.urikit.idna.Uts46;

/**
 * Coverage-guided fuzz test of the RFC 3987 IRI parser and its conversions (Jazzer). Under
 * {@code mvn verify} it replays the inputs in
 * {@code src/test/resources/org/urikit/robustness/IriFuzzTestInputs/parse/}; {@code JAZZER_FUZZ=1}
 * ({@code tools/scripts/fuzz.sh 60 IriFuzzTest#parse}) fuzzes it.
 */
class IriFuzzTest {
    private static final Iri BASE = Iri.parse("http://例え.jp/a/b/c;p?q");

    /**
     * Any string: check and parse agree, every rule check gives a result with its index in range
     * and never inside a surrogate pair, a parsed value is its input, its URI form is ASCII and
     * maps to itself, URI-to-IRI comes back to that URI but for hex case, normalization is
     * idempotent (also with NFC and IDN hosts), resolution gives an IRI, the ToASCII URI form is
     * ASCII or an {@code IdnaException}, and every URI reference is an IRI reference.
     */
    @FuzzTest
    void parse(FuzzedDataProvider data) {
        String input = data.consumeRemainingAsString();
        Optional<ParseError> error = IriReference.check(input);
        for (Rfc3987Rule rule : Rfc3987Rule.values()) {
            Optional<ParseError> e = rule.check(input);
            assertThat(rule.matches(input)).isEqualTo(e.isEmpty());
            e.ifPresent(err -> {
                assertThat(err.index()).isBetween(0, input.length());
                assertThat(err.grammar()).isEqualTo(Rfc.RFC_3987);
                assertThat(err.index() > 0 && err.index() < input.length()
                        && Character.isLowSurrogate(input.charAt(err.index()))
                        && Character.isHighSurrogate(input.charAt(err.index() - 1))).isFalse();
            });
        }
        assertThat(Rfc3987Rule.IRI_REFERENCE.check(input)).isEqualTo(error);
        if (UriReference.check(input).isEmpty()) {
            assertThat(error).isEmpty();
        }
        if (error.isPresent()) {
            assertThatThrownBy(() -> IriReference.parse(input)).isInstanceOf(UriSyntaxException.class);
            return;
        }
        IriReference ref = IriReference.parse(input);
        assertThat(ref.toString()).isEqualTo(input);
        UriReference uri = ref.toUri();
        String u = uri.toString();
        assertThat(u.chars().allMatch(c -> c < 128)).isTrue();
        assertThat(IriReference.parse(u).toUri()).isEqualTo(uri);
        assertThat(uri.toIri().toUri().toString()).isEqualToIgnoringCase(u);
        Normalizer nfc = Normalizer.schemeBased().with(Normalizer.Step.NFC);
        IriReference n = nfc.normalize(ref);
        assertThat(nfc.normalize(n)).isEqualTo(n);
        assertThat(BASE.resolve(ref).toString()).isNotNull();
        IriReference idn = Normalizer.iri().normalize(ref);
        assertThat(Normalizer.iri().normalize(idn)).isEqualTo(idn);
        if (ref instanceof Iri iri) {
            try {
                String ascii = iri.toUri(Uts46.whatwg()).toString();
                assertThat(ascii.chars().allMatch(c -> c < 128)).isTrue();
            } catch (IdnaException e) {
                assertThat(e.result().isValid()).isFalse();
            }
        }
    }
}
