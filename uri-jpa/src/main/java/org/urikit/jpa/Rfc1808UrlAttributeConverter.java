package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.Rfc1808Url;
import org.urikit.UriSyntaxException;

/**
 * Stores an {@link Rfc1808Url} (a URL by the RFC 1808 grammar, with {@code ;params}) as its exact
 * text; applied automatically to every attribute declared as {@code Rfc1808Url} once the
 * persistence unit knows this class.
 *
 * <pre>{@code
 * @Column(length = 2048)
 * Rfc1808Url legacyLink;     // "http://a/b/c/d;p?q#f" or "../g;x?y"
 * }</pre>
 *
 * <p>Automatic because {@code Rfc1808Url} is urikit's own final class: no other mapping for it
 * exists, and no other converter's type is assignable from it. Column text that is not an RFC 1808
 * {@code URL} fails with {@link UriSyntaxException} (grammar {@code RFC_1808}), never with
 * {@code null}.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1808#section-2.2">RFC 1808 §2.2</a>
 * @since 0.1
 */
@Converter(autoApply = true)
public final class Rfc1808UrlAttributeConverter implements AttributeConverter<Rfc1808Url, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public Rfc1808UrlAttributeConverter() {
    }

    /**
     * The exact text of the URL.
     *
     * @param attribute the URL, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable Rfc1808Url attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text by the RFC 1808 rule {@code URL}.
     *
     * @param dbData the column text, or null
     * @return the URL, or null for null
     * @throws UriSyntaxException if the text is not an RFC 1808 URL (the message gives index and reason)
     * @since 0.1
     */
    @Override
    public @Nullable Rfc1808Url convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : Rfc1808Url.parse(dbData);
    }
}
