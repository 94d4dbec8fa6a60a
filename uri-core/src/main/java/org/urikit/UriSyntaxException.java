package org.urikit;

import java.util.Objects;
/**
 * Thrown when text is not a valid URI reference under the chosen grammar. The structured
 * {@link #error()} tells where and why; the message adds the input, cut to 120 characters, with
 * any password replaced by {@code ****}.
 *
 * <p>Unchecked, and an {@link IllegalArgumentException}, so that frameworks that map that type
 * (Jackson's {@code FromStringDeserializer}, Spring's argument binding) report it as bad input.
 *
 * @since 0.1
 */
public class UriSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The error; records are serializable, so the exception stays serializable. */
    private final ParseError error;

    /**
     * An exception for the given error.
     *
     * @param error what went wrong
     * @throws NullPointerException if {@code error} is null
     */
    public UriSyntaxException(ParseError error) {
        super(Objects.requireNonNull(error, "error").message() + ": " + Texts.quote(error));
        this.error = error;
    }

    /**
     * Where and why the input was rejected.
     *
     * @return the error
     */
    public ParseError error() {
        return error;
    }
}
