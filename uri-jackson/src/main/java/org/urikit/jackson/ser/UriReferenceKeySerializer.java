package org.urikit.jackson.ser;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
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
    private static final long serialVersionUID = 1L;

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
     * @throws IOException if writing fails
     */
    @Override
    public void serialize(UriReference value, JsonGenerator gen, SerializerProvider provider) throws IOException {
        gen.writeFieldName(value.toString());
    }
}
