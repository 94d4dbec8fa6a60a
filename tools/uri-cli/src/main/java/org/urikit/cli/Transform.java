package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * The commands that turn each input into one result URI ({@code resolve}, {@code normalize},
 * {@code relativize}): text prints the result alone on its line, json
 * {@code {"input": ..., "result": ...}}; a failure is an error block or
 * {@code {"input": ..., "error": {...}}}.
 */
final class Transform implements Handler {

    /** Turns one input into a result text, or fails with {@link Failure}. */
    @FunctionalInterface
    interface Function {
        String apply(String input) throws Failure;
    }

    /**
     * Why an input has no result: a parse error in one part of it ({@code "base"} or
     * {@code "reference"} for a {@code BASE<TAB>REFERENCE} line, else no part), or, without an
     * error, a line without TAB (the part then names what should follow the TAB).
     */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;
        final transient @Nullable ParseError error;
        final @Nullable String part;

        Failure(@Nullable ParseError error, @Nullable String part) {
            super(null, null, false, false);
            this.error = error;
            this.part = part;
        }
    }

    private final Function function;
    private final boolean json;

    Transform(Function function, boolean json) {
        this.function = function;
        this.json = json;
    }

    @Override
    public boolean handle(String input, Writer w) throws IOException {
        String result;
        try {
            result = function.apply(input);
        } catch (Failure f) {
            if (f.error == null) {
                missingTab(input, f.part == null ? "REFERENCE" : f.part.toUpperCase(Locale.ROOT), w);
            } else if (json) {
                w.write("{\"input\": ");
                Json.string(w, input);
                w.write(", \"error\": ");
                Report.jsonError(w, f.error, f.part);
                w.write("}\n");
            } else {
                Report.textInvalid(w, f.error, f.part);
            }
            return false;
        }
        if (json) {
            w.write("{\"input\": ");
            Json.string(w, input);
            w.write(", \"result\": ");
            Json.string(w, result);
            w.write("}\n");
        } else {
            w.write(result);
            w.write('\n');
        }
        return true;
    }

    private void missingTab(String input, String second, Writer w) throws IOException {
        String message = "expected BASE<TAB>" + second + ", found no TAB (or give the base with --base)";
        if (json) {
            w.write("{\"input\": ");
            Json.string(w, input);
            w.write(", \"error\": {\"index\": " + input.length() + ", \"kind\": \"MISSING_TAB\", \"component\": null, "
                    + "\"rule\": null, \"message\": ");
            Json.string(w, message);
            w.write("}}\n");
        } else {
            String[] lines = Display.caret(input, input.length());
            w.write("invalid  " + lines[0] + "\n" + Report.INDENT + lines[1] + "\n" + Report.INDENT + message + "\n");
        }
    }

    /** The parsed value, or a failure with the parser's error in {@code part}. */
    static <T> T parsed(Supplier<T> parser, @Nullable String part) throws Failure {
        try {
            return parser.get();
        } catch (UriSyntaxException e) {
            throw new Failure(e.error(), part);
        }
    }

    /** Parses a reference, or fails with its error in {@code part}. */
    static UriReference reference(String text, @Nullable String part) throws Failure {
        return parsed(() -> UriReference.parse(text), part);
    }

    /** Parses a URI (a base must have a scheme), or fails with its error in {@code part}. */
    static Uri uri(String text, @Nullable String part) throws Failure {
        return parsed(() -> Uri.parse(text), part);
    }

    /** Parses an IRI reference (RFC 3987), or fails with its error in {@code part}. */
    static IriReference iriReference(String text, @Nullable String part) throws Failure {
        return parsed(() -> IriReference.parse(text), part);
    }

    /** Parses an IRI (RFC 3987; a base must have a scheme), or fails with its error in {@code part}. */
    static Iri iri(String text, @Nullable String part) throws Failure {
        return parsed(() -> Iri.parse(text), part);
    }

    /** Parses an RFC 1808 {@code URL}, or fails with its error in {@code part}. */
    static Rfc1808Url rfc1808(String text, @Nullable String part) throws Failure {
        return parsed(() -> Rfc1808Url.parse(text), part);
    }

    /** Parses an RFC 1808 base: a {@code URL} with a scheme (§3), fragment allowed. */
    static Rfc1808Url rfc1808Base(String text, @Nullable String part) throws Failure {
        Optional<ParseError> error = Rfc.RFC_1808.check(text, ReferenceForm.URI);
        if (error.isPresent()) {
            throw new Failure(error.get(), part);
        }
        return rfc1808(text, part);
    }

    /**
     * A function of a base and a reference (or target): with {@code --base} given, each input is
     * the reference; without it, each input is {@code BASE<TAB>REFERENCE}, split at the first TAB,
     * and an error in the second part is reported as in {@code secondPart}. An invalid
     * {@code --base} is a usage error.
     */
    static <B> Function withBase(@Nullable String baseOption, Parser<B> baseParser, BaseFunction<B> f,
            String secondPart) throws UsageException {
        if (baseOption != null) {
            B base;
            try {
                base = baseParser.parse(baseOption, null);
            } catch (Failure e) {
                throw new UsageException("--base: " + (e.error == null ? "invalid" : e.error.message()));
            }
            return input -> f.apply(base, input, null);
        }
        return line -> {
            int tab = line.indexOf('\t');
            if (tab < 0) {
                throw new Failure(null, secondPart);
            }
            return f.apply(baseParser.parse(line.substring(0, tab), "base"), line.substring(tab + 1), secondPart);
        };
    }

    /** Parses a text, or fails with its error in {@code part}. */
    @FunctionalInterface
    interface Parser<T> {
        T parse(String text, @Nullable String part) throws Failure;
    }

    /** Turns a base and a reference text into a result. */
    @FunctionalInterface
    interface BaseFunction<B> {
        String apply(B base, String reference, @Nullable String part) throws Failure;
    }
}
