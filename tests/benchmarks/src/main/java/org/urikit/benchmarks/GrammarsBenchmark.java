package org.urikit.benchmarks;


import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.UriReference;

/**
 * urikit's three grammars on every line of a corpus file: RFC 3986 ({@code UriReference}), RFC 1808
 * ({@code Rfc1808Url}) and RFC 1738 ({@code Rfc1738Url}). One line per operation; two components of
 * each value are consumed. A line the grammar rejects is answered by that grammar's non-throwing
 * {@code check} (decided in set-up, as in {@link CorpusParseBenchmark}).
 */
public class GrammarsBenchmark extends CorpusBenchmark {
    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    private String[] inputs;
    private boolean[] ok3986;
    private boolean[] ok1808;
    private boolean[] ok1738;

    /** Loads every line and classifies it by each grammar. */
    @Setup
    public void setUp() {
        inputs = Inputs.array(file, Inputs.ALL);
        ok3986 = Inputs.accepted(inputs, s -> UriReference.check(s).isEmpty());
        ok1808 = Inputs.accepted(inputs, s -> Rfc1808Url.check(s).isEmpty());
        ok1738 = Inputs.accepted(inputs, s -> Rfc1738Url.check(s).isEmpty());
        rewind();
    }

    private int advance() {
        return advance(inputs.length);
    }

    /**
     * RFC 3986: {@code UriReference.parse}, host and path.
     *
     * @param bh the sink
     */
    @Benchmark
    public void rfc3986(Blackhole bh) {
        int i = advance();
        if (ok3986[i]) {
            UriReference ref = UriReference.parse(inputs[i]);
            bh.consume(ref.host().orElse(null));
            bh.consume(ref.path());
        } else {
            bh.consume(UriReference.check(inputs[i]));
        }
    }

    /**
     * RFC 1808: {@code Rfc1808Url.parse}, net_loc and path.
     *
     * @param bh the sink
     */
    @Benchmark
    public void rfc1808(Blackhole bh) {
        int i = advance();
        if (ok1808[i]) {
            Rfc1808Url url = Rfc1808Url.parse(inputs[i]);
            bh.consume(url.netLoc().orElse(null));
            bh.consume(url.path());
        } else {
            bh.consume(Rfc1808Url.check(inputs[i]));
        }
    }

    /**
     * RFC 1738: {@code Rfc1738Url.parse}, scheme and the scheme-specific parts.
     *
     * @param bh the sink
     */
    @Benchmark
    public void rfc1738(Blackhole bh) {
        int i = advance();
        if (ok1738[i]) {
            Rfc1738Url url = Rfc1738Url.parse(inputs[i]);
            bh.consume(url.scheme());
            bh.consume(url.parts());
        } else {
            bh.consume(Rfc1738Url.check(inputs[i]));
        }
    }

    /** For JMH. */
    public GrammarsBenchmark() {
    }
}
