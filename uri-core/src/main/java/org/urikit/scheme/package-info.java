/**
 * Per-scheme rules and their registry: default ports, the "empty path means {@code /}" fact, and
 * the modern checks of each scheme's specification (RFC 9110 for {@code http}, RFC 6455 for
 * {@code ws}, RFC 8141 for {@code urn}, RFC 6068 for {@code mailto}, RFC 3966 for {@code tel},
 * ...), with a {@link java.util.ServiceLoader} SPI for rules
 * of your own.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.standard();
 * registry.find("HTTPS").orElseThrow().defaultPort();           // OptionalInt[443]
 * registry.check(Uri.parse("http://user@example.com/"));
 * // [DEPRECATED_COMPONENT in userinfo at index 7: RFC 9110 §4.2.4: userinfo in an http or https URI is deprecated]
 * }</pre>
 *
 * <p>Every type here is immutable and thread-safe; there is no global mutable state.
 */
@NullMarked
package org.urikit.scheme;

import org.jspecify.annotations.NullMarked;
