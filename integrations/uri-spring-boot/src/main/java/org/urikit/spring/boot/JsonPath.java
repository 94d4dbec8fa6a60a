package org.urikit.spring.boot;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * Where in a JSON document a value was rejected: a JSON Pointer ({@code /links/0/href}, RFC 6901)
 * and the same path as Spring writes field names ({@code links[0].href}). Read from the path of a
 * Jackson 2 or Jackson 3 exception in the cause chain; each line's types are touched only in its
 * own nested class, which is loaded only when an exception of that line is seen.
 */
record JsonPath(String pointer, String field) {
    private static final String JACKSON2 = "com.fasterxml.jackson.databind.JsonMappingException";
    private static final String JACKSON3 = "tools.jackson.core.JacksonException";

    /** The path of the first Jackson exception in the chain, or null. */
    static @Nullable JsonPath of(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (is(t, JACKSON2)) {
                return Jackson2.path(t);
            }
            if (is(t, JACKSON3)) {
                return Jackson3.path(t);
            }
        }
        return null;
    }

    private static boolean is(Throwable t, String className) {
        for (Class<?> c = t.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().equals(className)) {
                return true;
            }
        }
        return false;
    }

    /** Builds both forms from (property name or null, index) steps. */
    private static final class Builder {
        private final StringBuilder pointer = new StringBuilder();
        private final StringBuilder field = new StringBuilder();

        void add(@Nullable String property, int index) {
            if (property != null) {
                pointer.append('/').append(property.replace("~", "~0").replace("/", "~1"));
                if (field.length() > 0) {
                    field.append('.');
                }
                field.append(property);
            } else if (index >= 0) {
                pointer.append('/').append(index);
                field.append('[').append(index).append(']');
            }
        }

        JsonPath build() {
            return new JsonPath(pointer.toString(), field.toString());
        }
    }

    /** Jackson 2 ({@code com.fasterxml.jackson.databind}). */
    private static final class Jackson2 {
        static JsonPath path(Throwable t) {
            Builder b = new Builder();
            List<com.fasterxml.jackson.databind.JsonMappingException.Reference> refs =
                    ((com.fasterxml.jackson.databind.JsonMappingException) t).getPath();
            for (com.fasterxml.jackson.databind.JsonMappingException.Reference r : refs) {
                b.add(r.getFieldName(), r.getIndex());
            }
            return b.build();
        }
    }

    /** Jackson 3 ({@code tools.jackson}). */
    private static final class Jackson3 {
        static JsonPath path(Throwable t) {
            Builder b = new Builder();
            List<tools.jackson.core.JacksonException.Reference> refs = ((tools.jackson.core.JacksonException) t).getPath();
            for (tools.jackson.core.JacksonException.Reference r : refs) {
                b.add(r.getPropertyName(), r.getIndex());
            }
            return b.build();
        }
    }
}
