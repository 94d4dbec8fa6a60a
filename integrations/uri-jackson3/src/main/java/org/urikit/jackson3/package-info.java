/**
 * urikit's Jackson 3.x module: {@link org.urikit.jackson3.UriModule} and its options.
 */
@NullMarked
package org.urikit.jackson3;

import org.jspecify.annotations.NullMarked;
