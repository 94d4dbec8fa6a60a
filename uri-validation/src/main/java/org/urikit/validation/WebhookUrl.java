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
 * An https URL that a server may call: a public host, no credentials, no fragment: {@code @ValidUri(schemes = "https", requireHost = true, allowUserinfo = false, allowFragment = false, publicHostsOnly = true, whatwg = AGREE)}: browsers and HTTP clients (the WHATWG URL Standard) must read the same host, port, credentials and path as RFC 3986 does, so that the checks judge what the client will call ({@code https://hooks.example.com/a/%2e%2e/admin} fails: clients call {@code /admin}). See {@link ValidUri#publicHostsOnly()} for what this cannot catch without DNS.
 *
 * <pre>{@code
 * @NotNull @WebhookUrl String callback;
 * }</pre>
 *
 * <p>At most 2048 characters unless {@link #maxLength()} says otherwise. {@code null} is valid.
 * Each broken rule is reported with the specific message of {@link ValidUri}; the types it applies to are those of {@link ValidUri}.
 *
 * @since 0.1
 */
@Documented
@ValidUri(schemes = "https", requireHost = true, allowUserinfo = false, allowFragment = false, publicHostsOnly = true,
        whatwg = ValidUri.Whatwg.AGREE)
@Constraint(validatedBy = {})
@Target({METHOD, FIELD, ANNOTATION_TYPE, CONSTRUCTOR, PARAMETER, TYPE_USE})
@Retention(RUNTIME)
public @interface WebhookUrl {
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
