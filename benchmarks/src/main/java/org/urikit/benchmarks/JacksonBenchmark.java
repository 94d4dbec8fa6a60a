package org.urikit.benchmarks;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.urikit.Uri;
import org.urikit.jackson.UriModule;

/**
 * Jackson 2 reading and writing JSON arrays of corpus URLs: as urikit {@code Uri} values (with
 * {@code UriModule}) and as {@code java.net.URI} through databind's own (de)serializer, on a mapper
 * without the module. The {@code valid} set of a corpus file is cut into arrays of {@value #CHUNK}
 * URLs; one invocation reads or writes one array, and the score is per URL
 * ({@code @OperationsPerInvocation}).
 */
@OperationsPerInvocation(JacksonBenchmark.CHUNK)
public class JacksonBenchmark extends CorpusBenchmark {
    /** URLs per JSON array. */
    public static final int CHUNK = 100;

    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    private final ObjectMapper urikitMapper = JsonMapper.builder().addModule(new UriModule()).build();
    private final ObjectMapper plainMapper = JsonMapper.builder().build();
    private String[] json;
    private Uri[][] urikitValues;
    private URI[][] javaValues;

    /**
     * Cuts the corpus into JSON arrays and parses the values to write.
     *
     * @throws IOException never
     * @throws URISyntaxException never for these lines
     */
    @Setup
    public void setUp() throws IOException, URISyntaxException {
        List<String> lines = Inputs.lines(file, Inputs.VALID);
        int chunks = lines.size() / CHUNK;
        json = new String[chunks];
        urikitValues = new Uri[chunks][CHUNK];
        javaValues = new URI[chunks][CHUNK];
        for (int c = 0; c < chunks; c++) {
            List<String> part = lines.subList(c * CHUNK, (c + 1) * CHUNK);
            json[c] = plainMapper.writeValueAsString(part);
            for (int i = 0; i < CHUNK; i++) {
                urikitValues[c][i] = Uri.parse(part.get(i));
                javaValues[c][i] = new URI(part.get(i));
            }
        }
        rewind();
    }

    private int advance() {
        return advance(json.length);
    }

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
}
