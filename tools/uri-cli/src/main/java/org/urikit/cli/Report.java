package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;

import org.jspecify.annotations.Nullable;
import org.urikit.ParseError;

/** Output pieces shared by the commands: the text blocks and the JSON error object. */
final class Report {
    /** Width of the "valid" / "invalid" column in text output. */
    static final String INDENT = "         ";

    private Report() {
    }

    /** {@code valid    INPUT} and a line break. */
    static void textValid(Writer w, String input) throws IOException {
        w.write("valid    ");
        w.write(Display.show(input));
        w.write('\n');
    }

    /**
     * {@code invalid  INPUT}, a caret under the offending character, and the message. A password
     * in a userinfo is shown as {@code ****} ({@link ParseError#maskedInput()}), as the message never
     * shows it either.
     */
    static void textInvalid(Writer w, ParseError e) throws IOException {
        textInvalid(w, e, null);
    }

    /**
     * The same, for an error in one part of the input ({@code "base"} or {@code "reference"}):
     * that part is shown, and the message starts with its name.
     */
    static void textInvalid(Writer w, ParseError e, @Nullable String part) throws IOException {
        String[] lines = Display.caret(e.maskedInput(), e.maskedIndex());
        w.write("invalid  ");
        w.write(lines[0]);
        w.write('\n');
        w.write(INDENT);
        w.write(lines[1]);
        w.write('\n');
        w.write(INDENT);
        if (part != null) {
            w.write(part);
            w.write(": ");
        }
        w.write(e.message());
        w.write('\n');
    }

    /** {@code {"index": ..., "kind": ..., "component": ..., "rule": ..., "message": ...}}. */
    static void jsonError(Writer w, ParseError e) throws IOException {
        jsonError(w, e, null);
    }

    /**
     * The same, with {@code "part": "base"} or {@code "reference"} first when the error is in one
     * part of a {@code BASE<TAB>REFERENCE} input; the index is within that part.
     */
    static void jsonError(Writer w, ParseError e, @Nullable String part) throws IOException {
        w.write('{');
        if (part != null) {
            w.write("\"part\": ");
            Json.string(w, part);
            w.write(", ");
        }
        w.write("\"index\": ");
        w.write(Integer.toString(e.index()));
        w.write(", \"kind\": ");
        Json.string(w, e.kind().name());
        w.write(", \"component\": ");
        Json.string(w, e.component().name());
        w.write(", \"rule\": ");
        Json.string(w, e.rule());
        w.write(", \"message\": ");
        Json.string(w, e.message());
        w.write('}');
    }

    /** {@code {"input": ..., "error": {...}}} and a line break. */
    static void jsonInputError(Writer w, ParseError e) throws IOException {
        w.write("{\"input\": ");
        Json.string(w, e.input());
        w.write(", \"error\": ");
        jsonError(w, e);
        w.write("}\n");
    }
}
