package org.urikit.benchmarks;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import io.micronaut.core.type.Argument;
import io.micronaut.serde.ObjectMapper;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.urikit.Uri;

/**
 * Micronaut Serialization ({@code micronaut-serde-jackson}) reading JSON arrays of corpus URLs (see
 * {@link JsonArrays}) as urikit {@code Uri}s, through uri-micronaut's serde beans, and as
 * {@code String}s. The target: reading {@code Uri} within 1.2x of reading {@code String}. The score
 * is per URL.
 */
public class MicronautSerdeBenchmark extends JsonArrays {
    private static final Argument<List<Uri>> URIS = Argument.listOf(Uri.class);
    private static final Argument<List<String>> STRINGS = Argument.listOf(String.class);

    private ObjectMapper.CloseableObjectMapper mapper;

    /** For JMH. */
    public MicronautSerdeBenchmark() {
    }

    /**
     * Starts Micronaut Serialization's mapper with uri-micronaut's serde beans, and checks that it
     * reads the corpus exactly.
     *
     * @throws IOException never for these arrays
     */
    @Setup
    public void startMapper() throws IOException {
        mapper = ObjectMapper.create(Map.of(), "org.urikit");
        if (!mapper.readValue(json[0], URIS).equals(List.of(urikitValues[0]))) {
            throw new IllegalStateException("Micronaut Serialization does not read the corpus exactly");
        }
    }

    /**
     * Stops the mapper's bean context.
     *
     * @throws Exception if closing fails
     */
    @TearDown
    public void stopMapper() throws Exception {
        mapper.close();
    }

    /**
     * Reads an array as {@code List<Uri>}.
     *
     * @return the values
     * @throws IOException never for these arrays
     */
    @Benchmark
    public List<Uri> readUrikit() throws IOException {
        return mapper.readValue(json[advance()], URIS);
    }

    /**
     * Reads an array as {@code List<String>}.
     *
     * @return the values
     * @throws IOException never
     */
    @Benchmark
    public List<String> readString() throws IOException {
        return mapper.readValue(json[advance()], STRINGS);
    }
}
