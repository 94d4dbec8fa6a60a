/**
 * urikit for victools jsonschema-generator 5: {@link org.urikit.openapi.jsonschema.UrikitModule}.
 */
@NullMarked
package org.urikit.openapi.jsonschema;

import org.jspecify.annotations.NullMarked;
