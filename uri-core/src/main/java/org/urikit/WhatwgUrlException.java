package org.urikit;

import java.util.Objects;

/**
 * Thrown when the WHATWG URL Standard's basic URL parser returns failure. Unchecked, and an
 * {@link IllegalArgumentException} like {@link UriSyntaxException}, so frameworks report it as
 * bad input. The message names the Standard's validation error, the component and the index, for
 * example {@code Invalid URL (WHATWG URL Standard): port-out-of-range in port at index 9}; it
 * never quotes the input, so a password in it cannot leak into a log.
 *
 * @since 0.1
 */
public class WhatwgUrlException extends IllegalArgumentException {
    private static final long serialVersionUID = 2L;

    /** The failure; {@link WhatwgValidationError} is serializable, so the exception stays serializable. */
    private final WhatwgValidationError failure;

    /**
     * An exception for the given failure.
     *
     * @param failure the validation error that made the parser return failure
     * @throws NullPointerException if {@code failure} is null
     */
    public WhatwgUrlException(WhatwgValidationError failure) {
        super("Invalid URL (WHATWG URL Standard): " + Objects.requireNonNull(failure, "failure").message());
        this.failure = failure;
    }

    /**
     * The validation error that made parsing fail, with its type, index and component.
     *
     * @return the failure, as {@link WhatwgUrl#check(String)} gives it
     */
    public WhatwgValidationError failure() {
        return failure;
    }

    /**
     * The validation error that made parsing fail.
     *
     * @return the Standard's error name, e.g. {@code "host-invalid-code-point"}
     */
    public String type() {
        return failure.type();
    }

    /**
     * Where the failure was found.
     *
     * @return the char index in the input, or {@code input.length()} at the end
     */
    public int index() {
        return failure.index();
    }

    /**
     * The component of the parser state where the failure was found: {@link Component#SCHEME},
     * {@link Component#HOST} or {@link Component#PORT}.
     *
     * @return the component
     */
    public Component component() {
        return failure.component();
    }
}
