package org.urikit.jpa;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.jspecify.annotations.Nullable;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/**
 * Stores a {@link WhatwgUrl} (a URL as the WHATWG URL Standard reads it) as its {@code href};
 * applied automatically to every attribute declared as {@code WhatwgUrl} once the persistence unit
 * knows this class.
 *
 * <pre>{@code
 * @Column(length = 2048)
 * WhatwgUrl callback;     // stored as callback.href(), e.g. "https://hooks.example.com/a%20b"
 * }</pre>
 *
 * <p>A {@code WhatwgUrl} keeps the Standard's serialization, not the text it was parsed from, so
 * the column holds the {@code href}: a value written and read back is equal to it (an href parses
 * to itself). Column text written by other code is read as the Standard reads it
 * ({@link WhatwgUrl#parse(String)}: {@code " HTTP://Example.COM"} becomes
 * {@code http://example.com/}); text the Standard fails fails with {@link WhatwgUrlException}
 * (its type, index and component; the message never quotes the text), never with {@code null}.
 *
 * <p>Automatic because {@code WhatwgUrl} is urikit's own final class: no other mapping for it
 * exists, and no other converter's type is assignable from it.
 *
 * <p>Stateless, immutable and thread-safe.
 *
 * @see <a href="https://url.spec.whatwg.org/#url-serializing">WHATWG URL Standard: URL serializing</a>
 * @since 0.1
 */
@Converter(autoApply = true)
public final class WhatwgUrlAttributeConverter implements AttributeConverter<WhatwgUrl, String> {

    /**
     * The converter; providers create it.
     *
     * @since 0.1
     */
    public WhatwgUrlAttributeConverter() {
    }

    /**
     * The URL's {@code href}.
     *
     * @param attribute the URL, or null
     * @return {@code attribute.href()}, or null for null
     * @since 0.1
     */
    @Override
    public @Nullable String convertToDatabaseColumn(@Nullable WhatwgUrl attribute) {
        return attribute == null ? null : attribute.href();
    }

    /**
     * Parses the column text as the WHATWG URL Standard does.
     *
     * @param dbData the column text, or null
     * @return the URL, or null for null
     * @throws WhatwgUrlException if the Standard fails the text (the message gives type, component and index)
     * @since 0.1
     */
    @Override
    public @Nullable WhatwgUrl convertToEntityAttribute(@Nullable String dbData) {
        return dbData == null ? null : WhatwgUrl.parse(dbData);
    }
}
