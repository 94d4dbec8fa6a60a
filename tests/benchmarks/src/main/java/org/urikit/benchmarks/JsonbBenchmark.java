package org.urikit.benchmarks;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.spi.JsonbProvider;
import java.net.URI;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.urikit.Uri;
import org.urikit.jsonb.UriJsonb;

/**
 * JSON-B reading and writing JSON arrays of corpus URLs (see {@link JsonArrays}) on one
 * implementation at a time (Yasson, Johnzon): as urikit {@code Uri} values (a {@code Jsonb}
 * configured by {@link UriJsonb#configure(JsonbConfig)}) and as {@code java.net.URI} through the
 * implementation's own (de)serializer (a {@code Jsonb} without urikit). The score is per URL.
 */
public class JsonbBenchmark extends JsonArrays {
    /** The JSON-B implementation. */
    @Param({"yasson", "johnzon"})
    public String implementation;

    private Jsonb urikit;
    private Jsonb plain;

    /** Creates the benchmark; JMH sets the parameters. */
    public JsonbBenchmark() {
    }

    /** Builds the two {@code Jsonb}s of the implementation. */
    @Setup(Level.Trial)
    public void createJsonb() {
        String provider = implementation.equals("yasson") ? "org.eclipse.yasson.JsonBindingProvider"
                : "org.apache.johnzon.jsonb.JohnzonProvider";
        urikit = JsonbProvider.provider(provider).create().withConfig(UriJsonb.configure(new JsonbConfig())).build();
        plain = JsonbProvider.provider(provider).create().withConfig(new JsonbConfig()).build();
    }

    /**
     * Closes the {@code Jsonb}s.
     *
     * @throws Exception never for these implementations
     */
    @TearDown(Level.Trial)
    public void close() throws Exception {
        urikit.close();
        plain.close();
    }

    /**
     * Reads an array as urikit {@code Uri[]}.
     *
     * @return the values
     */
    @Benchmark
    public Uri[] readUrikit() {
        return urikit.fromJson(json[advance()], Uri[].class);
    }

    /**
     * Reads an array as {@code java.net.URI[]} with the implementation's own deserializer.
     *
     * @return the values
     */
    @Benchmark
    public URI[] readJavaNetUri() {
        return plain.fromJson(json[advance()], URI[].class);
    }

    /**
     * Writes an array of urikit {@code Uri}s.
     *
     * @return the JSON
     */
    @Benchmark
    public String writeUrikit() {
        return urikit.toJson(urikitValues[advance()]);
    }

    /**
     * Writes an array of {@code java.net.URI}s with the implementation's own serializer.
     *
     * @return the JSON
     */
    @Benchmark
    public String writeJavaNetUri() {
        return plain.toJson(javaValues[advance()]);
    }
}
