package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;

import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;

import okhttp3.HttpUrl;
import org.apache.jena.rfc3986.RFC3986;
import org.eclipse.rdf4j.common.net.ParsedIRI;
import org.hibernate.validator.HibernateValidator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.IriReference;
import org.urikit.UriReference;

/**
 * What parsing alone costs and allocates: each parser builds its value for one line of the
 * {@code valid} set per operation and the value itself is consumed, no component is asked for. Run
 * with {@code -prof gc}: {@code gc.alloc.rate.norm} is then the bytes allocated per parsed URL.
 *
 * <p>{@code jit} says what the JVM did before: {@value #FRESH} nothing but load the corpus (what
 * every other benchmark here measures), {@value #AFTER_HV} also build a Hibernate Validator
 * {@code ValidatorFactory}, as any application that uses Bean Validation does. On JDK 25 that alone
 * makes code that scans a {@code String} with {@code charAt} slower for the rest of the JVM's life
 * (docs/BENCHMARKS.md, "The JIT state"); the second state measures every parser in it.
 */
public class ParseOnlyBenchmark extends CorpusBenchmark {
    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    /** The state of a JVM that has only loaded the corpus. */
    public static final String FRESH = "fresh";
    /** The state of a JVM that has also built a Hibernate Validator factory. */
    public static final String AFTER_HV = "afterHibernateValidator";

    /** {@value #FRESH} or {@value #AFTER_HV}. */
    @Param({FRESH, AFTER_HV})
    public String jit;

    private String[] inputs;

    /** Loads the lines every parser accepts, and puts the JVM into the {@code jit} state. */
    @Setup
    public void setUp() {
        inputs = Inputs.array(file, Inputs.VALID);
        if (jit.equals(AFTER_HV)) {
            try (ValidatorFactory factory = Validation.byProvider(HibernateValidator.class).configure().buildValidatorFactory()) {
                factory.getValidator();
            }
        } else if (!jit.equals(FRESH)) {
            throw new IllegalArgumentException("jit: " + jit);
        }
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
     * urikit {@code IriReference.parse}: the RFC 3987 grammar on the same (ASCII) lines; the
     * target is at most 1.2 times {@link #urikit}.
     *
     * @return the value
     */
    @Benchmark
    public Object urikitIri() {
        return IriReference.parse(nextInput());
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

    /** For JMH. */
    public ParseOnlyBenchmark() {
    }
}
