package org.urikit.jackson.ser;

import java.io.IOException;
import java.util.Objects;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import org.jspecify.annotations.Nullable;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.UriReference;

/**
 * Writes a urikit value ({@code UriReference}, {@code Uri}, {@code RelativeReference},
 * {@code Rfc1808Url}, {@code Rfc1738Url}, the IRI types) as a JSON string holding its exact text
 * ({@code toString()}), or, if configured, the normal form of an RFC 3986 value; a
 * {@code WhatwgUrl} as its {@code href} (its {@code toString()}).
 *
 * <pre>{@code
 * mapper.writeValueAsString(Uri.parse("HTTP://a/%7e")); // "\"HTTP://a/%7e\"", unchanged
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriTextSerializer extends StdScalarSerializer<Object> {
    private static final long serialVersionUID = 1L;

    /** The shared instance. */
    public static final UriTextSerializer INSTANCE = new UriTextSerializer();

    private final transient @Nullable Normalizer normalizer;

    /** Creates a serializer writing the exact text; {@link #INSTANCE} serves everywhere. */
    public UriTextSerializer() {
        super(Object.class);
        this.normalizer = null;
    }

    /**
     * Creates a serializer that writes RFC 3986 values ({@link UriReference}) normalized.
     *
     * @param normalizer the normalization applied before writing
     * @throws NullPointerException if {@code normalizer} is null
     */
    public UriTextSerializer(Normalizer normalizer) {
        super(Object.class);
        this.normalizer = Objects.requireNonNull(normalizer, "normalizer");
    }

    /**
     * Writes the exact text.
     *
     * @param value the value
     * @param gen the generator
     * @param provider the provider
     * @throws IOException if writing fails
     */
    @Override
    public void serialize(Object value, JsonGenerator gen, SerializerProvider provider) throws IOException {
        gen.writeString(text(value));
    }

    /**
     * Whether the value is the empty reference, for {@code JsonInclude.Include.NON_EMPTY}.
     *
     * @param provider the provider
     * @param value the value
     * @return true for null or {@code ""}
     */
    @Override
    public boolean isEmpty(SerializerProvider provider, Object value) {
        return value == null || text(value).isEmpty();
    }

    /** The text written for {@code value}: its exact text, or its normal form if configured. */
    String text(Object value) {
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
