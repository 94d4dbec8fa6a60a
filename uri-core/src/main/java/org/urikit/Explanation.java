package org.urikit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

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
        verdicts = List.copyOf(verdicts);
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
     * @param standard what judged: {@code "RFC 3986"}, {@code "RFC 3987"}, {@code "RFC 1808"}, {@code "RFC 1738"} or
     *        {@code "scheme NAME"} (the scheme in lower case)
     * @param grammar the grammar, for the first four; empty for a scheme rule
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
            violations = List.copyOf(violations);
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
         * @return the index, or empty unless rejected
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
                case ACCEPTED -> head + "accepted";
                case REJECTED -> head + "rejected at index " + index().orElse(0) + ": " + reason;
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
        out.add(scheme(input, registry));
        return new Explanation(input, out);
    }

    private static Verdict grammar(Rfc rfc, String rule, String input) {
        Optional<ParseError> e = rfc.check(input, ReferenceForm.ANY);
        return new Verdict(rfc.label(), Optional.of(rfc), rule, e.isPresent() ? Status.REJECTED : Status.ACCEPTED, e,
                List.of(), e.map(ParseError::message).orElse("accepted"));
    }

    private static Verdict scheme(String input, SchemeRegistry registry) {
        Object r = Rfc3986Parser.parse(input, Rfc3986Parser.M_REFERENCE, true);
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
