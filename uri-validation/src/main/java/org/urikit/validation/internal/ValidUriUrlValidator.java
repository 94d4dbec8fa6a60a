package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on a {@link java.net.URL}, by its {@code toExternalForm()}.
 *
 * @since 0.1
 */
public final class ValidUriUrlValidator extends AbstractUriValidator<java.net.URL> {
    /** Called by the provider. */
    public ValidUriUrlValidator() {
    }

    @Override
    protected String text(java.net.URL value) {
        return value.toExternalForm();
    }
}
