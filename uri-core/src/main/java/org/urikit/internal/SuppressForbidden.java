package org.urikit.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a documented interop point allowed to use an API that the build's forbiddenapis check bans
 * (for example {@code new java.net.URI(String)} in {@code toJavaNetUri()}). The check matches any
 * annotation named {@code SuppressForbidden}; this one is kept in a package that is not exported, and
 * its class retention keeps it out of reflection, so it is not API.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.CONSTRUCTOR, ElementType.METHOD, ElementType.FIELD, ElementType.TYPE})
public @interface SuppressForbidden {
    /**
     * Why the banned API is needed here.
     *
     * @return the reason
     */
    String reason();
}
