package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link Uri} that must be an RFC 3986 {@code absolute-URI}: a scheme and no fragment,
 * as for base URIs, canonical links and API endpoints. Applied only where asked for.
 *
 * <pre>{@code
 * @Convert(converter = AbsoluteUriAttributeConverter.class)
 * @Column(length = 2048)
 * Uri endpoint;       // "https://api.example/v1?x=1" is accepted; "https://api.example/#a" is not
 * }</pre>
 *
 * <p>Both directions check the form: writing a URI with a fragment and reading one both throw
 * {@link UriSyntaxException} at the index of the {@code '#'} (rule {@code absolute-URI}, component
 * {@code FRAGMENT}).
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-4.3">RFC 3986 §4.3</a>
 * @since 0.1
 */
@Converter
public final class AbsoluteUriAttributeConverter implements AttributeConverter<Uri, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public AbsoluteUriAttributeConverter() {
    }

    /**
     * The exact text of the URI, after checking that it has no fragment.
     *
     * @param attribute the URI, or null
     * @return {@code attribute.toString()}, or null for null
     * @throws UriSyntaxException if the URI has a fragment
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Uri attribute) {
        if (attribute == null) {
            return null;
        }
        return requireAbsolute(attribute).toString();
    }

    /**
     * Parses the column text as an absolute URI.
     *
     * @param dbData the column text, or null
     * @return the URI, or null for null
     * @throws UriSyntaxException if the text is not an RFC 3986 absolute-URI (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable Uri convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : requireAbsolute(Uri.parse(dbData));
    }

    private static Uri requireAbsolute(Uri uri) {
        if (!uri.isAbsoluteUri()) {
            // The parser reports the rule, index and component of the violation.
            Rfc.RFC_3986.check(uri.toString(), ReferenceForm.ABSOLUTE_URI).ifPresent(error -> {
                throw new UriSyntaxException(error);
            });
        }
        return uri;
    }
}
