package org.urikit.jackson3.deser;

import java.util.Objects;
import java.util.Optional;

import org.urikit.ParseError;
import org.urikit.WhatwgUrlException;
import org.urikit.Normalizer;
import org.urikit.Rfc;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;

/**
 * Reads {@code Map} keys as urikit values (any type {@link UriReferenceDeserializer} reads), with the same rules and errors as
 * {@link UriReferenceDeserializer}. Keys have no coercion: {@code ""} is parsed like any other
 * key (a valid {@code RelativeReference}, an error for {@code Uri}). Keys use the module's grammar
 * and the form of the key type; a {@code @JsonFormat} on a {@code Map} property applies to its
 * values, not to its keys.
 *
 * <pre>{@code
 * Map<Uri, Integer> hits = mapper.readValue("{\"http://a/\":1}", new TypeReference<>() {});
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriReferenceKeyDeserializer extends KeyDeserializer {
    private final Class<?> type;
    private final UriText text;

    /**
     * A key deserializer for one type.
     *
     * @param type {@code UriReference.class}, {@code Uri.class}, {@code RelativeReference.class},
     *     {@code Rfc1808Url.class} or {@code Rfc1738Url.class}
     * @param grammar the grammar keys must match (the RFC 1808 and RFC 1738 types have their own)
     * @param trim whether to remove leading and trailing characters up to U+0020 before parsing
     * @param normalizer applied to {@code UriReference} keys after parsing, if present
     * @throws NullPointerException if an argument is null
     */
    public UriReferenceKeyDeserializer(Class<?> type, Rfc grammar, boolean trim, Optional<Normalizer> normalizer) {
        this(type, grammar, trim, normalizer, false);
    }

    /**
     * A key deserializer that may also read browser-style text, as
     * {@link UriReferenceDeserializer#UriReferenceDeserializer(Class, Rfc, boolean, Optional, boolean)}.
     *
     * @param type {@code UriReference.class}, {@code Uri.class}, {@code RelativeReference.class},
     *     {@code Rfc1808Url.class} or {@code Rfc1738Url.class}
     * @param grammar the grammar keys must match
     * @param trim whether to remove leading and trailing characters up to U+0020 before parsing
     * @param normalizer applied to each key after parsing, if present
     * @param browserStyleInput whether {@code Uri} and {@code UriReference} keys are read as
     *     {@code WhatwgUrl.parse(key).toUri()}
     * @throws NullPointerException if {@code type}, {@code grammar} or {@code normalizer} is null
     */
    public UriReferenceKeyDeserializer(Class<?> type, Rfc grammar, boolean trim, Optional<Normalizer> normalizer,
            boolean browserStyleInput) {
        this.type = Objects.requireNonNull(type, "type");
        this.text = UriText.of(type, grammar, trim, Objects.requireNonNull(normalizer, "normalizer").orElse(null),
                browserStyleInput);
    }

    /**
     * Parses a key.
     *
     * @param key the JSON property name
     * @param ctxt the context
     * @return the value
     * @throws tools.jackson.databind.exc.InvalidFormatException if the key is not valid
     */
    @Override
    public Object deserializeKey(String key, DeserializationContext ctxt) {
        Object r = text.parse(key);
        if (r instanceof ParseError e) {
            throw TextDeserializer.invalid(ctxt.getParser(), "Map key", key, type, e);
        }
        if (r instanceof WhatwgUrlException e) {
            throw TextDeserializer.invalid(ctxt.getParser(), "Map key", key, type, e);
        }
        return r;
    }
}
