/**
 * Judging where a URL leads: {@link org.urikit.net.HostPolicy} decides whether a host (as a URI
 * holds it, as a client reads it, and after DNS resolution) names a public destination, for code
 * that fetches URLs it was given (webhooks, callbacks, imports: SSRF).
 *
 * <p>Every type here is immutable and thread-safe, and nothing here does DNS: resolve names
 * yourself and judge each address you connect to (docs/SECURITY.md shows the wiring into
 * {@code java.net.http.HttpClient} and OkHttp).
 *
 * @since 0.1
 */
@NullMarked
package org.urikit.net;

import org.jspecify.annotations.NullMarked;
