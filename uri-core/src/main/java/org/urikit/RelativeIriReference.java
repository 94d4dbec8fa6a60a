package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * A relative IRI reference: an RFC 3987 reference without a scheme ({@code irelative-ref =
 * irelative-part [ "?" iquery ] [ "#" ifragment ]}, RFC 3987 §2.2), such as {@code "../straße"},
 * {@code "//例え.jp/"} or {@code "#teil"}.
 *
 * <pre>{@code
 * RelativeIriReference ref = RelativeIriReference.parse("//例え.jp/パス");
 * ref.host();    // Optional[例え.jp]
 * ref.toUri();   // //%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; equality is exact-text, as for {@link Iri}.
 *
 * @see IriReference
 * @since 0.1
 */
public final class RelativeIriReference extends AbstractReference
        implements IriReference, Comparable<RelativeIriReference> {
    private static final long serialVersionUID = 1L;

    RelativeIriReference(String text, int hostStart, int hostEnd, HostKind hostKind, int pathStart, int pathEnd,
            int queryEnd) {
        super(text, -1, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
    }

    /**
     * Parses a relative IRI reference (rule {@code irelative-ref}).
     *
     * @param input the text
     * @return the reference
     * @throws UriSyntaxException if the input is not an irelative-ref
     * @throws NullPointerException if the input is null
     */
    public static RelativeIriReference parse(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3987Parser.parseRelative(input);
    }

    /**
     * The same as {@link #parse(String)}, for frameworks that convert text through
     * {@code valueOf(String)}.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not an irelative-ref
     * @throws NullPointerException if the input is null
     */
    public static RelativeIriReference valueOf(String input) {
        return parse(input);
    }

    /**
     * Checks that the input is a relative IRI reference without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is an irelative-ref
     * @throws NullPointerException if the input is null
     */
    public static Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3987Parser.check(input, Rfc3987Parser.M_RELATIVE));
    }

    /**
     * This reference without its fragment.
     *
     * @return a reference without fragment; this one if it has none
     */
    @Override
    public RelativeIriReference withoutFragment() {
        if (!hasFragment()) {
            return this;
        }
        return new RelativeIriReference(text.substring(0, queryEnd), hostStart, hostEnd, hostKind, pathStart, pathEnd,
                queryEnd);
    }

    /**
     * The relative URI reference this maps to (RFC 3987 §3.1); see {@link IriReference#toUri()}.
     *
     * @return the relative reference
     */
    @Override
    public RelativeReference toUri() {
        return (RelativeReference) IriConversions.toUri(this);
    }

    /**
     * This reference in syntax-based normal form; see {@link IriReference#normalize()}.
     *
     * @return the normalized reference; this one if it is already normalized
     */
    @Override
    public RelativeIriReference normalize() {
        return Normalizer.syntaxBased().normalize(this);
    }

    /**
     * Compares the exact text, in {@link String#compareTo} order.
     *
     * @param other another reference
     * @return the text comparison
     * @throws NullPointerException if {@code other} is null
     */
    @Override
    public int compareTo(RelativeIriReference other) {
        java.util.Objects.requireNonNull(other, "other");
        return text.compareTo(other.text);
    }

    private Object writeReplace() {
        return new IriSerialForm(this);
    }
}
