package org.urikit.benchmarks;

import java.net.URI;

import org.openjdk.jmh.annotations.Benchmark;
import org.urikit.Uri;
import org.urikit.jackson3.UriModule;
import tools.jackson.databind.json.JsonMapper;

/**
 * The same as {@link JacksonBenchmark} on Jackson 3 ({@code tools.jackson}): urikit {@code Uri}
 * values with urikit's Jackson 3 {@code UriModule} against {@code java.net.URI} through databind
 * 3's own (de)serializer. The score is per URL.
 */
public class Jackson3Benchmark extends JsonArrays {
    private final JsonMapper urikitMapper = JsonMapper.builder().addModule(new UriModule()).build();
    private final JsonMapper plainMapper = JsonMapper.builder().build();

    /**
     * Reads an array as urikit {@code Uri[]}.
     *
     * @return the values
     */
    @Benchmark
    public Uri[] readUrikit() {
        return urikitMapper.readValue(json[advance()], Uri[].class);
    }

    /**
     * Reads an array as {@code java.net.URI[]} with databind's deserializer.
     *
     * @return the values
     */
    @Benchmark
    public URI[] readJavaNetUri() {
        return plainMapper.readValue(json[advance()], URI[].class);
    }

    /**
     * Writes an array of urikit {@code Uri}s.
     *
     * @return the JSON
     */
    @Benchmark
    public String writeUrikit() {
        return urikitMapper.writeValueAsString(urikitValues[advance()]);
    }

    /**
     * Writes an array of {@code java.net.URI}s with databind's serializer.
     *
     * @return the JSON
     */
    @Benchmark
    public String writeJavaNetUri() {
        return plainMapper.writeValueAsString(javaValues[advance()]);
    }

    /** For JMH. */
    public Jackson3Benchmark() {
    }
}
