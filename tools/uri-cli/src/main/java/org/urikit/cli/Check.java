package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.Optional;
import java.util.function.Function;

import org.urikit.ParseError;
import org.urikit.Rfc1738Rule;
import org.urikit.Rfc1808Rule;
import org.urikit.Rfc3986Rule;
import org.urikit.Rfc3987Rule;

/** {@code uri check}: does each input match the rule? */
final class Check implements Handler {
    private final Function<String, Optional<ParseError>> checker;
    private final String format;

    private Check(Function<String, Optional<ParseError>> checker, String format) {
        this.checker = checker;
        this.format = format;
    }

    static Check create(Options o) throws UsageException {
        Function<String, Optional<ParseError>> checker = switch (o.rfc) {
            case RFC_1808 -> {
                String name = o.rule != null ? o.rule : "URL";
                Rfc1808Rule rule = Rfc1808Rule.forName(name).orElseThrow(() -> unknownRule(name, o));
                yield rule::check;
            }
            case RFC_1738 -> {
                String name = o.rule != null ? o.rule : "url";
                Rfc1738Rule rule = Rfc1738Rule.forName(name).orElseThrow(() -> unknownRule(name, o));
                yield rule::check;
            }
            case RFC_3987 -> {
                String name = o.rule != null ? o.rule : "IRI-reference";
                Rfc3987Rule rule = Rfc3987Rule.forName(name).orElseThrow(() -> unknownRule(name, o));
                yield rule::check;
            }
            default -> {
                String name = o.rule != null ? o.rule : "URI-reference";
                Rfc3986Rule rule = Rfc3986Rule.forName(name).orElseThrow(() -> unknownRule(name, o));
                yield rule::check;
            }
        };
        return new Check(checker, o.format());
    }

    private static UsageException unknownRule(String name, Options o) {
        return new UsageException("--rule " + Display.show(name) + " is not an " + o.rfc.label()
                + " rule; see 'uri check --help'");
    }

    @Override
    public boolean handle(String input, Writer w) throws IOException {
        Optional<ParseError> error = checker.apply(input);
        switch (format) {
            case "bits" -> w.write(error.isEmpty() ? "1\n" : "0\n");
            case "json" -> {
                w.write("{\"input\": ");
                Json.string(w, input);
                if (error.isEmpty()) {
                    w.write(", \"valid\": true}\n");
                } else {
                    w.write(", \"valid\": false, \"error\": ");
                    Report.jsonError(w, error.get());
                    w.write("}\n");
                }
            }
            default -> {
                if (error.isEmpty()) {
                    Report.textValid(w, input);
                } else {
                    Report.textInvalid(w, error.get());
                }
            }
        }
        return error.isEmpty();
    }
}
