/**
 * JMH benchmarks of urikit against the JVM's other URI parsers: {@code java.net.URI}, Apache Jena's
 * RFC 3986 parser, Eclipse RDF4J's {@code ParsedIRI}, OkHttp's {@code HttpUrl} and Spring's
 * {@code UriComponentsBuilder}. Run them with {@link org.urikit.benchmarks.Suite} or the JMH command
 * line; docs/BENCHMARKS.md has the commands and the results.
 */
package org.urikit.benchmarks;
