package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.UriSyntaxException;

/**
 * Stores an {@link Iri} (RFC 3987) as its exact text, Unicode characters as they are; applied
 * automatically to every attribute declared as {@code Iri} once the persistence unit knows this
 * class. The column needs a character type that holds Unicode (H2's and PostgreSQL's
 * {@code VARCHAR}, MySQL's {@code utf8mb4}).
 *
 * <pre>{@code
 * @Entity
 * class Place {
 *     @Id Long id;
 *     @Column(length = 2048)
 *     Iri page;              // stored as "https://münchen.de/straße", exactly page.toString()
 * }
 * }</pre>
 *
 * <p>To store the URI form instead (ASCII only, the host in Punycode), name
 * {@link IriAsUriAttributeConverter} with {@code @Convert}. Text in the column is read with
 * {@link Iri#parse(String)}: invalid text fails with {@link UriSyntaxException}, never with
 * {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @since 0.1
 */
@Converter(autoApply = true)
public final class IriAttributeConverter implements AttributeConverter<Iri, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public IriAttributeConverter() {
    }

    /**
     * The exact text of the IRI.
     *
     * @param attribute the IRI, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Iri attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text as an IRI.
     *
     * @param dbData the column text, or null
     * @return the IRI, or null for null
     * @throws UriSyntaxException if the text is not an RFC 3987 IRI (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable Iri convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : Iri.parse(dbData);
    }
}
