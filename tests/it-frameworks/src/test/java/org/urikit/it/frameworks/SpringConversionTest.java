package org.urikit.it.frameworks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.ConversionService;
import org.springframework.core.convert.support.DefaultConversionService;
import org.urikit.ErrorKind;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/**
 * Spring's {@link DefaultConversionService}, with no converter registered for urikit, turns a String
 * into every urikit value type through its static {@code valueOf(String)} (Spring's
 * ObjectToObjectConverter): what {@code @Value}, {@code @RequestParam} and configuration binding use.
 */
class SpringConversionTest {
    private final ConversionService conversions = new DefaultConversionService();

    @Test
    void everyValueTypeIsConvertibleFromString() {
        for (Class<?> type : new Class<?>[] {UriReference.class, Uri.class, RelativeReference.class, Rfc1808Url.class,
                Rfc1738Url.class, WhatwgUrl.class}) {
            assertThat(conversions.canConvert(String.class, type)).as(type.getName()).isTrue();
        }
    }

    @Test
    void stringsBecomeValuesWithTheirExactText() {
        assertThat(conversions.convert("HTTPS://Example.COM/a/./b?q#f", Uri.class))
                .isEqualTo(Uri.parse("HTTPS://Example.COM/a/./b?q#f"));
        assertThat(conversions.convert("mailto:a@example.com", UriReference.class)).isInstanceOf(Uri.class)
                .hasToString("mailto:a@example.com");
        assertThat(conversions.convert("../x;p?y#z", UriReference.class)).isInstanceOf(RelativeReference.class)
                .hasToString("../x;p?y#z");
        assertThat(conversions.convert("//example.com/a", RelativeReference.class)).hasToString("//example.com/a");
        assertThat(conversions.convert("http://a/b/c/d;p?q#f", Rfc1808Url.class)).hasToString("http://a/b/c/d;p?q#f");
        assertThat(conversions.convert("ftp://ftp.example.com/pub/a.txt;type=i", Rfc1738Url.class))
                .hasToString("ftp://ftp.example.com/pub/a.txt;type=i");
        // a WhatwgUrl is the Standard's reading: its text is the href
        assertThat(conversions.convert(" HTTPS://Example.COM/a b ", WhatwgUrl.class)).hasToString("https://example.com/a%20b");
        assertThatThrownBy(() -> conversions.convert("https://h:99999/", WhatwgUrl.class))
                .isInstanceOf(ConversionFailedException.class).cause().isInstanceOf(WhatwgUrlException.class);
    }

    @Test
    void invalidTextFailsWithUrikitsErrorAsTheCause() {
        assertThatThrownBy(() -> conversions.convert("http://example.com/a b", Uri.class))
                .isInstanceOf(ConversionFailedException.class)
                .satisfies(e -> {
                    UriSyntaxException cause = (UriSyntaxException) e.getCause();
                    assertThat(cause.error().index()).isEqualTo(20);
                    assertThat(cause.error().kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
                });
        assertThatThrownBy(() -> conversions.convert("/no/scheme", Uri.class))
                .isInstanceOf(ConversionFailedException.class)
                .cause().isInstanceOf(UriSyntaxException.class)
                .satisfies(c -> assertThat(((UriSyntaxException) c).error().kind()).isEqualTo(ErrorKind.MISSING_SCHEME));
    }

    @Test
    void springsOwnFailureTextQuotesTheValueButUrikitsCauseHidesThePassword() {
        // Spring's message names the raw value (so a password too): an application shows the cause,
        // or the Spring Boot integration's converters and problem details, never this message.
        assertThatThrownBy(() -> conversions.convert("http://alice:S3cretPw@a b/", Uri.class))
                .isInstanceOf(ConversionFailedException.class)
                .hasMessageContaining("S3cretPw")
                .cause().isInstanceOf(UriSyntaxException.class)
                .satisfies(c -> assertThat(c.getMessage()).doesNotContain("S3cretPw").contains("alice:****@"));
    }
}
