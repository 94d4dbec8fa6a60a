package org.urikit;

import java.util.Objects;
/**
 * The URI grammars urikit implements. One constant selects the grammar everywhere: in the core API,
 * in {@code @ValidUri}, in the Jackson and JPA adapters and in the {@code uri} command
 * ({@code --rfc 3986|3987|1808|1738}).
 *
 * @since 0.1
 */
public enum Rfc {
    /**
     * RFC 3986, Uniform Resource Identifier (URI): Generic Syntax (2005), the current standard.
     *
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3986">RFC 3986</a>
     */
    RFC_3986("RFC 3986", 3986),
    /**
     * RFC 3987, Internationalized Resource Identifiers (IRIs) (2005): RFC 3986 with the non-ASCII
     * {@code ucschar}s among the unreserved characters and private-use characters in the query.
     * The values are {@link IriReference}, {@link Iri} and {@link RelativeIriReference}; the
     * rules {@link Rfc3987Rule}.
     *
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3987">RFC 3987</a>
     * @since 0.1
     */
    RFC_3987("RFC 3987", 3987),
    /**
     * RFC 1808, Relative Uniform Resource Locators (1995): relative URLs with {@code ;params}.
     *
     * @see <a href="https://www.rfc-editor.org/rfc/rfc1808">RFC 1808</a>
     */
    RFC_1808("RFC 1808", 1808),
    /**
     * RFC 1738, Uniform Resource Locators (1994): the generic URL and the scheme grammars.
     *
     * @see <a href="https://www.rfc-editor.org/rfc/rfc1738">RFC 1738</a>
     */
    RFC_1738("RFC 1738", 1738);

    private final String label;
    private final int number;

    Rfc(String label, int number) {
        this.label = label;
        this.number = number;
    }

    /**
     * The display name, for example {@code "RFC 3986"}.
     *
     * @return the label
     */
    public String label() {
        return label;
    }

    /**
     * The RFC number, for example {@code 3986}.
     *
     * @return the number
     */
    public int number() {
        return number;
    }

    /**
     * Checks the input against this grammar's rule for the given form (see {@link ReferenceForm}
     * for the rule each form selects), without building a value or throwing.
     *
     * @param input any string
     * @param form which references to accept
     * @return the first error, or empty if the input is valid
     * @throws NullPointerException if an argument is null
     */
    public java.util.Optional<ParseError> check(String input, ReferenceForm form) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(form, "form");
        return java.util.Optional.ofNullable(firstError(input, form));
    }

    /** The first error of {@code input} under this grammar and {@code form}, or null: the dispatch to each grammar's parser. */
    private ParseError firstError(String input, ReferenceForm form) {
        switch (this) {
            case RFC_3986:
                return Rfc3986Parser.check(input, mode3986(form));
            case RFC_3987:
                return Rfc3987Parser.check(input, mode3986(form));
            case RFC_1808:
                int m = switch (form) {
                    case ANY -> Rfc1808Rule.URL.mode;
                    case URI -> Rfc1808Parser.SCHEME_REQUIRED;
                    case ABSOLUTE_URI -> Rfc1808Rule.ABSOLUTE_URL.mode;
                    case RELATIVE -> Rfc1808Parser.NO_SCHEME;
                };
                return Rfc1808Parser.check(input, m);
            case RFC_1738:
            default:
                if (form == ReferenceForm.RELATIVE) {
                    // RFC 1738 has no relative form: every input is rejected at its start
                    return new ParseError(input, 0, input.isEmpty() ? ErrorKind.UNEXPECTED_END
                            : ErrorKind.UNEXPECTED_CHARACTER, Component.SCHEME, RFC_1738, "url");
                }
                return Rfc1738Parser.check(input, Rfc1738Rule.URL);
        }
    }

    /** The {@link Rfc3986Parser} mode of a form. */
    static int mode3986(ReferenceForm form) {
        return switch (form) {
            case ANY -> Rfc3986Parser.M_REFERENCE;
            case URI -> Rfc3986Parser.M_URI;
            case ABSOLUTE_URI -> Rfc3986Parser.M_ABSOLUTE;
            case RELATIVE -> Rfc3986Parser.M_RELATIVE;
        };
    }

    /**
     * Checks the input against this grammar's top rule ({@link ReferenceForm#ANY}).
     *
     * @param input any string
     * @return the first error, or empty if the input is valid
     * @throws NullPointerException if the input is null
     */
    public java.util.Optional<ParseError> check(String input) {
        return check(input, ReferenceForm.ANY);
    }

    /**
     * The grammar with the given number: {@code "3986"}, {@code "3987"}, {@code "1808"} or {@code "1738"}, with an
     * optional {@code "RFC"} prefix, case-insensitive, with or without a space or an underscore.
     *
     * @param name the number or name
     * @return the grammar
     * @throws IllegalArgumentException if no grammar has that name
     * @throws NullPointerException if {@code name} is null
     */
    public static Rfc of(String name) {
        Objects.requireNonNull(name, "name");
        String n = name.trim();
        if (n.regionMatches(true, 0, "rfc", 0, 3)) {
            n = n.substring(3);
            if (!n.isEmpty() && (n.charAt(0) == ' ' || n.charAt(0) == '_' || n.charAt(0) == '-')) {
                n = n.substring(1);
            }
        }
        for (Rfc rfc : values()) {
            if (Integer.toString(rfc.number).equals(n)) {
                return rfc;
            }
        }
        throw new IllegalArgumentException("unknown grammar \"" + Texts.cut(name) + "\" (expected 3986, 3987, 1808 or 1738)");
    }
}
