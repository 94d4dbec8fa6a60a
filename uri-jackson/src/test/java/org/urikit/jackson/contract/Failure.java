package org.urikit.jackson.contract;

import org.jspecify.annotations.Nullable;

/**
 * A Jackson exception, described without its line's types.
 *
 * @param exception simple name of the exception class, for example {@code InvalidFormatException}
 * @param message the full message, with location and path
 * @param originalMessage the message without location and path
 * @param line the JSON line of the error (1-based), or -1
 * @param column the JSON column of the error (1-based), or -1
 * @param path the path reference, for example {@code Page["links"]->java.util.ArrayList[1]}
 * @param value the rejected value of an {@code InvalidFormatException}, else null
 * @param cause the cause
 */
public record Failure(String exception, String message, String originalMessage, int line, int column, String path,
        @Nullable Object value, @Nullable Throwable cause) {
}
