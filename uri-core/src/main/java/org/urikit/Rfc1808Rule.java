package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * The rules of the RFC 1808 BNF that input can be checked against on their own.
 *
 * <pre>{@code
 * Rfc1808Rule.URL.check("g;x?y#s");               // Optional.empty()
 * Rfc1808Rule.ABSOLUTE_URL.check("g;x");          // MISSING_SCHEME at index 1
 * Rfc1808Rule.forName("relativeURL");             // Optional[RELATIVE_URL]
 * }</pre>
 *
 * <p>Checking never throws for any string and builds no value; it is linear in the input length.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1808#section-2.2">RFC 1808 §2.2</a>
 * @since 0.1
 */
public enum Rfc1808Rule {
    /** {@code URL = ( absoluteURL | relativeURL ) [ "#" fragment ]}. */
    URL("URL", 0),
    /** {@code absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )}: a scheme, no fragment. */
    ABSOLUTE_URL("absoluteURL", Rfc1808Parser.SCHEME_REQUIRED | Rfc1808Parser.NO_FRAGMENT),
    /** {@code relativeURL = net_path | abs_path | rel_path}: no scheme is looked for, no fragment. */
    RELATIVE_URL("relativeURL", Rfc1808Parser.NO_SCHEME | Rfc1808Parser.NO_FRAGMENT);

    private final String bnfName;
    final int mode;

    Rfc1808Rule(String bnfName, int mode) {
        this.bnfName = bnfName;
        this.mode = mode;
    }

    /**
     * The rule's name as RFC 1808 spells it, for example {@code "absoluteURL"}.
     *
     * @return the BNF name
     */
    public String bnfName() {
        return bnfName;
    }

    /**
     * Checks that the whole input matches this rule.
     *
     * @param input any string
     * @return the first error, or empty if the input matches
     * @throws NullPointerException if the input is null
     */
    public Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc1808Parser.check(input, mode));
    }

    /**
     * Whether the whole input matches this rule.
     *
     * @param input any string
     * @return true if it matches
     * @throws NullPointerException if the input is null
     */
    public boolean matches(String input) {
        return check(input).isEmpty();
    }

    /**
     * The rule with the given BNF name, for example {@code "relativeURL"} (exact case).
     *
     * @param name a BNF name
     * @return the rule, or empty if there is none of that name
     * @throws NullPointerException if the name is null
     */
    public static Optional<Rfc1808Rule> forName(String name) {
        Objects.requireNonNull(name, "name");
        for (Rfc1808Rule r : values()) {
            if (r.bnfName.equals(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
