package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * A relative reference: an RFC 3986 reference without a scheme ({@code relative-ref =
 * relative-part [ "?" query ] [ "#" fragment ]}, RFC 3986 §4.2), such as {@code "../a?b"},
 * {@code "//host/path"} or {@code "#top"}.
 *
 * <pre>{@code
 * RelativeReference ref = RelativeReference.parse("//cdn.example/lib.js?v=2");
 * ref.host();   // Optional[cdn.example]
 * ref.path();   // "/lib.js"
 * RelativeReference.parse("a:b");   // throws: ':' in the first path segment at index 1
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; equality is exact-text, as for {@link Uri}.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-4.2">RFC 3986 §4.2</a>
 * @since 0.1
 */
public final class RelativeReference extends AbstractReference implements UriReference, Comparable<RelativeReference> {
    private static final long serialVersionUID = 1L;

    RelativeReference(String text, int hostStart, int hostEnd, HostKind hostKind, int pathStart, int pathEnd,
            int queryEnd) {
        super(text, -1, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
    }

    /**
     * Parses a relative reference (rule {@code relative-ref}).
     *
     * @param input the text
     * @return the reference
     * @throws UriSyntaxException if the input is not a relative-ref (for example because it has a scheme)
     * @throws NullPointerException if the input is null
     */
    public static RelativeReference parse(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3986Parser.parseRelative(input);
    }

    /**
     * The same as {@link #parse(String)}: parses a relative-ref, or throws. It exists for conversion by
     * convention: frameworks that turn a {@code String} into a value by looking for a static
     * {@code valueOf(String)} method (JAX-RS {@code @QueryParam} and {@code @PathParam}, Spring's
     * {@code ConversionService}, {@code @Value} and configuration-property binding) find it and
     * bind {@code RelativeReference} parameters with no code.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not a relative-ref
     * @throws NullPointerException if the input is null
     * @since 0.1
     */
    public static RelativeReference valueOf(String input) {
        return parse(input);
    }

    /**
     * Checks that the input is a relative reference without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is a relative-ref
     * @throws NullPointerException if the input is null
     */
    public static Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3986Parser.check(input, Rfc3986Parser.M_RELATIVE));
    }

    /**
     * This reference without its fragment.
     *
     * @return a reference without fragment; this one if it has none
     */
    @Override
    public RelativeReference withoutFragment() {
        if (!hasFragment()) {
            return this;
        }
        return new RelativeReference(text.substring(0, queryEnd), hostStart, hostEnd, hostKind, pathStart, pathEnd,
                queryEnd);
    }

    /**
     * The relative IRI reference this converts to (RFC 3987 §3.2); see {@link Uri#toIri()}.
     *
     * @return the relative IRI reference
     * @since 0.1
     */
    @Override
    public RelativeIriReference toIri() {
        return (RelativeIriReference) IriConversions.toIri(this);
    }

    /**
     * This reference in syntax-based normal form (RFC 3986 §6.2.2); see {@link Normalizer}.
     *
     * <pre>{@code
     * RelativeReference.parse("a/./b/../c:d/%7e").normalize(); // a/c:d/~
     * }</pre>
     *
     * @return the normalized value; this one if it is already normalized
     * @since 0.1
     */
    @Override
    public RelativeReference normalize() {
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
    public int compareTo(RelativeReference other) {
        Objects.requireNonNull(other, "other");
        return text.compareTo(other.text);
    }

    private Object writeReplace() {
        return new SerializationProxy(this);
    }
}
