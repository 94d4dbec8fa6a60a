/**
 * urikit's Jackson 2.x module: {@link org.urikit.jackson.UriModule} and its options.
 */
@NullMarked
package org.urikit.jackson;

import org.jspecify.annotations.NullMarked;
