package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on a urikit {@link org.urikit.UriReference} ({@link org.urikit.Uri} or {@link org.urikit.RelativeReference}), by its exact text.
 *
 * @since 0.1
 */
public final class ValidUriReferenceValidator extends AbstractUriValidator<org.urikit.UriReference> {
    /** Called by the provider. */
    public ValidUriReferenceValidator() {
    }

    @Override
    protected String text(org.urikit.UriReference value) {
        return value.toString();
    }
}
