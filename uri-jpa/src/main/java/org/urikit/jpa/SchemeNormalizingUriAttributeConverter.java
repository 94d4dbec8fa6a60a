package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Normalizer;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link Uri} in syntax- and scheme-based normal form (RFC 3986 §6.2.2 and §6.2.3,
 * {@link Normalizer#schemeBased()}): as {@link NormalizingUriAttributeConverter}, and also without
 * an empty or default port and with {@code "/"} for an empty path where the scheme says so
 * (http, https, ws, wss), taking the facts from {@link org.urikit.scheme.SchemeRegistry#standard()}.
 * Applied only where asked for.
 *
 * <pre>{@code
 * @Convert(converter = SchemeNormalizingUriAttributeConverter.class)
 * @Column(length = 2048)
 * Uri site;        // HTTPS://Example.com:443 is stored as https://example.com/
 * }</pre>
 *
 * <p>Query parameters go through the same conversion; reading parses the column text as it is
 * (see {@link NormalizingUriAttributeConverter}). Invalid column text fails with
 * {@link UriSyntaxException}, never with {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3">RFC 3986 §6.2.3</a>
 * @since 0.1
 */
@Converter
public final class SchemeNormalizingUriAttributeConverter implements AttributeConverter<Uri, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public SchemeNormalizingUriAttributeConverter() {
    }

    /**
     * The text of the URI's syntax- and scheme-based normal form.
     *
     * @param attribute the URI, or null
     * @return the normalized text, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Uri attribute) {
        return attribute == null ? null : Normalizer.schemeBased().normalize(attribute).toString();
    }

    /**
     * Parses the column text as a URI, as it is.
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
