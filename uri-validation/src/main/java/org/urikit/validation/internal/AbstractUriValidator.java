package org.urikit.validation.internal;

import java.util.List;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;

import org.jspecify.annotations.Nullable;
import org.urikit.validation.ValidUri;

/**
 * What the {@link ValidUri} validators share: the checks built in {@link #initialize} and the
 * reporting of problems. Subclasses only say how a value becomes text.
 *
 * @param <T> the validated type
 * @since 0.1
 */
public abstract class AbstractUriValidator<T> implements ConstraintValidator<ValidUri, T> {
    private @Nullable UriRules rules;

    /** For subclasses. */
    protected AbstractUriValidator() {
    }

    /**
     * Checks the annotation's attributes and prepares the checks.
     *
     * @param annotation the constraint
     * @throws IllegalArgumentException if an attribute is invalid
     */
    @Override
    public void initialize(ValidUri annotation) {
        rules = rules(annotation);
    }

    /** The checks of the annotation for this validator's type. */
    UriRules rules(ValidUri annotation) {
        return UriRules.of(annotation);
    }

    /**
     * Whether the value is valid; {@code null} is. Never throws.
     *
     * @param value the value
     * @param context the context, which receives one violation per broken rule
     * @return true if the value is null or meets every rule
     */
    @Override
    public boolean isValid(@Nullable T value, ConstraintValidatorContext context) {
        if (value == null) {
            return true;
        }
        UriRules r = rules;
        if (r == null) {
            throw new IllegalStateException("not initialized");
        }
        List<Problem> problems = r.check(text(value));
        return ValidUriMessages.report(problems, r, context);
    }

    /**
     * The text of a value.
     *
     * @param value a non-null value
     * @return its text
     */
    protected abstract String text(T value);
}
