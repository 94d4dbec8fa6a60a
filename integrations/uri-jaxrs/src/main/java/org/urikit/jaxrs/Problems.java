package org.urikit.jaxrs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import org.urikit.ParseError;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrlException;

/**
 * The RFC 9457 problem for a rejected urikit value, with the fields and wording of uri-spring-boot's
 * problem details: {@code type}, {@code title} ({@value #TITLE}), {@code status}, {@code detail}
 * ({@code query parameter 'callback': <message>} or {@code 'links.href': <message>}), {@code instance}
 * when known, then where ({@code parameter} and {@code in}, or {@code field} and {@code pointer}),
 * {@code index}, {@code component}, {@code grammar}, {@code rule}, {@code reason}, {@code message},
 * and {@code errors} (the one entry). The texts come from {@link ParseError#message()} and
 * {@link WhatwgUrlException#getMessage()}, which never show a password; the value is never copied.
 * Written as JSON text by a small writer of its own, so that no JSON provider is needed.
 */
final class Problems {
    static final String TITLE = "Invalid URI";
    static final String MEDIA_TYPE = "application/problem+json";

    private Problems() {
    }

    /** The entry for a parameter: name, where, then the error. */
    static Map<String, Object> parameter(String name, @Nullable String in, IllegalArgumentException e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("parameter", name);
        if (in != null) {
            m.put("in", in);
        }
        putError(m, e);
        return m;
    }

    /** The entry for a JSON body value at a property path ({@code links.href}, or "" for the whole body). */
    static Map<String, Object> field(String path, IllegalArgumentException e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("field", path);
        StringBuilder pointer = new StringBuilder();
        if (!path.isEmpty()) {
            for (String p : path.split("\\.", -1)) {
                pointer.append('/').append(p.replace("~", "~0").replace("/", "~1"));
            }
        }
        m.put("pointer", pointer.toString());
        putError(m, e);
        return m;
    }

    private static void putError(Map<String, Object> m, IllegalArgumentException e) {
        if (e instanceof UriSyntaxException u) {
            ParseError p = u.error();
            m.put("index", p.index());
            m.put("component", p.component().label());
            m.put("grammar", p.grammar().label());
            m.put("rule", p.rule());
            m.put("reason", p.kind().name());
            m.put("message", p.message());
        } else if (e instanceof WhatwgUrlException w) {
            // the same keys and values as uri-spring-boot's problem for a WhatwgUrl
            m.put("index", w.index());
            m.put("component", w.component().label());
            m.put("grammar", "WHATWG URL Standard");
            m.put("rule", "basic URL parser");
            m.put("reason", w.type());
            m.put("message", w.failure().message() + " (WHATWG URL Standard)");
        } else {
            throw new IllegalArgumentException("not a urikit parse failure: " + e.getClass().getName());
        }
    }

    /** The problem for one entry: the standard members, the entry's, and {@code errors}. */
    static Map<String, Object> problem(Map<String, Object> entry, @Nullable String instance) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", "about:blank");
        p.put("title", TITLE);
        p.put("status", 400);
        p.put("detail", detail(entry));
        if (instance != null) {
            p.put("instance", instance);
        }
        p.putAll(entry);
        List<Map<String, Object>> errors = new ArrayList<>();
        errors.add(entry);
        p.put("errors", errors);
        return p;
    }

    /** The detail: where, then the message (as uri-spring-boot words it). */
    static String detail(Map<String, Object> entry) {
        String where = entry.containsKey("field") ? "'" + entry.get("field") + "'"
                : entry.get("in") != null ? entry.get("in") + " parameter '" + entry.get("parameter") + "'"
                : "parameter '" + entry.get("parameter") + "'";
        return where + ": " + entry.get("message");
    }

    /** JSON text of a problem: strings, integers, maps and lists; ASCII only (other chars as {@code \\u} escapes of four hex digits). */
    static String json(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value);
        return b.toString();
    }

    private static void write(StringBuilder b, @Nullable Object value) {
        if (value == null) {
            b.append("null");
        } else if (value instanceof Integer || value instanceof Boolean) {
            b.append(value);
        } else if (value instanceof Map<?, ?> map) {
            b.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : map.entrySet()) {
                b.append(sep);
                write(b, String.valueOf(e.getKey()));
                b.append(':');
                write(b, e.getValue());
                sep = ",";
            }
            b.append('}');
        } else if (value instanceof List<?> list) {
            b.append('[');
            String sep = "";
            for (Object o : list) {
                b.append(sep);
                write(b, o);
                sep = ",";
            }
            b.append(']');
        } else {
            String s = value.toString();
            b.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"' || c == '\\') {
                    b.append('\\').append(c);
                } else if (c < 0x20 || c > 0x7e) {
                    b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                } else {
                    b.append(c);
                }
            }
            b.append('"');
        }
    }
}
