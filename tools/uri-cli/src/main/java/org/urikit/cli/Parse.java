package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * {@code uri parse}: the components of each input, exactly as written. The components are an
 * ordered map from name to value, where a value is absent ({@code null} in JSON), a string, a
 * nested map (RFC 1738 {@code parts}) or a list (RFC 1738 {@code fieldspecs}).
 */
final class Parse implements Handler {
    /** The components of a valid input, in output order; throws for an invalid one. */
    @FunctionalInterface
    interface Fields {
        Map<String, Optional<Object>> of(String input);
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
            case RFC_1738 -> Parse::rfc1738;
            case RFC_3987 -> Parse::rfc3987;
            default -> Parse::rfc3986;
        };
        return new Parse(f, o.format().equals("json"));
    }

    @Override
    public boolean handle(String input, Writer w) throws IOException {
        Map<String, Optional<Object>> values;
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
            Json.value(w, values);
            w.write('\n');
        } else {
            Report.textValid(w, input);
            fields(w, Report.INDENT, values);
        }
        return true;
    }

    /** RFC 3986: scheme, userinfo, host, hostKind, port, path, query, fragment. */
    static Map<String, Optional<Object>> rfc3986(String input) {
        UriReference ref = UriReference.parse(input);
        Optional<String> scheme = ref instanceof Uri uri ? Optional.of(uri.scheme()) : Optional.empty();
        return ordered("scheme", scheme, "userinfo", ref.userinfo(), "host", ref.host(),
                "hostKind", ref.hostKind().map(Enum::name), "port", ref.port(), "path", Optional.of(ref.path()),
                "query", ref.query(), "fragment", ref.fragment());
    }

    /** RFC 3987: the keys of RFC 3986 (scheme, userinfo, host, hostKind, port, path, query, fragment). */
    static Map<String, Optional<Object>> rfc3987(String input) {
        IriReference ref = IriReference.parse(input);
        Optional<String> scheme = ref instanceof Iri iri ? Optional.of(iri.scheme()) : Optional.empty();
        return ordered("scheme", scheme, "userinfo", ref.userinfo(), "host", ref.host(),
                "hostKind", ref.hostKind().map(Enum::name), "port", ref.port(), "path", Optional.of(ref.path()),
                "query", ref.query(), "fragment", ref.fragment());
    }

    /** RFC 1808 (§2.4): scheme, net_loc, path (with its leading '/'), params, query, fragment. */
    static Map<String, Optional<Object>> rfc1808(String input) {
        Rfc1808Url url = Rfc1808Url.parse(input);
        return ordered("scheme", url.scheme(), "net_loc", url.netLoc(), "path", Optional.of(url.path()),
                "params", url.params(), "query", url.query(), "fragment", url.fragment());
    }

    /** RFC 1738: scheme and the parts of its scheme's grammar, named after the BNF rules. */
    static Map<String, Optional<Object>> rfc1738(String input) {
        Rfc1738Url url = Rfc1738Url.parse(input);
        return ordered("scheme", Optional.of(url.scheme()), "parts", Optional.of(url.parts().asMap()));
    }

    /** An ordered map of name, {@code Optional} value pairs. */
    private static Map<String, Optional<Object>> ordered(Object... nameValue) {
        Map<String, Optional<Object>> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValue.length; i += 2) {
            m.put((String) nameValue[i], ((Optional<?>) nameValue[i + 1]).map(Object.class::cast));
        }
        return m;
    }

    /**
     * One line a component: {@code name    "value"} (JSON-quoted, so that empty differs from
     * absent), {@code (absent)}, a list as JSON, or a nested map on the lines below, indented.
     */
    static void fields(Writer w, String indent, Map<String, Optional<Object>> values) throws IOException {
        for (Map.Entry<String, Optional<Object>> f : values.entrySet()) {
            String name = f.getKey();
            Optional<Object> value = f.getValue();
            w.write(indent);
            w.write(name);
            if (value.isPresent() && value.get() instanceof Map<?, ?> nested) {
                w.write('\n');
                @SuppressWarnings("unchecked")
                Map<String, Optional<Object>> inner = (Map<String, Optional<Object>>) nested;
                fields(w, indent + "  ", inner);
                continue;
            }
            w.write(" ".repeat(Math.max(1, 10 - name.length())));
            if (value.isPresent()) {
                Json.value(w, value.get());
            } else {
                w.write("(absent)");
            }
            w.write('\n');
        }
    }
}
