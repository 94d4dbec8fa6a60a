package org.urikit;

import java.util.Objects;
import java.util.Optional;

import org.urikit.idna.IdnaException;
import org.urikit.idna.Uts46;
import org.urikit.internal.Percent;

/**
 * An IRI: an RFC 3987 reference with a scheme ({@code IRI = scheme ":" ihier-part [ "?" iquery ]
 * [ "#" ifragment ]}, RFC 3987 §2.2).
 *
 * <pre>{@code
 * Iri iri = Iri.parse("https://münchen.de/straße?q=ä#teil");
 * iri.scheme();       // "https"
 * iri.host();         // Optional[münchen.de]
 * iri.path();         // "/straße"
 * iri.toUri();        // https://m%C3%BCnchen.de/stra%C3%9Fe?q=%C3%A4#teil
 * iri.toUri().toIri().equals(iri);   // true
 * Iri.parse("http://a/b/c/d;p?q").resolve("../straße"); // http://a/b/straße
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; they hold the input string and the component
 * boundaries. {@code equals}, {@code hashCode} and {@code compareTo} compare the exact text, so
 * an IRI and its URI form are different values, and an {@code Iri} is never equal to a
 * {@link Uri} of the same text. Serializable: the serial form is the text, re-parsed on reading.
 * {@code toJavaNetUri()} gives a {@code java.net.URI} of the same text, which {@code java.net.URI}
 * accepts for most IRIs (its "other" characters); for the ASCII form ask
 * {@code toUri().toJavaNetUri()}.
 *
 * @see IriReference
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-2.2">RFC 3987 §2.2</a>
 * @since 0.1
 */
public final class Iri extends AbstractReference implements IriReference, Comparable<Iri> {
    private static final long serialVersionUID = 1L;

    Iri(String text, int schemeEnd, int hostStart, int hostEnd, HostKind hostKind, int pathStart, int pathEnd,
            int queryEnd) {
        super(text, schemeEnd, hostStart, hostEnd, hostKind, pathStart, pathEnd, queryEnd);
    }

    /**
     * Parses an IRI (rule {@code IRI}): a scheme is required; a fragment is allowed.
     *
     * @param input the text
     * @return the IRI
     * @throws UriSyntaxException if the input is not an IRI
     * @throws NullPointerException if the input is null
     */
    public static Iri parse(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3987Parser.parseIri(input);
    }

    /**
     * The same as {@link #parse(String)}, for frameworks that convert text to a value through a
     * static {@code valueOf(String)} method (JAX-RS parameters, Spring's conversion service).
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not an IRI
     * @throws NullPointerException if the input is null
     */
    public static Iri valueOf(String input) {
        return parse(input);
    }

