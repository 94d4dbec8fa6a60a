package org.urikit.jackson3.ser;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;
import org.urikit.UriReference;

/**
 * Writes a urikit value used as a {@code Map} key as its exact text.
 *
 * <pre>{@code
 * mapper.writeValueAsString(Map.of(Uri.parse("http://a/"), 1)); // {"http://a/":1}
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class UriReferenceKeySerializer extends StdSerializer<UriReference> {
    /** The shared instance. */
    public static final UriReferenceKeySerializer INSTANCE = new UriReferenceKeySerializer();

    /** Creates a key serializer; {@link #INSTANCE} serves everywhere. */
    public UriReferenceKeySerializer() {
        super(UriReference.class);
    }

    /**
     * Writes the exact text as a property name.
     *
     * @param value the key
     * @param gen the generator
     * @param provider the provider
     */
    @Override
    public void serialize(UriReference value, JsonGenerator gen, SerializationContext provider) {
        gen.writeName(value.toString());
    }
}
