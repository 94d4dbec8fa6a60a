/**
 * urikit for Micronaut 4, with no application code: {@link org.urikit.micronaut.UriTypeConverterRegistrar}
 * (request values, {@code @Value}, {@code @ConfigurationProperties}), {@link org.urikit.micronaut.UriSerdes}
 * (Micronaut Serialization), {@code @ValidUri} on micronaut-validation, error answers that never show a
 * password, and {@link org.urikit.micronaut.UriDataTypeVisitor} with
 * {@link org.urikit.micronaut.UriAttributeConverters} (Micronaut Data). See docs/MICRONAUT.md.
 */
@NullMarked
package org.urikit.micronaut;

import org.jspecify.annotations.NullMarked;
