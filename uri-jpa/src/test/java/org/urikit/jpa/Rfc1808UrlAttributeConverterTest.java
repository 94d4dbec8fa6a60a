package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Rfc;
import org.urikit.Rfc1808Url;
import org.urikit.UriSyntaxException;

class Rfc1808UrlAttributeConverterTest {
    private final Rfc1808UrlAttributeConverter converter = new Rfc1808UrlAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            http://a/b/c/d;p?q#f
            ../g;x?y
            #f
            //net;loc/path
            ``
            """)
    void storesTheExactTextAndReadsItBack(String text) {
        Rfc1808Url url = Rfc1808Url.parse(text);
        assertThat(converter.convertToDatabaseColumn(url)).isEqualTo(text);
        assertThat(converter.convertToEntityAttribute(text)).isEqualTo(url).hasToString(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://a/~x     | 9
            http://a/b c    | 10
            """)
    void textOutsideTheRfc1808GrammarFails(String text, int index) {
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(index);
                    assertThat(e.error().grammar()).isEqualTo(Rfc.RFC_1808);
                });
    }
}