    /**
     * Checks that the input is an IRI (rule {@code IRI}) without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is an IRI
     * @throws NullPointerException if the input is null
     */
    public static Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3987Parser.check(input, Rfc3987Parser.M_IRI));
    }

    /**
     * The scheme, exactly as written (ASCII; compare ignoring case).
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
        Objects.requireNonNull(name, "name");
        return IriConversions.schemeIs(text, schemeEnd, name);
    }

    /**
     * Whether this IRI is an {@code absolute-IRI}: an IRI without a fragment, the form a base IRI
     * must have.
     *
     * @return true if there is no fragment
     */
    public boolean isAbsoluteIri() {
        return !hasFragment();
    }

    /**
     * This IRI without its fragment: an {@code absolute-IRI}.
     *
     * @return an IRI without fragment; this one if it has none
     */
    @Override
    public Iri withoutFragment() {
        if (!hasFragment()) {
            return this;
        }
        return new Iri(text.substring(0, queryEnd), schemeEnd, hostStart, hostEnd, hostKind, pathStart, pathEnd,
                queryEnd);
    }

    /**
     * The URI this IRI maps to (RFC 3987 §3.1); see {@link IriReference#toUri()}.
     *
     * @return the URI, with the host percent-encoded
     */
    @Override
    public Uri toUri() {
        return (Uri) IriConversions.toUri(this);
    }

    /**
     * The URI this IRI maps to, with a registered-name host converted by UTS #46 ToASCII (RFC 3987
     * §3.1, the ToASCII variant for schemes whose ireg-name is a domain name): the host is
     * percent-decoded (UTF-8), ToASCII runs with the given options, and ASCII characters of the
     * result that a reg-name cannot hold are percent-encoded; the rest of the IRI is mapped as by
     * {@link #toUri()}. An IP address host, an empty host and an IRI without authority are
     * mapped as by {@link #toUri()}.
     *
     * <pre>{@code
     * Iri.parse("http://résumé.example.org/ü").toUri(Uts46.strict());  // http://xn--rsum-bpad.example.org/%C3%BC
     * Iri.parse("https://Bücher.example/").toUri(Uts46.whatwg());      // https://xn--bcher-kva.example/
     * }</pre>
     *
     * <p>Which options: {@link Uts46#whatwg()} converts the host as browsers and the WHATWG URL
     * Standard do (no STD3 rules, no DNS length check); {@link Uts46#strict()} is the closest
     * UTS #46 counterpart of what RFC 3987 §3.1 asks of IDNA2003 ToASCII
     * ({@code UseSTD3ASCIIRules} true, with the hyphen and DNS length checks RFC 3490's ToASCII
     * makes).
     *
     * @param idna the UTS #46 options of ToASCII
     * @return the URI, with the host in ASCII
     * @throws IdnaException if ToASCII records an error for the host
     *     ({@link IdnaException#result()} has them all)
     * @throws NullPointerException if {@code idna} is null
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-3.1">RFC 3987 §3.1</a>
     * @since 0.1
     */
    public Uri toUri(Uts46 idna) {
        Objects.requireNonNull(idna, "idna");
        if (hostKind != HostKind.REG_NAME || hostStart == hostEnd) {
            return toUri();
        }
        String ascii = idna.toAscii(Percent.decode(text, hostStart, hostEnd)).orElseThrow();
        StringBuilder sb = new StringBuilder(text.length() + 16);
        IriConversions.appendEncoded(sb, text, 0, hostStart);
        IriConversions.appendRegName(sb, ascii);
        IriConversions.appendEncoded(sb, text, hostEnd, text.length());
        return (Uri) IriConversions.parseUri(sb.toString(), true);
    }

    /**
     * Resolves a reference against this IRI as the base, by the algorithm of RFC 3986 §5.2 applied
     * to IRIs (RFC 3987 §6.5), with {@link Resolver#rfc3986()}: the result is the same as
     * resolving the URI forms and converting back, without the round trip.
     *
     * <pre>{@code
     * Iri.parse("http://例え.jp/a/b").resolve(IriReference.parse("../ç")); // http://例え.jp/ç
     * }</pre>
     *
     * @param reference the reference
     * @return the target IRI
     * @throws NullPointerException if the reference is null
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-6.5">RFC 3987 §6.5</a>
     */
    public Iri resolve(IriReference reference) {
        return Resolver.rfc3986().resolve(this, reference);
    }

    /**
     * Parses an IRI reference and resolves it against this IRI (see {@link #resolve(IriReference)}).
     *
     * @param reference the reference text (rule {@code IRI-reference})
     * @return the target IRI
     * @throws UriSyntaxException if the reference is not an IRI-reference
     * @throws NullPointerException if the reference is null
     */
    public Iri resolve(String reference) {
        return resolve(IriReference.parse(reference));
    }

    /**
     * This IRI in syntax-based normal form (RFC 3987 §5.3.2); see {@link IriReference#normalize()}.
     *
     * @return the normalized IRI; this one if it is already normalized
     */
    @Override
    public Iri normalize() {
        return Normalizer.syntaxBased().normalize(this);
    }

    /**
     * Compares the exact text, in {@link String#compareTo} order.
     *
     * @param other another IRI
     * @return the text comparison
     * @throws NullPointerException if {@code other} is null
     */
    @Override
    public int compareTo(Iri other) {
        java.util.Objects.requireNonNull(other, "other");
        return text.compareTo(other.text);
    }

    private Object writeReplace() {
        return new IriSerialForm(this);
    }
}
