package org.urikit.jackson3.ser;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdScalarSerializer;
import org.urikit.UriReference;

/**
 * Writes a urikit value as a JSON string holding its exact text ({@code toString()}).
 *
 * <pre>{@code
 * mapper.writeValueAsString(Uri.parse("HTTP://a/%7e")); // "\"HTTP://a/%7e\"", unchanged
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriReferenceSerializer extends StdScalarSerializer<UriReference> {
    /** The shared instance. */
    public static final UriReferenceSerializer INSTANCE = new UriReferenceSerializer();

    /** Creates a serializer; {@link #INSTANCE} serves everywhere. */
    public UriReferenceSerializer() {
        super(UriReference.class);
    }

    /**
     * Writes the exact text.
     *
     * @param value the value
     * @param gen the generator
     * @param provider the provider
     */
    @Override
    public void serialize(UriReference value, JsonGenerator gen, SerializationContext provider) {
        gen.writeString(value.toString());
    }

    /**
     * Whether the value is the empty reference, for {@code JsonInclude.Include.NON_EMPTY}.
     *
     * @param provider the provider
     * @param value the value
     * @return true for null or {@code ""}
     */
    @Override
    public boolean isEmpty(SerializationContext provider, UriReference value) {
        return value == null || value.toString().isEmpty();
    }
}
