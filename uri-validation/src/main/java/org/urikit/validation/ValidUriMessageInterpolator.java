package org.urikit.validation;

import java.util.Locale;
import java.util.Objects;

import jakarta.validation.MessageInterpolator;

import org.urikit.validation.internal.ValidUriMessages;

/**
 * Puts urikit's {@link ValidUri} messages into the locale asked for on Jakarta Validation providers
 * without message parameters, such as Apache BVal; wraps the provider's own interpolator.
 *
 * <p>On Hibernate Validator urikit's messages follow the locale asked for without this class
 * (through {@code defaultLocale}, a {@code LocaleResolver}, or an interpolator that passes a
 * locale, as Spring's {@code LocaleContextMessageInterpolator} does). A provider without message
 * parameters gets each message already filled in, in the JVM default locale; this interpolator
 * fills it in again for the locale that {@link #interpolate(String, Context, Locale)} is given and
 * passes everything else to the wrapped interpolator unchanged.
 *
 * <pre>{@code
 * Configuration<?> config = Validation.byProvider(ApacheValidationProvider.class).configure();
 * Validator validator = config
 *         .messageInterpolator(new ValidUriMessageInterpolator(config.getDefaultMessageInterpolator()))
 *         .buildValidatorFactory().getValidator();
 * // with Spring: new LocaleContextMessageInterpolator(new ValidUriMessageInterpolator(...))
 * }</pre>
 *
 * <p>Immutable and thread-safe if the wrapped interpolator is.
 *
 * @since 0.1
 */
public final class ValidUriMessageInterpolator implements MessageInterpolator {
    private final MessageInterpolator delegate;

    /**
     * Wraps an interpolator.
     *
     * @param delegate the interpolator that does the interpolation, usually the provider's default
     * @throws NullPointerException if {@code delegate} is null
     */
    public ValidUriMessageInterpolator(MessageInterpolator delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /**
     * Interpolates in the wrapped interpolator's default locale, in which urikit has filled the
     * message in already.
     *
     * @param messageTemplate the template
     * @param context the context
     * @return the wrapped interpolator's message
     */
    @Override
    public String interpolate(String messageTemplate, Context context) {
        return delegate.interpolate(messageTemplate, context);
    }

    /**
     * Interpolates in the locale: a message urikit filled in is first filled in for that locale.
     *
     * @param messageTemplate the template
     * @param context the context
     * @param locale the locale asked for
     * @return the wrapped interpolator's message
     */
    @Override
    public String interpolate(String messageTemplate, Context context, Locale locale) {
        String template = messageTemplate;
        if (context.getConstraintDescriptor() != null && locale != null) {
            String localized = ValidUriMessages.inLocale(messageTemplate,
                    context.getConstraintDescriptor().getAnnotation(), context.getValidatedValue(), locale);
            if (localized != null) {
                template = localized;
            }
        }
        return delegate.interpolate(template, context, locale);
    }
}
