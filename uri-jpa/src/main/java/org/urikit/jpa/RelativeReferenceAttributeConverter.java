package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.RelativeReference;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link RelativeReference} as its exact text; applied automatically to every attribute
 * declared as {@code RelativeReference} once the persistence unit knows this class.
 *
 * <pre>{@code
 * @Entity
 * class Asset {
 *     @Id Long id;
 *     RelativeReference path;   // "img/logo.png", "//cdn.example/x.js", "#top"
 * }
 * }</pre>
 *
 * <p>Text with a scheme, or invalid text, fails with {@link UriSyntaxException}, never with
 * {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @since 0.1
 */
@Converter(autoApply = true)
public final class RelativeReferenceAttributeConverter implements AttributeConverter<RelativeReference, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public RelativeReferenceAttributeConverter() {
    }

    /**
     * The exact text of the reference.
     *
     * @param attribute the reference, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable RelativeReference attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text as a relative reference.
     *
     * @param dbData the column text, or null
     * @return the reference, or null for null
     * @throws UriSyntaxException if the text is not an RFC 3986 relative-ref (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable RelativeReference convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : RelativeReference.parse(dbData);
    }
}
