package org.urikit.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;

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
import org.urikit.Uri;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.Violation;

/**
 * {@code SchemeRegistry.builtIn().check(uri)} on one parsed URI per scheme: the lookup of the rule
 * and its grammar. The common {@code https} case (a host, no userinfo, no port) is meant to return
 * without allocating (see the GC profiler's {@code gc.alloc.rate.norm}); the others read their
 * grammar in one pass.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class SchemeRuleBenchmark {
    /** The URI checked. */
    @Param({"https://example.com/a/b?q=1", "https://example.com:8443/", "ws://example.com/chat",
        "mailto:someone@example.com?subject=hi&body=x", "urn:example:a123,z456?+abc", "data:text/plain;charset=utf-8,hi",
        "tel:+1-201-555-0123;ext=22", "ftp://ftp.example.com/pub/a.txt;type=i"})
    public String input;

    private Uri uri;
    private SchemeRegistry registry;

    /** Parses the input once. */
    @Setup
    public void setUp() {
        uri = Uri.parse(input);
        registry = SchemeRegistry.builtIn();
    }

    /**
     * The rule of the URI's scheme, found and applied.
     *
     * @return the violations (none: every input is valid)
     */
    @Benchmark
    public List<Violation> check() {
        return registry.check(uri);
    }

    /** For JMH. */
    public SchemeRuleBenchmark() {
    }
}
