package org.urikit.jsonb;

import org.jspecify.annotations.Nullable;

/**
 * Property paths read from the wrapping exceptions of JSON-B implementations, whose messages are
 * their only record of where a value was: Yasson wraps once per enclosing property ("Unable to
 * deserialize property 'links' because of: ..."), Johnzon once for the outermost bean property
 * ("Order property 'links' of type ... cannot be mapped ...", after the class's simple name). Only
 * the start of each message is read; neither names array indexes.
 */
final class PropertyPaths {
    private static final String YASSON = "Unable to deserialize property '";
    private static final String YASSON_END = "' because of:";
    private static final String JOHNZON = " property '";
    private static final String JOHNZON_END = "' of type ";

    private PropertyPaths() {
    }

    /** Appends the property a wrapping exception's message names, if any. */
    static void appendProperty(StringBuilder path, @Nullable String message, @Nullable String causeMessage) {
        if (message == null || message.equals(causeMessage)) {
            return; // Johnzon's JsonbException repeats the message of the exception it wraps
        }
        int start;
        int end;
        if (message.startsWith(YASSON)) {
            start = YASSON.length();
            end = message.indexOf(YASSON_END, start);
        } else {
            int at = message.indexOf(JOHNZON);
            if (at <= 0 || !isSimpleName(message, at)) {
                return;
            }
            start = at + JOHNZON.length();
            end = message.indexOf(JOHNZON_END, start);
        }
        if (end > start) {
            if (path.length() > 0) {
                path.append('.');
            }
            path.append(message, start, end);
        }
    }

    /** Whether {@code message} starts with a Java class's simple name that ends at {@code end}. */
    private static boolean isSimpleName(String message, int end) {
        if (!Character.isJavaIdentifierStart(message.charAt(0))) {
            return false;
        }
        for (int i = 1; i < end; i++) {
            if (!Character.isJavaIdentifierPart(message.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** {@code outer} and {@code inner} joined as one path. */
    static String join(String outer, String inner) {
        if (outer.isEmpty()) {
            return inner;
        }
        if (inner.isEmpty()) {
            return outer;
        }
        return inner.startsWith("[") ? outer + inner : outer + "." + inner;
    }
}
