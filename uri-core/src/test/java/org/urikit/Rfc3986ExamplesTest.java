package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** The examples of RFC 3986 §1.1.2 and §3, with their components. */
class Rfc3986ExamplesTest {

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "rfc3986-1.1.2-examples.tsv", delimiter = '\t', nullValues = "(none)",
            ignoreLeadingAndTrailingWhitespace = false, maxCharsPerColumn = 100_000)
    void parsesTheRfcExamplesIntoTheirComponents(String input, String type, String scheme, String authority,
            String userinfo, String host, String hostKind, String port, String path, String query, String fragment) {
        UriReferenceTest.assertComponents(input, type, scheme, authority, userinfo, host, hostKind, port, path, query,
                fragment);
        // every example is a URI; those without a fragment are absolute-URIs
        Uri uri = Uri.parse(input);
        assertThat(uri.isAbsoluteUri()).isEqualTo(fragment == null);
        assertThat(Rfc.RFC_3986.check(input, ReferenceForm.ABSOLUTE_URI).isEmpty()).isEqualTo(fragment == null);
    }
}
