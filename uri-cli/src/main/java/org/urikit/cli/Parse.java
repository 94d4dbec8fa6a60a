package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/** {@code uri parse}: the components of each input, exactly as written. */
final class Parse implements Handler {
    /** The components of a valid input, in output order; throws for an invalid one. */
    @FunctionalInterface
    interface Fields {
        List<Map.Entry<String, Optional<String>>> of(String input);
    }

    private final Fields fields;
    private final boolean json;

    private Parse(Fields fields, boolean json) {
        this.fields = fields;
        this.json = json;
    }

    static Parse create(Options o) {
        Fields f = switch (o.rfc) {
            case RFC_1808 -> Parse::rfc1808;
            default -> Parse::rfc3986;
        };
        return new Parse(f, o.format().equals("json"));
    }

    @Override
    public boolean handle(String input, Writer w) throws IOException {
        List<Map.Entry<String, Optional<String>>> values;
        try {
            values = fields.of(input);
        } catch (UriSyntaxException e) {
            if (json) {
                Report.jsonInputError(w, e.error());
            } else {
                Report.textInvalid(w, e.error());
            }
            return false;
        }
        if (json) {
            jsonObject(w, values);
        } else {
            Report.textValid(w, input);
            for (Map.Entry<String, Optional<String>> f : values) {
                field(w, f.getKey(), f.getValue());
            }
        }
        return true;
    }

    /** RFC 3986: scheme, userinfo, host, hostKind, port, path, query, fragment. */
    static List<Map.Entry<String, Optional<String>>> rfc3986(String input) {
        UriReference ref = UriReference.parse(input);
        Optional<String> scheme = ref instanceof Uri uri ? Optional.of(uri.scheme()) : Optional.empty();
        return List.of(
                Map.entry("scheme", scheme),
                Map.entry("userinfo", ref.userinfo()),
                Map.entry("host", ref.host()),
                Map.entry("hostKind", ref.hostKind().map(Enum::name)),
                Map.entry("port", ref.port()),
                Map.entry("path", Optional.of(ref.path())),
                Map.entry("query", ref.query()),
                Map.entry("fragment", ref.fragment()));
    }

    /** RFC 1808 (§2.4): scheme, net_loc, path (with its leading '/'), params, query, fragment. */
    static List<Map.Entry<String, Optional<String>>> rfc1808(String input) {
        Rfc1808Url url = Rfc1808Url.parse(input);
        return List.of(
                Map.entry("scheme", url.scheme()),
                Map.entry("net_loc", url.netLoc()),
                Map.entry("path", Optional.of(url.path())),
                Map.entry("params", url.params()),
                Map.entry("query", url.query()),
                Map.entry("fragment", url.fragment()));
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
