package org.urikit.spring.boot;

import java.util.LinkedHashSet;
import java.util.Set;

import org.jspecify.annotations.Nullable;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/**
 * Converts between {@link String} and every urikit value type ({@link UriReference}, {@link Uri},
 * {@link RelativeReference}, {@link Rfc1808Url}, {@link Rfc1738Url}, {@link WhatwgUrl}), exactly: a
 * string is parsed by the type's own {@code parse} (no trimming, no repair; a {@code WhatwgUrl} is
 * the WHATWG URL Standard's reading, which strips and repairs as browsers do), a value becomes its
 * exact text (a {@code WhatwgUrl} its {@code href}). A rejected string fails with
 * {@link org.urikit.UriSyntaxException} (a {@code WhatwgUrl}: {@link org.urikit.WhatwgUrlException}),
 * which Spring wraps in a {@code ConversionFailedException}; {@link UriProblemDetailsAdvice} turns
 * that into a problem detail that never shows a password (Spring's own message quotes the whole value).
 *
 * <p>Registered by {@link UriConversionAutoConfiguration} for MVC and WebFlux argument binding
 * ({@code @RequestParam}, {@code @PathVariable}, {@code @RequestHeader}, ...) and, qualified with
 * {@code @ConfigurationPropertiesBinding}, for configuration properties. Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class UriStringConverter implements GenericConverter {
    private static final Set<ConvertiblePair> PAIRS;

    static {
        Set<ConvertiblePair> pairs = new LinkedHashSet<>();
        for (Class<?> type : new Class<?>[] {UriReference.class, Uri.class, RelativeReference.class, Rfc1808Url.class,
                Rfc1738Url.class, WhatwgUrl.class}) {
            pairs.add(new ConvertiblePair(String.class, type));
            pairs.add(new ConvertiblePair(type, String.class));
        }
        PAIRS = Set.copyOf(pairs);
    }

    /** The converter. */
    public UriStringConverter() {
    }

    /**
     * {@code String} to and from each urikit value type.
     *
     * @return the twelve pairs
     */
    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return PAIRS;
    }

    /**
     * Parses a string as the target type, or gives a value's exact text.
     *
     * @param source the string or value; null gives null
     * @param sourceType the source type
     * @param targetType the target type
     * @return the value or its text
     * @throws org.urikit.UriSyntaxException if the string is not valid for the target type
     * @throws org.urikit.WhatwgUrlException if the target is {@code WhatwgUrl} and the Standard fails the string
     * @throws IllegalArgumentException if the types are not one of {@link #getConvertibleTypes()}
     */
    @Override
    public @Nullable Object convert(@Nullable Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        if (source == null) {
            return null;
        }
        Class<?> target = targetType.getType();
        if (target == String.class) {
            return source.toString();
        }
        String text = (String) source;
        if (target == Uri.class) {
            return Uri.parse(text);
        }
        if (target == UriReference.class) {
            return UriReference.parse(text);
        }
        if (target == RelativeReference.class) {
            return RelativeReference.parse(text);
        }
        if (target == Rfc1808Url.class) {
            return Rfc1808Url.parse(text);
        }
        if (target == Rfc1738Url.class) {
            return Rfc1738Url.parse(text);
        }
        if (target == WhatwgUrl.class) {
            return WhatwgUrl.parse(text);
        }
        throw new IllegalArgumentException("not a urikit value type: " + target.getName());
    }
}
