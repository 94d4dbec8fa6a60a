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
 *   <tr><td>{@link org.urikit.jpa.Rfc1808UrlAttributeConverter}</td><td>{@code Rfc1808Url}</td>
 *       <td>automatically</td><td>RFC 1808 {@code URL}</td></tr>
 *   <tr><td>{@link org.urikit.jpa.Rfc1738UrlAttributeConverter}</td><td>{@code Rfc1738Url}</td>
 *       <td>automatically</td><td>RFC 1738 {@code url}</td></tr>
 *   <tr><td>{@link org.urikit.jpa.NormalizingUriAttributeConverter}</td><td>{@code Uri}</td>
 *       <td>with {@code @Convert}</td><td>{@code URI}, written in RFC 3986 §6.2.2 normal form</td></tr>
 *   <tr><td>{@link org.urikit.jpa.SchemeNormalizingUriAttributeConverter}</td><td>{@code Uri}</td>
 *       <td>with {@code @Convert}</td><td>{@code URI}, written in §6.2.2 + §6.2.3 normal form</td></tr>
 *   <tr><td>{@link org.urikit.jpa.NormalizingUriReferenceAttributeConverter}</td><td>{@code UriReference}</td>
 *       <td>with {@code @Convert}</td><td>{@code URI-reference}, written in §6.2.2 normal form</td></tr>
 *   <tr><td>{@link org.urikit.jpa.JavaNetUriAttributeConverter}</td><td>{@code java.net.URI}</td>
 *       <td>with {@code @Convert}</td><td>whatever {@code java.net.URI} accepts</td></tr>
 * </table>
 *
 * <p>Auto-application goes by the attribute's declared type; every type has at most one automatic
 * converter, and none is automatic for a supertype of another's type (Hibernate ORM matches
 * auto-apply converters by assignability, EclipseLink by the exact type).
 *
 * <p>Every converter maps {@code null} to {@code null} both ways, writes {@code toString()} unchanged
 * (the normalizing ones: the normal form's) and throws {@link org.urikit.UriSyntaxException} (index, reason, and the value cut to 120
 * characters with any password hidden) for column text it cannot read; it never reads bad text as
 * {@code null}. Converters are stateless, immutable and thread-safe.
 *
 * <p>Hibernate ORM (6.6 and 7.x) needs none of them registered: this module also carries a Hibernate
 * type contributor (found through {@code META-INF/services} on the class path) that maps every urikit
 * type to a character column holding the exact text wherever no converter applies. Other providers
 * apply only the converters that are managed classes of the persistence unit.
 */
@NullMarked
package org.urikit.jpa;

import org.jspecify.annotations.NullMarked;
