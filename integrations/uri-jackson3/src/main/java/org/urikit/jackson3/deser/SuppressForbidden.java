package org.urikit.jackson3.deser;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a documented interop point allowed to use an API that the build's forbiddenapis check bans
 * (here {@code new java.net.URI(String)}). The check matches any annotation named
 * {@code SuppressForbidden}; this one is package-private with class retention, so it is not API.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.CONSTRUCTOR, ElementType.METHOD, ElementType.FIELD, ElementType.TYPE})
@interface SuppressForbidden {
    /** @return why the banned API is needed here */
    String reason();
}
