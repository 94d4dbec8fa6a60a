package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link UriReference} (a {@link org.urikit.Uri} or a {@link org.urikit.RelativeReference})
 * as its exact text. Applied only where asked for, with {@code @Convert}.
 *
 * <pre>{@code
 * @Entity
 * class Link {
 *     @Id Long id;
 *     @Convert(converter = UriReferenceAttributeConverter.class)
 *     @Column(length = 2048)
 *     UriReference href;     // "https://example.com/a" or "../a#b"; loaded as Uri or RelativeReference
 * }
 * }</pre>
 *
 * <p>Why not automatic: Hibernate ORM auto-applies a converter to every attribute whose declared
 * type is <em>assignable to</em> the converter's type, so an auto-applied {@code UriReference}
 * converter would also match {@code Uri} and {@code RelativeReference} attributes, collide with
 * {@link UriAttributeConverter} and {@link RelativeReferenceAttributeConverter}, and fail the
 * bootstrap ("Multiple auto-apply converters matched"). EclipseLink matches the exact declared type.
 * Auto-applying only the two concrete types behaves the same on both.
 *
 * <p>Reading re-parses the text with {@link UriReference#parse(String)}, so the loaded value has the
 * same class as the stored one. Invalid text fails with {@link UriSyntaxException}, never with
 * {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @since 0.1
 */
@Converter
public final class UriReferenceAttributeConverter implements AttributeConverter<UriReference, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public UriReferenceAttributeConverter() {
    }

    /**
     * The exact text of the reference.
     *
     * @param attribute the reference, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable UriReference attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text as a URI reference.
     *
     * @param dbData the column text, or null
     * @return the reference, or null for null
     * @throws UriSyntaxException if the text is not an RFC 3986 URI-reference (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable UriReference convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : UriReference.parse(dbData);
    }
}
