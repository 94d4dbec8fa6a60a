package org.urikit;

import java.net.InetAddress;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An RFC 3987 IRI reference: either an {@link Iri} (it has a scheme) or a
 * {@link RelativeIriReference} (it has none), as in {@code IRI-reference = IRI / irelative-ref}
 * (RFC 3987 §2.2). An IRI is a URI whose unreserved characters also include the non-ASCII
 * {@code ucschar}s ({@code https://münchen.de/straße}), and whose query may also hold private-use
 * characters ({@code iprivate}); every URI reference is an IRI reference with the same components.
 *
 * <pre>{@code
 * IriReference ref = IriReference.parse("https://例え.jp/パス?q=値#frag");
 * switch (ref) {
 *     case Iri iri -> iri.host();                       // Optional[例え.jp]
 *     case RelativeIriReference rel -> rel.path();
 * }
 * ref.toUri();  // https://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9?q=%E5%80%A4#frag (RFC 3987 §3.1)
 * UriReference.parse("/D%C3%BCrst").toIri();           // /Dürst (RFC 3987 §3.2)
 * IriReference.check("http://a\uE000/");               // iprivate outside iquery: index 8
 * }</pre>
 *
 * <h2>Guarantees</h2>
 * <ul>
 *   <li>Exact: the parser accepts exactly the language of the RFC 3987 §2.2 ABNF, on code points:
 *       a supplementary character is one {@code ucschar}, an unpaired surrogate is an error at its
 *       index. No trimming, no repairing, no normalization. {@link #toString()} returns the
 *       input as it was.</li>
 *   <li>The grammar admits the bidirectional formatting characters (U+200E, U+200F, U+202A to
 *       U+202E), which are {@code ucschar}s although RFC 3987 §4.1 says IRIs MUST NOT contain
 *       them; {@link UriReference#toIri()} never produces them.</li>
 *   <li>Components are exact substrings of the input, cut when asked for; absent and empty differ,
 *       as for {@link UriReference}. Indexes ({@link ParseError#index()}) count chars (UTF-16
 *       code units) of the input.</li>
 *   <li>Values are immutable and thread-safe. {@code equals}, {@code hashCode} and
 *       {@code compareTo} compare the exact text; an {@code Iri} never equals a {@code Uri}.</li>
 *   <li>Parsing is one pass, linear in the input length, with no recursion; it throws nothing but
 *       {@link UriSyntaxException} (and {@link NullPointerException} for a null argument). Errors
 *       name {@link Rfc#RFC_3987} and an {@link Rfc3987Rule}.</li>
 * </ul>
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-2.2">RFC 3987 §2.2</a>
 * @since 0.1
 */
public sealed interface IriReference permits Iri, RelativeIriReference {

    /**
     * Parses an IRI reference (rule {@code IRI-reference}): an {@link Iri} if the input starts with
     * a scheme and {@code ':'}, else a {@link RelativeIriReference}.
     *
     * @param input the text
     * @return the parsed reference
     * @throws UriSyntaxException if the input is not an IRI-reference
     * @throws NullPointerException if the input is null
     */
    static IriReference parse(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3987Parser.parseOrThrow(input, Rfc3987Parser.M_REFERENCE);
    }

    /**
     * The same as {@link #parse(String)}, for frameworks that convert text to a value through a
     * static {@code valueOf(String)} method.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not an IRI-reference
     * @throws NullPointerException if the input is null
     */
    static IriReference valueOf(String input) {
        return parse(input);
    }

    /**
     * Parses the input as the rule {@code form} selects ({@link ReferenceForm#ANY}:
     * {@code IRI-reference}, {@link ReferenceForm#URI}: {@code IRI}, {@link ReferenceForm#ABSOLUTE_URI}:
     * {@code absolute-IRI}, {@link ReferenceForm#RELATIVE}: {@code irelative-ref}), without
     * throwing. For the reason of a rejection, ask {@code Rfc.RFC_3987.check(input, form)}.
     *
     * @param input the text
     * @param form which references to accept
     * @return the parsed reference, or empty if the input is not valid for the form
     * @throws NullPointerException if an argument is null
     */
    static Optional<IriReference> tryParse(String input, ReferenceForm form) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3987Parser.parse(input, Rfc.mode3986(Objects.requireNonNull(form, "form"))));
    }

    /**
     * Checks that the input is an IRI reference, without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is an IRI-reference
     * @throws NullPointerException if the input is null
     */
    static Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3987Parser.check(input, Rfc3987Parser.M_REFERENCE));
    }

    /**
     * Checks the input against one rule of the RFC 3987 grammar.
     *
     * @param input the text
     * @param rule the rule, for example {@link Rfc3987Rule#IREG_NAME}
     * @return the first error, or empty if the whole input matches the rule
     * @throws NullPointerException if an argument is null
     */
    static Optional<ParseError> check(String input, Rfc3987Rule rule) {
        return Objects.requireNonNull(rule, "rule").check(input);
    }

    /**
     * The URI reference this IRI reference maps to (RFC 3987 §3.1): every non-ASCII character is
     * written as UTF-8 and percent-encoded with upper-case hex digits; everything else, existing
     * percent-encodings included, stays as it is. The host is percent-encoded like the rest
     * ({@code http://r%C3%A9sum%C3%A9.example.org}); for the ToASCII form
     * ({@code http://xn--rsum-bpad.example.org}) use {@link Iri#toUri(org.urikit.idna.Uts46)}.
     * The identity on IRIs that are URIs; idempotent.
     *
     * @return the URI reference: a {@link Uri} for an {@link Iri}, a {@link RelativeReference}
     *     for a {@link RelativeIriReference}
     * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-3.1">RFC 3987 §3.1</a>
     */
    UriReference toUri();

    /**
     * This reference in syntax-based normal form (RFC 3987 §5.3.2, {@link Normalizer#syntaxBased()}):
     * scheme and ASCII host in lower case, percent-encoding hex digits in upper case,
     * percent-encoded unreserved ASCII characters decoded, dot-segments removed. Characters are not
     * NFC-normalized (RFC 3987 §5.3.2.2: IRIs are compared as created); ask
     * {@link Normalizer.Step#NFC} for that.
     *
     * @return the normalized reference, of the same class; this one if it is already normalized
     */
    IriReference normalize();

    /**
     * This reference without its fragment; the same value if it has none.
     *
     * @return a reference without fragment
     */
    IriReference withoutFragment();

    /**
     * The authority, without the leading {@code "//"}, if the reference has one; possibly empty.
     *
     * @return the raw authority, or empty if absent
     */
    Optional<String> authority();

    /**
     * The text for logs and messages: {@link #toString()} with the password of the iuserinfo (what
     * follows its first {@code ':'}) replaced by {@code "****"}, whatever its length, and what the
     * WHATWG URL Standard reads as one ({@code http:me:pw@h}), as {@link UriReference#redacted()}
     * does.
     *
     * <pre>{@code
     * IriReference.parse("https://jörg:geheim@example.com/straße").redacted(); // https://jörg:****@example.com/straße
     * }</pre>
     *
     * @return the redacted text; the exact text if there is no password
     * @since 0.1
     */
    String redacted();

    /**
     * The iuserinfo, before {@code '@'}, if present.
     *
     * @return the raw userinfo, or empty if absent
     */
    Optional<String> userinfo();

    /**
     * The userinfo, percent-decoded as UTF-8 (malformed sequences become U+FFFD).
     *
     * @return the decoded userinfo, or empty if absent
     */
    Optional<String> decodedUserinfo();

    /**
     * The host, if the reference has an authority; an IP-literal keeps its brackets; possibly
     * empty. Non-ASCII characters are as written (no IDNA processing).
     *
     * @return the raw host, or empty if there is no authority
     */
    Optional<String> host();

    /**
     * The host, percent-decoded as UTF-8 (malformed sequences become U+FFFD); IP-literals are
     * returned as they are.
     *
     * @return the decoded host, or empty if there is no authority
     */
    Optional<String> decodedHost();

    /**
     * The form of the host: {@link HostKind#REG_NAME} for an {@code ireg-name}.
     *
     * @return the host kind, or empty if there is no authority
     */
    Optional<HostKind> hostKind();

    /**
     * The address of an {@code IPv4address} or IPv6 {@code IP-literal} host, read from the text
     * alone, as {@link UriReference#hostAddress()}.
     *
     * @return the host's address, or empty
     */
    Optional<InetAddress> hostAddress();

    /**
     * The port's raw text, after the host's {@code ':'}; possibly empty.
     *
     * @return the port text, or empty if there is no port
     */
    Optional<String> port();

    /**
     * The port as a number, as {@link UriReference#portNumber()}.
     *
     * @return the port number 0 to 65535, or empty
     */
    OptionalInt portNumber();

    /**
     * The path; always present, possibly empty.
     *
     * @return the raw path
     */
    String path();

    /**
     * The path, percent-decoded as UTF-8 (malformed sequences become U+FFFD).
     *
     * @return the decoded path
     */
    String decodedPath();

    /**
     * The raw path segments, as {@link UriReference#pathSegments()}.
     *
     * @return an unmodifiable list of segments
     */
    List<String> pathSegments();

    /**
     * The path segments, each percent-decoded as UTF-8.
     *
     * @return an unmodifiable list of decoded segments
     */
    List<String> decodedPathSegments();

    /**
     * The iquery, after {@code '?'}, if present; possibly empty.
     *
     * @return the raw query, or empty if absent
     */
    Optional<String> query();

    /**
     * The query, percent-decoded as UTF-8; {@code '+'} is left as it is.
     *
     * @return the decoded query, or empty if absent
     */
    Optional<String> decodedQuery();

    /**
     * The query as decoded {@code name=value} pairs, in order, duplicates kept, {@code '+'} left as
     * it is, as {@link UriReference#queryParameters()} (see {@link QueryParameters}).
     *
     * <pre>{@code
     * IriReference.parse("?a=ü&b=%C3%BC&a=2").queryParameters().all("a"); // [ü, 2]
     * }</pre>
     *
     * @return the parameters; none when there is no query
     */
    default QueryParameters queryParameters() {
        return QueryParameters.parse(query().orElse(""));
    }

    /**
     * The ifragment, after {@code '#'}, if present; possibly empty.
     *
     * @return the raw fragment, or empty if absent
     */
    Optional<String> fragment();

    /**
     * The fragment, percent-decoded as UTF-8.
     *
     * @return the decoded fragment, or empty if absent
     */
    Optional<String> decodedFragment();

    /**
     * Whether the reference has an authority.
     *
     * @return true if there is an authority
     */
    boolean hasAuthority();

    /**
     * Whether the reference has a non-empty host.
     *
     * @return true if there is an authority and its host is not empty
     */
    boolean hasHost();

    /**
     * The exact text that was parsed.
     *
     * @return the input
     */
    @Override
    String toString();
}
