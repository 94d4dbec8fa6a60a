/**
 * Internals of urikit: character tables and helpers. Not exported; not API.
 */
@NullMarked
package org.urikit.internal;

import org.jspecify.annotations.NullMarked;
