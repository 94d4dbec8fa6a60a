/**
 * urikit's Jackson 3.x module: serializers writing the exact text of urikit values.
 */
@NullMarked
package org.urikit.jackson3.ser;

import org.jspecify.annotations.NullMarked;
