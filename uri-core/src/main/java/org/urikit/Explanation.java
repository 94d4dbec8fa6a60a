package org.urikit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.urikit.idna.IdnaErrorCode;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;
import org.urikit.internal.Percent;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRule;
import org.urikit.scheme.Violation;

/**
 * Why one input is accepted here and rejected there: the verdict of each grammar (RFC 3986,
 * RFC 3987, RFC 1808, RFC 1738) and of its scheme's rule, with the index and reason of each rejection. This is
 * the API behind {@code uri explain}.
 *
 * <pre>{@code
 * Explanation e = Explanation.explain("http://example.com/~user");
 * for (Explanation.Verdict v : e.verdicts()) {
 *     System.out.println(v);
 * }
 * // RFC 3986 URI-reference: accepted
 * // RFC 3987 IRI-reference: accepted
 * // RFC 1808 URL: rejected at index 19: invalid character '~' (U+007E) in path at index 19 (RFC 1808 fsegment)
 * // RFC 1738 url: rejected at index 19: invalid character '~' (U+007E) in path at index 19 (RFC 1738 hsegment)
 * // WHATWG URL: accepted, href http://example.com/~user
 * // scheme http: accepted
 * e.acceptedByAll();   // false
 * }</pre>
 *
 * <table>
 *   <caption>The verdicts, in order</caption>
 *   <tr><th>standard</th><th>rule</th><th>not applicable when</th></tr>
 *   <tr><td>RFC 3986</td><td>{@code URI-reference}</td><td>never</td></tr>
 *   <tr><td>RFC 3987</td><td>{@code IRI-reference} (IRIs: RFC 3986 with Unicode characters)</td><td>never</td></tr>
 *   <tr><td>RFC 1808</td><td>{@code URL}</td><td>never</td></tr>
 *   <tr><td>RFC 1738</td><td>{@code url} (the scheme's grammar for its ten schemes, else {@code genericurl})</td><td>never</td></tr>
 *   <tr><td>{@code WHATWG URL}</td><td>{@code basic URL parser}: how browsers and HTTP clients read it
 *       ({@link WhatwgUrl}); accepted, its reason is {@code "href "} and the {@link WhatwgUrl#href()} (a
 *       password replaced by {@code "****"}); rejected, {@link #whatwgFailure()} has the index</td>
 *       <td>the Standard needs a base: the input is an RFC 3986 relative reference</td></tr>
 *   <tr><td>{@code scheme NAME}</td><td>the {@link SchemeRule} of the scheme in the registry</td>
 *       <td>the input is not an RFC 3986 URI, or the registry has no rule for its scheme</td></tr>
 * </table>
 *
 * <p>Instances are immutable and thread-safe. Never throws for any non-null input.
 *
 * @param input the input explained
 * @param verdicts the verdicts, in the order of the table above
 * @since 0.1
 */
public record Explanation(String input, List<Explanation.Verdict> verdicts) {

    /**
     * Copies the verdicts.
     *
     * @param input the input explained
     * @param verdicts the verdicts
     * @throws NullPointerException if an argument is null
     */
    public Explanation {
        Objects.requireNonNull(input, "input");
        verdicts = List.copyOf(Objects.requireNonNull(verdicts, "verdicts"));
    }

    /** Whether a standard accepts the input. */
    public enum Status {
        /** The grammar or rule accepts the input. */
        ACCEPTED,
        /** The grammar or rule rejects the input; see {@link Verdict#error()} or {@link Verdict#violations()}. */
        REJECTED,
        /** The rule cannot be applied (no RFC 3986 URI, or no rule for the scheme); see {@link Verdict#reason()}. */
        NOT_APPLICABLE
    }

