package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

class SchemeNormalizingUriAttributeConverterTest {
    private final SchemeNormalizingUriAttributeConverter converter = new SchemeNormalizingUriAttributeConverter();

    /** Expected values worked out by hand from RFC 3986 §6.2.2 and §6.2.3 (http: port 80, empty path is "/"). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            HTTPS://Example.com:443        | https://example.com/
            http://a:/x                    | http://a/x
            http://a:80/%7e                | http://a/~
            http://a:8080                  | http://a:8080/
            http://a/b                     | http://a/b
            """)
    void writesTheSchemeBasedNormalForm(String input, String stored) {
        assertThat(converter.convertToDatabaseColumn(Uri.parse(input))).isEqualTo(stored);
        assertThat(converter.convertToDatabaseColumn(Uri.parse(stored))).as("idempotent").isEqualTo(stored);
    }

    @Test
    void readsTheColumnTextAsItIs() {
        assertThat(converter.convertToEntityAttribute("http://a:80")).hasToString("http://a:80");
    }

    @Test
    void invalidColumnTextFails() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("http://a:8x/"))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> assertThat(e.error().index()).isEqualTo(10));
    }
}
