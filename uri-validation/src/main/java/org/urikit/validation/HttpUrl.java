package org.urikit.validation;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.CONSTRUCTOR;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.OverridesAttribute;
import jakarta.validation.Payload;

/**
 * An http or https URL with a host and without credentials: {@code @ValidUri(schemes = {"http", "https"}, requireHost = true, allowUserinfo = false)}.
 *
 * <pre>{@code
 * @HttpUrl String homepage;
 * }</pre>
 *
 * <p>At most 2048 characters unless {@link #maxLength()} says otherwise. {@code null} is valid.
 * Each broken rule is reported with the specific message of {@link ValidUri}; the types it applies to are those of {@link ValidUri}.
 *
 * @since 0.1
 */
@Documented
@ValidUri(schemes = {"http", "https"}, requireHost = true, allowUserinfo = false)
@Constraint(validatedBy = {})
@Target({METHOD, FIELD, ANNOTATION_TYPE, CONSTRUCTOR, PARAMETER, TYPE_USE})
@Retention(RUNTIME)
public @interface HttpUrl {
    /**
     * The message template, used only when no rule of the composing {@link ValidUri} is broken,
     * which does not happen: each broken rule reports its own message.
     *
     * @return the message template
     */
    String message() default "{org.urikit.validation.ValidUri.message}";

    /**
     * The validation groups.
     *
     * @return the groups
     */
    Class<?>[] groups() default {};

    /**
     * The payload.
     *
     * @return the payload
     */
    Class<? extends Payload>[] payload() default {};

    /**
     * The maximum length in chars, as {@link ValidUri#maxLength()}. 2048 by default: the column
     * length that uri-jpa's documentation gives URL columns ({@code @Column(length = 2048)}), so
     * that a value that passes also fits its column instead of failing when the row is written
     * ("Value too long for column"). Raise it together with the column.
     *
     * @return the maximum length
     */
    @OverridesAttribute(constraint = ValidUri.class, name = "maxLength")
    int maxLength() default 2048;
}
