package org.urikit.spring.boot;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Whether {@link UriProblemDetailsAdvice} answers rejected URIs, bound from
 * {@code urikit.problem-details.*}.
 *
 * @since 0.1
 */
@ConfigurationProperties(prefix = "urikit.problem-details")
public class UriProblemDetailsProperties {
    /**
     * Whether a rejected URI (in a JSON body, a request parameter, path variable or header, or a
     * violation of @ValidUri) is answered with an RFC 9457 problem detail that names the
     * field, index, component, rule and reason and never shows a password.
     */
    private boolean enabled = true;

    /** The defaults. */
    public UriProblemDetailsProperties() {
    }

    /**
     * Whether the problem details are on.
     *
     * @return true (the default) when on
     */
    public boolean isEnabled() {
        return enabled;
    }

    /**
     * Turns the problem details on or off.
     *
     * @param enabled false to leave rejected URIs to Spring's default handling
     */
    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }
}
