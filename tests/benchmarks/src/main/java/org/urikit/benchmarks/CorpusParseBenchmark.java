package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;

import okhttp3.HttpUrl;
import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.RFC3986;
import org.eclipse.rdf4j.common.net.ParsedIRI;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.springframework.web.util.UriComponents;
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.UriReference;

/**
 * Parses the URL corpus, one line per operation (the score is nanoseconds per URL), with each
 * parser, and consumes the host and the path of each result.
 *
 * <p>Each operation takes the next line of the file (cycling), so the parsers see the real mix of
 * lengths and shapes. Lines: see {@link Inputs} for the {@code valid} and {@code all} sets. In the
 * {@code all} set urikit parses the lines it accepts with {@code UriReference.parse} and checks the
 * ones it rejects with {@code UriReference.check} (the non-throwing form of the same parse, which
 * returns the {@code ParseError}); which API to call is decided in set-up, as a caller that
 * validates first would; the other parsers are called the same way on every line and their
 * exceptions caught. {@link #urikitParseOrCatch} shows the cost of the throwing form instead.
 */
public class CorpusParseBenchmark extends CorpusBenchmark {
    /** The corpus file. */
    @Param({"kasztp.txt", "userbait.txt"})
    public String file;

    /** {@link Inputs#VALID} or {@link Inputs#ALL}. */
    @Param({Inputs.VALID, Inputs.ALL})
    public String set;

    private String[] inputs;
    private boolean[] urikitAccepts;

    /** Loads the lines and classifies them for urikit. */
    @Setup
    public void setUp() {
        inputs = Inputs.array(file, set);
        urikitAccepts = Inputs.accepted(inputs, Peer.URIKIT::accepts);
        rewind();
    }

    private int advance() {
        return advance(inputs.length);
    }

    /**
     * urikit: {@code UriReference.parse}, host and path; rejected lines through {@code check}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void urikit(Blackhole bh) {
        int i = advance();
        String s = inputs[i];
        if (urikitAccepts[i]) {
            UriReference ref = UriReference.parse(s);
            bh.consume(ref.host().orElse(null));
            bh.consume(ref.path());
        } else {
            bh.consume(UriReference.check(s));
        }
    }

    /**
     * urikit, calling {@code parse} on every line and catching {@code UriSyntaxException}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void urikitParseOrCatch(Blackhole bh) {
        String s = inputs[advance()];
        try {
            UriReference ref = UriReference.parse(s);
            bh.consume(ref.host().orElse(null));
            bh.consume(ref.path());
        } catch (IllegalArgumentException e) {
            bh.consume(e);
        }
    }

    /**
     * {@code new java.net.URI(s)}, {@code getHost()} and {@code getRawPath()}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void javaNetUri(Blackhole bh) {
        String s = inputs[advance()];
        try {
            URI u = new URI(s);
            bh.consume(u.getHost());
            bh.consume(u.getRawPath());
        } catch (URISyntaxException e) {
            bh.consume(e);
        }
    }

    /**
     * Jena {@code RFC3986.create(s)}, {@code host()} and {@code path()}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void jena(Blackhole bh) {
        String s = inputs[advance()];
        try {
            IRI3986 iri = RFC3986.create(s);
            bh.consume(iri.host());
            bh.consume(iri.path());
        } catch (RuntimeException e) {
            bh.consume(e);
        }
    }

    /**
     * rdf4j {@code new ParsedIRI(s)}, {@code getHost()} and {@code getPath()}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void rdf4j(Blackhole bh) {
        String s = inputs[advance()];
        try {
            ParsedIRI iri = new ParsedIRI(s);
            bh.consume(iri.getHost());
            bh.consume(iri.getPath());
        } catch (URISyntaxException | RuntimeException e) {
            bh.consume(e);
        }
    }

    /**
     * OkHttp {@code HttpUrl.parse(s)}, {@code host()} and {@code encodedPath()}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void okhttp(Blackhole bh) {
        HttpUrl url = HttpUrl.parse(inputs[advance()]);
        if (url != null) {
            bh.consume(url.host());
            bh.consume(url.encodedPath());
        } else {
            bh.consume(url);
        }
    }

    /**
     * Spring {@code UriComponentsBuilder.fromUriString(s).build()}, {@code getHost()} and
     * {@code getPath()}.
     *
     * @param bh the sink
     */
    @Benchmark
    public void spring(Blackhole bh) {
        String s = inputs[advance()];
        try {
            UriComponents c = UriComponentsBuilder.fromUriString(s).build();
            bh.consume(c.getHost());
            bh.consume(c.getPath());
        } catch (RuntimeException e) {
            bh.consume(e);
        }
    }

    /** For JMH. */
    public CorpusParseBenchmark() {
    }
}
