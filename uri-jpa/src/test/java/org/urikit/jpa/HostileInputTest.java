package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.AttributeConverter;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.urikit.UriSyntaxException;

/**
 * Any column text, however broken, reads as a value with exactly that text or fails with the
 * documented exception: never another exception, never null. Seeded; the seed is in every message.
 */
class HostileInputTest {
    private static final long SEED = 0x5eed_0007L;
    private static final String ALPHABET = "aZ09:/?#[]@!$&'()*+,;=%-._~ \t\r\n\u0000\u007f\u00e9\u20ac\ud800\udc00\ud83d\ude00";

    private static final List<AttributeConverter<?, String>> CONVERTERS = List.of(new UriAttributeConverter(),
            new UriReferenceAttributeConverter(), new RelativeReferenceAttributeConverter(),
            new AbsoluteUriAttributeConverter(), new JavaNetUriAttributeConverter(), new Rfc1808UrlAttributeConverter(),
            new Rfc1738UrlAttributeConverter(), new NormalizingUriAttributeConverter(),
            new SchemeNormalizingUriAttributeConverter(), new NormalizingUriReferenceAttributeConverter());

    @Test
    void everyConverterReadsExactlyOrThrowsTheDocumentedException() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < 5_000; i++) {
            String text = next(random);
            for (AttributeConverter<?, String> converter : CONVERTERS) {
                int n = i;
                Supplier<String> context = () -> "seed " + SEED + ", case " + n + ", " + converter.getClass().getSimpleName()
                        + ", text " + text.codePoints().mapToObj(Integer::toHexString).toList();
                try {
                    Object value = converter.convertToEntityAttribute(text);
                    assertThat(value).as(context).isNotNull();
                    assertThat(value.toString()).as(context).isEqualTo(text);
                } catch (UriSyntaxException expected) {
                    assertThat(expected.error().index()).as(context).isBetween(0, text.length());
                } catch (IllegalStateException expected) {
                    // only the java.net.URI converter, for text RFC 3986 accepts and java.net.URI does not
                    assertThat(converter).as(context).isInstanceOf(JavaNetUriAttributeConverter.class);
                    assertThat(expected.getMessage()).as(context).startsWith("java.net.URI cannot represent ");
                }
            }
        }
    }

    /** A short string: mostly URI characters, with controls, non-ASCII and lone surrogates mixed in. */
    private static String next(SplittableRandom random) {
        int length = random.nextInt(24);
        StringBuilder sb = new StringBuilder(length);
        if (random.nextBoolean()) {
            sb.append(random.nextBoolean() ? "http://" : "a:");
        }
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
