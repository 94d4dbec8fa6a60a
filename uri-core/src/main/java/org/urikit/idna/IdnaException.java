package org.urikit.idna;

import java.util.Objects;

/**
 * Thrown by the {@code ...OrThrow} methods when UTS #46 processing recorded an error. The
 * {@link #result()} holds the output and every error; the message names the first one.
 *
 * <p>Unchecked, and an {@link IllegalArgumentException}, like {@code UriSyntaxException}.
 *
 * @since 0.1
 */
public class IdnaException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The failed result (serializable). */
    private final IdnaResult result;

    /**
     * An exception for a result with errors.
     *
     * @param result the result; must have at least one error
     * @throws NullPointerException if {@code result} is null
     * @throws IllegalArgumentException if the result has no error
     */
    public IdnaException(IdnaResult result) {
        super(message(result));
        this.result = result;
    }

    private static String message(IdnaResult result) {
        Objects.requireNonNull(result, "result");
        if (result.errors().isEmpty()) {
            throw new IllegalArgumentException("the result has no error");
        }
        String input = result.input();
        String shown = input.length() > 120 ? input.substring(0, 120) + "..." : input;
        int more = result.errors().size() - 1;
        return "Invalid domain name: " + result.errors().get(0).message()
                + (more > 0 ? " and " + more + " more" : "") + ": \"" + shown + "\"";
    }

    /**
     * The result: output and every error.
     *
     * @return the result
     */
    public IdnaResult result() {
        return result;
    }
}
