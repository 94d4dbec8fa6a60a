package org.urikit.jsonb;

import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.adapter.JsonbAdapter;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.bind.serializer.JsonbSerializer;
import jakarta.json.bind.serializer.SerializationContext;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.Type;
import java.util.List;

import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/**
 * One serializer and one deserializer class per urikit type. JSON-B implementations find the type
 * a serializer or deserializer is for from the type argument of the {@code JsonbSerializer} or
 * {@code JsonbDeserializer} interface that its class implements, so each type needs a class of its
 * own; the work is done by {@link #write} and {@link Reader#read}.
 */
final class Codecs {
    private Codecs() {
    }

    /** The serializers, one per type. */
    static List<JsonbSerializer<?>> serializers() {
        return List.of(new UriReferenceOut(), new UriOut(), new RelativeReferenceOut(), new Rfc1808UrlOut(), new Rfc1738UrlOut(), new IriReferenceOut(), new IriOut(), new RelativeIriReferenceOut(), new WhatwgUrlOut());
    }

    /** The deserializers, one per type, reading with {@code reading}. */
    static List<JsonbDeserializer<?>> deserializers(Reading reading) {
        return List.of(new UriReferenceIn(reading), new UriIn(reading), new RelativeReferenceIn(reading), new Rfc1808UrlIn(reading), new Rfc1738UrlIn(reading), new IriReferenceIn(reading), new IriIn(reading), new RelativeIriReferenceIn(reading), new WhatwgUrlIn(reading));
    }

    /** The adapters, one per type, reading with {@code reading}. */
    static List<JsonbAdapter<?, ?>> adapters(Reading reading) {
        return List.of(new UriReferenceAdapter(reading), new UriAdapter(reading), new RelativeReferenceAdapter(reading), new Rfc1808UrlAdapter(reading), new Rfc1738UrlAdapter(reading), new IriReferenceAdapter(reading), new IriAdapter(reading), new RelativeIriReferenceAdapter(reading), new WhatwgUrlAdapter(reading));
    }

    /** Writes the exact text (a {@code WhatwgUrl}: its href). */
    static void write(Object value, JsonGenerator generator) {
        generator.write(value.toString());
    }

    /** A marker of urikit's serializers, so that {@link UriJsonb} can replace them in a configuration. */
    interface Ours {
    }

    /** The reading shared by all deserializers. */
    abstract static class Reader implements Ours {
        private final Class<?> type;
        private final Reading reading;

        Reader(Class<?> type, Reading reading) {
            this.type = type;
            this.reading = reading;
        }

        /** The value at the parser's current event: a JSON string, or null for JSON {@code null}. */
        final @Nullable Object read(JsonParser parser) {
            // Yasson's parser does not implement currentEvent(): the value read last is the one to take
            JsonValue value = parser.getValue();
            if (value.getValueType() == JsonValue.ValueType.NULL) {
                return null;
            }
            if (!(value instanceof JsonString s)) {
                throw new JsonbException("Cannot deserialize value of type `" + type.getName()
                        + "` from JSON " + value.getValueType() + ": a JSON string is expected");
            }
            return read(s.getString());
        }

        /** The value of a text. */
        final @Nullable Object read(@Nullable String text) {
            if (text == null) {
                return null;
            }
            try {
                return reading.read(type, text);
            } catch (UriSyntaxException | WhatwgUrlException e) {
                throw new UriJsonbException(type, "", e);
            }
        }
    }

