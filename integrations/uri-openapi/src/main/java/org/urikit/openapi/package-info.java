/**
 * urikit values in API documents: {@link org.urikit.openapi.UriModelConverter} for swagger-core
 * (and so springdoc), and {@link org.urikit.openapi.UriStringSchema}, the mapping from urikit
 * types and {@code @ValidUri} constraints to a JSON Schema {@code string}'s format, maxLength,
 * pattern and description.
 */
@NullMarked
package org.urikit.openapi;

import org.jspecify.annotations.NullMarked;
