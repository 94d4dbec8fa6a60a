package org.urikit.micronaut;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import io.micronaut.validation.validator.constraints.ConstraintValidatorContext;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.WebhookUrl;

/**
 * Micronaut validators for the composed constraints {@code @HttpUrl} and {@code @WebhookUrl}, which
 * name no validator of their own ({@code validatedBy = {}}). Micronaut validates the {@code @ValidUri}
 * they are annotated with as a constraint of its own (through {@link ValidUriValidatorBridge}), and
 * asks for a validator of the composed annotation too, failing the request without one: these
 * accept every value, so that each broken rule is reported once, by {@code @ValidUri}.
 */
final class ComposedConstraintValidators {
    private ComposedConstraintValidators() {
    }

    /** {@code @HttpUrl}: the composing {@code @ValidUri} judges. */
    @Singleton
    @Requires(classes = ConstraintValidator.class)
    static final class HttpUrlValidator implements ConstraintValidator<HttpUrl, Object> {
        @Override
        public boolean isValid(@Nullable Object value, AnnotationValue<HttpUrl> annotation,
                ConstraintValidatorContext context) {
            return true;
        }
    }

    /** {@code @WebhookUrl}: the composing {@code @ValidUri} judges. */
    @Singleton
    @Requires(classes = ConstraintValidator.class)
    static final class WebhookUrlValidator implements ConstraintValidator<WebhookUrl, Object> {
        @Override
        public boolean isValid(@Nullable Object value, AnnotationValue<WebhookUrl> annotation,
                ConstraintValidatorContext context) {
            return true;
        }
    }
}
