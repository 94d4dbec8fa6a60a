package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ErrorKind;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

class UriAttributeConverterTest {
    private final UriAttributeConverter converter = new UriAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            http://a/b
            HTTP://EXAMPLE.com:0080/a/./b/../%7e?q=%41#F
            urn:isbn:0451450523
            a:
            file:///etc/hosts
            http://[::1]:8080/
            `mailto:x@example.com?subject=a%20b`
            """)
    void storesTheExactTextAndReadsItBack(String text) {
        Uri uri = Uri.parse(text);
        String column = converter.convertToDatabaseColumn(uri);
        assertThat(column).isEqualTo(text);
        assertThat(converter.convertToEntityAttribute(column)).isEqualTo(uri).hasToString(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            http://a b/    | 8  | UNEXPECTED_CHARACTER
            /relative      | 0  | MISSING_SCHEME
            ``             | 0  | MISSING_SCHEME
            http://a/%4G   | 11 | INVALID_PERCENT_ENCODING
            http://[::1/   | 11 | INVALID_IPV6
            """)
    void invalidColumnTextFailsWithIndexAndKind(String text, int index, ErrorKind kind) {
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(index);
                    assertThat(e.error().kind()).isEqualTo(kind);
                    assertThat(e.getMessage()).contains("at index " + index).endsWith('"' + text + '"');
                });
    }

    @Test
    void messageHidesThePasswordAndCutsLongValues() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("http://me:hunter2@a b/"))
                .hasMessageEndingWith("\"http://me:****@a b/\"").hasMessageNotContaining("hunter2");
        String longText = "http://a/" + "x".repeat(5000) + "^";
        assertThatThrownBy(() -> converter.convertToEntityAttribute(longText))
                .isInstanceOf(UriSyntaxException.class)
                .hasMessageContaining("at index 5009")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
    }
}
