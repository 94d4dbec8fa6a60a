/**
 * The {@code uri} command line: {@link org.urikit.cli.Main}. Not an API: only the command, its
 * options, its output formats and its exit codes are a contract.
 */
@NullMarked
package org.urikit.cli;

import org.jspecify.annotations.NullMarked;
