package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link Uri} as its exact text; applied automatically to every attribute declared as
 * {@code Uri} once the persistence unit knows this class.
 *
 * <pre>{@code
 * @Entity
 * class Bookmark {
 *     @Id Long id;
 *     @Column(length = 2048)
 *     Uri target;            // stored as VARCHAR(2048), exactly target.toString()
 * }
 * }</pre>
 *
 * <p>Auto-application goes by the attribute's declared type: an attribute declared as
 * {@link org.urikit.UriReference} needs {@code @Convert(converter = UriReferenceAttributeConverter.class)}
 * (see there why that one is not automatic). Text in the
 * column is read with {@link Uri#parse(String)}: a relative reference or invalid text fails with
 * {@link UriSyntaxException}, never with {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @since 0.1
 */
@Converter(autoApply = true)
public final class UriAttributeConverter implements AttributeConverter<Uri, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public UriAttributeConverter() {
    }

    /**
     * The exact text of the URI.
     *
     * @param attribute the URI, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Uri attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text as a URI.
     *
     * @param dbData the column text, or null
     * @return the URI, or null for null
     * @throws UriSyntaxException if the text is not an RFC 3986 URI (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable Uri convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : Uri.parse(dbData);
    }
}
