package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on an RFC 1738 value ({@link org.urikit.Rfc1738Url}), by its
 * exact text. Set {@code grammar} to match: the default grammar is RFC 3986.
 *
 * @since 0.1
 */
public final class ValidUriRfc1738UrlValidator extends AbstractUriValidator<org.urikit.Rfc1738Url> {
    /** Called by the provider. */
    public ValidUriRfc1738UrlValidator() {
    }

    @Override
    protected String text(org.urikit.Rfc1738Url value) {
        return value.toString();
    }
}
