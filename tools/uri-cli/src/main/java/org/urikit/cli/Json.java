package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON string writer (RFC 8259 §7). Quotes, backslashes and every control character are escaped;
 * so are U+2028 and U+2029 (JavaScript line terminators) and any lone surrogate, written as
 * {@code \}{@code uHHHH} since it has no UTF-8 encoding. Paired surrogates are written as they are.
 */
final class Json {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private Json() {
    }

    /** Writes {@code s} as a JSON string, quotes included. */
    static void string(Writer w, String s) throws IOException {
        w.write('"');
        int n = s.length();
        int run = 0; // start of the pending run of characters written as they are
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            String esc;
            if (c == '"') {
                esc = "\\\"";
            } else if (c == '\\') {
                esc = "\\\\";
            } else if (c >= 0x20 && c < 0x7f) {
                continue;
            } else if (c == '\n') {
                esc = "\\n";
            } else if (c == '\r') {
                esc = "\\r";
            } else if (c == '\t') {
                esc = "\\t";
            } else if (c == '\b') {
                esc = "\\b";
            } else if (c == '\f') {
                esc = "\\f";
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++; // a pair: both characters go out as they are
                continue;
            } else if (c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c)) {
                esc = unicodeEscape(c);
            } else {
                continue;
            }
            w.write(s, run, i - run);
            w.write(esc);
            run = i + 1;
        }
        w.write(s, run, n - run);
        w.write('"');
    }

    /**
     * Writes a value: {@code null} for an empty {@code Optional}, a string, an object for a
     * {@code Map} (its keys in iteration order; {@code ", "} and {@code ": "} as separators), an
     * array for a {@code List}; anything else as the string of {@code toString()}.
     */
    static void value(Writer w, Object v) throws IOException {
        if (v instanceof Optional<?> o) {
            if (o.isPresent()) {
                value(w, o.get());
            } else {
                w.write("null");
            }
        } else if (v instanceof Map<?, ?> m) {
            String sep = "{";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                w.write(sep);
                string(w, String.valueOf(e.getKey()));
                w.write(": ");
                value(w, e.getValue());
                sep = ", ";
            }
            w.write(sep.equals("{") ? "{}" : "}");
        } else if (v instanceof List<?> list) {
            String sep = "[";
            for (Object item : list) {
                w.write(sep);
                value(w, item);
                sep = ", ";
            }
            w.write(sep.equals("[") ? "[]" : "]");
        } else {
            string(w, String.valueOf(v));
        }
    }

    /** {@code \}{@code u} and four upper-case hex digits. */
    static String unicodeEscape(char c) {
        return new String(new char[] {'\\', 'u', HEX[c >> 12], HEX[c >> 8 & 15], HEX[c >> 4 & 15], HEX[c & 15]});
    }
}
