package org.urikit.jsonb;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.adapter.JsonbAdapter;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.bind.serializer.JsonbSerializer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/**
 * JSON-B support for urikit values: {@link UriReference}, {@link Uri}, {@link RelativeReference},
 * {@link Rfc1808Url}, {@link Rfc1738Url}, the RFC 3987 types {@link IriReference}, {@link Iri} and
 * {@link RelativeIriReference}, and {@link WhatwgUrl} are written as JSON strings holding their
 * exact text ({@code WhatwgUrl}: its href) and read with urikit's parsers; JSON {@code null} is
 * {@code null} both ways.
 *
 * <pre>{@code
 * Jsonb jsonb = JsonbBuilder.create(UriJsonb.configure(new JsonbConfig()));
 * record Link(Uri href, UriReference next) {}
 * Link l = jsonb.fromJson("{\"href\":\"https://example.com/a\",\"next\":\"b?page=2\"}", Link.class);
 * jsonb.toJson(l); // {"href":"https://example.com/a","next":"b?page=2"}
 * }</pre>
 *
 * <p>JSON-B finds no serializer by itself: {@link #configure(JsonbConfig)} is the one line that
 * adds urikit's serializers and deserializers to a configuration, beside those the configuration
 * already has. It works for fields, record components, collection and array elements, map values
 * and {@code Optional}; map keys depend on the implementation (see {@code docs/JAKARTA-EE.md}).
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>option</th><th>default</th><th>effect</th></tr>
 *   <tr><td>{@link Builder#grammar(Rfc)}</td><td>RFC 3986</td><td>the grammar the RFC 3986 types
 *       ({@code UriReference}, {@code Uri}, {@code RelativeReference}) must match; with
 *       {@link Rfc#RFC_3987} they accept IRI text and hold its URI form
 *       ({@link IriReference#toUri()}). The other types always use their own grammar.</td></tr>
 *   <tr><td>{@link Builder#trim(boolean)}</td><td>false</td><td>remove characters up to U+0020
 *       around the text before parsing; error indexes still count in the untrimmed text</td></tr>
 * </table>
 *
 * <p>A rejected value fails with a {@link UriJsonbException} (a {@code JsonbException}) naming the
 * type, urikit's reason, index, component and rule, and not the input; the implementation may wrap
 * it ({@link UriJsonbException#find(Throwable)}). Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriJsonb {
    private static final UriJsonb DEFAULTS = new UriJsonb(new Builder());
    /** Johnzon's setting of how much of a rejected JSON value its messages quote. */
    static final String JOHNZON_SNIPPET = "johnzon.snippetMaxLength";

    private final Rfc grammar;
    private final boolean trim;
    private final List<JsonbSerializer<?>> serializers;
    private final List<JsonbDeserializer<?>> deserializers;
    private final List<JsonbAdapter<?, ?>> adapters;

    private UriJsonb(Builder b) {
        this.grammar = b.grammar;
        this.trim = b.trim;
        this.serializers = Codecs.serializers();
        this.deserializers = Codecs.deserializers(new Reading(grammar, trim));
        this.adapters = Codecs.adapters(new Reading(grammar, trim));
    }

    /**
     * Adds urikit's serializers and deserializers, with the default options, to {@code config},
     * keeping those it has (and replacing urikit's, if added before).
     *
     * @param config the configuration to add to
     * @return {@code config}
     * @throws NullPointerException if {@code config} is null
     */
    public static JsonbConfig configure(JsonbConfig config) {
        return DEFAULTS.addTo(config);
    }

    /**
     * A {@code Jsonb} with urikit's serializers and deserializers and the default options, from
     * the JSON-B implementation found by {@link JsonbBuilder#create(JsonbConfig)}.
     *
     * @return a new {@code Jsonb}; close it when done
     */
    public static Jsonb create() {
        return JsonbBuilder.create(configure(new JsonbConfig()));
    }

    /**
     * A builder of options.
     *
     * @return a builder with the default options
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The support with the default options.
     *
     * @return the shared default instance
     */
    public static UriJsonb defaults() {
        return DEFAULTS;
    }

    /**
     * Adds urikit's serializers and deserializers, with these options, to {@code config}, keeping
     * the serializers and deserializers it has (urikit's, if added before, are replaced).
     *
     * @param config the configuration to add to
     * @return {@code config}
     * @throws NullPointerException if {@code config} is null
     */
    public JsonbConfig addTo(JsonbConfig config) {
        Objects.requireNonNull(config, "config");
        List<JsonbSerializer<?>> ser = others(config.getProperty(JsonbConfig.SERIALIZERS));
        ser.addAll(serializers);
        List<JsonbDeserializer<?>> deser = others(config.getProperty(JsonbConfig.DESERIALIZERS));
        deser.addAll(deserializers);
        List<JsonbAdapter<?, ?>> adapt = others(config.getProperty(JsonbConfig.ADAPTERS));
        adapt.addAll(adapters);
        config.setProperty(JsonbConfig.SERIALIZERS, ser.toArray(new JsonbSerializer<?>[0]));
        config.setProperty(JsonbConfig.DESERIALIZERS, deser.toArray(new JsonbDeserializer<?>[0]));
        config.setProperty(JsonbConfig.ADAPTERS, adapt.toArray(new JsonbAdapter<?, ?>[0]));
        if (config.getProperty(JOHNZON_SNIPPET).isEmpty()) {
            // Johnzon quotes the JSON value it failed to map (up to 50 chars by default) in its own
            // exception, whatever the adapter threw: a password with it. One char keeps none of it.
            config.setProperty(JOHNZON_SNIPPET, 1);
        }
        return config;
    }

    /** The entries of a configuration's array that are not urikit's. */
    @SuppressWarnings("unchecked")
    private static <T> List<T> others(Optional<Object> property) {
        List<T> kept = new ArrayList<>();
        if (property.isPresent() && property.get() instanceof Object[] array) {
            for (Object o : array) {
                if (!(o instanceof Codecs.Ours)) {
                    kept.add((T) o);
                }
            }
        }
        return kept;
    }

    /**
     * urikit's serializers, one per type, for frameworks that take them one by one.
     *
     * @return an unmodifiable list
     */
    public List<JsonbSerializer<?>> serializers() {
        return serializers;
    }

    /**
     * urikit's deserializers, one per type, with these options.
     *
     * @return an unmodifiable list
     */
    public List<JsonbDeserializer<?>> deserializers() {
        return deserializers;
    }

    /**
     * urikit's adapters ({@code JsonbAdapter<T, String>}), one per type, with these options:
     * Johnzon reads JSON strings through adapters only.
     *
     * @return an unmodifiable list
     */
    public List<JsonbAdapter<?, ?>> adapters() {
        return adapters;
    }

    /**
     * The grammar the RFC 3986 types must match.
     *
     * @return the grammar
     */
    public Rfc grammar() {
        return grammar;
    }

    /**
     * Whether text is trimmed before parsing.
     *
     * @return true if trimming is on
     */
    public boolean trims() {
        return trim;
    }

    /**
     * Options of a {@link UriJsonb}. Not thread-safe; build once, share the result.
     *
     * @since 0.1
     */
    public static final class Builder {
        private Rfc grammar = Rfc.RFC_3986;
        private boolean trim;

        private Builder() {
        }

        /**
         * The grammar the RFC 3986 types must match (default RFC 3986).
         *
         * @param grammar the grammar
         * @return this builder
         * @throws NullPointerException if {@code grammar} is null
         */
        public Builder grammar(Rfc grammar) {
            this.grammar = Objects.requireNonNull(grammar, "grammar");
            return this;
        }

        /**
         * Whether to remove characters up to U+0020 around the text (as {@link String#trim()})
         * before parsing (default false: {@code " http://a/"} is an error at index 0).
         *
         * @param trim true to trim
         * @return this builder
         */
        public Builder trim(boolean trim) {
            this.trim = trim;
            return this;
        }

        /**
         * The options.
         *
         * @return a new {@link UriJsonb}
         */
        public UriJsonb build() {
            return new UriJsonb(this);
        }
    }
}
