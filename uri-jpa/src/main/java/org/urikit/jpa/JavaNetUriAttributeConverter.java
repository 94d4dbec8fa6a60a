package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.net.URI;
import java.net.URISyntaxException;
import org.jspecify.annotations.Nullable;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * Stores a {@link java.net.URI} as its exact text ({@link URI#toString()}). Without a converter,
 * providers map {@code java.net.URI} as a {@link java.io.Serializable} value: Java serialization in a
 * binary column that SQL cannot read, compare or index.
 *
 * <pre>{@code
 * @Convert(converter = JavaNetUriAttributeConverter.class)
 * @Column(length = 2048)
 * java.net.URI homepage;
 * }</pre>
 *
 * <p>Not applied automatically: {@code java.net.URI} is a JDK type, and an auto-applied converter
 * would silently change the mapping of existing columns. Reading uses {@code new URI(text)}, so
 * every value this converter wrote reads back equal. Text that {@code java.net.URI} rejects fails
 * loudly, never as {@code null}: with {@link UriSyntaxException} (urikit's index and reason) when the
 * text is not an RFC 3986 reference either, else with {@link IllegalStateException} giving
 * {@code java.net.URI}'s reason and index (for example for {@code "http://[v1.x]/"}, which RFC 3986
 * allows). Messages cut the value to 120 characters and hide any password.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @since 0.1
 */
@Converter
public final class JavaNetUriAttributeConverter implements AttributeConverter<URI, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public JavaNetUriAttributeConverter() {
    }

    /**
     * The exact text of the URI.
     *
     * @param attribute the URI, or null
     * @return {@code attribute.toString()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable URI attribute) {
        return attribute == null ? null : attribute.toString();
    }

    /**
     * Parses the column text with {@code new URI(text)}.
     *
     * @param dbData the column text, or null
     * @return the URI, or null for null
     * @throws UriSyntaxException if the text is neither a {@code java.net.URI} nor an RFC 3986 reference
     * @throws IllegalStateException if only {@code java.net.URI} rejects the text
     * @since 0.1
     */
    @Override
    @SuppressForbidden(reason = "the documented interop point: java.net.URI is the entity's attribute type")
    public @Nullable URI convertToEntityAttribute(@Nullable String dbData) {
        if (dbData == null) {
            return null;
        }
        try {
            return new URI(dbData);
        } catch (URISyntaxException e) {
            // The JDK's message quotes the whole input, password included, so it is neither shown
            // nor chained. urikit's messages cut the value and hide the password: prefer urikit's
            // explanation; if urikit accepts the text, toJavaNetUri() words the JDK's reason.
            UriReference reference = UriReference.parse(dbData);
            try {
                return reference instanceof Uri uri ? uri.toJavaNetUri() : ((RelativeReference) reference).toJavaNetUri();
            } catch (IllegalStateException redacted) {
                throw new IllegalStateException(redacted.getMessage(), null);
            }
        }
    }
}
