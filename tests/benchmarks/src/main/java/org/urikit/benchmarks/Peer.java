package org.urikit.benchmarks;

import java.net.URI;
import java.net.URISyntaxException;

import okhttp3.HttpUrl;
import org.apache.jena.rfc3986.RFC3986;
import org.eclipse.rdf4j.common.net.ParsedIRI;
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.UriReference;

/**
 * The parsers compared, each with the entry point the benchmarks call. {@link #accepts} is used
 * only to classify corpus lines while setting up (never inside a measured method).
 */
public enum Peer {
    /** urikit: {@code UriReference.parse} (RFC 3986 rule URI-reference, every check). */
    URIKIT("urikit", "UriReference.parse") {
        @Override
        public boolean accepts(String s) {
            return UriReference.check(s).isEmpty();
        }
    },
    /** {@code new java.net.URI(String)} (RFC 2396 with changes). */
    JAVA_NET_URI("java.net.URI", "new URI(s)") {
        @Override
        public boolean accepts(String s) {
            try {
                new URI(s);
                return true;
            } catch (URISyntaxException e) {
                return false;
            }
        }
    },
    /** Apache Jena {@code org.apache.jena.rfc3986.RFC3986.create} (RFC 3986/3987, strict). */
    JENA("Jena IRI3986", "RFC3986.create(s)") {
        @Override
        public boolean accepts(String s) {
            try {
                RFC3986.create(s);
                return true;
            } catch (RuntimeException e) {
                return false;
            }
        }
    },
    /** Eclipse RDF4J {@code new ParsedIRI(String)} (RFC 3987). */
    RDF4J("rdf4j ParsedIRI", "new ParsedIRI(s)") {
        @Override
        public boolean accepts(String s) {
            try {
                new ParsedIRI(s);
                return true;
            } catch (URISyntaxException | RuntimeException e) {
                return false;
            }
        }
    },
    /** OkHttp {@code HttpUrl.parse} (WHATWG-like, http and https only, returns null). */
    OKHTTP("OkHttp HttpUrl", "HttpUrl.parse(s)") {
        @Override
        public boolean accepts(String s) {
            return HttpUrl.parse(s) != null;
        }
    },
    /** Spring {@code UriComponentsBuilder.fromUriString(s).build()} (lenient). */
    SPRING("Spring UriComponentsBuilder", "UriComponentsBuilder.fromUriString(s).build()") {
        @Override
        public boolean accepts(String s) {
            try {
                UriComponentsBuilder.fromUriString(s).build();
                return true;
            } catch (RuntimeException e) {
                return false;
            }
        }
    };

    private final String label;
    private final String call;

    Peer(String label, String call) {
        this.label = label;
        this.call = call;
    }

    /**
     * Whether this parser accepts the line (returns a value without throwing).
     *
     * @param s a corpus line
     * @return true if a value is produced
     */
    public abstract boolean accepts(String s);

    /**
     * A human-readable name.
     *
     * @return the label used in the result tables
     */
    public String label() {
        return label;
    }

    /**
     * The call measured.
     *
     * @return the Java expression the benchmarks call
     */
    public String call() {
        return call;
    }
}
