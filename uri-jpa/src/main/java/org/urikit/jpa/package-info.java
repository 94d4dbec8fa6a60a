/**
 * Jakarta Persistence {@link jakarta.persistence.AttributeConverter}s between urikit references
 * (and {@code java.net.URI}) and character columns, storing the exact text.
 *
 * <table>
 *   <caption>The converters</caption>
 *   <tr><th>converter</th><th>attribute type</th><th>applied</th><th>column text</th></tr>
 *   <tr><td>{@link org.urikit.jpa.UriAttributeConverter}</td><td>{@code Uri}</td><td>automatically</td>
 *       <td>RFC 3986 {@code URI}</td></tr>
 *   <tr><td>{@link org.urikit.jpa.UriReferenceAttributeConverter}</td><td>{@code UriReference}</td>
 *       <td>with {@code @Convert}</td><td>RFC 3986 {@code URI-reference}</td></tr>
 *   <tr><td>{@link org.urikit.jpa.RelativeReferenceAttributeConverter}</td><td>{@code RelativeReference}</td>
 *       <td>automatically</td><td>RFC 3986 {@code relative-ref}</td></tr>
 *   <tr><td>{@link org.urikit.jpa.AbsoluteUriAttributeConverter}</td><td>{@code Uri}</td>
 *       <td>with {@code @Convert}</td><td>RFC 3986 {@code absolute-URI} (no fragment)</td></tr>
 *   <tr><td>{@link org.urikit.jpa.JavaNetUriAttributeConverter}</td><td>{@code java.net.URI}</td>
 *       <td>with {@code @Convert}</td><td>whatever {@code java.net.URI} accepts</td></tr>
 * </table>
 *
 * <p>Every converter maps {@code null} to {@code null} both ways, writes {@code toString()} unchanged
 * and throws {@link org.urikit.UriSyntaxException} (index, reason, and the value cut to 120
 * characters with any password hidden) for column text it cannot read; it never reads bad text as
 * {@code null}. Converters are stateless, immutable and thread-safe.
 */
@NullMarked
package org.urikit.jpa;

import org.jspecify.annotations.NullMarked;
