package org.urikit;

/**
 * The one error convention of the RFC parsers ({@link Rfc3986Parser}, {@link Rfc3987Parser},
 * {@link Rfc1808Parser}, {@link Rfc1738Parser}): a step returns a {@code long}, on success an
 * index ({@code >= 0}), on failure a negative code that packs the index, the {@link ErrorKind}, the {@link Component} and the number of the grammar rule
 * (which each parser maps to its rule's name). Codes are plain values: nothing is allocated until
 * {@link #toError} makes the {@link ParseError} that leaves the parser.
 */
final class ParseCode {
    /** {@code values()} copies its array on every call; an error should cost only its ParseError. */
    private static final ErrorKind[] KINDS = ErrorKind.values();
    private static final Component[] COMPONENTS = Component.values();

    private ParseCode() {
    }

    /**
     * The code of an error.
     *
     * @param rule the parser's number for the rule, 0 to 255
     */
    static long error(ErrorKind kind, Component component, int rule, int index) {
        return Long.MIN_VALUE | (long) rule << 48 | (long) component.ordinal() << 40 | (long) kind.ordinal() << 32
                | index;
    }

    /** The same error code with another rule number (0 to 255). */
    static long withRule(long code, int rule) {
        return code & ~(0xffL << 48) | (long) rule << 48;
    }

    /** The rule number of an error code. */
    static int rule(long code) {
        return (int) (code >>> 48) & 0xff;
    }

    /** The error a code stands for, in {@code s}, under the rule named {@code rule}. */
    static ParseError toError(String s, long code, Rfc grammar, String rule) {
        ErrorKind kind = KINDS[(int) (code >>> 32) & 0xff];
        Component component = COMPONENTS[(int) (code >>> 40) & 0xff];
        return new ParseError(s, (int) code, kind, component, grammar, rule);
    }
}
