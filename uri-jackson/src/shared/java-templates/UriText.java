// A template, written once for both Jackson lines: templating-maven-plugin fills the ${...}
// placeholders with each module's package and Jackson types (see uri-jackson/pom.xml, uri-jackson3/pom.xml).
package ${urikit.jackson.package}.deser;

import java.util.Locale;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Normalizer;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * The Jackson-independent part of reading, written once for both Jackson lines: this file is a
 * template (uri-jackson/src/shared/java-templates) that each module's build fills with its own
 * package, so uri-jackson and uri-jackson3 share no package and no artifact.
 *
 * <p>What it does: grammar and form selection, optional trimming, normalization on read, and the
 * text of error messages. Immutable.
 *
 * @param type the type read: {@code UriReference}, {@code Uri}, {@code RelativeReference},
 *     {@code Rfc1808Url}, {@code Rfc1738Url}, {@code IriReference}, {@code Iri},
 *     {@code RelativeIriReference} or {@code java.net.URI}
 * @param grammar the grammar every value must match (for the RFC 1808, RFC 1738 and IRI types, theirs)
 * @param form the references accepted
 * @param trim whether leading and trailing characters up to U+0020 are removed first
 * @param normalizer applied to each RFC 3986 value read, or null
 */
record UriText(Class<?> type, Rfc grammar, ReferenceForm form, boolean trim, @Nullable Normalizer normalizer) {

    /** The settings for reading {@code type} with a module's options. */
    static UriText of(Class<?> type, Rfc grammar, boolean trim, @Nullable Normalizer normalizer) {
        Rfc g = type == Rfc1808Url.class ? Rfc.RFC_1808 : type == Rfc1738Url.class ? Rfc.RFC_1738
                : isIriType(type) ? Rfc.RFC_3987 : grammar;
        return new UriText(type, g, defaultForm(type), trim, normalizer);
    }

    /** Whether the type is one of the RFC 3987 types. */
    static boolean isIriType(Class<?> type) {
        return type == IriReference.class || type == Iri.class || type == RelativeIriReference.class;
    }

    /** The form a declared type implies when nothing else is configured. */
    static ReferenceForm defaultForm(Class<?> type) {
        if (type == Uri.class || type == Iri.class) {
            return ReferenceForm.URI;
        }
        return type == RelativeReference.class || type == RelativeIriReference.class ? ReferenceForm.RELATIVE
                : ReferenceForm.ANY;
    }

    /** Why {@code grammar} and {@code form} cannot be read into {@code type}, or null if they can. */
    static @Nullable String misfit(Class<?> type, Rfc grammar, ReferenceForm form) {
        if ((type == Uri.class || type == Iri.class) && form != ReferenceForm.URI && form != ReferenceForm.ABSOLUTE_URI
                || (type == RelativeReference.class || type == RelativeIriReference.class) && form != ReferenceForm.RELATIVE) {
            return "form " + form + " does not fit " + type.getName();
        }
        if (type == Rfc1808Url.class && grammar != Rfc.RFC_1808 || type == Rfc1738Url.class && grammar != Rfc.RFC_1738
                || isIriType(type) && grammar != Rfc.RFC_3987) {
            return "grammar " + grammar.label() + " does not fit " + type.getName();
        }
        if (grammar == Rfc.RFC_1738 && form == ReferenceForm.RELATIVE) {
            return "RFC 1738 has no relative form";
        }
        return null;
    }

    /**
     * This setting changed by a {@code @JsonFormat} pattern: up to two words, separated by spaces
     * or commas, each a grammar ({@code 3986}, {@code rfc3986}, {@code RFC_1808}, ...) or a form
     * ({@code any}, {@code uri}, {@code absolute-uri}, {@code relative}), in any order.
     *
     * @throws IllegalArgumentException on an unknown word, or a grammar or form that does not fit the type
     */
    UriText withPattern(String pattern) {
        Rfc g = grammar;
        ReferenceForm f = form;
        int i = 0;
        int n = pattern.length();
        while (i < n) {
            while (i < n && (pattern.charAt(i) == ' ' || pattern.charAt(i) == ',')) {
                i++;
            }
            int start = i;
            while (i < n && pattern.charAt(i) != ' ' && pattern.charAt(i) != ',') {
                i++;
            }
            if (start == i) {
                break;
            }
            String word = pattern.substring(start, i);
            ReferenceForm asForm = formNamed(word);
            if (asForm != null) {
                f = asForm;
            } else {
                try {
                    g = Rfc.of(word);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("@JsonFormat pattern \"" + pattern + "\" for " + type.getName()
                            + ": \"" + word + "\" is neither a grammar (3986, 3987, 1808, 1738) nor a form (any, uri, absolute-uri, relative)", e);
                }
            }
        }
        String misfit = misfit(type, g, f);
        if (misfit != null) {
            throw new IllegalArgumentException("@JsonFormat pattern \"" + pattern + "\": " + misfit);
        }
        return new UriText(type, g, f, trim, normalizer);
    }

