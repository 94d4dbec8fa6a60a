package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

class AbsoluteUriAttributeConverterTest {
    private final AbsoluteUriAttributeConverter converter = new AbsoluteUriAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            https://api.example/v1?x=1
            urn:isbn:0451450523
            http://h?
            """)
    void storesAbsoluteUrisExactly(String text) {
        Uri uri = Uri.parse(text);
        assertThat(converter.convertToDatabaseColumn(uri)).isEqualTo(text);
        assertThat(converter.convertToEntityAttribute(text)).isEqualTo(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b#c    | 10
            http://a/b?q#   | 12
            """)
    void aFragmentIsRejectedOnWriteAndOnRead(String text, int index) {
        Uri uri = Uri.parse(text);
        assertThatThrownBy(() -> converter.convertToDatabaseColumn(uri))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(index);
                    assertThat(e.error().component()).isEqualTo(Component.FRAGMENT);
                    assertThat(e.error().rule()).isEqualTo("absolute-URI");
                });
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> assertThat(e.error().index()).isEqualTo(index));
    }

    @Test
    void relativeTextIsRejected() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("/v1"))
                .isInstanceOfSatisfying(UriSyntaxException.class,
                        e -> assertThat(e.error().kind()).isEqualTo(ErrorKind.MISSING_SCHEME));
    }
}
