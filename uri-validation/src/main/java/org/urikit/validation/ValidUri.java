package org.urikit.validation;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.CONSTRUCTOR;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;

import org.urikit.HostKind;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.validation.internal.ValidUriCharSequenceValidator;
import org.urikit.validation.internal.ValidUriIriReferenceValidator;
import org.urikit.validation.internal.ValidUriJavaNetUriValidator;
import org.urikit.validation.internal.ValidUriReferenceValidator;
import org.urikit.validation.internal.ValidUriRfc1738UrlValidator;
import org.urikit.validation.internal.ValidUriRfc1808UrlValidator;
import org.urikit.validation.internal.ValidUriUrlValidator;
import org.urikit.validation.internal.ValidUriWhatwgUrlValidator;

/**
 * The annotated value must be a URI (by default an RFC 3986 {@code URI}: a scheme, an optional
 * fragment) that meets every option set here. Applies to {@link CharSequence} (so
 * {@link String}), {@link java.net.URI}, {@link java.net.URL} and urikit's
 * {@link org.urikit.UriReference}, {@link org.urikit.Uri}, {@link org.urikit.RelativeReference},
 * {@link org.urikit.Rfc1808Url}, {@link org.urikit.Rfc1738Url} and the IRI types {@link org.urikit.IriReference},
 * {@link org.urikit.Iri} and {@link org.urikit.RelativeIriReference}, and {@link org.urikit.WhatwgUrl};
 * also on container elements, as in {@code List<@ValidUri String>}.
 *
 * <pre>{@code
 * record Subscription(
 *     @NotNull @ValidUri(schemes = {"http", "https"}, requireHost = true, allowUserinfo = false) String callback,
 *     List<@ValidUri(publicHostsOnly = true) String> mirrors) {
 * }
 * }</pre>
 *
 * <p>{@code null} is valid: combine with {@code @NotNull}. With {@code form = ANY} or
 * {@code form = RELATIVE}, {@code ""} is valid (it is a relative reference: "this document").
 *
 * <p>Each broken rule becomes its own violation, whose message says what is wrong and where, for
 * example {@code invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)} or
 * {@code scheme "ftp" is not allowed (allowed: http, https)}. A syntax error or a value longer than
 * {@link #maxLength()} is reported alone. The messages never show a password. When
 * {@link #message()} is set to anything but its default, that message is reported instead (one
 * violation, with the parameters of the first broken rule). Messages are in English, German or
 * French, in the language of the locale the validator is asked for; in English a syntax error
 * reads as the core's {@link org.urikit.ParseError#message()}. The message keys, their parameters
 * and the locale rule are listed in {@code docs/MESSAGES.md}; on Apache BVal see
 * {@link ValidUriMessageInterpolator}.
 *
 * <p>Values of {@code java.net.URI} are checked by their {@code toString()}, of {@code java.net.URL}
 * by their {@code toExternalForm()}, of every other {@code CharSequence} and urikit type by their
 * {@code toString()}. A {@link org.urikit.WhatwgUrl} is the WHATWG URL Standard's reading already:
 * its {@code href} is checked as with {@code whatwg = ONLY} whatever {@link #whatwg()} says (the
 * options judge the Standard's reading; {@code grammar} must stay RFC 3986, {@code form} must not be
 * {@code RELATIVE}, {@code normalForm} must stay {@code NONE}, else initialization fails). The validators never throw for any value; invalid attribute values (for
 * example a scheme name that is not a scheme) fail when the constraint is initialized.
 *
 * @since 0.1
 */
@Documented
// The validators are deliberately not exported: providers reach them through the opened package.
@SuppressWarnings("exports")
@Constraint(validatedBy = {ValidUriCharSequenceValidator.class, ValidUriJavaNetUriValidator.class,
        ValidUriUrlValidator.class, ValidUriReferenceValidator.class, ValidUriRfc1808UrlValidator.class,
        ValidUriRfc1738UrlValidator.class, ValidUriIriReferenceValidator.class, ValidUriWhatwgUrlValidator.class})
@Target({METHOD, FIELD, ANNOTATION_TYPE, CONSTRUCTOR, PARAMETER, TYPE_USE})
@Retention(RUNTIME)
@Repeatable(ValidUri.List.class)
public @interface ValidUri {

    /**
     * The message template. Left at its default, each violation gets the specific message of the
     * rule it broke; set to anything else, that message is used for a single violation, and may use
     * the parameters of the first broken rule (for example {@code {scheme}}) besides the attributes.
     *
     * @return the message template
     */
    String message() default "{org.urikit.validation.ValidUri.message}";

    /**
     * The validation groups.
     *
     * @return the groups
     */
    Class<?>[] groups() default {};

    /**
     * The payload.
     *
     * @return the payload
     */
    Class<? extends Payload>[] payload() default {};

