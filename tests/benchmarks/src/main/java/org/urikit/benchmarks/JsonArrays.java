package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.urikit.Uri;

/**
 * What the Jackson 2 and Jackson 3 benchmarks share: the {@code valid} set of a corpus file cut
 * into JSON arrays of {@value #CHUNK} URLs, and the same URLs as urikit {@code Uri}s and as
 * {@code java.net.URI}s to write. One invocation reads or writes one array; the score is per URL
 * ({@code @OperationsPerInvocation}, which JMH reads from this superclass).
 */
@OperationsPerInvocation(JsonArrays.CHUNK)
public abstract class JsonArrays extends CorpusBenchmark {
    /** URLs per JSON array. */
    public static final int CHUNK = 100;

    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    /** The arrays as JSON text. */
    protected String[] json;
    /** The arrays as urikit values. */
    protected Uri[][] urikitValues;
    /** The arrays as {@code java.net.URI}s. */
    protected URI[][] javaValues;

    /** For subclasses. */
    protected JsonArrays() {
    }

    /**
     * Cuts the corpus into JSON arrays and parses the values to write.
     *
     * @throws JsonProcessingException never
     * @throws URISyntaxException never for these lines
     */
    @Setup
    public void setUp() throws JsonProcessingException, URISyntaxException {
        List<String> lines = Inputs.lines(file, Inputs.VALID);
        JsonMapper writer = JsonMapper.builder().build();
        int chunks = lines.size() / CHUNK;
        json = new String[chunks];
        urikitValues = new Uri[chunks][CHUNK];
        javaValues = new URI[chunks][CHUNK];
        for (int c = 0; c < chunks; c++) {
            List<String> part = lines.subList(c * CHUNK, (c + 1) * CHUNK);
            json[c] = writer.writeValueAsString(part);
            for (int i = 0; i < CHUNK; i++) {
                urikitValues[c][i] = Uri.parse(part.get(i));
                javaValues[c][i] = new URI(part.get(i));
            }
        }
        rewind();
    }

    /**
     * The index of this invocation's array (cycling).
     *
     * @return the index
     */
    protected final int advance() {
        return advance(json.length);
    }
}
