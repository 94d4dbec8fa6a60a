package org.urikit.spring.boot;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.source.ConfigurationProperty;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;
import org.urikit.ParseError;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrlException;

/**
 * Explains a configuration property that is not a valid URI without showing its password. Spring
 * Boot's own analysis of a failed binding prints the property's value as it is, and without an
 * analysis the startup failure is logged with the conversion's message, which quotes the value too;
 * this one, ordered before Boot's, prints the value with any password masked and urikit's reason:
 *
 * <pre>
 * Failed to bind properties under 'app.homepage' to org.urikit.Uri:
 *
 *     Property: app.homepage
 *     Value: "http://alice:****@a b/"
 *     Origin: (where the value was set)
 *     Reason: invalid character ' ' (U+0020) in host at index 23 (RFC 3986 reg-name)
 * </pre>
 *
 * <p>A {@code WhatwgUrl} property that the WHATWG URL Standard fails is explained the same way, with
 * the Standard's error, component and index as the reason and no {@code Value} line: the Standard's
 * failure does not say where a password is, so the value is not shown at all.
 *
 * <p>Registered in {@code META-INF/spring.factories}. Any other binding failure is left to Boot.
 * Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class UriBindFailureAnalyzer extends AbstractFailureAnalyzer<BindException> implements Ordered {
    /** The analyzer. */
    public UriBindFailureAnalyzer() {
    }

    /**
     * Before Spring Boot's analyzers, which are unordered.
     *
     * @return 0
     */
    @Override
    public int getOrder() {
        return 0;
    }

    /**
     * The analysis of a binding that failed on an invalid URI, or null for any other.
     *
     * @param rootFailure the failure
     * @param cause the binding failure
     * @return the analysis, or null
     */
    @Override
    protected @Nullable FailureAnalysis analyze(Throwable rootFailure, BindException cause) {
        ParseError error = null;
        WhatwgUrlException whatwg = null;
        for (Throwable t = cause; t != null && error == null && whatwg == null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UriSyntaxException u) {
                error = u.error();
            } else if (t instanceof WhatwgUrlException w) {
                whatwg = w;
            }
        }
        if (error == null && whatwg == null) {
            return null;
        }
        StringBuilder description = new StringBuilder("Failed to bind properties under '").append(cause.getName())
                .append("' to ").append(cause.getTarget().getType()).append(":\n\n");
        ConfigurationProperty property = cause.getProperty();
        description.append("    Property: ").append(property != null ? property.getName() : cause.getName()).append('\n');
        if (error != null) {
            description.append("    Value: \"").append(error.maskedInput()).append("\"\n");
        }
        if (property != null && property.getOrigin() != null) {
            description.append("    Origin: ").append(property.getOrigin()).append('\n');
        }
        description.append("    Reason: ").append(error != null ? error.message()
                : whatwg.failure().message() + " (WHATWG URL Standard)");
        return new FailureAnalysis(description.toString(),
                "Update your application's configuration: the value must be a valid URI (the index counts from 0).", cause);
    }
}
