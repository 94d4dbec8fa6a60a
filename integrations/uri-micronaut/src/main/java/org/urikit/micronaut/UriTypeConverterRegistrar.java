package org.urikit.micronaut;

import java.util.Optional;

import io.micronaut.core.convert.MutableConversionService;
import io.micronaut.core.convert.TypeConverter;
import io.micronaut.core.convert.TypeConverterRegistrar;

/**
 * Converts between text and every urikit value type, for Micronaut's conversion service: query
 * values, path variables, headers, cookies, {@code @Value} and {@code @ConfigurationProperties}, and
 * Micronaut Data's reading and writing of {@code VARCHAR} columns. Found through
 * {@code META-INF/services/io.micronaut.core.convert.TypeConverterRegistrar}: the application needs
 * no code.
 *
 * <p>Each type is read by its own {@code parse(String)} ({@code WhatwgUrl.parse} for
 * {@link org.urikit.WhatwgUrl}) and written as its exact {@code toString()}. A text that does not
 * parse is rejected on the conversion context with the {@link org.urikit.UriSyntaxException} (or
 * {@link org.urikit.WhatwgUrlException}), whose message never shows a password; Micronaut then
 * answers 400 for a request value, or fails to start for a configuration value.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class UriTypeConverterRegistrar implements TypeConverterRegistrar {

    /** Called by Micronaut's service loading. */
    public UriTypeConverterRegistrar() {
    }

    /**
     * Registers a {@code CharSequence} to type and a type to {@code String} converter for each urikit type.
     *
     * @param conversionService the conversion service
     */
    @Override
    public void register(MutableConversionService conversionService) {
        for (Class<?> type : UriTypes.ALL) {
            register(conversionService, type);
        }
    }

    private static <T> void register(MutableConversionService conversionService, Class<T> type) {
        TypeConverter<CharSequence, T> read = (text, targetType, context) -> {
            try {
                return Optional.of(UriTypes.parse(type, text.toString()));
            } catch (IllegalArgumentException e) {
                context.reject(e);
                return Optional.empty();
            }
        };
        conversionService.addConverter(CharSequence.class, type, read);
        TypeConverter<T, String> write = (value, targetType, context) -> Optional.of(value.toString());
        conversionService.addConverter(type, String.class, write);
    }
}
