package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Rfc1738Url;
import org.urikit.UriSyntaxException;

/**
 * Stores an {@link Rfc1738Url} (a URL by the RFC 1738 grammar, with a typed view of the parts of
 * its scheme) as its exact text; applied automatically to every attribute declared as {@code Rfc1738Url} once the
 * persistence unit knows this class.
 *
 * <pre>{@code
 * @Column(length = 2048)
 * Rfc1738Url legacyLink;     // "ftp://ftp.example.com/pub/a.txt;type=i", "news:comp.lang.java"
 * }</pre>
 *
 * <p>Automatic because {@code Rfc1738Url} is urikit's own final class: no other mapping for it
 * exists, and no other converter's type is assignable from it. Column text that is not an RFC 1738
 * {@code url} fails with {@link UriSyntaxException} (grammar {@code RFC_1738}), never with
 * {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1738#section-5">RFC 1738 §5</a>
 * @since 0.1
 */
@Converter(autoApply = true)
public final class Rfc1738UrlAttributeConverter implements AttributeConverter<Rfc1738Url, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public Rfc1738UrlAttributeConverter() {
    }

    /**
     * The exact text of the URL.
     *
     * @param attribute the URL, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Rfc1738Url attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text by the RFC 1738 rule {@code url}.
     *
     * @param dbData the column text, or null
     * @return the URL, or null for null
     * @throws UriSyntaxException if the text is not an RFC 1738 url (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable Rfc1738Url convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : Rfc1738Url.parse(dbData);
    }
}
