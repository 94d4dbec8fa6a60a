package org.urikit.micronaut;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import io.micronaut.core.convert.ArgumentConversionContext;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.convert.ConversionError;
import io.micronaut.core.convert.ConversionService;
import io.micronaut.core.type.Argument;

import org.junit.jupiter.api.Test;
import org.urikit.Iri;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/**
 * The registrar through Micronaut's shared conversion service, which loads it from the service file
 * as an application does.
 */
class UriTypeConverterRegistrarTest {
    private static final ConversionService CONVERSION = ConversionService.SHARED;

    @Test
    void readsEveryTypeWithItsOwnParserAndWritesTheExactText() {
        assertThat(CONVERSION.convert("HTTP://A/./b", Uri.class)).contains(Uri.parse("HTTP://A/./b"));
        assertThat(CONVERSION.convert("../x", UriReference.class)).contains(UriReference.parse("../x"));
        assertThat(CONVERSION.convert("//h/p", RelativeReference.class)).contains(RelativeReference.parse("//h/p"));
        assertThat(CONVERSION.convert("http://a/b;p?q", Rfc1808Url.class)).contains(Rfc1808Url.parse("http://a/b;p?q"));
        assertThat(CONVERSION.convert("ftp://h/f", Rfc1738Url.class)).contains(Rfc1738Url.parse("ftp://h/f"));
        assertThat(CONVERSION.convert("https://é/", Iri.class)).contains(Iri.parse("https://é/"));
        assertThat(CONVERSION.convert("é", RelativeIriReference.class)).contains(RelativeIriReference.parse("é"));
        assertThat(CONVERSION.convert(" HTTP://A/b c", WhatwgUrl.class).map(WhatwgUrl::href)).contains("http://a/b%20c");
        assertThat(CONVERSION.convert(Uri.parse("HTTP://A/./b"), String.class)).contains("HTTP://A/./b");
        assertThat(CONVERSION.convert(new StringBuilder("urn:x"), Uri.class)).contains(Uri.parse("urn:x"));
    }

    @Test
    void rejectsBadTextOnTheContextWithUrikitsException() {
        ArgumentConversionContext<Uri> context = ConversionContext.of(Argument.of(Uri.class, "callback"));
        Optional<Uri> value = CONVERSION.convert("http://u:s3cr3t@a b/", Uri.class, context);
        assertThat(value).isEmpty();
        ConversionError error = context.getLastError().orElseThrow();
        assertThat(error.getCause()).isInstanceOf(UriSyntaxException.class)
                .hasMessageContaining("U+0020").hasMessageNotContaining("s3cr3t");
        assertThat(error.getOriginalValue()).isEmpty();

        ArgumentConversionContext<WhatwgUrl> whatwg = ConversionContext.of(Argument.of(WhatwgUrl.class, "u"));
        assertThat(CONVERSION.convert("http://[", WhatwgUrl.class, whatwg)).isEmpty();
        assertThat(whatwg.getLastError().orElseThrow().getCause()).isInstanceOf(WhatwgUrlException.class);
    }
}
