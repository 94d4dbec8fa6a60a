/**
 * Jakarta REST providers for urikit values, all registered by {@link org.urikit.jaxrs.UriFeature}
 * (found by package scanning as a {@code @Provider}, and through
 * {@code META-INF/services/jakarta.ws.rs.ext.Providers} by runtimes that read it, such as RESTEasy):
 * <ul>
 *   <li>{@link org.urikit.jaxrs.UriParamConverterProvider}: query, path, header, cookie, form and
 *       matrix parameters of every urikit type, {@code WhatwgUrl} included;</li>
 *   <li>{@link org.urikit.jaxrs.UriJsonbResolver}: the {@code Jsonb} of JSON bodies, with
 *       uri-jsonb's configuration (when JSON-B and uri-jsonb are present);</li>
 *   <li>{@link org.urikit.jaxrs.UriProblemExceptionMapper}: a rejected value answered with 400
 *       {@code application/problem+json} (RFC 9457), never showing a password.</li>
 * </ul>
 */
@NullMarked
package org.urikit.jaxrs;

import org.jspecify.annotations.NullMarked;