    private static @Nullable ReferenceForm formNamed(String word) {
        String w = word.toUpperCase(Locale.ROOT).replace('-', '_');
        for (ReferenceForm f : ReferenceForm.values()) {
            if (f.name().equals(w)) {
                return f;
            }
        }
        return null;
    }

    /** The text to parse: the input, or the input without its outer whitespace when trimming. */
    String effective(String input) {
        return trim ? input.trim() : input;
    }

    /**
     * Parses {@code input} into a value of this type and form.
     *
     * @return the value ({@link UriReference}, {@link Rfc1808Url}, {@link Rfc1738Url} or {@link IriReference}), or the
     *     {@link ParseError} with its index in {@code input}
     */
    Object parse(String input) {
        String s = effective(input);
        Optional<ParseError> error = Optional.empty();
        boolean legacyType = type == Rfc1808Url.class || type == Rfc1738Url.class;
        if (grammar != Rfc.RFC_3986 || form == ReferenceForm.ABSOLUTE_URI) {
            error = grammar.check(s, form);
        }
        if (error.isEmpty()) {
            try {
                if (legacyType) {
                    return type == Rfc1808Url.class ? Rfc1808Url.parse(s) : Rfc1738Url.parse(s);
                }
                if (grammar == Rfc.RFC_3987) {
                    IriReference iri = switch (form) {
                        case ANY -> IriReference.parse(s);
                        case URI, ABSOLUTE_URI -> Iri.parse(s);
                        case RELATIVE -> RelativeIriReference.parse(s);
                    };
                    if (isIriType(type)) {
                        return normalizer == null ? iri : normalizer.normalize(iri);
                    }
                    // an RFC 3986 type read under RFC 3987: the IRI's URI form (RFC 3987 §3.1)
                    UriReference uri = iri.toUri();
                    return normalizer == null ? uri : normalizer.normalize(uri);
                }
                UriReference value = switch (form) {
                    case ANY -> UriReference.parse(s);
                    case URI, ABSOLUTE_URI -> Uri.parse(s);
                    case RELATIVE -> RelativeReference.parse(s);
                };
                return normalizer == null ? value : normalizer.normalize(value);
            } catch (UriSyntaxException e) {
                error = Optional.of(e.error());
            }
        }
        return inOriginal(error.orElseThrow(), input, s);
    }

    /** The error re-indexed into the untrimmed input. */
    static ParseError inOriginal(ParseError e, String input, String parsed) {
        if (input.equals(parsed)) {
            return e;
        }
        int lead = 0;
        while (lead < input.length() && input.charAt(lead) <= ' ') {
            lead++;
        }
        return new ParseError(input, e.index() + lead, e.kind(), e.component(), e.grammar(), e.rule());
    }

    /**
     * The message of a rejected value: the type, the JSON line and column of the string (when
     * known), urikit's reason with index and component, and the input quoted with any password
     * hidden.
     */
    static String message(String what, Class<?> type, ParseError e, int line, int column) {
        // Jackson 3 leaves line and column out of its message when the source is redacted (its
        // default), so the JSON position is part of urikit's own text on both lines.
        return "Cannot deserialize " + what + " of type `" + type.getName() + "` from String"
                + (line > 0 ? " at JSON line " + line + ", column " + column : "") + ": "
                + new UriSyntaxException(e).getMessage();
    }

    /**
     * The message when urikit accepts a text that {@code java.net.URI} rejects; it quotes
     * {@code java.net.URI}'s reason and index but not the input (which may hold a password).
     */
    static String javaNetUriMessage(java.net.URISyntaxException e) {
        return "Cannot deserialize value of type `java.net.URI` from String: valid RFC 3986, but java.net.URI rejects it"
                + (e.getIndex() >= 0 ? " at index " + e.getIndex() : "") + ": " + e.getReason();
    }
}
