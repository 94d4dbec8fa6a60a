package org.urikit;

import java.util.Objects;

/**
 * One validation error of the WHATWG URL Standard: a non-fatal finding (or, for a failure, the
 * fatal one) of the basic URL parser, for linting. Browsers ignore non-fatal ones; a linter
 * reports them.
 *
 * <p>The component is that of the parser state in which the error was found: {@code SCHEME} for
 * the scheme states; {@code AUTHORITY} for the states between the scheme and the host (the
 * slashes, relative and file states); {@code USERINFO} for {@code invalid-credentials};
 * {@code HOST} for the host states and the host parser (IPv4, IPv6, opaque host, domain to ASCII);
 * {@code PORT}; {@code PATH} for the path states (and {@code file-invalid-Windows-drive-letter});
 * {@code QUERY}; {@code FRAGMENT}. The characters preprocessing removes (leading or trailing C0
 * control or space, a tab or newline) are reported with the component of the state the parser is in
 * when it reaches their place. A failure is always in {@code SCHEME}
 * ({@code missing-scheme-non-relative-URL}), {@code HOST} or {@code PORT}.
 *
 * <pre>{@code
 * WhatwgUrl.check("http://h:99999").orElseThrow();   // port-out-of-range, index 9, PORT
 * WhatwgUrl.check("https://[::1/").orElseThrow();    // IPv6-unclosed, index 8, HOST
 * }</pre>
 *
 * @param type the Standard's name of the error, exactly as it spells it, for example
 *     {@code "invalid-URL-unit"}, {@code "invalid-reverse-solidus"}, {@code "IPv4-non-decimal-part"}
 *     or {@code "special-scheme-missing-following-solidus"}
 * @param index the char index in the caller's input (before stripping and tab/newline removal)
 *     where the error was found; {@code input.length()} when it was found at the end
 * @param component the component of the parser state where the error was found
 * @since 0.1
 */
public record WhatwgValidationError(String type, int index, Component component) implements java.io.Serializable {

    /**
     * Checks the components.
     *
     * @param type the Standard's error name
     * @param index the char index
     * @param component the component
     * @throws NullPointerException if {@code type} or {@code component} is null
     */
    public WhatwgValidationError {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(component, "component");
    }

    /**
     * A one-line English description: the type, the component's {@linkplain Component#label()
     * label} and the index, for example {@code port-out-of-range in port at index 9}. It never
     * quotes the input.
     *
     * @return the message
     */
    public String message() {
        return type + " in " + component.label() + " at index " + index;
    }
}