    /**
     * The verdict of one standard.
     *
     * @param standard what judged: {@code "RFC 3986"}, {@code "RFC 3987"}, {@code "RFC 1808"}, {@code "RFC 1738"},
     *        {@code "WHATWG URL"} or {@code "scheme NAME"} (the scheme in lower case)
     * @param grammar the grammar, for the four RFC grammars; empty for the WHATWG URL Standard and a scheme rule
     * @param rule the rule applied, for example {@code "URI-reference"}, {@code "IRI-reference"}, {@code "URL"}, {@code "url"},
     *        or the scheme rule's name
     * @param status the verdict
     * @param error the grammar's first error, when a grammar rejects the input
     * @param violations the scheme rule's violations, when the scheme rule rejects the input
     * @param reason {@code "accepted"}, the reason of the rejection, or why the rule does not apply
     * @since 0.1
     */
    public record Verdict(String standard, Optional<Rfc> grammar, String rule, Status status,
            Optional<ParseError> error, List<Violation> violations, String reason) {
        /**
         * Checks the fields and copies the violations.
         *
         * @param standard what judged
         * @param grammar the grammar, if any
         * @param rule the rule applied
         * @param status the verdict
         * @param error the grammar's first error, if any
         * @param violations the scheme rule's violations
         * @param reason the reason
         * @throws NullPointerException if an argument is null
         */
        public Verdict {
            Objects.requireNonNull(standard, "standard");
            Objects.requireNonNull(grammar, "grammar");
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(error, "error");
            violations = List.copyOf(Objects.requireNonNull(violations, "violations"));
            Objects.requireNonNull(reason, "reason");
        }

        /**
         * Whether the standard accepts the input.
         *
         * @return true if the status is {@link Status#ACCEPTED}
         */
        public boolean accepted() {
            return status == Status.ACCEPTED;
        }

        /**
         * Where the input was rejected: the error's index, or the first violation's.
         *
         * @return the index, or empty unless rejected (and for the WHATWG verdict: see
         *         {@link Explanation#whatwgFailure()})
         */
        public OptionalInt index() {
            if (error.isPresent()) {
                return OptionalInt.of(error.get().index());
            }
            return violations.isEmpty() ? OptionalInt.empty() : OptionalInt.of(violations.get(0).index());
        }

        /**
         * One line: {@code "RFC 1808 URL: rejected at index 19: ..."}.
         *
         * @return the description
         */
        @Override
        public String toString() {
            String head = standard + (grammar.isEmpty() ? "" : " " + rule) + ": ";
            return switch (status) {
                case ACCEPTED -> head + "accepted" + (reason.equals("accepted") ? "" : ", " + reason);
                case REJECTED -> head + "rejected" + (index().isPresent() ? " at index " + index().getAsInt() : "") + ": "
                        + reason;
                case NOT_APPLICABLE -> head + "not applicable: " + reason;
            };
        }
    }

    /**
     * Explains the input with the {@linkplain SchemeRegistry#standard() standard} scheme registry.
     *
     * @param input any string
     * @return the verdicts
     * @throws NullPointerException if the input is null
     */
    public static Explanation explain(String input) {
        return explain(input, SchemeRegistry.standard());
    }

