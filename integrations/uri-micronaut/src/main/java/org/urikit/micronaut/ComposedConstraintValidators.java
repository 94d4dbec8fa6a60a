package org.urikit.micronaut;

import java.lang.annotation.Annotation;
import java.net.URL;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import io.micronaut.validation.validator.constraints.ConstraintValidatorContext;
import io.micronaut.validation.validator.messages.InterpolatorLocaleResolver;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.ValidUriCheck;
import org.urikit.validation.WebhookUrl;

/**
 * Micronaut validators for the composed constraints {@code @HttpUrl} and {@code @WebhookUrl}, which
 * name no validator of their own ({@code validatedBy = {}}). Micronaut validates the {@code @ValidUri}
 * they are annotated with as a constraint of its own (through {@link ValidUriValidatorBridge}), and
 * asks for a validator of the composed annotation too, failing the request without one. Micronaut
 * does not apply {@code @OverridesAttribute}, so the composing {@code @ValidUri} has no length limit:
 * these check the composed annotation's {@code maxLength} (2048 by default), with urikit's length
 * message, and leave every other rule to {@code @ValidUri}, so that each is reported once.
 */
final class ComposedConstraintValidators {
    private ComposedConstraintValidators() {
    }

    /** The length check of a composed constraint; the other rules are its {@code @ValidUri}'s. */
    abstract static class MaxLength<A extends Annotation> implements ConstraintValidator<A, Object> {
        private final BeanProvider<InterpolatorLocaleResolver> locales;
        private final int defaultMaxLength;
        private final Map<Integer, ValidUriCheck> checks = new ConcurrentHashMap<>();

        MaxLength(BeanProvider<InterpolatorLocaleResolver> locales, int defaultMaxLength) {
            this.locales = locales;
            this.defaultMaxLength = defaultMaxLength;
        }

        @Override
        public boolean isValid(@Nullable Object value, AnnotationValue<A> annotation, ConstraintValidatorContext context) {
            if (value == null) {
                return true;
            }
            int maxLength = annotation.intValue("maxLength").orElse(defaultMaxLength);
            String text = value instanceof URL url ? url.toExternalForm() : value.toString();
            if (text.length() <= maxLength) {
                return true;
            }
            ValidUriCheck check = checks.computeIfAbsent(maxLength, n -> ValidUriCheck.of(
                    ValidUriValidatorBridge.Bridge.synthesize(AnnotationValue.builder(ValidUri.class)
                            .member("maxLength", n).build())));
            Locale locale = locales.isPresent() ? locales.get().resolve().orElseGet(Locale::getDefault)
                    : Locale.getDefault();
            List<String> messages = check.messages(text, locale);
            context.disableDefaultConstraintViolation();
            for (String message : messages) {
                context.buildConstraintViolationWithTemplate(ValidUriValidatorBridge.Bridge.escape(message))
                        .addConstraintViolation();
            }
            return messages.isEmpty();
        }
    }

    /** {@code @HttpUrl}. */
    @Singleton
    @Requires(classes = ConstraintValidator.class)
    static final class HttpUrlValidator extends MaxLength<HttpUrl> {
        HttpUrlValidator(BeanProvider<InterpolatorLocaleResolver> locales) {
            super(locales, 2048);
        }
    }

    /** {@code @WebhookUrl}. */
    @Singleton
    @Requires(classes = ConstraintValidator.class)
    static final class WebhookUrlValidator extends MaxLength<WebhookUrl> {
        WebhookUrlValidator(BeanProvider<InterpolatorLocaleResolver> locales) {
            super(locales, 2048);
        }
    }
}
