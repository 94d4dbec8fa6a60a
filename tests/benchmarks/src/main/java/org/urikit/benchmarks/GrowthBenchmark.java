package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;

import org.apache.jena.rfc3986.RFC3986;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.urikit.UriReference;

/**
 * Parse time against input length: one URL of exactly {@code size} characters per operation, in
 * three shapes. Linear parsing shows as a constant time per character across sizes.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Thread)
public class GrowthBenchmark {
    /** The prefix every generated URL starts with. */
    static final String PREFIX = "https://example.com";

    /**
     * {@code path}: one long segment; {@code query}: a long query of {@code k=v&} pairs;
     * {@code segments}: many one-character path segments.
     */
    @Param({"path", "query", "segments"})
    public String shape;

    /** The total length in characters: 1 KiB, 100 KiB, 10 MiB. */
    @Param({"1024", "102400", "10485760"})
    public int size;

    private String input;

    /**
     * Builds the input, and first runs every parser on a 1 KiB URL of the same shape many times: a
     * 10 MiB operation is one call, so without this the few calls of a measurement would run
     * interpreted or on-stack-replaced code rather than the compiled parser.
     *
     * @throws URISyntaxException never
     */
    @Setup
    public void setUp() throws URISyntaxException {
        input = build(shape, size);
        String small = build(shape, 1024);
        long sink = 0;
        for (int i = 0; i < WARM_CALLS; i++) {
            sink += UriReference.parse(small).path().length();
            sink += new URI(small).getRawPath().length();
            sink += RFC3986.create(small).path().length();
        }
        if (sink == 42) {
            throw new AssertionError(); // keeps the loop alive
        }
    }

    /** Calls per parser in set-up: above the JIT's thresholds for a fully compiled method. */
    private static final int WARM_CALLS = 20_000;

    /**
     * A URL of the shape and exactly the length.
     *
     * @param shape {@code path}, {@code query} or {@code segments}
     * @param size the length
     * @return the URL
     */
    public static String build(String shape, int size) {
        StringBuilder sb = new StringBuilder(size).append(PREFIX);
        switch (shape) {
            case "path":
                sb.append('/');
                while (sb.length() < size) {
                    sb.append((char) ('a' + sb.length() % 26));
                }
                break;
            case "query":
                sb.append("/?");
                for (int i = 0; sb.length() < size; i++) {
                    sb.append("k=v&".charAt(i % 4));
                }
                break;
            case "segments":
                for (int i = 0; sb.length() < size; i++) {
                    sb.append("/s".charAt(i % 2));
                }
                break;
            default:
                throw new IllegalArgumentException("unknown shape " + shape);
        }
        sb.setLength(size);
        UriReference.parse(sb.toString()); // the generator must make valid URLs
        return sb.toString();
    }

    /**
     * urikit {@code UriReference.parse}, host and path.
     *
     * @param bh the sink
     */
    @Benchmark
    public void urikit(Blackhole bh) {
        UriReference ref = UriReference.parse(input);
        bh.consume(ref.host().orElse(null));
        bh.consume(ref.path());
    }

    /**
     * {@code new java.net.URI(s)}, host and raw path.
     *
     * @param bh the sink
     * @throws URISyntaxException never for these inputs
     */
    @Benchmark
    public void javaNetUri(Blackhole bh) throws URISyntaxException {
        URI u = new URI(input);
        bh.consume(u.getHost());
        bh.consume(u.getRawPath());
    }

    /**
     * Jena {@code RFC3986.create(s)}, host and path.
     *
     * @param bh the sink
     */
    @Benchmark
    public void jena(Blackhole bh) {
        var iri = RFC3986.create(input);
        bh.consume(iri.host());
        bh.consume(iri.path());
    }

    /** For JMH. */
    public GrowthBenchmark() {
    }
}
