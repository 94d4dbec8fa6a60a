package org.urikit.validation.internal;

import org.urikit.validation.ValidUri;

/**
 * Validates {@link org.urikit.validation.ValidUri} on a {@link org.urikit.WhatwgUrl}: its
 * {@code href}, judged as with {@code whatwg = ONLY} (the options apply to the Standard's reading).
 *
 * @since 0.1
 */
public final class ValidUriWhatwgUrlValidator extends AbstractUriValidator<org.urikit.WhatwgUrl> {
    /** Called by the provider. */
    public ValidUriWhatwgUrlValidator() {
    }

    @Override
    UriRules rules(ValidUri annotation) {
        return UriRules.ofWhatwgUrl(annotation);
    }

    @Override
    protected String text(org.urikit.WhatwgUrl value) {
        return value.href();
    }
}