    /**
     * The grammar the value must match. RFC 1808 and RFC 1738 are checked by their own grammars;
     * the component options ({@link #schemes()}, {@link #requireHost()}, ...) are then applied to
     * the value read as an RFC 3986 reference (a value that is not one then fails those options
     * with the RFC 3986 syntax error). RFC 1738 has no relative form: {@code form = RELATIVE} with
     * it fails at initialization.
     *
     * <p>{@link Rfc#RFC_3987} accepts IRIs ({@code https://münchen.de/straße}) by the RFC 3987 ABNF,
     * with syntax messages naming its rules ({@code (RFC 3987 ireg-name)}). The component options
     * are checked on the IRI's URI form, {@link org.urikit.Iri#toUri(org.urikit.idna.Uts46)} with
     * {@link org.urikit.idna.Uts46#whatwg()} (a relative IRI reference: {@code toUri()}): a Unicode
     * host is judged by its ToASCII form ({@code publicHostsOnly} included), a host that ToASCII
     * rejects stays percent-encoded and {@code publicHostsOnly} refuses it, and the messages of the
     * scheme rules quote indexes of the URI form. {@link #normalForm()} compares the IRI with its
     * normal form as an IRI ({@link org.urikit.Normalizer#normalize(org.urikit.IriReference)}).
     * On {@link org.urikit.IriReference} values, set {@code grammar = RFC_3987}.
     *
     * @return the grammar; RFC 3986 by default
     */
    Rfc grammar() default Rfc.RFC_3986;

    /**
     * Which references are accepted: {@link ReferenceForm#URI} (a scheme and an optional fragment,
     * the default), {@link ReferenceForm#ABSOLUTE_URI} (no fragment), {@link ReferenceForm#RELATIVE}
     * (no scheme) or {@link ReferenceForm#ANY}.
     *
     * @return the accepted form
     */
    ReferenceForm form() default ReferenceForm.URI;

    /**
     * The schemes a URI may have, compared case-insensitively; empty means any. Each must be a
     * valid scheme name ({@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}). A relative reference
     * (possible with {@code form = ANY}) has no scheme and is not restricted by this option.
     *
     * @return the allowed schemes
     */
    String[] schemes() default {};

    /**
     * Whether the rules of the value's scheme apply, from
     * {@link org.urikit.scheme.SchemeRegistry#standard()}: the built-in rules (http and https need
     * a host, mailto addresses need an {@code '@'}, file has no query, ...) and those of
     * {@link org.urikit.scheme.SchemeRule} providers on the class or module path. A scheme without
     * a rule passes. What a rule only deprecates (userinfo in http) is not rejected: use
     * {@link #allowUserinfo()}.
     *
     * @return false to check the generic syntax only
     */
    boolean schemeRules() default true;

    /**
     * Whether the value must have an authority with a non-empty host ({@code "http://h/"}, not
     * {@code "http:/p"} nor {@code "file:///p"}).
     *
     * @return true to require a host
     */
    boolean requireHost() default false;

    /**
     * Whether a userinfo ({@code "user:password@"}: credentials) is allowed.
     *
     * @return false to reject values with a userinfo, even an empty one ({@code "http://@h/"})
     */
    boolean allowUserinfo() default true;

    /**
     * Whether a query ({@code "?..."}, even empty) is allowed.
     *
     * @return false to reject values with a query
     */
    boolean allowQuery() default true;

    /**
     * Whether a fragment ({@code "#..."}, even empty) is allowed.
     *
     * @return false to reject values with a fragment
     */
    boolean allowFragment() default true;

    /**
     * The forms the host may take; empty means any. Checked only when there is an authority; an
     * empty host ({@code "file:///p"}) counts as {@link HostKind#REG_NAME}.
     *
     * @return the allowed host kinds
     */
    HostKind[] hostKinds() default {};

    /**
     * The ports a value may name explicitly, each 0 to 65535; empty means any. A value without a
     * port, or with an empty port ({@code "http://h:/"}), passes.
     *
     * @return the allowed ports
     */
    int[] ports() default {};

    /**
     * The maximum length in chars (UTF-16 code units).
     *
     * @return the maximum length, at least 0
     */
    int maxLength() default Integer.MAX_VALUE;

