package org.urikit.validation;

import java.net.URL;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.jspecify.annotations.Nullable;
import org.urikit.validation.internal.Checks;

/**
 * The checks of one {@link ValidUri} constraint, for frameworks whose validation does not run
 * Jakarta Validation's {@code ConstraintValidator}s (Micronaut's {@code micronaut-validation}, for
 * example, where uri-micronaut bridges to this class): the same rules and the same messages, in the
 * locale asked for, as {@code @ValidUri} gives on a Jakarta Validation provider.
 *
 * <pre>{@code
 * ValidUriCheck check = ValidUriCheck.of(field.getAnnotation(ValidUri.class));
 * List<String> problems = check.messages("http://a b/", Locale.GERMAN); // one message, in German
 * }</pre>
 *
 * <p>A value is judged by its text: a {@link URL} by {@code toExternalForm()}, anything else
 * ({@link CharSequence}, {@code java.net.URI}, the urikit types) by {@code toString()}. The
 * messages are plain text (no interpolation escapes) and never show a password. With a custom
 * {@link ValidUri#message()}, that message is the one message, its parameters ({@code {scheme}},
 * ...) filled in and any other {@code {...}} left for the caller's interpolation.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ValidUriCheck {
    private final Checks checks;

    private ValidUriCheck(Checks checks) {
        this.checks = checks;
    }

    /**
     * The checks of a constraint.
     *
     * @param constraint the constraint, for example as a framework synthesizes it from an element's metadata
     * @return its checks
     * @throws NullPointerException if {@code constraint} is null
     * @throws IllegalArgumentException if an attribute is invalid (as {@code ConstraintValidator.initialize} would)
     */
    public static ValidUriCheck of(ValidUri constraint) {
        return new ValidUriCheck(Checks.of(Objects.requireNonNull(constraint, "constraint")));
    }

    /**
     * The messages of the rules that a value breaks, in the locale; empty when it is valid.
     * {@code null} is valid. Never throws for a value.
     *
     * @param value the value, or null
     * @param locale the locale of the messages (English, German and French are built in; others fall
     *     back as {@code ResourceBundle} does)
     * @return the messages, one per broken rule (one in all with a custom message)
     * @throws NullPointerException if {@code locale} is null
     */
    @SuppressWarnings("exports") // JSpecify is a compile-time-only (static) module
    public List<String> messages(@Nullable Object value, Locale locale) {
        Objects.requireNonNull(locale, "locale");
        if (value == null) {
            return List.of();
        }
        return checks.messages(text(value), locale);
    }

    /**
     * Whether a value meets every rule; {@code null} does.
     *
     * @param value the value, or null
     * @return true if it is valid
     */
    @SuppressWarnings("exports") // JSpecify is a compile-time-only (static) module
    public boolean isValid(@Nullable Object value) {
        return messages(value, Locale.ROOT).isEmpty();
    }

    /**
     * Whether the constraint sets its own {@link ValidUri#message()}: then {@link #messages} gives that
     * message, which may name keys for the caller's interpolation.
     *
     * @return true for a custom message
     */
    public boolean customMessage() {
        return checks.customMessage();
    }

    private static String text(Object value) {
        return value instanceof URL url ? url.toExternalForm() : value.toString();
    }
}
