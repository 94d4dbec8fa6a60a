package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.urikit.ParseError;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/** {@code uri parse}: the components of each input, exactly as written. */
final class Parse implements Handler {
    private final boolean json;

    private Parse(boolean json) {
        this.json = json;
    }

    static Parse create(Options o) {
        return new Parse(o.format().equals("json"));
    }

    @Override
    public boolean handle(String input, Writer w) throws IOException {
        UriReference ref;
        try {
            ref = UriReference.parse(input);
        } catch (UriSyntaxException e) {
            ParseError error = e.error();
            if (json) {
                Report.jsonInputError(w, error);
            } else {
                Report.textInvalid(w, error);
            }
            return false;
        }
        Optional<String> scheme = ref instanceof Uri uri ? Optional.of(uri.scheme()) : Optional.empty();
        List<Map.Entry<String, Optional<String>>> fields = List.of(
                Map.entry("scheme", scheme),
                Map.entry("userinfo", ref.userinfo()),
                Map.entry("host", ref.host()),
                Map.entry("hostKind", ref.hostKind().map(Enum::name)),
                Map.entry("port", ref.port()),
                Map.entry("path", Optional.of(ref.path())),
                Map.entry("query", ref.query()),
                Map.entry("fragment", ref.fragment()));
        if (json) {
            jsonObject(w, fields);
        } else {
            Report.textValid(w, input);
            for (Map.Entry<String, Optional<String>> f : fields) {
                field(w, f.getKey(), f.getValue());
            }
        }
        return true;
    }

    /** {@code {"name": "value", ...}} with {@code null} for absent values, and a line break. */
    static void jsonObject(Writer w, List<Map.Entry<String, Optional<String>>> fields) throws IOException {
        String sep = "{";
        for (Map.Entry<String, Optional<String>> f : fields) {
            w.write(sep);
            Json.string(w, f.getKey());
            w.write(": ");
            Json.nullable(w, f.getValue());
            sep = ", ";
        }
        w.write("}\n");
    }

    /** {@code name    "value"} (JSON-quoted, so that empty differs from absent) or {@code (absent)}. */
    static void field(Writer w, String name, Optional<String> value) throws IOException {
        w.write(Report.INDENT);
        w.write(name);
        w.write(" ".repeat(Math.max(1, 10 - name.length())));
        if (value.isPresent()) {
            Json.string(w, value.get());
        } else {
            w.write("(absent)");
        }
        w.write('\n');
    }
}
