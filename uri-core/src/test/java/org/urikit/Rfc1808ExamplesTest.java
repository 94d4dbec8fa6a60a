package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

class Rfc1808ExamplesTest {

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvFileSource(resources = "/org/urikit/rfc1808-5-resolution.tsv", delimiter = '\t')
    void resolvesEveryExampleOfSection5(String base, String reference, String expected) {
        assertThat(Rfc1808Url.parse(base).resolve(reference).toString()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{1}")
    @CsvFileSource(resources = "/org/urikit/rfc1808-5-resolution.tsv", delimiter = '\t')
    void everyExampleIsAValidUrl(String base, String reference, String expected) {
        assertThat(Rfc1808Url.check(base)).isEmpty();
        assertThat(Rfc1808Url.check(reference)).isEmpty();
        assertThat(Rfc1808Url.check(expected)).isEmpty();
    }
}
