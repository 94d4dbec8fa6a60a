package org.urikit.benchmarks;

import java.io.IOException;
import java.net.URI;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.openjdk.jmh.annotations.Benchmark;
import org.urikit.Uri;
import org.urikit.jackson.UriModule;

/**
 * Jackson 2 reading and writing JSON arrays of corpus URLs (see {@link JsonArrays}): as urikit
 * {@code Uri} values (with {@code UriModule}) and as {@code java.net.URI} through databind's own
 * (de)serializer, on a mapper without the module. The score is per URL.
 */
public class JacksonBenchmark extends JsonArrays {
    private final ObjectMapper urikitMapper = JsonMapper.builder().addModule(new UriModule()).build();
    private final ObjectMapper plainMapper = JsonMapper.builder().build();

    /**
     * Reads an array as urikit {@code Uri[]}.
     *
     * @return the values
     * @throws IOException never for these arrays
     */
    @Benchmark
    public Uri[] readUrikit() throws IOException {
        return urikitMapper.readValue(json[advance()], Uri[].class);
    }

    /**
     * Reads an array as {@code java.net.URI[]} with databind's deserializer.
     *
     * @return the values
     * @throws IOException never for these arrays
     */
    @Benchmark
    public URI[] readJavaNetUri() throws IOException {
        return plainMapper.readValue(json[advance()], URI[].class);
    }

    /**
     * Writes an array of urikit {@code Uri}s.
     *
     * @return the JSON
     * @throws IOException never
     */
    @Benchmark
    public String writeUrikit() throws IOException {
        return urikitMapper.writeValueAsString(urikitValues[advance()]);
    }

    /**
     * Writes an array of {@code java.net.URI}s with databind's serializer.
     *
     * @return the JSON
     * @throws IOException never
     */
    @Benchmark
    public String writeJavaNetUri() throws IOException {
        return plainMapper.writeValueAsString(javaValues[advance()]);
    }

    /** For JMH. */
    public JacksonBenchmark() {
    }
}
