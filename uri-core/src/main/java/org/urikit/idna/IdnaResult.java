package org.urikit.idna;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The result of UTS #46 ToASCII or ToUnicode: the output string and every error recorded on the
 * way. UTS #46 always produces an output; a name is valid for the chosen options only when
 * {@link #errors()} is empty ({@link #isValid()}).
 *
 * <p>Immutable and thread-safe. Equality compares input, output and errors.
 *
 * @since 0.1
 */
public final class IdnaResult implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String input;
    private final String output;
    // always List.of() or List.copyOf(..), serializable like IdnaError (Uts46Test)
    @SuppressWarnings("serial")
    private final List<IdnaError> errors;

    IdnaResult(String input, String output, List<IdnaError> errors) {
        this.input = input;
        this.output = output;
        this.errors = errors.isEmpty() ? List.of() : List.copyOf(errors);
    }

    /**
     * The string given to ToASCII or ToUnicode.
     *
     * @return the input
     */
    public String input() {
        return input;
    }

    /**
     * The output, also when there are errors (as UTS #46 defines it: a label that could not be
     * converted is left as processing left it).
     *
     * @return the output
     */
    public String output() {
        return output;
    }

    /**
     * Every error, in the order of the labels (errors of the whole name last).
     *
     * @return an unmodifiable list, empty for a valid name
     */
    public List<IdnaError> errors() {
        return errors;
    }

    /**
     * The distinct error codes, in the order they first occur.
     *
     * @return an unmodifiable set
     */
    public Set<IdnaErrorCode> codes() {
        Set<IdnaErrorCode> codes = new LinkedHashSet<>();
        for (IdnaError e : errors) {
            codes.add(e.code());
        }
        return java.util.Collections.unmodifiableSet(codes);
    }

    /**
     * Whether no error was recorded.
     *
     * @return true for a valid name
     */
    public boolean isValid() {
        return errors.isEmpty();
    }

    /**
     * The output of a valid name.
     *
     * @return {@link #output()}
     * @throws IdnaException if an error was recorded
     */
    public String orElseThrow() {
        if (!errors.isEmpty()) {
            throw new IdnaException(this);
        }
        return output;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IdnaResult r && input.equals(r.input) && output.equals(r.output)
                && errors.equals(r.errors);
    }

    @Override
    public int hashCode() {
        return Objects.hash(input, output, errors);
    }

    /**
     * For debugging: output and error codes.
     *
     * @return for example {@code xn--fa-hia.de} or {@code a..b [X4_2]}
     */
    @Override
    public String toString() {
        if (errors.isEmpty()) {
            return output;
        }
        List<String> codes = new ArrayList<>();
        for (IdnaErrorCode c : codes()) {
            codes.add(c.name());
        }
        return output + " " + codes;
    }
}
