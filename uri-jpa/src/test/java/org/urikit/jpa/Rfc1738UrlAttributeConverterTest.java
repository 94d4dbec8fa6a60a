package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.UriSyntaxException;

class Rfc1738UrlAttributeConverterTest {
    private final Rfc1738UrlAttributeConverter converter = new Rfc1738UrlAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            ftp://ftp.example.com/pub/a.txt;type=i
            news:comp.lang.java
            mailto:a@example.com
            http://h.example/p?s
            """)
    void storesTheExactTextAndReadsItBack(String text) {
        Rfc1738Url url = Rfc1738Url.parse(text);
        assertThat(converter.convertToDatabaseColumn(url)).isEqualTo(text);
        assertThat(converter.convertToEntityAttribute(text)).isEqualTo(url).hasToString(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://h.example/#f     | 17
            http://h.example/a b    | 18
            """)
    void textOutsideTheRfc1738GrammarFails(String text, int index) {
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(index);
                    assertThat(e.error().grammar()).isEqualTo(Rfc.RFC_1738);
                });
    }
}
