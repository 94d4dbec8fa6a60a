package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.RFC3986;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;

/**
 * Reference resolution and normalization on values parsed in set-up, so that only the operation is
 * measured; the result's text is consumed.
 *
 * <ul>
 *   <li>resolve: for each kasztp line of the {@code valid} set, the relative reference
 *       {@code "../" + path-without-its-first-slash + ?query + #fragment} against the base
 *       {@code https://example.com/a/b/c?x} (merge and dot-segment removal both run).</li>
 *   <li>normalize: each line's own value. Most corpus lines are already in normal form (urikit then
 *       returns the same value after checking). {@code java.net.URI.normalize()} only removes dot
 *       segments; urikit and Jena also normalize case and percent-encoding.</li>
 * </ul>
 */
public class ResolveNormalizeBenchmark extends CorpusBenchmark {
    /** The base of every resolution. */
    public static final String BASE = "https://example.com/a/b/c?x";

    /** The corpus file. */
    @Param({"kasztp.txt"})
    public String file;

    private Uri urikitBase;
    private URI javaBase;
    private IRI3986 jenaBase;
    private RelativeReference[] urikitRefs;
    private URI[] javaRefs;
    private IRI3986[] jenaRefs;
    private UriReference[] urikitValues;
    private URI[] javaValues;
    private IRI3986[] jenaValues;

    /**
     * Parses the bases, the references and the values.
     *
     * @throws URISyntaxException never for these lines
     */
    @Setup
    public void setUp() throws URISyntaxException {
        List<String> lines = Inputs.lines(file, Inputs.VALID);
        int n = lines.size();
        urikitBase = Uri.parse(BASE);
        javaBase = new URI(BASE);
        jenaBase = RFC3986.create(BASE);
        urikitRefs = new RelativeReference[n];
        javaRefs = new URI[n];
        jenaRefs = new IRI3986[n];
        urikitValues = new UriReference[n];
        javaValues = new URI[n];
        jenaValues = new IRI3986[n];
        for (int i = 0; i < n; i++) {
            String line = lines.get(i);
            UriReference value = UriReference.parse(line);
            String path = value.path();
            String rest = value.query().map(q -> "?" + q).orElse("") + value.fragment().map(f -> "#" + f).orElse("");
            String ref = "../" + (path.startsWith("/") ? path.substring(1) : path) + rest;
            urikitRefs[i] = RelativeReference.parse(ref);
            javaRefs[i] = new URI(ref);
            jenaRefs[i] = RFC3986.create(ref);
            urikitValues[i] = value;
            javaValues[i] = new URI(line);
            jenaValues[i] = RFC3986.create(line);
        }
        rewind();
    }

    private int advance() {
        return advance(urikitRefs.length);
    }

    /**
     * urikit {@code base.resolve(ref)}.
     *
     * @return the target's text
     */
    @Benchmark
    public String resolveUrikit() {
        return urikitBase.resolve(urikitRefs[advance()]).toString();
    }

    /**
     * {@code java.net.URI base.resolve(ref)}.
     *
     * @return the target's text
     */
    @Benchmark
    public String resolveJavaNetUri() {
        return javaBase.resolve(javaRefs[advance()]).toString();
    }

    /**
     * Jena {@code ref.resolve(base)}.
     *
     * @return the target's text
     */
    @Benchmark
    public String resolveJena() {
        return jenaRefs[advance()].resolve(jenaBase).str();
    }

    /**
     * urikit {@code value.normalize()} (case, percent-encoding, dot segments).
     *
     * @return the normal form's text
     */
    @Benchmark
    public String normalizeUrikit() {
        return urikitValues[advance()].normalize().toString();
    }

    /**
     * {@code java.net.URI.normalize()} (dot segments only).
     *
     * @return the normal form's text
     */
    @Benchmark
    public String normalizeJavaNetUri() {
        return javaValues[advance()].normalize().toString();
    }

    /**
     * Jena {@code iri.normalize()}.
     *
     * @return the normal form's text
     */
    @Benchmark
    public String normalizeJena() {
        return jenaValues[advance()].normalize().str();
    }

    /** For JMH. */
    public ResolveNormalizeBenchmark() {
    }
}