    /**
     * Whether the host must not name a local, private or special-purpose destination, for fields
     * such as webhook URLs that a server will call (SSRF). Rejects, with no DNS lookup, in every
     * textual form the grammar allows: loopback, private, link-local, unique-local, unspecified,
     * broadcast, multicast, shared (CGNAT), reserved and documentation addresses; cloud metadata
     * endpoints; IPv4-mapped, IPv4-compatible and NAT64 IPv6 addresses; IPvFuture literals;
     * {@code localhost}, the loopback names of hosts files ({@code localhost4.localdomain4}) and
     * other local names; single-label names; registered names that clients read as IPv4 addresses
     * ({@code 127.1}, {@code 0x7f000001}, {@code 2130706433}); and an encoded character a host
     * name cannot hold ({@code %00}, {@code %2F}). A name is judged as clients read it:
     * percent-decoded as UTF-8 and mapped by UTS #46 with the WHATWG flags, so
     * {@code 127.0.0.1%CD%8F} and full-width digits are loopback while a public international name
     * ({@code b%C3%BCcher.example}) passes; a host that is not UTF-8 or that UTS #46 cannot map is
     * rejected.
     * Values without a host pass; combine with {@link #requireHost()}. The check is
     * {@link org.urikit.net.HostPolicy#publicOnly()}; each
     * {@link org.urikit.net.HostReason} has its message key {@code publicHost.*}.
     *
     * <p>It cannot catch a public name that resolves to a private address, DNS rebinding, or an
     * allowed server that redirects: judge the resolved address and each redirect with the same
     * {@code HostPolicy} when connecting (docs/SECURITY.md shows it wired into
     * {@code java.net.http.HttpClient} and OkHttp).
     *
     * @return true to accept public hosts only
     */
    boolean publicHostsOnly() default false;

    /**
     * Whether the value must already be in a normal form (RFC 3986 §6.2), as urikit's
     * {@link org.urikit.Normalizer} computes it: {@link NormalForm#SYNTAX_BASED} (lower-case scheme
     * and host, upper-case percent-encoding hex digits, no encoded unreserved characters, no
     * dot-segments) or {@link NormalForm#SCHEME_BASED} (also no default or empty port, {@code "/"}
     * for an empty http path). The message shows the normal form (a password masked).
     *
     * @return the required normal form; {@link NormalForm#NONE} by default
     */
    NormalForm normalForm() default NormalForm.NONE;

    /**
     * How browsers and HTTP clients read the value, by the WHATWG URL Standard
     * ({@link org.urikit.WhatwgUrl}):
     * <ul>
     *   <li>{@link Whatwg#OFF} (the default): not considered.</li>
     *   <li>{@link Whatwg#AGREE}: a URI that the grammar accepts must also be read the same way by
     *       the Standard: the Standard must parse it, and name the same scheme, credentials,
     *       host, port and path, compared by meaning as {@link org.urikit.WhatwgDisagreement}
     *       does (so {@code HTTP://Example.COM:80/} agrees with its browser reading
     *       {@code http://example.com/}, but {@code http:evil.com} (no host by RFC 3986, host
     *       {@code evil.com} by the Standard) and {@code https://h/public/%2e%2e/admin} (path
     *       {@code /admin} by the Standard) do not). For a check that a client will act on, such
     *       as an SSRF check: the other options judge what the client will use. A relative
     *       reference ({@code form = ANY} or {@code RELATIVE}) is not compared. Message keys
     *       {@code whatwg.*}; the comparison is described in docs/WHATWG.md.</li>
     *   <li>{@link Whatwg#ONLY}: the value is validated as the Standard alone does: it must be
     *       parsed by {@link org.urikit.WhatwgUrl#parse(String)} (no RFC grammar is applied, so
     *       {@code " https://h/a b"} passes), and the other options judge the Standard's reading,
     *       as an RFC 3986 URI by {@link org.urikit.WhatwgUrl#toUri()} (which names the same
     *       host, port, credentials and path). Needs the default {@link #grammar()}, a
     *       {@link #form()} of {@code URI} or {@code ABSOLUTE_URI}, and no {@link #normalForm()}:
     *       other values fail at initialization.</li>
     * </ul>
     *
     * @return the use of the WHATWG reading; {@link Whatwg#OFF} by default
     */
    Whatwg whatwg() default Whatwg.OFF;

    /**
     * The uses of the WHATWG URL Standard that {@link #whatwg()} can choose.
     *
     * @since 0.1
     */
    enum Whatwg {
        /** The Standard is not considered. */
        OFF,
        /** The grammar and the Standard must both accept the value and read it the same way. */
        AGREE,
        /** Only the Standard judges the syntax; the options apply to its reading. */
        ONLY
    }

    /**
     * The normal forms {@link #normalForm()} can require.
     *
     * @since 0.1
     */
    enum NormalForm {
        /** Any form. */
        NONE,
        /** RFC 3986 §6.2.2: {@link org.urikit.Normalizer#syntaxBased()}. */
        SYNTAX_BASED,
        /** RFC 3986 §6.2.2 and §6.2.3: {@link org.urikit.Normalizer#schemeBased()}. */
        SCHEME_BASED
    }

    /**
     * Several {@code @ValidUri} on the same element.
     *
     * @since 0.1
     */
    @Documented
    @Target({METHOD, FIELD, ANNOTATION_TYPE, CONSTRUCTOR, PARAMETER, TYPE_USE})
    @Retention(RUNTIME)
    @interface List {
        /**
         * The constraints.
         *
         * @return the constraints
         */
        ValidUri[] value();
    }
}
