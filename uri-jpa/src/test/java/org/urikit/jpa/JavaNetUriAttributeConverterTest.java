package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ErrorKind;
import org.urikit.UriSyntaxException;

class JavaNetUriAttributeConverterTest {
    private final JavaNetUriAttributeConverter converter = new JavaNetUriAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b?c#d
            mailto:a@example.com
            ../x
            http://example.com/\u00fc
            http://a_b.example/
            """)
    void storesTheExactTextAndReadsBackAnEqualUri(String text) throws Exception {
        URI uri = new URI(text);
        assertThat(converter.convertToDatabaseColumn(uri)).isEqualTo(text);
        URI read = converter.convertToEntityAttribute(text);
        assertThat(read).isEqualTo(uri);
        assertThat(read.toString()).isEqualTo(text);
    }

    @Test
    void aUriBuiltFromPartsIsStoredAsItsToString() throws Exception {
        URI uri = new URI("http", "example.com", "/a b", "q=1", null);
        assertThat(converter.convertToDatabaseColumn(uri)).isEqualTo("http://example.com/a%20b?q=1");
    }

    @Test
    void textThatNeitherAcceptsFailsWithUrikitsIndexAndReason() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("http://me:hunter2@a b/"))
                .isInstanceOfSatisfying(UriSyntaxException.class, e -> {
                    assertThat(e.error().index()).isEqualTo(19);
                    assertThat(e.error().kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
                    assertThat(e.getMessage()).endsWith("\"http://me:****@a b/\"").doesNotContain("hunter2");
                });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://me:hunter2@[v1.x]/  | http://me:****@[v1.x]/
            a:                         | a:
            """)
    void textOnlyJavaNetUriRejectsFailsWithItsReasonWithoutThePassword(String text, String shown) {
        assertThatThrownBy(() -> converter.convertToEntityAttribute(text))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("java.net.URI cannot represent \"" + shown + "\": ")
                .hasMessageContaining(" at index ")
                .hasMessageNotContaining("hunter2")
                .hasNoCause();
    }
}
