package org.urikit.micronaut;

import java.util.HashMap;
import java.util.Map;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.data.model.runtime.convert.AttributeConverter;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/**
 * Micronaut Data attribute converters for every urikit value type, stored as {@code VARCHAR}: the
 * exact {@code toString()} is written, and the stored text is read by the type's {@code parse}.
 * {@link UriDataTypeVisitor} names them on each urikit-typed property of an entity while the
 * application compiles; they are beans, active when Micronaut Data is on the class path.
 *
 * <p>A stored text that does not parse fails the read with the
 * {@link org.urikit.UriSyntaxException} (or {@link org.urikit.WhatwgUrlException}) itself, whose
 * message gives the rule and index and never the password; a conversion through Micronaut's
 * conversion service would instead fail with Micronaut Data's message, which quotes the stored
 * value. {@code null} is {@code null}.
 *
 * @since 0.1
 */
public final class UriAttributeConverters {
    /** Each urikit type's converter class, by type name: what {@link UriDataTypeVisitor} names. */
    static final Map<String, String> BY_TYPE = byType();

    private UriAttributeConverters() {
    }

    private static Map<String, String> byType() {
        Map<String, String> map = new HashMap<>();
        for (Class<?> type : UriTypes.ALL) {
            map.put(type.getName(), UriAttributeConverters.class.getName() + "$" + type.getSimpleName() + "Converter");
        }
        return Map.copyOf(map);
    }

    /**
     * A urikit type as text. Stateless and thread-safe.
     *
     * @param <V> the type
     * @since 0.1
     */
    public abstract static class TextConverter<V> implements AttributeConverter<V, String> {
        private final Class<V> type;

        /**
         * For the subclasses below.
         *
         * @param type the type
         */
        TextConverter(Class<V> type) {
            this.type = type;
        }

        /**
         * The value's exact text.
         *
         * @param value the value, or null
         * @param context the context
         * @return its text, or null
         */
        @Override
        public @Nullable String convertToPersistedValue(@Nullable V value, ConversionContext context) {
            return value == null ? null : value.toString();
        }

        /**
         * The stored text read by the type's parser.
         *
         * @param text the text, or null
         * @param context the context
         * @return the value, or null
         * @throws org.urikit.UriSyntaxException if the text does not parse ({@code WhatwgUrlException} for {@code WhatwgUrl})
         */
        @Override
        public @Nullable V convertToEntityValue(@Nullable String text, ConversionContext context) {
            return text == null ? null : UriTypes.parse(type, text);
        }
    }

    /** {@link UriReference}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class UriReferenceConverter extends TextConverter<UriReference> {
        /** UriReferencehe converter. */
        public UriReferenceConverter() {
            super(UriReference.class);
        }
    }

    /** {@link Uri}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class UriConverter extends TextConverter<Uri> {
        /** Urihe converter. */
        public UriConverter() {
            super(Uri.class);
        }
    }

    /** {@link RelativeReference}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class RelativeReferenceConverter extends TextConverter<RelativeReference> {
        /** RelativeReferencehe converter. */
        public RelativeReferenceConverter() {
            super(RelativeReference.class);
        }
    }

    /** {@link Rfc1808Url}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class Rfc1808UrlConverter extends TextConverter<Rfc1808Url> {
        /** Rfc1808Urlhe converter. */
        public Rfc1808UrlConverter() {
            super(Rfc1808Url.class);
        }
    }

    /** {@link Rfc1738Url}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class Rfc1738UrlConverter extends TextConverter<Rfc1738Url> {
        /** Rfc1738Urlhe converter. */
        public Rfc1738UrlConverter() {
            super(Rfc1738Url.class);
        }
    }

    /** {@link IriReference}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class IriReferenceConverter extends TextConverter<IriReference> {
        /** IriReferencehe converter. */
        public IriReferenceConverter() {
            super(IriReference.class);
        }
    }

    /** {@link Iri}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class IriConverter extends TextConverter<Iri> {
        /** Irihe converter. */
        public IriConverter() {
            super(Iri.class);
        }
    }

    /** {@link RelativeIriReference}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class RelativeIriReferenceConverter extends TextConverter<RelativeIriReference> {
        /** RelativeIriReferencehe converter. */
        public RelativeIriReferenceConverter() {
            super(RelativeIriReference.class);
        }
    }

    /** {@link WhatwgUrl}. @since 0.1 */
    @Singleton
    @Requires(classes = AttributeConverter.class)
    public static final class WhatwgUrlConverter extends TextConverter<WhatwgUrl> {
        /** WhatwgUrlhe converter. */
        public WhatwgUrlConverter() {
            super(WhatwgUrl.class);
        }
    }
}