    /**
     * Explains the input with the given scheme registry.
     *
     * @param input any string
     * @param registry the scheme rules to apply
     * @return the verdicts
     * @throws NullPointerException if an argument is null
     */
    public static Explanation explain(String input, SchemeRegistry registry) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(registry, "registry");
        List<Verdict> out = new ArrayList<>(5);
        out.add(grammar(Rfc.RFC_3986, "URI-reference", input));
        out.add(grammar(Rfc.RFC_3987, "IRI-reference", input));
        out.add(grammar(Rfc.RFC_1808, "URL", input));
        out.add(grammar(Rfc.RFC_1738, "url", input));
        out.add(whatwg(input));
        out.add(scheme(input, registry));
        return new Explanation(input, out);
    }

    private static Verdict grammar(Rfc rfc, String rule, String input) {
        Optional<ParseError> e = rfc.check(input, ReferenceForm.ANY);
        return new Verdict(rfc.label(), Optional.of(rfc), rule, e.isPresent() ? Status.REJECTED : Status.ACCEPTED, e,
                List.of(), e.map(ParseError::message).orElse("accepted"));
    }

    /** The standard of the WHATWG verdict. */
    static final String WHATWG = "WHATWG URL";

    private static Verdict whatwg(String input) {
        Optional<WhatwgUrl> url = WhatwgUrl.tryParse(input);
        if (url.isPresent()) {
            return new Verdict(WHATWG, Optional.empty(), "basic URL parser", Status.ACCEPTED, Optional.empty(), List.of(),
                    "href " + maskedHref(url.get()));
        }
        WhatwgValidationError e = WhatwgUrl.check(input).orElseThrow();
        if (e.type().equals("missing-scheme-non-relative-URL")
                && Rfc3986Parser.parse(input, Rfc3986Parser.M_REFERENCE) instanceof RelativeReference) {
            return new Verdict(WHATWG, Optional.empty(), "basic URL parser", Status.NOT_APPLICABLE, Optional.empty(),
                    List.of(), "a relative reference needs a base URL");
        }
        return new Verdict(WHATWG, Optional.empty(), "basic URL parser", Status.REJECTED, Optional.empty(), List.of(),
                e.message() + " (WHATWG URL Standard)");
    }

    /** The href with the password, if any, replaced by {@code "****"}, as every message masks it. */
    static String maskedHref(WhatwgUrl url) {
        String href = url.href();
        String password = url.password();
        if (password.isEmpty()) {
            return href;
        }
        // href = protocol "//" username ":" password "@" ...
        int start = url.protocol().length() + 2 + url.username().length() + 1;
        return Texts.redact(href, new int[] {start, start + password.length()});
    }

    /**
     * How browsers and HTTP clients read the input: the {@link WhatwgUrl} beside the verdicts.
     *
     * @return the Standard's reading, or empty when it fails the input
     */
    public Optional<WhatwgUrl> whatwg() {
        return WhatwgUrl.tryParse(input);
    }

    /**
     * Why the WHATWG URL Standard fails the input, with the index.
     *
     * @return the failure, or empty when the Standard parses the input
     */
    public Optional<WhatwgValidationError> whatwgFailure() {
        return WhatwgUrl.check(input);
    }

    /**
     * The verdict of the WHATWG URL Standard.
     *
     * @return the verdict whose standard is {@code "WHATWG URL"}
     * @throws java.util.NoSuchElementException if this explanation was built without one
     */
    public Verdict whatwgVerdict() {
        return verdicts.stream().filter(v -> v.standard().equals(WHATWG)).findFirst().orElseThrow();
    }

    private static Verdict scheme(String input, SchemeRegistry registry) {
        UriReference r = Rfc3986Parser.parse(input, Rfc3986Parser.M_REFERENCE);
        if (!(r instanceof Uri uri)) {
            String why = r instanceof RelativeReference ? "a relative reference has no scheme"
                    : "not an RFC 3986 URI, so its scheme rule cannot be applied";
            return new Verdict("scheme", Optional.empty(), "", Status.NOT_APPLICABLE, Optional.empty(), List.of(), why);
        }
        String name = uri.scheme().toLowerCase(java.util.Locale.ROOT);
        Optional<SchemeRule> rule = registry.find(name);
        if (rule.isEmpty()) {
            return new Verdict("scheme " + name, Optional.empty(), name, Status.NOT_APPLICABLE, Optional.empty(),
                    List.of(), "no rule for scheme \"" + name + "\" in the registry");
        }
        List<Violation> v = registry.check(uri);
        StringBuilder reason = new StringBuilder();
        for (Violation violation : v) {
            reason.append(reason.length() == 0 ? "" : "; ").append(violation);
        }
        return new Verdict("scheme " + name, Optional.empty(), rule.get().name(),
                v.isEmpty() ? Status.ACCEPTED : Status.REJECTED, Optional.empty(), v,
                v.isEmpty() ? "accepted" : reason.toString());
    }

    /**
     * The two forms of a registered-name host: Unicode and ASCII, as UTS #46 with the WHATWG URL
     * Standard's flags ({@link Uts46#whatwg()}) gives them for the percent-decoded name.
     *
     * @param host the host as an RFC 3986 reference holds it (an IRI's non-ASCII characters
     *        percent-encoded as UTF-8)
     * @param unicode ToUnicode of the percent-decoded host ({@code bücher.example})
     * @param ascii ToASCII of it ({@code xn--bcher-kva.example}), what clients resolve; meaningless
     *        when {@code errors} is not empty
     * @param errors the UTS #46 error codes of ToASCII, in declaration order; empty when the name
     *        maps to ASCII
     * @since 0.1
     */
    public record HostForms(String host, String unicode, String ascii, Set<IdnaErrorCode> errors) {
        /**
         * Checks the fields and copies the errors.
         *
         * @param host the host
         * @param unicode the Unicode form
         * @param ascii the ASCII form
         * @param errors the error codes
         * @throws NullPointerException if an argument is null
         */
        public HostForms {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(unicode, "unicode");
            Objects.requireNonNull(ascii, "ascii");
            Objects.requireNonNull(errors, "errors");
            errors = errors.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(errors));
        }

        /**
         * Whether the forms are worth showing: ToASCII failed, or the Unicode and ASCII forms
         * differ, or the mapping changes the name beyond ASCII case ({@code 127.0.0.1%CD%8F}
         * is {@code 127.0.0.1}: U+034F is ignored).
         *
         * @return true if there are errors, {@code unicode} and {@code ascii} differ, or the
         *     percent-decoded host is not {@code ascii} ignoring ASCII case
         */
        public boolean differ() {
            return !errors.isEmpty() || !unicode.equals(ascii)
                    || !Percent.decode(host, 0, host.length()).equalsIgnoreCase(ascii);
        }
    }

    /**
     * The Unicode and ASCII forms of the input's host, when it has a registered name: the input
     * as an RFC 3986 reference or, when it holds non-ASCII characters (an IRI, say
     * {@code https://bücher.example/}), as the reference its non-ASCII characters percent-encoded
     * as UTF-8 make (RFC 3987 §3.1).
     *
     * @return the forms, or empty when the input has no registered-name host (no authority, an IP
     *     address, or no reading as a reference)
     */
    public Optional<HostForms> hostForms() {
        Optional<UriReference> ref = parsed(input);
        if (ref.isEmpty() && input.chars().anyMatch(c -> c >= 0x80)) {
            ref = encodeNonAscii(input).flatMap(Explanation::parsed);
        }
        if (ref.isEmpty() || ref.get().hostKind().orElse(null) != HostKind.REG_NAME) {
            return Optional.empty();
        }
        String raw = ref.get().host().orElseThrow();
        if (raw.isEmpty()) {
            return Optional.empty();
        }
        String decoded = Percent.decode(raw, 0, raw.length());
        IdnaResult ascii = Uts46.whatwg().toAscii(decoded);
        String unicode = Uts46.whatwg().toUnicode(decoded).output();
        return Optional.of(new HostForms(raw, unicode, ascii.output(), ascii.codes()));
    }

    private static Optional<UriReference> parsed(String s) {
        return Rfc.RFC_3986.check(s, ReferenceForm.ANY).isPresent() ? Optional.empty() : Optional.of(UriReference.parse(s));
    }

    /** Non-ASCII characters as percent-encoded UTF-8; empty when there is an unpaired surrogate. */
    private static Optional<String> encodeNonAscii(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                sb.append((char) cp);
                continue;
            }
            if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
                return Optional.empty();
            }
            for (byte b : Character.toString(cp).getBytes(StandardCharsets.UTF_8)) {
                sb.append('%').append(Character.toUpperCase(Character.forDigit(b >> 4 & 0xF, 16)))
                        .append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
            }
        }
        return Optional.of(sb.toString());
    }

    /**
     * Whether every applicable standard accepts the input.
     *
     * @return true if no verdict is {@link Status#REJECTED}
     */
    public boolean acceptedByAll() {
        return verdicts.stream().noneMatch(v -> v.status() == Status.REJECTED);
    }

    /**
     * The verdict of one grammar.
     *
     * @param grammar the grammar
     * @return its verdict
     * @throws NullPointerException if the grammar is null
     * @throws IllegalArgumentException if the explanation has no verdict of that grammar
     */
    public Verdict verdict(Rfc grammar) {
        Objects.requireNonNull(grammar, "grammar");
        return verdicts.stream().filter(v -> v.grammar().equals(Optional.of(grammar))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no verdict of " + grammar.label()));
    }

    /**
     * The verdict of the scheme rule (the last verdict).
     *
     * @return the scheme verdict
     */
    public Verdict schemeVerdict() {
        return verdicts.get(verdicts.size() - 1);
    }

    /**
     * One line per verdict, as in the class example.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Verdict v : verdicts) {
            sb.append(v).append('\n');
        }
        return sb.toString();
    }
}
