/**
 * The urikit URI model: {@link org.urikit.UriReference}, {@link org.urikit.Uri} and
 * {@link org.urikit.RelativeReference}, parsed exactly by the RFC 3986 grammar, with structured
 * {@link org.urikit.ParseError errors}.
 *
 * <p>Every type here is immutable and thread-safe. Methods throw {@link java.lang.NullPointerException}
 * for null arguments and nothing but {@link org.urikit.UriSyntaxException} for bad text.
 */
@NullMarked
package org.urikit;

import org.jspecify.annotations.NullMarked;
