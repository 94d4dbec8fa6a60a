/**
 * The end-to-end demo: {@link org.urikit.examples.Demo}. Not published.
 */
@NullMarked
package org.urikit.examples;

import org.jspecify.annotations.NullMarked;
