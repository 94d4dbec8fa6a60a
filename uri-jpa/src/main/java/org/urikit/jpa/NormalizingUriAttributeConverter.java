package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Normalizer;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link Uri} in syntax-based normal form (RFC 3986 §6.2.2, {@link Uri#normalize()}):
 * case, percent-encoding and dot-segments. Applied only where asked for.
 *
 * <pre>{@code
 * @Convert(converter = NormalizingUriAttributeConverter.class)
 * @Column(length = 2048)
 * Uri canonical;   // HTTP://Example.COM/a/./b/../%7e?%3f is stored as http://example.com/a/~?%3F
 * }</pre>
 *
 * <p>Query parameters bound to the attribute go through the same conversion, so
 * {@code where e.canonical = :u} finds every row equivalent to {@code u} under §6.2.2, not just the
 * row with {@code u}'s exact text.
 *
 * <p>Reading does not normalize: the column text is parsed as it is, so rows written before the
 * converter was used load exactly as stored (and are normalized when next written). A loaded value
 * equals the stored text, which differs from the value persisted unless that was already normal.
 * Invalid column text fails with {@link UriSyntaxException}, never with {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see SchemeNormalizingUriAttributeConverter
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2">RFC 3986 §6.2.2</a>
 * @since 0.1
 */
@Converter
public final class NormalizingUriAttributeConverter implements AttributeConverter<Uri, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public NormalizingUriAttributeConverter() {
    }

    /**
     * The text of the URI's syntax-based normal form.
     *
     * @param attribute the URI, or null
     * @return {@code attribute.normalize().toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Uri attribute) {
        return attribute == null ? null : Normalizer.syntaxBased().normalize(attribute).toString();
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
