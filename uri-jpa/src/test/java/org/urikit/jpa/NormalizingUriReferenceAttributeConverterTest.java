package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

class NormalizingUriReferenceAttributeConverterTest {
    private final NormalizingUriReferenceAttributeConverter converter = new NormalizingUriReferenceAttributeConverter();

    /** Expected values worked out by hand from RFC 3986 §6.2.2 and the Normalizer's rules for relative paths. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            a/./b/../%7Ec           | a/~c
            ../x                    | ../x
            //EXAMPLE.com/./a       | //example.com/a
            HTTP://A/b/../c         | http://a/c
            """)
    void writesTheSyntaxBasedNormalForm(String input, String stored) {
        assertThat(converter.convertToDatabaseColumn(UriReference.parse(input))).isEqualTo(stored);
        assertThat(converter.convertToDatabaseColumn(UriReference.parse(stored))).as("idempotent").isEqualTo(stored);
    }

    @Test
    void readsTheColumnTextAsItIs() {
        assertThat(converter.convertToEntityAttribute("a/./b")).hasToString("a/./b");
    }

    @Test
    void invalidColumnTextFails() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("a b"))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> assertThat(e.error().index()).isEqualTo(1));
    }
}
