package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;

/** Handles one input of a command: writes its result and tells whether the input was valid. */
@FunctionalInterface
interface Handler {
    /**
     * Writes the result for {@code input}, ending with a line break.
     *
     * @return true if the input was valid (exit code 0 unless another one is not)
     */
    boolean handle(String input, Writer out) throws IOException;
}
