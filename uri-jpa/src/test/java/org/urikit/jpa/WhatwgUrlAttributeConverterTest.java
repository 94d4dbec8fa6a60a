package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;
import org.urikit.WhatwgValidationError;

class WhatwgUrlAttributeConverterTest {
    private final WhatwgUrlAttributeConverter converter = new WhatwgUrlAttributeConverter();

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            https://example.com/a?b#c                | https://example.com/a?b#c
            " HTTP://Example.COM:80/a/../b c "       | http://example.com/b%20c
            http://127.0.0.1\\@evil.com               | http://127.0.0.1/@evil.com
            "https://h/a|b?c^"                       | "https://h/a|b?c^"
            mailto:a@example.com                     | mailto:a@example.com
            """)
    void storesTheHrefAndReadsItBackEqual(String text, String href) {
        WhatwgUrl url = WhatwgUrl.parse(text);
        String column = converter.convertToDatabaseColumn(url);
        assertThat(column).isEqualTo(href);
        assertThat(converter.convertToEntityAttribute(column)).isEqualTo(url).hasToString(href);
        // column text in another spelling is read as the Standard reads it
        assertThat(converter.convertToEntityAttribute(text)).isEqualTo(url);
    }

    @Test
    void textTheStandardFailsFailsWithTypeComponentAndIndexNeverNull() {
        assertThatThrownBy(() -> converter.convertToEntityAttribute("https://u:s3cret@[::1/"))
                .isInstanceOfSatisfying(WhatwgUrlException.class, e -> assertThat(e.failure())
                        .isEqualTo(new WhatwgValidationError("IPv6-unclosed", 17, Component.HOST)))
                .hasMessageNotContaining("s3cret");
        assertThatThrownBy(() -> converter.convertToEntityAttribute("/relative")).isInstanceOf(WhatwgUrlException.class)
                .hasMessage("Invalid URL (WHATWG URL Standard): missing-scheme-non-relative-URL in scheme at index 0");
    }
}
