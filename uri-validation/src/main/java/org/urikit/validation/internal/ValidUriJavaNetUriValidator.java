package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on a {@link java.net.URI}, by its {@code toString()}.
 *
 * @since 0.1
 */
public final class ValidUriJavaNetUriValidator extends AbstractUriValidator<java.net.URI> {
    /** Called by the provider. */
    public ValidUriJavaNetUriValidator() {
    }

    @Override
    protected String text(java.net.URI value) {
        return value.toString();
    }
}
