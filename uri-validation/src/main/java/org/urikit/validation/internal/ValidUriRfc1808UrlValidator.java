package org.urikit.validation.internal;

/**
 * Validates {@link org.urikit.validation.ValidUri} on an RFC 1808 value ({@link org.urikit.Rfc1808Url}), by its
 * exact text. Set {@code grammar} to match: the default grammar is RFC 3986.
 *
 * @since 0.1
 */
public final class ValidUriRfc1808UrlValidator extends AbstractUriValidator<org.urikit.Rfc1808Url> {
    /** Called by the provider. */
    public ValidUriRfc1808UrlValidator() {
    }

    @Override
    protected String text(org.urikit.Rfc1808Url value) {
        return value.toString();
    }
}
