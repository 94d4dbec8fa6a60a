package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link UriReference} in syntax-based normal form (RFC 3986 §6.2.2,
 * {@link UriReference#normalize()}). Applied only where asked for.
 *
 * <pre>{@code
 * @Convert(converter = NormalizingUriReferenceAttributeConverter.class)
 * @Column(length = 2048)
 * UriReference href;   // "a/./b/../%7Ec" is stored as "a/~c"; "../x" keeps its leading ".."
 * }</pre>
 *
 * <p>Query parameters go through the same conversion; reading parses the column text as it is
 * (see {@link NormalizingUriAttributeConverter}). Invalid column text fails with
 * {@link UriSyntaxException}, never with {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2">RFC 3986 §6.2.2</a>
 * @since 0.1
 */
@Converter
public final class NormalizingUriReferenceAttributeConverter implements AttributeConverter<UriReference, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public NormalizingUriReferenceAttributeConverter() {
    }

    /**
     * The text of the reference's syntax-based normal form.
     *
     * @param attribute the reference, or null
     * @return {@code attribute.normalize().toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable UriReference attribute) {
        return attribute == null ? null : attribute.normalize().toString();
    }

    /**
     * Parses the column text as a URI reference, as it is.
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
