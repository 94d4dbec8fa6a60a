/**
 * The validators behind {@link org.urikit.validation.ValidUri}. Not API: the package is opened
 * (not exported) so that providers can instantiate the validators.
 */
@NullMarked
package org.urikit.validation.internal;

import org.jspecify.annotations.NullMarked;
