/**
 * urikit's Jackson 2.x module: serializers writing the exact text of urikit values.
 */
@NullMarked
package org.urikit.jackson.ser;

import org.jspecify.annotations.NullMarked;
