/**
 * Spring Boot auto-configuration for urikit, found through
 * {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}:
 * <ul>
 *   <li>{@link org.urikit.spring.boot.UriJacksonAutoConfiguration}: the Jackson 2 and the Jackson 3
 *       {@code UriModule} as beans, configured by {@link org.urikit.spring.boot.UriJacksonProperties}
 *       ({@code urikit.jackson.*});</li>
 *   <li>{@link org.urikit.spring.boot.UriConversionAutoConfiguration}: {@link org.urikit.spring.boot.UriStringConverter}
 *       for {@code @RequestParam}, {@code @PathVariable}, {@code @RequestHeader} and configuration properties;</li>
 *   <li>{@link org.urikit.spring.boot.UriProblemDetailsAutoConfiguration}: RFC 9457 problem details for
 *       rejected URIs ({@link org.urikit.spring.boot.UriProblemDetailsAdvice}).</li>
 * </ul>
 * and, through {@code META-INF/spring.factories}, {@link org.urikit.spring.boot.UriBindFailureAnalyzer},
 * which explains an invalid URI property at startup without showing its password.
 */
@NullMarked
package org.urikit.spring.boot;

import org.jspecify.annotations.NullMarked;
