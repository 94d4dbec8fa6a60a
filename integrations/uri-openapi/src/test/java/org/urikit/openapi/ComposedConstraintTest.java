package org.urikit.openapi;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.OverridesAttribute;
import jakarta.validation.Payload;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;

import org.junit.jupiter.api.Test;
import org.urikit.validation.HttpUrl;

/**
 * A constraint of the application composed of {@code @HttpUrl} (two levels above
 * {@code @ValidUri}) that overrides {@code maxLength}: Bean Validation passes the value down
 * through {@code @HttpUrl} to {@code @ValidUri}, and the schema must say the same.
 */
class ComposedConstraintTest {
    /** An http(s) URL of at most 100 chars by default, composed of {@code @HttpUrl}. */
    @HttpUrl
    @Constraint(validatedBy = {})
    @Target({FIELD, METHOD})
    @Retention(RUNTIME)
    public @interface ShortHttpUrl {
        String message() default "{org.urikit.validation.ValidUri.message}";

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};

        @OverridesAttribute(constraint = HttpUrl.class, name = "maxLength")
        int maxLength() default 100;
    }

    /** The properties. */
    public record Bean(@ShortHttpUrl String site, @ShortHttpUrl(maxLength = 3000) String longSite) {
    }

    private static String url(int length) {
        String prefix = "https://example.com/";
        return prefix + "a".repeat(length - prefix.length());
    }

    private static int maxLength(String property) throws ReflectiveOperationException {
        return UriStringSchema.of(String.class, Bean.class.getDeclaredField(property).getAnnotations())
                .orElseThrow().maxLength().orElseThrow();
    }

    @Test
    void theMaxLengthIsTheOneBeanValidationApplies() throws ReflectiveOperationException {
        try (ValidatorFactory factory = Validation.buildDefaultValidatorFactory()) {
            var validator = factory.getValidator();
            assertThat(validator.validateValue(Bean.class, "site", url(100))).isEmpty();
            assertThat(validator.validateValue(Bean.class, "site", url(101))).isNotEmpty();
            assertThat(validator.validateValue(Bean.class, "longSite", url(3000))).isEmpty();
            assertThat(validator.validateValue(Bean.class, "longSite", url(3001))).isNotEmpty();
        }
        assertThat(maxLength("site")).isEqualTo(100);
        assertThat(maxLength("longSite")).isEqualTo(3000);
        // the rest of @HttpUrl is kept
        UriStringSchema site = UriStringSchema.of(String.class, Bean.class.getDeclaredField("site").getAnnotations())
                .orElseThrow();
        assertThat(site.format()).contains("uri");
        assertThat(site.pattern()).contains("^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):");
    }
}
