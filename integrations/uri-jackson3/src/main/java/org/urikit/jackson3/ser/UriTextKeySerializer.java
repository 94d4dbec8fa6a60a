package org.urikit.jackson3.ser;

import java.util.Objects;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;
import org.jspecify.annotations.Nullable;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.UriReference;

/**
 * Writes a urikit value used as a {@code Map} key as its exact text, or, if configured, the
 * normal form of an RFC 3986 value.
 *
 * <pre>{@code
 * mapper.writeValueAsString(Map.of(Uri.parse("http://a/"), 1)); // {"http://a/":1}
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriTextKeySerializer extends StdSerializer<Object> {
    /** The shared instance. */
    public static final UriTextKeySerializer INSTANCE = new UriTextKeySerializer();

    private final @Nullable Normalizer normalizer;

    /** Creates a serializer writing the exact text; {@link #INSTANCE} serves everywhere. */
    public UriTextKeySerializer() {
        super(Object.class);
        this.normalizer = null;
    }

    /**
     * Creates a serializer that writes RFC 3986 values ({@link UriReference}) normalized.
     *
     * @param normalizer the normalization applied before writing
     * @throws NullPointerException if {@code normalizer} is null
     */
    public UriTextKeySerializer(Normalizer normalizer) {
        super(Object.class);
        this.normalizer = Objects.requireNonNull(normalizer, "normalizer");
    }

    /**
     * Writes the exact text as a property name.
     *
     * @param value the key
     * @param gen the generator
     * @param provider the provider
     */
    @Override
    public void serialize(Object value, JsonGenerator gen, SerializationContext provider) {
        gen.writeName(text(value));
    }

    private String text(Object value) {
        if (normalizer != null) {
            if (value instanceof UriReference r) {
                return normalizer.normalize(r).toString();
            }
            if (value instanceof IriReference i) {
                return normalizer.normalize(i).toString();
            }
        }
        return value.toString();
    }
}
