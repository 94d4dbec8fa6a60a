package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on a {@link CharSequence} (so also {@link String}), by its {@code toString()}.
 *
 * @since 0.1
 */
public final class ValidUriCharSequenceValidator extends AbstractUriValidator<CharSequence> {
    /** Called by the provider. */
    public ValidUriCharSequenceValidator() {
    }

    @Override
    protected String text(CharSequence value) {
        return value.toString();
    }
}
