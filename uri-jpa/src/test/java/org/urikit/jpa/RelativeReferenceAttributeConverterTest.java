package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ErrorKind;
import org.urikit.RelativeReference;
import org.urikit.UriSyntaxException;

class RelativeReferenceAttributeConverterTest {
    private final RelativeReferenceAttributeConverter converter = new RelativeReferenceAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            img/logo.png
            //cdn.example/x.js?v=2
            ?only=query
            ./a:b
            ``
            """)
    void storesTheExactTextAndReadsItBack(String text) {
        RelativeReference ref = RelativeReference.parse(text);
        assertThat(converter.convertToDatabaseColumn(ref)).isEqualTo(text);
        assertThat(converter.convertToEntityAttribute(text)).isEqualTo(ref).hasToString(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://a/   | 4 | COLON_IN_FIRST_SEGMENT
            a b         | 1 | UNEXPECTED_CHARACTER
            """)
    void textWithASchemeOrInvalidTextFails(String text, int index, ErrorKind kind) {
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(index);
                    assertThat(e.error().kind()).isEqualTo(kind);
                });
    }
}
