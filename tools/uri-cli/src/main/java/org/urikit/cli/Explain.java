package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.Optional;

import org.urikit.Explanation;
import org.urikit.Explanation.Verdict;
import org.urikit.UriReference;
import org.urikit.WhatwgValidationError;
import org.urikit.scheme.Violation;

/**
 * {@code uri explain}: the verdict of each grammar (RFC 3986, RFC 3987, RFC 1808, RFC 1738), of the WHATWG
 * URL Standard (with the href browsers read) and of the input's scheme rule, with where and why
 * each rejects it, and a registered-name host's Unicode and ASCII (UTS #46) forms side by side when
 * they differ. The input counts as valid (exit code 0)
 * only when no standard rejects it.
 */
final class Explain implements Handler {
    private final boolean json;

    Explain(boolean json) {
        this.json = json;
    }

    @Override
    public boolean handle(String input, Writer w) throws IOException {
        Explanation e = Explanation.explain(input);
        if (json) {
            json(w, e);
        } else {
            text(w, e);
        }
        return e.acceptedByAll();
    }

    private static void text(Writer w, Explanation e) throws IOException {
        String masked = masked(e);
        String inner = Report.INDENT + "  ";
        w.write("explain  ");
        w.write(Display.show(masked));
        w.write('\n');
        Optional<Explanation.HostForms> forms = e.hostForms().filter(Explanation.HostForms::differ);
        if (forms.isPresent()) {
            Explanation.HostForms f = forms.get();
            w.write(Report.INDENT + "host Unicode " + Display.show(f.unicode()) + "  ASCII "
                    + (f.errors().isEmpty() ? f.ascii() : "none: UTS #46 errors " + codes(f)) + "\n");
        }
        for (Verdict v : e.verdicts()) {
            w.write(Report.INDENT);
            w.write(v.standard());
            if (v.grammar().isPresent()) {
                w.write(' ');
                w.write(v.rule());
            }
            switch (v.status()) {
                case ACCEPTED -> w.write(v.reason().equals("accepted") ? ": accepted\n" : ": accepted, " + v.reason() + "\n");
                case NOT_APPLICABLE -> w.write(": not applicable: " + v.reason() + "\n");
                case REJECTED -> {
                    w.write(": rejected\n");
                    int index = v.index().isPresent() ? v.index().getAsInt()
                            : e.whatwgFailure().map(WhatwgValidationError::index).orElse(0);
                    String[] lines = Display.caret(masked, UriReference.redactedIndex(e.input(), index));
                    w.write(inner + lines[0] + "\n" + inner + lines[1] + "\n");
                    if (v.error().isPresent()) {
                        w.write(inner + v.error().get().message() + "\n");
                    }
                    for (Violation violation : v.violations()) {
                        w.write(inner + violation + "\n");
                    }
                    if (v.error().isEmpty() && v.violations().isEmpty()) {
                        w.write(inner + v.reason() + "\n");
                    }
                }
            }
        }
    }

    private static void json(Writer w, Explanation e) throws IOException {
        w.write("{\"input\": ");
        Json.string(w, e.input());
        w.write(", \"acceptedByAll\": ");
        w.write(Boolean.toString(e.acceptedByAll()));
        Optional<Explanation.HostForms> forms = e.hostForms().filter(Explanation.HostForms::differ);
        if (forms.isPresent()) {
            Explanation.HostForms f = forms.get();
            w.write(", \"host\": {\"unicode\": ");
            Json.string(w, f.unicode());
            if (f.errors().isEmpty()) {
                w.write(", \"ascii\": ");
                Json.string(w, f.ascii());
            } else {
                w.write(", \"errors\": [");
                String sep = "";
                for (var code : f.errors()) {
                    w.write(sep);
                    sep = ", ";
                    Json.string(w, code.name());
                }
                w.write(']');
            }
            w.write('}');
        }
        w.write(", \"verdicts\": [");
        String sep = "";
        for (Verdict v : e.verdicts()) {
            w.write(sep);
            sep = ", ";
            w.write("{\"standard\": ");
            Json.string(w, v.standard());
            w.write(", \"rule\": ");
            Json.string(w, v.rule());
            w.write(", \"status\": ");
            Json.string(w, v.status().name());
            w.write(", \"reason\": ");
            Json.string(w, v.reason());
            if (v.error().isPresent()) {
                w.write(", \"error\": ");
                Report.jsonError(w, v.error().get());
            }
            if (!v.violations().isEmpty()) {
                w.write(", \"violations\": [");
                String vsep = "";
                for (Violation violation : v.violations()) {
                    w.write(vsep);
                    vsep = ", ";
                    w.write("{\"index\": " + violation.index() + ", \"kind\": ");
                    Json.string(w, violation.kind().name());
                    w.write(", \"component\": ");
                    Json.string(w, violation.component().name());
                    w.write(", \"message\": ");
                    Json.string(w, violation.message());
                    w.write('}');
                }
                w.write(']');
            }
            w.write('}');
        }
        w.write("]}\n");
    }

    private static String codes(Explanation.HostForms f) {
        StringBuilder sb = new StringBuilder();
        for (var code : f.errors()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(code.name());
        }
        return sb.toString();
    }

    /**
     * The input with a userinfo password replaced by {@code ****}, as every message and error display
     * shows it ({@link UriReference#redact(String)}): the same characters are hidden under every
     * verdict, and each verdict's index is moved into this text by {@link UriReference#redactedIndex}.
     */
    static String masked(Explanation e) {
        return UriReference.redact(e.input());
    }
}
