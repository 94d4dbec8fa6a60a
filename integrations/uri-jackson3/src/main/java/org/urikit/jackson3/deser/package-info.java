/**
 * urikit's Jackson 3.x module: deserializers parsing JSON strings with urikit's grammars.
 */
@NullMarked
package org.urikit.jackson3.deser;

import org.jspecify.annotations.NullMarked;
