package org.urikit.scheme;

import java.util.Objects;

import org.urikit.Component;
import org.urikit.ErrorKind;

/**
 * One way a URI breaks a {@linkplain SchemeRule scheme rule}: what, where and why, like a
 * {@link org.urikit.ParseError} of the parser.
 *
 * <pre>{@code
 * Violation v = SchemeRegistry.standard().check(Uri.parse("ws://h/#x")).get(0);
 * v.kind();      // FORBIDDEN_COMPONENT
 * v.index();     // 7, the index of '#'
 * v.component(); // FRAGMENT
 * v.message();   // "RFC 6455 §3: a WebSocket URI has no fragment"
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param kind what is wrong
 * @param index the char index in the URI text where it is wrong ({@code 0..length})
 * @param component the component concerned
 * @param message the reason, in English, naming the specification and section
 * @since 0.1
 */
public record Violation(ErrorKind kind, int index, Component component, String message) {
    /**
     * Checks the fields.
     *
     * @param kind what is wrong
     * @param index the char index where it is wrong
     * @param component the component concerned
     * @param message the reason
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public Violation {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(message, "message");
        if (index < 0) {
            throw new IllegalArgumentException("negative index " + index);
        }
    }

    /**
     * A one-line description: {@code "FORBIDDEN_COMPONENT in fragment at index 6: RFC 6455 §3: ..."}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return kind + " in " + component.label() + " at index " + index + ": " + message;
    }
}
