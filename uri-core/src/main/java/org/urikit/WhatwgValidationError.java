package org.urikit;

import java.util.Objects;

/**
 * One validation error of the WHATWG URL Standard: a non-fatal finding (or, for a failure, the
 * fatal one) of the basic URL parser, for linting. Browsers ignore non-fatal ones; a linter
 * reports them.
 *
 * @param type the Standard's name of the error, exactly as it spells it, for example
 *     {@code "invalid-URL-unit"}, {@code "invalid-reverse-solidus"}, {@code "IPv4-non-decimal-part"}
 *     or {@code "special-scheme-missing-following-solidus"}
 * @param index the char index in the caller's input (before stripping and tab/newline removal)
 *     where the error was found; {@code input.length()} when it was found at the end
 * @since 0.1
 */
public record WhatwgValidationError(String type, int index) {

    /**
     * Checks the components.
     *
     * @param type the Standard's error name
     * @param index the char index
     * @throws NullPointerException if {@code type} is null
     */
    public WhatwgValidationError {
        Objects.requireNonNull(type, "type");
    }
}
