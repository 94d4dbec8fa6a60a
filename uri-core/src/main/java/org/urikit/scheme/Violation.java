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
 * <p>A violation may carry a stable {@linkplain #key() key} that names its reason independently of
 * the English {@code message}, for translations: {@code @ValidUri} (module {@code uri-validation})
 * looks up the message key {@code org.urikit.validation.ValidUri.reason.<key>} in the message
 * bundles of the locale asked for and falls back to {@code message} when no bundle has it. A
 * violation without a key is always reported with its {@code message} as it is.
 *
 * <pre>{@code
 * new Violation(ErrorKind.MISSING_COMPONENT, 5, Component.HOST,
 *         "RFC 7252 §6.1: a coap URI has a host", "coap.host");
 * // translated by: org.urikit.validation.ValidUri.reason.coap.host=... in ValidationMessages_de.properties
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param kind what is wrong
 * @param index the char index in the URI text where it is wrong ({@code 0..length})
 * @param component the component concerned
 * @param message the reason, in English, naming the specification and section
 * @param key the stable key of the reason, or null: ASCII letters, digits, {@code '.'}, {@code '-'}
 *     and {@code '_'}, starting with a letter or digit, not ending with {@code '.'}
 * @since 0.1
 */
public record Violation(ErrorKind kind, int index, Component component, String message, String key) {
    /**
     * Checks the fields.
     *
     * @param kind what is wrong
     * @param index the char index where it is wrong
     * @param component the component concerned
     * @param message the reason, in English
     * @param key the stable key of the reason, or null for none
     * @throws NullPointerException if an argument other than {@code key} is null
     * @throws IllegalArgumentException if {@code index} is negative or {@code key} is not a key
     */
    public Violation {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(message, "message");
        if (index < 0) {
            throw new IllegalArgumentException("negative index " + index);
        }
        if (key != null && !isKey(key)) {
            throw new IllegalArgumentException("not a message key: \"" + key
                    + "\" (ASCII letters, digits, '.', '-' and '_', starting with a letter or digit, not ending with '.')");
        }
    }

    /**
     * A violation without a key: its {@code message} is reported as it is, in every locale.
     *
     * @param kind what is wrong
     * @param index the char index where it is wrong
     * @param component the component concerned
     * @param message the reason, in English, naming the specification and section
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public Violation(ErrorKind kind, int index, Component component, String message) {
        this(kind, index, component, message, null);
    }

    private static boolean isKey(String key) {
        if (key.isEmpty() || key.length() > 200 || key.charAt(key.length() - 1) == '.') {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean alnum = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
            if (!alnum && (i == 0 || c != '.' && c != '-' && c != '_')) {
                return false;
            }
        }
        return true;
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
