package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ErrorKind;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

class UriReferenceAttributeConverterTest {
    private final UriReferenceAttributeConverter converter = new UriReferenceAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            http://a/b?c#d      | Uri
            urn:x               | Uri
            //host/path         | RelativeReference
            ../a;p?q            | RelativeReference
            #frag               | RelativeReference
            ``                  | RelativeReference
            """)
    void storesTheExactTextAndReadsBackTheSameClass(String text, String kind) {
        UriReference ref = UriReference.parse(text);
        String column = converter.convertToDatabaseColumn(ref);
        assertThat(column).isEqualTo(text);
        UriReference read = converter.convertToEntityAttribute(column);
        assertThat(read).isEqualTo(ref).hasToString(text);
        assertThat(read).isInstanceOf(kind.equals("Uri") ? Uri.class : RelativeReference.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            a:b c      | 3 | UNEXPECTED_CHARACTER
            1a:b       | 2 | COLON_IN_FIRST_SEGMENT
            //h/%      | 5 | INVALID_PERCENT_ENCODING
            """)
    void invalidColumnTextFailsWithIndexAndKind(String text, int index, ErrorKind kind) {
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(index);
                    assertThat(e.error().kind()).isEqualTo(kind);
                });
    }
}
