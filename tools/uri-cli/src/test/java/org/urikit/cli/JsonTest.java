package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonTest {

    private static String json(String s) throws IOException {
        StringWriter w = new StringWriter();
        Json.string(w, s);
        return w.toString();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            ``                        | `""`
            abc                       | `"abc"`
            a"b                       | `"a\\"b"`
            a\\\\b                    | `"a\\\\b"`
            /                         | `"/"`
            \\u0000\\u001f\\u007f     | `"\\u0000\\u001F\\u007F"`
            \\n\\r\\t\\b\\f           | `"\\n\\r\\t\\b\\f"`
            \\u2028\\u2029            | `"\\u2028\\u2029"`
            \\ud800                   | `"\\uD800"`
            x\\udc00y                 | `"x\\uDC00y"`
            \\udbff\\ud800            | `"\\uDBFF\\uD800"`
            \\ud83d\\ude00            | `"\ud83d\ude00"`
            \\u00e9\\u4e2d            | `"\u00e9\u4e2d"`
            """)
    void escapesWhatJsonAndUtf8Require(String escapedInput, String expected) throws IOException {
        // the input column is written with Java escapes, unescaped here, so the table shows every
        // character; the expected column is the JSON text itself
        assertThat(json(unescape(escapedInput))).isEqualTo(expected);
    }

    @Test
    void valueWritesOptionalsMapsAndListsInOrder() throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("b", Optional.empty());
        m.put("a", Optional.of("x\"y"));
        m.put("list", List.of(List.of("n", "v"), List.of()));
        m.put("map", Map.of());
        StringWriter w = new StringWriter();
        Json.value(w, m);
        assertThat(w).hasToString("{\"b\": null, \"a\": \"x\\\"y\", \"list\": [[\"n\", \"v\"], []], \"map\": {}}");
    }

    /** Java-style {@code \\}, {@code \n}, {@code \r}, {@code \t}, {@code \b}, {@code \f}, {@code \\uXXXX} and {@code \"}. */
    static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'u' -> {
                    b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> b.append(n);
            }
        }
        return b.toString();
    }
}
