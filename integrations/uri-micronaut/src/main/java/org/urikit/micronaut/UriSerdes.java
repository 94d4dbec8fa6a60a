package org.urikit.micronaut;

import java.io.IOException;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serde;
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
 * Micronaut Serialization ({@code micronaut-serde-*}) for every urikit value type: a value is a JSON
 * string, written as its exact {@code toString()} and read by the type's {@code parse(String)}; JSON
 * {@code null} is {@code null}. Each serde is a bean, active when Micronaut Serialization is on the
 * class path: the application needs no code and no {@code @SerdeImport}.
 *
 * <p>A string that does not parse fails the read with Micronaut Serialization's deserialization
 * exception, whose message is the urikit exception's (never a password, never the value).
 *
 * @since 0.1
 */
public final class UriSerdes {
    private UriSerdes() {
    }

    /**
     * A urikit type as a JSON string. Stateless and thread-safe.
     *
     * @param <T> the type
     * @since 0.1
     */
    public abstract static class TextSerde<T> implements Serde<T> {
        private final Class<T> type;

        /**
         * For the subclasses below.
         *
         * @param type the type
         */
        TextSerde(Class<T> type) {
            this.type = type;
        }

        /**
         * Writes the value's exact text.
         *
         * @param encoder the encoder
         * @param context the context
         * @param valueType the value's type
         * @param value the value
         * @throws IOException if the encoder fails
         */
        @Override
        public void serialize(Encoder encoder, EncoderContext context, Argument<? extends T> valueType, T value)
                throws IOException {
            encoder.encodeString(value.toString());
        }

        /**
         * Reads a JSON string with the type's parser.
         *
         * @param decoder the decoder
         * @param context the context
         * @param valueType the type asked for
         * @return the value
         * @throws IOException if the value is not a string or does not parse
         */
        @Override
        public @Nullable T deserialize(Decoder decoder, DecoderContext context, Argument<? super T> valueType)
                throws IOException {
            String text = decoder.decodeString();
            try {
                return UriTypes.parse(type, text);
            } catch (IllegalArgumentException e) {
                // no invalid value: it would quote the text, password included
                IOException failure = decoder.createDeserializationException(e.getMessage(), null);
                if (failure.getCause() == null) {
                    failure.initCause(e);
                } else {
                    failure.addSuppressed(e);
                }
                throw failure;
            }
        }
    }

    /** {@link UriReference}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class UriReferenceSerde extends TextSerde<UriReference> {
        /** The serde. */
        public UriReferenceSerde() {
            super(UriReference.class);
        }
    }

    /** {@link Uri}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class UriSerde extends TextSerde<Uri> {
        /** The serde. */
        public UriSerde() {
            super(Uri.class);
        }
    }

    /** {@link RelativeReference}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class RelativeReferenceSerde extends TextSerde<RelativeReference> {
        /** The serde. */
        public RelativeReferenceSerde() {
            super(RelativeReference.class);
        }
    }

    /** {@link Rfc1808Url}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class Rfc1808UrlSerde extends TextSerde<Rfc1808Url> {
        /** The serde. */
        public Rfc1808UrlSerde() {
            super(Rfc1808Url.class);
        }
    }

    /** {@link Rfc1738Url}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class Rfc1738UrlSerde extends TextSerde<Rfc1738Url> {
        /** The serde. */
        public Rfc1738UrlSerde() {
            super(Rfc1738Url.class);
        }
    }

    /** {@link IriReference}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class IriReferenceSerde extends TextSerde<IriReference> {
        /** The serde. */
        public IriReferenceSerde() {
            super(IriReference.class);
        }
    }

    /** {@link Iri}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class IriSerde extends TextSerde<Iri> {
        /** The serde. */
        public IriSerde() {
            super(Iri.class);
        }
    }

    /** {@link RelativeIriReference}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class RelativeIriReferenceSerde extends TextSerde<RelativeIriReference> {
        /** The serde. */
        public RelativeIriReferenceSerde() {
            super(RelativeIriReference.class);
        }
    }

    /** {@link WhatwgUrl}, read by {@code WhatwgUrl.parse}. @since 0.1 */
    @Singleton
    @Requires(classes = Serde.class)
    public static final class WhatwgUrlSerde extends TextSerde<WhatwgUrl> {
        /** The serde. */
        public WhatwgUrlSerde() {
            super(WhatwgUrl.class);
        }
    }
}
