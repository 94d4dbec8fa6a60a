package org.urikit.benchmarks;

import io.mola.galimatias.GalimatiasParseException;
import io.mola.galimatias.URL;
import okhttp3.HttpUrl;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.WhatwgUrl;

/**
 * WHATWG URL Standard parsers: parse the next line of a corpus file and serialize it again (the
 * Standard's {@code href}), consumed by returning it. A line a parser fails is counted by what its
 * failure costs (null, empty Optional, or a caught exception).
 *
 * <p>Peers: Spring's {@code UriComponentsBuilder.fromUriString(s, ParserType.WHAT_WG)} then
 * {@code toUriString()}, OkHttp's {@code HttpUrl.parse(s)} then {@code toString()} (http and https
 * only), galimatias {@code URL.parse(s)} then {@code toString()}.
 */
public class WhatwgBenchmark extends CorpusBenchmark {
    /** The corpus file. */
    @Param({"kasztp.txt", "userbait.txt"})
    public String file;

    /** {@link Inputs#VALID} or {@link Inputs#ALL}. */
    @Param({Inputs.VALID})
    public String set;

    private String[] inputs;

    /** Loads the lines. */
    @Setup
    public void setUp() {
        inputs = Inputs.array(file, set);
        rewind();
    }

    private String nextInput() {
        return inputs[advance(inputs.length)];
    }

    /**
     * urikit {@code WhatwgUrl.tryParse(s)} then {@code href()}.
     *
     * @return the href or null
     */
    @Benchmark
    public String urikit() {
        return WhatwgUrl.tryParse(nextInput()).map(WhatwgUrl::href).orElse(null);
    }

    /**
     * Spring {@code UriComponentsBuilder.fromUriString(s, ParserType.WHAT_WG).build().toUriString()}.
     *
     * @return the serialization or null
     */
    @Benchmark
    public String spring() {
        try {
            return UriComponentsBuilder.fromUriString(nextInput(), UriComponentsBuilder.ParserType.WHAT_WG).build()
                    .toUriString();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * OkHttp {@code HttpUrl.parse(s)} then {@code toString()}.
     *
     * @return the serialization or null
     */
    @Benchmark
    public String okhttp() {
        HttpUrl u = HttpUrl.parse(nextInput());
        return u == null ? null : u.toString();
    }

    /**
     * galimatias {@code URL.parse(s)} then {@code toString()}.
     *
     * @return the serialization or null
     */
    @Benchmark
    public String galimatias() {
        try {
            return URL.parse(nextInput()).toString();
        } catch (GalimatiasParseException | RuntimeException e) {
            return null;
        }
    }

    /** For JMH. */
    public WhatwgBenchmark() {
    }
}
