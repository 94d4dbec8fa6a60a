package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;

import okhttp3.HttpUrl;
import org.apache.jena.rfc3986.RFC3986;
import org.eclipse.rdf4j.common.net.ParsedIRI;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.UriReference;

/**
 * What parsing alone costs and allocates: each parser builds its value for one line of the
 * {@code valid} set per operation and the value itself is consumed, no component is asked for. Run
 * with {@code -prof gc}: {@code gc.alloc.rate.norm} is then the bytes allocated per parsed URL.
 */
public class ParseOnlyBenchmark extends CorpusBenchmark {
    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    private String[] inputs;

    /** Loads the lines every parser accepts. */
    @Setup
    public void setUp() {
        inputs = Inputs.array(file, Inputs.VALID);
        rewind();
    }

    private String nextInput() {
        return inputs[advance(inputs.length)];
    }

    /**
     * urikit {@code UriReference.parse}.
     *
     * @return the value
     */
    @Benchmark
    public Object urikit() {
        return UriReference.parse(nextInput());
    }

    /**
     * urikit {@code UriReference.check}: the same grammar, no value built.
     *
     * @return the (empty) result
     */
    @Benchmark
    public Object urikitCheck() {
        return UriReference.check(nextInput());
    }

    /**
     * {@code new java.net.URI(s)}.
     *
     * @return the value
     * @throws URISyntaxException never for these lines
     */
    @Benchmark
    public Object javaNetUri() throws URISyntaxException {
        return new URI(nextInput());
    }

    /**
     * Jena {@code RFC3986.create(s)}.
     *
     * @return the value
     */
    @Benchmark
    public Object jena() {
        return RFC3986.create(nextInput());
    }

    /**
     * rdf4j {@code new ParsedIRI(s)}.
     *
     * @return the value
     * @throws URISyntaxException never for these lines
     */
    @Benchmark
    public Object rdf4j() throws URISyntaxException {
        return new ParsedIRI(nextInput());
    }

    /**
     * OkHttp {@code HttpUrl.parse(s)}.
     *
     * @return the value
     */
    @Benchmark
    public Object okhttp() {
        return HttpUrl.parse(nextInput());
    }

    /**
     * Spring {@code UriComponentsBuilder.fromUriString(s).build()}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void spring(Blackhole bh) {
        bh.consume(UriComponentsBuilder.fromUriString(nextInput()).build());
    }
}
