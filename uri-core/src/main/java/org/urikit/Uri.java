package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * A URI: an RFC 3986 reference with a scheme ({@code URI = scheme ":" hier-part [ "?" query ]
 * [ "#" fragment ]}, RFC 3986 §3).
 *
 * <pre>{@code
 * Uri uri = Uri.parse("https://user@example.com:8443/a/b?q=1#top");
 * uri.scheme();        // "https"
 * uri.userinfo();      // Optional[user]
 * uri.host();          // Optional[example.com]
 * uri.hostKind();      // Optional[REG_NAME]
 * uri.port();          // Optional[8443]
 * uri.path();          // "/a/b"
 * uri.query();         // Optional[q=1]
 * uri.fragment();      // Optional[top]
 * uri.isAbsoluteUri(); // false: it has a fragment
 * uri.toString();      // exactly the input
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; they hold the input string and the component
 * boundaries, and cut components out when asked. {@code equals}, {@code hashCode} and
 * {@code compareTo} compare the exact text, so {@code HTTP://a} and {@code http://a} are
 * equivalent but not equal. Serializable: the serial form is the text, re-parsed on reading.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-3">RFC 3986 §3</a>
 * @since 0.1
 */
public final class Uri extends AbstractReference implements UriReference, Comparable<Uri> {
    private static final long serialVersionUID = 1L;

    Uri(String text, int schemeEnd, int hostStart, int hostEnd, HostKind hostKind, int pathStart, int pathEnd,
            int queryEnd) {
        super(text, schemeEnd, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
    }

    /**
     * Parses a URI (rule {@code URI}): a scheme is required; a fragment is allowed.
     *
     * @param input the text
     * @return the URI
     * @throws UriSyntaxException if the input is not a URI
     * @throws NullPointerException if the input is null
     */
    public static Uri parse(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3986Parser.parseUri(input);
    }

    /**
     * The same as {@link #parse(String)}: parses a URI, or throws. It exists for conversion by
     * convention: frameworks that turn a {@code String} into a value by looking for a static
     * {@code valueOf(String)} method (JAX-RS {@code @QueryParam} and {@code @PathParam}, Spring's
     * {@code ConversionService}, {@code @Value} and configuration-property binding) find it and
     * bind {@code Uri} parameters with no code.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not a URI
     * @throws NullPointerException if the input is null
     * @since 0.1
     */
    public static Uri valueOf(String input) {
        return parse(input);
    }

    /**
     * Checks that the input is a URI (rule {@code URI}) without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is a URI
     * @throws NullPointerException if the input is null
     */
    public static Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3986Parser.check(input, Rfc3986Parser.M_URI));
    }

    /**
     * Re-parses the text of a {@code java.net.URI} as a URI.
     *
     * @param uri a {@code java.net.URI}
     * @return the URI with exactly the text of {@code uri.toString()}
     * @throws UriSyntaxException if that text is not an RFC 3986 URI (relative, or with non-ASCII characters)
     * @throws NullPointerException if {@code uri} is null
     */
    public static Uri from(java.net.URI uri) {
        Objects.requireNonNull(uri, "uri");
        return parse(uri.toString());
    }

    /**
     * The scheme, exactly as written (schemes are case-insensitive; compare with
     * {@link String#equalsIgnoreCase}).
     *
     * @return the scheme, never empty
     */
    public String scheme() {
        return text.substring(0, schemeEnd);
    }

    /**
     * Whether the scheme is {@code name}, ignoring ASCII case.
     *
     * @param name a scheme name
     * @return true if the scheme equals {@code name} ignoring case
     * @throws NullPointerException if {@code name} is null
     */
    public boolean hasScheme(String name) {
        java.util.Objects.requireNonNull(name, "name");
        return IriConversions.schemeIs(text, schemeEnd, name);
    }

    /**
     * Whether this URI is an {@code absolute-URI} (RFC 3986 §4.3): a URI without a fragment, the
     * form a base URI must have.
     *
     * @return true if there is no fragment
     */
    public boolean isAbsoluteUri() {
        return !hasFragment();
    }

    /**
     * This URI without its fragment: an {@code absolute-URI}.
     *
     * @return a URI without fragment; this one if it has none
     */
    @Override
    public Uri withoutFragment() {
        if (!hasFragment()) {
            return this;
        }
        return new Uri(text.substring(0, queryEnd), schemeEnd, hostStart, hostEnd, hostKind, pathStart, pathEnd,
                queryEnd);
    }

    /**
     * The IRI this URI converts to (RFC 3987 §3.2): each percent-encoded, strictly well-formed
     * UTF-8 sequence of a non-ASCII character that the IRI grammar allows where it stands (a
     * {@code ucschar}, or a private-use character in the query) is decoded, unless RFC 3987 §4.1
     * forbids the character (the bidirectional formatting characters). Percent-encoded ASCII
     * (reserved or not, so {@code %2F} and {@code %41} alike), ill-formed UTF-8 ({@code %FC}) and
     * every other character stay encoded exactly as written. Punycode host labels stay as they are.
     *
     * <pre>{@code
     * Uri.parse("http://www.example.org/D%C3%BCrst").toIri();     // http://www.example.org/Dürst
     * Uri.parse("http://www.example.org/D%FCrst").toIri();        // unchanged: not UTF-8
     * Uri.parse("http://xn--99zt52a.example.org/%e2%80%ae").toIri(); // unchanged: U+202E RLO
     * }</pre>
     *
     * @return the IRI; {@code toIri().toUri()} has the text of this URI, except that decoded
     *     sequences come back with upper-case hex digits
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-3.2">RFC 3987 §3.2</a>
     * @since 0.1
     */
    @Override
    public Iri toIri() {
        return (Iri) IriConversions.toIri(this);
    }

    /**
     * Resolves a reference against this URI as the base, by the strict algorithm of RFC 3986 §5.2
     * ({@link Resolver#rfc3986()}; see there for the cases the RFC leaves open). This URI's
     * fragment is ignored.
     *
     * <pre>{@code
     * Uri.parse("http://a/b/c/d;p?q").resolve(UriReference.parse("../g?y#s")); // http://a/b/g?y#s
     * }</pre>
     *
     * @param reference the reference
     * @return the target URI, always a valid URI
     * @throws NullPointerException if the reference is null
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-5.2">RFC 3986 §5.2</a>
     * @since 0.1
     */
    public Uri resolve(UriReference reference) {
        return Resolver.rfc3986().resolve(this, reference);
    }

    /**
     * Parses a reference ({@code URI-reference}) and resolves it against this URI as the base
     * (see {@link #resolve(UriReference)}).
     *
     * <pre>{@code
     * Uri.parse("http://a/b/c/d;p?q").resolve("//g"); // http://g
     * }</pre>
     *
     * @param reference the reference text
     * @return the target URI
     * @throws UriSyntaxException if the reference is not a URI-reference
     * @throws NullPointerException if the reference is null
     * @since 0.1
     */
    public Uri resolve(String reference) {
        Objects.requireNonNull(reference, "reference");
        return Resolver.rfc3986().resolve(this, reference);
    }

    /**
     * This reference in syntax-based normal form (RFC 3986 §6.2.2); see {@link Normalizer}.
     *
     * <pre>{@code
     * Uri.parse("HTTP://Example.COM/a/./b").normalize(); // http://example.com/a/b
     * }</pre>
     *
     * @return the normalized value; this one if it is already normalized
     * @since 0.1
     */
    @Override
    public Uri normalize() {
        return Normalizer.syntaxBased().normalize(this);
    }

    /**
     * The shortest reference that resolves against this URI to exactly {@code target}
     * ({@link Resolver#relativize}): {@code base.resolve(base.relativize(t)).equals(t)} whenever any
     * reference resolves to {@code t}; otherwise {@code t} itself.
     *
     * <pre>{@code
     * Uri base = Uri.parse("http://a/b/c/d");
     * base.relativize(Uri.parse("http://a/b/e/f"));  // ../e/f
     * base.relativize(Uri.parse("http://a/b/c/d#x")); // #x
     * }</pre>
     *
     * @param target the URI to reach
     * @return a relative reference, or {@code target}
     * @throws NullPointerException if {@code target} is null
     * @since 0.1
     */
    public UriReference relativize(Uri target) {
        return Resolver.rfc3986().relativize(this, target);
    }

    /**
     * A new, empty builder (see {@link UriBuilder}).
     *
     * <pre>{@code
     * Uri.builder().scheme("https").host("example.com").addDecodedPathSegment("a b").build();
     *     // https://example.com/a%20b
     * }</pre>
     *
     * @return a builder
     * @since 0.1
     */
    public static UriBuilder builder() {
        return new UriBuilder();
    }

    /**
     * A builder holding this URI's components as they are, to change some of them.
     *
     * <pre>{@code
     * Uri.parse("http://h/a?x#f").toBuilder().query("y").remove(Component.FRAGMENT).build(); // http://h/a?y
     * }</pre>
     *
     * @return a new builder
     * @since 0.1
     */
    public UriBuilder toBuilder() {
        return UriBuilder.from(this);
    }

    /**
     * Compares the exact text, in {@link String#compareTo} order.
     *
     * @param other another URI
     * @return the text comparison
     * @throws NullPointerException if {@code other} is null
     */
    @Override
    public int compareTo(Uri other) {
        Objects.requireNonNull(other, "other");
        return text.compareTo(other.text);
    }

    private Object writeReplace() {
        return new SerializationProxy(this);
    }
}
