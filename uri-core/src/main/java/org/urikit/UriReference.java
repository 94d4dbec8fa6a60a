package org.urikit;

import java.net.InetAddress;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An RFC 3986 URI reference: either a {@link Uri} (it has a scheme) or a
 * {@link RelativeReference} (it has none), as in {@code URI-reference = URI / relative-ref}
 * (RFC 3986 §4.1).
 *
 * <pre>{@code
 * UriReference ref = UriReference.parse("//example.com/a?b#c");
 * switch (ref) {   // or: if (ref instanceof Uri uri) ...
 *     case Uri uri -> System.out.println("scheme " + uri.scheme());
 *     case RelativeReference rel -> System.out.println("host " + rel.host().orElseThrow());
 * }
 * Optional<ParseError> error = UriReference.check("http://a b/"); // index 8, UNEXPECTED_CHARACTER
 * }</pre>
 *
 * <h2>Guarantees</h2>
 * <ul>
 *   <li>Exact: the parser accepts exactly the language of the RFC 3986 ABNF (Appendix A): no
 *       trimming, no repairing, no non-ASCII. {@link #toString()} returns the input as it was.</li>
 *   <li>Components are exact substrings of the input, cut when asked for. Absent and empty differ:
 *       {@code "http://h?"} has an empty query, {@code "http://h"} has none.</li>
 *   <li>Values are immutable and thread-safe. {@code equals}, {@code hashCode} and
 *       {@code compareTo} compare the exact text; for equivalence, compare normalized values.</li>
 *   <li>Parsing is one pass, linear in the input length, with no recursion; it throws nothing but
 *       {@link UriSyntaxException} (and {@link NullPointerException} for a null argument).</li>
 * </ul>
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-4.1">RFC 3986 §4.1</a>
 * @since 0.1
 */
public sealed interface UriReference permits Uri, RelativeReference {

    /**
     * Parses a URI reference (rule {@code URI-reference}): a {@link Uri} if the input starts with a
     * scheme and {@code ':'}, else a {@link RelativeReference}.
     *
     * @param input the text
     * @return the parsed reference
     * @throws UriSyntaxException if the input is not a URI-reference
     * @throws NullPointerException if the input is null
     */
    static UriReference parse(String input) {
        Objects.requireNonNull(input, "input");
        return Rfc3986Parser.parseOrThrow(input, Rfc3986Parser.M_REFERENCE);
    }

    /**
     * The same as {@link #parse(String)}: parses a URI-reference, or throws. It exists for conversion by
     * convention: frameworks that turn a {@code String} into a value by looking for a static
     * {@code valueOf(String)} method (JAX-RS {@code @QueryParam} and {@code @PathParam}, Spring's
     * {@code ConversionService}, {@code @Value} and configuration-property binding) find it and
     * bind {@code UriReference} parameters with no code.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not a URI-reference
     * @throws NullPointerException if the input is null
     * @since 0.1
     */
    static UriReference valueOf(String input) {
        return parse(input);
    }

    /**
     * Parses the input as the rule {@code form} selects (see {@link ReferenceForm}), without
     * throwing: the value, or empty if the input does not match. One parse, the same as
     * {@link #parse}, {@link Uri#parse} or {@link RelativeReference#parse}; no exception is created
     * (the {@code Optional} is usually removed by the JIT's escape analysis).
     * For the reason of a rejection, ask {@link Rfc#check(String, ReferenceForm)} of
     * {@link Rfc#RFC_3986} with the same form (the same parser, so the same first error).
     *
     * <pre>{@code
     * Optional<UriReference> ref = UriReference.tryParse(text, ReferenceForm.URI);
     * if (ref.isEmpty()) {
     *     ParseError error = Rfc.RFC_3986.check(text, ReferenceForm.URI).orElseThrow();
     * }
     * }</pre>
     *
     * @param input the text
     * @param form which references to accept: {@link ReferenceForm#URI} and
     *     {@link ReferenceForm#ABSOLUTE_URI} give a {@link Uri}, {@link ReferenceForm#RELATIVE} a
     *     {@link RelativeReference}, {@link ReferenceForm#ANY} either
     * @return the parsed reference, or empty if the input is not valid for the form
     * @throws NullPointerException if an argument is null
     * @since 0.1
     */
    static Optional<UriReference> tryParse(String input, ReferenceForm form) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(form, "form");
        return Optional.ofNullable(Rfc3986Parser.parse(input, Rfc.mode3986(form)));
    }

    /**
     * Checks that the input is a URI reference, without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is a URI-reference
     * @throws NullPointerException if the input is null
     */
    static Optional<ParseError> check(String input) {
        Objects.requireNonNull(input, "input");
        return Optional.ofNullable(Rfc3986Parser.check(input, Rfc3986Parser.M_REFERENCE));
    }

    /**
     * Checks the input against one rule of the RFC 3986 grammar.
     *
     * @param input the text
     * @param rule the rule, for example {@link Rfc3986Rule#IPV6_ADDRESS}
     * @return the first error, or empty if the whole input matches the rule
     * @throws NullPointerException if an argument is null
     */
    static Optional<ParseError> check(String input, Rfc3986Rule rule) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(rule, "rule");
        return rule.check(input);
    }

    /**
     * Re-parses the text of a {@code java.net.URI}. The result has exactly the text of
     * {@link java.net.URI#toString()}; it is rejected where that text is not an RFC 3986 reference,
     * for example when it holds non-ASCII characters (RFC 2396 "other" characters).
     *
     * @param uri a {@code java.net.URI}
     * @return the reference
     * @throws UriSyntaxException if the text is not an RFC 3986 URI-reference
     * @throws NullPointerException if {@code uri} is null
     */
    static UriReference from(java.net.URI uri) {
        Objects.requireNonNull(uri, "uri");
        return parse(uri.toString());
    }

    /**
     * The authority, without the leading {@code "//"}, if the reference has one. It may be empty,
     * as in {@code "file:///etc"}.
     *
     * @return the raw authority, or empty if absent
     */
    Optional<String> authority();

    /**
     * The userinfo, before {@code '@'}, if present.
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
     * The host, if the reference has an authority; an IP-literal keeps its brackets
     * ({@code "[::1]"}). It may be empty, as in {@code "file:///etc"}.
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
     * The form of the host.
     *
     * @return the host kind, or empty if there is no authority
     */
    Optional<HostKind> hostKind();

    /**
     * The address of the host when the host is an address: an {@code IPv4address}
     * ({@code 192.0.2.1}) or an {@code IP-literal} holding an IPv6 address ({@code [2001:db8::1]},
     * {@code [::ffff:192.0.2.1]}), read from the text alone. There is never a DNS lookup, as with
     * Guava's {@code InetAddresses.forUriString}: the result is made by
     * {@link InetAddress#getByAddress(byte[])}, so it has no host name (use
     * {@link InetAddress#getHostAddress()}; {@link InetAddress#getHostName()} would ask DNS), and an
     * IPv4-mapped IPv6 literal gives an {@code Inet4Address}, as {@code InetAddress} does. RFC 3986
     * literals have no zone id, so an {@code Inet6Address} here has no scope.
     *
     * <p>Empty for a registered name, even one that clients read as a number ({@code 127.1},
     * {@code 0x7f000001}: RFC 3986 reads those as names; {@link org.urikit.net.HostPolicy} judges
     * them as clients read them), for an {@code IPvFuture} literal, and when there is no authority.
     *
     * <pre>{@code
     * Uri.parse("http://[::1]:8080/").hostAddress()         // Optional[/0:0:0:0:0:0:0:1]
     * Uri.parse("http://example.com/").hostAddress()        // Optional.empty
     * }</pre>
     *
     * @return the host's address, or empty if the host is not an IPv4address or IPv6 literal
     * @since 0.1
     */
    Optional<InetAddress> hostAddress();

    /**
     * The port's raw text, after the host's {@code ':'}. It may be empty ({@code "http://h:/"}) and
     * may have any number of digits.
     *
     * @return the port text, or empty if there is no port
     */
    Optional<String> port();

    /**
     * The port as a number. Empty when there is no port, when the port text is empty, or when its
     * digits denote a number above 65535 (the largest TCP and UDP port), which RFC 3986 allows
     * syntactically; {@link #port()} still has the text then. Never overflows: leading zeros are
     * skipped and the value is capped while reading.
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
     * The path, percent-decoded as UTF-8 (malformed sequences become U+FFFD). Decoding can turn
     * {@code %2F} into {@code '/'}; use {@link #decodedPathSegments()} to keep segments apart.
     *
     * @return the decoded path
     */
    String decodedPath();

    /**
     * The raw path segments: the path split at {@code '/'}, after one leading {@code '/'} is
     * dropped. {@code ""} has no segments, {@code "/"} one empty segment, {@code "/a/"} the
     * segments {@code "a"} and {@code ""}.
     *
     * @return an unmodifiable list of segments
     */
    List<String> pathSegments();

    /**
     * The path segments of {@link #pathSegments()}, each percent-decoded as UTF-8.
     *
     * @return an unmodifiable list of decoded segments
     */
    List<String> decodedPathSegments();

    /**
     * The query, after {@code '?'}, if present; possibly empty.
     *
     * @return the raw query, or empty if absent
     */
    Optional<String> query();

    /**
     * The query, percent-decoded as UTF-8; {@code '+'} is left as it is (it means a space only in
     * HTML form encoding, not in RFC 3986).
     *
     * @return the decoded query, or empty if absent
     */
    Optional<String> decodedQuery();

    /**
     * The query as decoded {@code name=value} pairs, in order, duplicates kept, {@code '+'} left as
     * it is (a convention on top of RFC 3986; see {@link QueryParameters}).
     *
     * <pre>{@code
     * UriReference.parse("?a=1&b=%C3%BC&a=2").queryParameters().all("a"); // [1, 2]
     * }</pre>
     *
     * @return the parameters; none when there is no query
     * @since 0.1
     */
    default QueryParameters queryParameters() {
        return QueryParameters.of(this);
    }

    /**
     * The fragment, after {@code '#'}, if present; possibly empty.
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
     * Whether the reference has an authority ({@code "//"} follows the scheme or starts the
     * relative reference).
     *
     * @return true if there is an authority
     */
    boolean hasAuthority();

    /**
     * Whether the reference has a non-empty host: the same as
     * {@code host().map(h -> !h.isEmpty()).orElse(false)}, without cutting the host out.
     * {@code "http://h/"} has one; {@code "file:///etc"} (empty host) and {@code "mailto:a@b"}
     * (no authority) have none.
     *
     * @return true if there is an authority and its host is not empty
     * @since 0.1
     */
    boolean hasHost();

    /**
     * This reference in syntax-based normal form (RFC 3986 §6.2.2, {@link Normalizer#syntaxBased()}):
     * scheme and host in lower case, percent-encoding hex digits in upper case, percent-encoded
     * unreserved characters decoded, dot-segments removed. Idempotent. For scheme-based
     * normalization (default ports, empty path as {@code "/"}) use {@link Normalizer#schemeBased()}.
     *
     * <pre>{@code
     * UriReference.parse("HTTP://Example.COM/a/../%7euser").normalize(); // http://example.com/~user
     * }</pre>
     *
     * @return the normalized reference, of the same class; this one if it is already normalized
     * @since 0.1
     */
    UriReference normalize();

    /**
     * Where a component starts in {@link #toString()}: for rule authors ({@link
     * org.urikit.scheme.SchemeRule}), who report violations by index, without cutting strings out
     * or deriving offsets again. The delimiters are not part of a component: {@code ':'} after the
     * scheme, {@code "//"}, {@code '@'}, {@code ':'} before the port, {@code '?'} and {@code '#'}.
     * {@code text.substring(start(c), end(c))} is the raw component ({@link #query()} and so on).
     *
     * <pre>{@code
     * UriReference r = UriReference.parse("http://u@h:80/p?q#f");
     * r.start(Component.HOST);  // 9
     * r.end(Component.HOST);    // 10
     * r.start(Component.QUERY); // 16 (after the '?')
     * r.start(Component.PORT);  // 11
     * UriReference.parse("/p").start(Component.HOST); // -1: no authority
     * }</pre>
     *
     * @param component {@link Component#SCHEME}, {@link Component#AUTHORITY}, {@link Component#USERINFO},
     *     {@link Component#HOST}, {@link Component#PORT}, {@link Component#PATH} (always present,
     *     maybe empty), {@link Component#QUERY} or {@link Component#FRAGMENT}
     * @return the index of the component's first character (its end, when it is empty), or -1
     *     when the component is absent
     * @throws IllegalArgumentException for a component of another grammar ({@code NET_LOC},
     *     {@code PARAMS}, ...)
     * @throws NullPointerException if {@code component} is null
     * @since 0.1
     */
    int start(Component component);

    /**
     * Where a component ends (exclusive) in {@link #toString()}; see {@link #start(Component)}.
     *
     * @param component one of the eight RFC 3986 components
     * @return the index after the component's last character, or -1 when the component is absent
     * @throws IllegalArgumentException for a component of another grammar
     * @throws NullPointerException if {@code component} is null
     * @since 0.1
     */
    int end(Component component);

    /**
     * The text for logs and messages: {@link #toString()} with the password of the userinfo (what
     * follows its first {@code ':'}) replaced by {@code "****"}, whatever its length, and so is what
     * the WHATWG URL Standard reads as a password without {@code "//"} (the path of
     * {@code http:me:pw@h}). The same text as {@link #redact(String)} of {@code toString()}.
     *
     * <pre>{@code
     * UriReference.parse("https://alice:s3cret@example.com/a").redacted(); // https://alice:****@example.com/a
     * }</pre>
     *
     * @return the redacted text; the exact text if there is no password
     * @since 0.1
     */
    String redacted();

    /**
     * Any text, valid or not, with what may be a URL password replaced by {@code "****"}, for logs:
     * the rule every urikit message follows. It joins two readings and masks from the smaller start
     * to the larger end, so it may hide more than the password, never less.
     * <ul>
     * <li>RFC 3986: when the text is an RFC 3986 reference, its userinfo's password (after the first
     * {@code ':'}). Otherwise, when the text after the first {@code "//"} holds an {@code '@'},
     * everything from the first {@code ':'} after the {@code "//"} up to the last {@code '@'}:
     * users paste passwords unencoded, with {@code '?'}, {@code '#'}, {@code '/'}, {@code '@'},
     * {@code '['}, spaces or a bad {@code '%'} in them, which then do not parse.
     * <li>WHATWG URL Standard (browsers, many HTTP clients), which reads credentials in a URL of a
     * special scheme other than {@code file} without {@code "//"}: {@code http:\\me:pw@h},
     * {@code http:me:pw@h}, {@code http:/me:pw@h}, tabs and newlines ignored, and in a reference
     * starting with two slashes or backslashes ({@code \\me:pw@h} against an {@code http} base).
     * Its authority starts after the scheme's {@code ':'} (after leading spaces and controls) and
     * any run of {@code '/'} and {@code '\'}; the password runs from the first {@code ':'} there
     * up to the last {@code '@'} before the first {@code '/'}, {@code '?'} or {@code '#'} when
     * the text is an RFC 3986 reference ({@code https://example.com/p?e=a:b@c} is not masked),
     * and up to the last {@code '@'} of the text otherwise.
     * </ul>
     * Other text ({@code mailto:a:b@c}, {@code urn:x:y@z}, {@code file:\\a:b@c}, which has no
     * credentials in either reading) is returned as it is.
     *
     * <pre>{@code
     * UriReference.redact("http://alice:pa?ss#w/rd@host/x"); // http://alice:****@host/x (does not parse)
     * UriReference.redact("see http://bob:hunter2@h/ now");  // see http://bob:****@h/ now
     * UriReference.redact("http:\\\\bob:hunter2@h/");        // http:\\bob:****@h/ (not RFC 3986, no "//")
     * }</pre>
     *
     * @param text any text
     * @return the text with the password replaced; the same text if none is found
     * @throws NullPointerException if {@code text} is null
     * @since 0.1
     */
    static String redact(String text) {
        Objects.requireNonNull(text, "text");
        return Texts.redact(text);
    }

    /**
     * Where the character at {@code index} of {@code text} is in {@link #redact(String)
     * redact(text)}, for a caret under it: the same index before the password, the first
     * {@code '*'} of the mask inside it, and moved by the difference in length between the
     * password and {@code "****"} after it.
     *
     * <pre>{@code
     * UriReference.redactedIndex("http://me:s3cret@h/x", 18); // 16: the '/' after the host
     * }</pre>
     *
     * @param text any text
     * @param index an index in {@code text}, from 0 to {@code text.length()}
     * @return the index in {@code redact(text)}
     * @throws NullPointerException if {@code text} is null
     * @throws IndexOutOfBoundsException if {@code index} is outside 0 to {@code text.length()}
     * @since 0.1
     */
    static int redactedIndex(String text, int index) {
        Objects.requireNonNull(text, "text");
        Objects.checkIndex(index, text.length() + 1);
        return Texts.maskedIndex(index, Texts.passwordRange(text));
    }

    /**
     * The IRI reference this URI reference converts to (RFC 3987 §3.2): percent-encoded UTF-8 of
     * allowed non-ASCII characters decoded, everything else as written; see {@link Uri#toIri()}.
     * Every URI reference is an IRI reference: {@code IriReference.parse(ref.toString())} gives
     * the same components without decoding anything.
     *
     * <pre>{@code
     * UriReference.parse("/D%C3%BCrst?%2F").toIri(); // /Dürst?%2F
     * }</pre>
     *
     * @return an {@link Iri} for a {@link Uri}, a {@link RelativeIriReference} for a
     *     {@link RelativeReference}
     * @since 0.1
     */
    IriReference toIri();

    /**
     * This reference without its fragment; the same value if it has none.
     *
     * @return a reference without fragment
     */
    UriReference withoutFragment();

    /**
     * The exact text that was parsed.
     *
     * @return the input
     */
    @Override
    String toString();
}
