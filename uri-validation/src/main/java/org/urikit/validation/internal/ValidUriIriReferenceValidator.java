package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on an RFC 3987 value ({@link org.urikit.IriReference}, so
 * {@link org.urikit.Iri} and {@link org.urikit.RelativeIriReference}), by its exact text. Set
 * {@code grammar = RFC_3987} to match: the default grammar is RFC 3986, which refuses non-ASCII characters.
 *
 * @since 0.1
 */
public final class ValidUriIriReferenceValidator extends AbstractUriValidator<org.urikit.IriReference> {
    /** Called by the provider. */
    public ValidUriIriReferenceValidator() {
    }

    @Override
    protected String text(org.urikit.IriReference value) {
        return value.toString();
    }
}
