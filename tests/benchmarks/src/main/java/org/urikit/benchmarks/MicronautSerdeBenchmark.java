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

    /**
     * Reads an array as {@code List<String>}, then passes once over every character of every value,
     * looking each up in the table of characters RFC 3986 allows anywhere in a URI: the least that
     * any parser which rejects a malformed value adds to the string read (no structure is checked and
     * no value built, so it is a floor, not a parser). The target needs {@code readUrikit}
     * within 1.2x of {@link #readString}; this shows how much of that margin a single pass alone takes.
     *
     * @return the number of characters outside the table (0 for these values)
     * @throws IOException never
     */
    @Benchmark
    public int readStringThenScan() throws IOException {
        List<String> values = mapper.readValue(json[advance()], STRINGS);
        int outside = 0;
        for (int v = 0, size = values.size(); v < size; v++) {
            String s = values.get(v);
            for (int i = 0, n = s.length(); i < n; i++) {
                char c = s.charAt(i);
                outside += c < URI_CHARS.length && URI_CHARS[c] ? 0 : 1;
            }
        }
        return outside;
    }

    /** RFC 3986's unreserved, gen-delims, sub-delims and '%'. */
    private static final boolean[] URI_CHARS = new boolean[128];

    static {
        String allowed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
        for (int i = 0; i < allowed.length(); i++) {
            URI_CHARS[allowed.charAt(i)] = true;
        }
    }
}
