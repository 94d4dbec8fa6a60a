/**
 * urikit's Jackson 2.x module: deserializers parsing JSON strings with urikit's grammars.
 */
@NullMarked
package org.urikit.jackson.deser;

import org.jspecify.annotations.NullMarked;
