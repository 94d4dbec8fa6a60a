package org.urikit.idna;

/**
 * Thrown by {@link Punycode} for input it cannot encode or decode: the index (in chars of the
 * input) of the first character it could not take, and why.
 *
 * @since 0.1
 */
public class PunycodeException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int index;
    private final String reason;

    PunycodeException(String input, int index, String reason) {
        super(reason + " at index " + index + ": \""
                + (input.length() > 120 ? input.substring(0, 120) + "..." : input) + "\"");
        this.index = index;
        this.reason = reason;
    }

    /**
     * The index in chars of the input where the error was found ({@code input.length()} when the
     * input ends too early).
     *
     * @return the index
     */
    public int index() {
        return index;
    }

    /**
     * Why, in a few words (for example {@code "overflow"}).
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }
}
