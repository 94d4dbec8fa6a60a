package org.urikit;

import java.util.Objects;

/**
 * Thrown when the WHATWG URL Standard's basic URL parser returns failure. Unchecked, and an
 * {@link IllegalArgumentException} like {@link UriSyntaxException}, so frameworks report it as
 * bad input. The message names the Standard's validation error and the index; it never quotes
 * the input, so a password in it cannot leak into a log.
 *
 * @since 0.1
 */
public class WhatwgUrlException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String type;
    private final int index;

    /**
     * An exception for the given failure.
     *
     * @param type the Standard's name of the validation error that made parsing fail
     * @param index the char index in the input where it was found
     * @throws NullPointerException if {@code type} is null
     */
    public WhatwgUrlException(String type, int index) {
        super("Invalid URL (WHATWG URL Standard): " + Objects.requireNonNull(type, "type") + " at index " + index);
        this.type = type;
        this.index = index;
    }

    /**
     * The validation error that made parsing fail.
     *
     * @return the Standard's error name, e.g. {@code "host-invalid-code-point"}
     */
    public String type() {
        return type;
    }

    /**
     * Where the failure was found.
     *
     * @return the char index in the input, or {@code input.length()} at the end
     */
    public int index() {
        return index;
    }
}
