package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;


import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.testing.Corpus;

/**
 * Decides the formats of the types whose grammar is not RFC 3986 or RFC 3987: {@link WhatwgUrl},
 * {@link Rfc1808Url}, {@link Rfc1738Url}. A format is claimed only if every value the type accepts
 * is valid under the format's RFC. Evidence: the committed corpus (uri-core's {@code kasztp.txt},
 * 47,978 real URLs) and the inputs of the committed WPT {@code urltestdata.json}. For each type,
 * each candidate format must be refuted by at least one value of the type that the format's
 * grammar rejects; a format left unrefuted would have to be the one the converter emits.
 */
class LegacyFormatsTest {
    private static final Map<String, Predicate<String>> FORMATS = new LinkedHashMap<>();

    static {
        FORMATS.put("uri", s -> Uri.check(s).isEmpty());
        FORMATS.put("uri-reference", s -> UriReference.check(s).isEmpty());
        FORMATS.put("iri", s -> Iri.check(s).isEmpty());
        FORMATS.put("iri-reference", s -> IriReference.check(s).isEmpty());
    }

    private static List<String> values;

    @BeforeAll
    static void readData() throws IOException {
        List<String> all = new ArrayList<>(Corpus.kasztp());
        all.addAll(WptInputs.read());
        values = all;
    }

    /** For each candidate format, a value of the type (in its JSON form) that the format rejects. */
    private static Map<String, Optional<String>> refutations(Predicate<String> accepted, Function<String, String> jsonForm) {
        Map<String, Optional<String>> out = new LinkedHashMap<>();
        for (Map.Entry<String, Predicate<String>> format : FORMATS.entrySet()) {
            out.put(format.getKey(), values.stream().filter(accepted).map(jsonForm)
                    .filter(format.getValue().negate()).findFirst());
        }
        return out;
    }

    private static void assertNoFormatHolds(Class<?> type, Map<String, Optional<String>> refutations) {
        refutations.forEach((format, witness) -> assertThat(witness)
                .as("a %s that is not a valid %s", type.getSimpleName(), format).isPresent());
        assertThat(UriStringSchema.of(type).orElseThrow().format()).as(type.getSimpleName()).isEmpty();
    }

    @Test
    void dataHoldsBothSources() {
        assertThat(values).hasSizeGreaterThan(47_978 + 500);
    }

    @Test
    void whatwgUrlHasNoFormatWhetherItTravelsAsItsInputOrAsItsHref() {
        Predicate<String> parses = s -> WhatwgUrl.check(s).isEmpty();
        assertNoFormatHolds(WhatwgUrl.class, refutations(parses, Function.identity()));
        assertNoFormatHolds(WhatwgUrl.class, refutations(parses, s -> WhatwgUrl.parse(s).href()));
    }

    @Test
    void rfc1808UrlHasNoFormat() {
        // for example "10.0.0.7:8080/foo.html" (a scheme may start with a digit), "http://2001::1" (net_loc is not split)
        assertNoFormatHolds(Rfc1808Url.class, refutations(s -> Rfc1808Url.check(s).isEmpty(), Function.identity()));
    }

    @Test
    void rfc1738UrlHasNoFormat() {
        // for example "https://@@@example" and "javascript://test:test" (ports and user names are not RFC 3986's)
        assertNoFormatHolds(Rfc1738Url.class, refutations(s -> Rfc1738Url.check(s).isEmpty(), Function.identity()));
    }

    @Test
    void theRfc3986AndRfc3987TypesAreNeverRefuted() {
        // the same procedure confirms the formats that the converter does emit
        assertThat(refutations(s -> Uri.check(s).isEmpty(), Function.identity()).get("uri")).isEmpty();
        assertThat(refutations(s -> Iri.check(s).isEmpty(), Function.identity()).get("iri")).isEmpty();
        assertThat(refutations(s -> UriReference.check(s).isEmpty(), Function.identity()).get("iri-reference")).isEmpty();
    }
}
