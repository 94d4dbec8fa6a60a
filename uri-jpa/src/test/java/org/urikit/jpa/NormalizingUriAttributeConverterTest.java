package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ErrorKind;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

class NormalizingUriAttributeConverterTest {
    private final NormalizingUriAttributeConverter converter = new NormalizingUriAttributeConverter();

    /** Expected values worked out by hand from RFC 3986 §6.2.2.1-§6.2.2.3. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            HTTP://Example.COM/a/./b/../%7e?%3f  | http://example.com/a/~?%3F
            http://a/b/c/./../../g               | http://a/g
            http://a:80/                         | http://a:80/
            mailto:%61@EXAMPLE.com               | mailto:a@EXAMPLE.com
            http://a/b                           | http://a/b
            """)
    void writesTheSyntaxBasedNormalForm(String input, String stored) {
        assertThat(converter.convertToDatabaseColumn(Uri.parse(input))).isEqualTo(stored);
        assertThat(converter.convertToDatabaseColumn(Uri.parse(stored))).as("idempotent").isEqualTo(stored);
    }

    @Test
    void readsTheColumnTextAsItIs() {
        assertThat(converter.convertToEntityAttribute("HTTP://A/./b")).hasToString("HTTP://A/./b");
    }

    @Test
    void invalidColumnTextFails() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("/a"))
                .isInstanceOfSatisfying(UriSyntaxException.class,
                        e -> assertThat(e.error().kind()).isEqualTo(ErrorKind.MISSING_SCHEME));
    }
}