    static final class UriReferenceOut implements JsonbSerializer<UriReference>, Ours {
        @Override
        public void serialize(UriReference value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class UriReferenceAdapter extends Reader implements JsonbAdapter<UriReference, String> {
        UriReferenceAdapter(Reading reading) {
            super(UriReference.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable UriReference value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable UriReference adaptFromJson(@Nullable String text) {
            return (UriReference) read(text);
        }
    }

    static final class UriReferenceIn extends Reader implements JsonbDeserializer<UriReference> {
        UriReferenceIn(Reading reading) {
            super(UriReference.class, reading);
        }

        @Override
        public @Nullable UriReference deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (UriReference) read(parser);
        }
    }

    static final class UriOut implements JsonbSerializer<Uri>, Ours {
        @Override
        public void serialize(Uri value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class UriAdapter extends Reader implements JsonbAdapter<Uri, String> {
        UriAdapter(Reading reading) {
            super(Uri.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable Uri value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable Uri adaptFromJson(@Nullable String text) {
            return (Uri) read(text);
        }
    }

    static final class UriIn extends Reader implements JsonbDeserializer<Uri> {
        UriIn(Reading reading) {
            super(Uri.class, reading);
        }

        @Override
        public @Nullable Uri deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (Uri) read(parser);
        }
    }

    static final class RelativeReferenceOut implements JsonbSerializer<RelativeReference>, Ours {
        @Override
        public void serialize(RelativeReference value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class RelativeReferenceAdapter extends Reader implements JsonbAdapter<RelativeReference, String> {
        RelativeReferenceAdapter(Reading reading) {
            super(RelativeReference.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable RelativeReference value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable RelativeReference adaptFromJson(@Nullable String text) {
            return (RelativeReference) read(text);
        }
    }

    static final class RelativeReferenceIn extends Reader implements JsonbDeserializer<RelativeReference> {
        RelativeReferenceIn(Reading reading) {
            super(RelativeReference.class, reading);
        }

        @Override
        public @Nullable RelativeReference deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (RelativeReference) read(parser);
        }
    }

    static final class Rfc1808UrlOut implements JsonbSerializer<Rfc1808Url>, Ours {
        @Override
        public void serialize(Rfc1808Url value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class Rfc1808UrlAdapter extends Reader implements JsonbAdapter<Rfc1808Url, String> {
        Rfc1808UrlAdapter(Reading reading) {
            super(Rfc1808Url.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable Rfc1808Url value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable Rfc1808Url adaptFromJson(@Nullable String text) {
            return (Rfc1808Url) read(text);
        }
    }

    static final class Rfc1808UrlIn extends Reader implements JsonbDeserializer<Rfc1808Url> {
        Rfc1808UrlIn(Reading reading) {
            super(Rfc1808Url.class, reading);
        }

        @Override
        public @Nullable Rfc1808Url deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (Rfc1808Url) read(parser);
        }
    }

    static final class Rfc1738UrlOut implements JsonbSerializer<Rfc1738Url>, Ours {
        @Override
        public void serialize(Rfc1738Url value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class Rfc1738UrlAdapter extends Reader implements JsonbAdapter<Rfc1738Url, String> {
        Rfc1738UrlAdapter(Reading reading) {
            super(Rfc1738Url.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable Rfc1738Url value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable Rfc1738Url adaptFromJson(@Nullable String text) {
            return (Rfc1738Url) read(text);
        }
    }

    static final class Rfc1738UrlIn extends Reader implements JsonbDeserializer<Rfc1738Url> {
        Rfc1738UrlIn(Reading reading) {
            super(Rfc1738Url.class, reading);
        }

        @Override
        public @Nullable Rfc1738Url deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (Rfc1738Url) read(parser);
        }
    }

    static final class IriReferenceOut implements JsonbSerializer<IriReference>, Ours {
        @Override
        public void serialize(IriReference value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class IriReferenceAdapter extends Reader implements JsonbAdapter<IriReference, String> {
        IriReferenceAdapter(Reading reading) {
            super(IriReference.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable IriReference value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable IriReference adaptFromJson(@Nullable String text) {
            return (IriReference) read(text);
        }
    }

    static final class IriReferenceIn extends Reader implements JsonbDeserializer<IriReference> {
        IriReferenceIn(Reading reading) {
            super(IriReference.class, reading);
        }

        @Override
        public @Nullable IriReference deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (IriReference) read(parser);
        }
    }

    static final class IriOut implements JsonbSerializer<Iri>, Ours {
        @Override
        public void serialize(Iri value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class IriAdapter extends Reader implements JsonbAdapter<Iri, String> {
        IriAdapter(Reading reading) {
            super(Iri.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable Iri value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable Iri adaptFromJson(@Nullable String text) {
            return (Iri) read(text);
        }
    }

    static final class IriIn extends Reader implements JsonbDeserializer<Iri> {
        IriIn(Reading reading) {
            super(Iri.class, reading);
        }

        @Override
        public @Nullable Iri deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (Iri) read(parser);
        }
    }

    static final class RelativeIriReferenceOut implements JsonbSerializer<RelativeIriReference>, Ours {
        @Override
        public void serialize(RelativeIriReference value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class RelativeIriReferenceAdapter extends Reader implements JsonbAdapter<RelativeIriReference, String> {
        RelativeIriReferenceAdapter(Reading reading) {
            super(RelativeIriReference.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable RelativeIriReference value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable RelativeIriReference adaptFromJson(@Nullable String text) {
            return (RelativeIriReference) read(text);
        }
    }

    static final class RelativeIriReferenceIn extends Reader implements JsonbDeserializer<RelativeIriReference> {
        RelativeIriReferenceIn(Reading reading) {
            super(RelativeIriReference.class, reading);
        }

        @Override
        public @Nullable RelativeIriReference deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (RelativeIriReference) read(parser);
        }
    }

    static final class WhatwgUrlOut implements JsonbSerializer<WhatwgUrl>, Ours {
        @Override
        public void serialize(WhatwgUrl value, JsonGenerator generator, SerializationContext ctx) {
            write(value, generator);
        }
    }

    static final class WhatwgUrlAdapter extends Reader implements JsonbAdapter<WhatwgUrl, String> {
        WhatwgUrlAdapter(Reading reading) {
            super(WhatwgUrl.class, reading);
        }

        @Override
        public @Nullable String adaptToJson(@Nullable WhatwgUrl value) {
            return value == null ? null : value.toString();
        }

        @Override
        public @Nullable WhatwgUrl adaptFromJson(@Nullable String text) {
            return (WhatwgUrl) read(text);
        }
    }

    static final class WhatwgUrlIn extends Reader implements JsonbDeserializer<WhatwgUrl> {
        WhatwgUrlIn(Reading reading) {
            super(WhatwgUrl.class, reading);
        }

        @Override
        public @Nullable WhatwgUrl deserialize(JsonParser parser, DeserializationContext ctx, Type rtType) {
            return (WhatwgUrl) read(parser);
        }
    }
}
