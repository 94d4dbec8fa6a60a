package org.urikit;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A URL as the WHATWG URL Standard reads it: the way browsers, OkHttp, Spring's {@code WHAT_WG}
 * parser and most HTTP clients read text. Use it where the reading must be the client's (an SSRF
 * check, a redirect target, a link a browser will follow) or to accept browser-style input
 * ({@code https://example.com/a b}, {@code HTTP://Example.COM\path}) and repair it with
 * {@link #toUri()}.
 *
 * <pre>{@code
 * WhatwgUrl url = WhatwgUrl.parse("HTTP://Example.COM:80/a/../b c?q=1#f");
 * url.href();      // "http://example.com/b%20c?q=1#f"
 * url.hostname();  // "example.com"
 * url.port();      // "" (the default port is dropped)
 * Uri uri = WhatwgUrl.parse("https://h/a|b{c}").toUri();   // https://h/a%7Cb%7Bc%7D
 * }</pre>
 *
 * <p>The parser is the Standard's basic URL parser, written from its text: leading and trailing
 * C0 control or space stripped, ASCII tab and newline removed, special schemes and their default
 * ports, '\' as '/' in special URLs, credentials, the host parser (domain to ASCII by UTS #46 with
 * the Standard's flags, see {@link org.urikit.idna.Uts46#whatwg()}; the IPv4 parser with its
 * decimal, octal, hexadecimal and short forms; the IPv6 parser and compressed serializer; opaque
 * hosts), dot segments including {@code %2e} forms, Windows drive letters in {@code file:} URLs,
 * opaque paths, the percent-encode sets of each component, and the URL serializer. The encoding
 * is always UTF-8 (the legacy encoding argument is HTML's). Blob URL entries are not resolved.
 *
 * <p>Getters are those of the Standard's {@code URL} API, with its names and exact strings:
 * {@link #href()}, {@link #protocol()}, {@link #username()}, {@link #password()}, {@link #host()},
 * {@link #hostname()}, {@link #port()}, {@link #pathname()}, {@link #search()}, {@link #hash()},
 * {@link #origin()}. The API setters are {@code with...} methods that return a new value, with the
 * Standard's state overrides (a setter the Standard ignores returns an equal value).
 *
 * <p>Input: the Standard works on scalar values; a lone surrogate in the input is read as U+FFFD
 * (as a JavaScript {@code USVString} conversion does). Parsing is one pass, linear in the input,
 * without recursion. For any string it returns a value or throws {@link WhatwgUrlException}.
 *
 * <p>Immutable and thread-safe. {@code equals} compares {@link #href()} (the Standard's URL
 * equivalence without excluding fragments); {@link #toString()} is {@link #href()}.
 *
 * <p>Serializable: the serialized form is the {@link #href()} alone, parsed again when read (an
 * href is always in the Standard's serialized form, so the value read back is equal to the one
 * written). The {@linkplain #validationErrors() validation errors} belong to the text first parsed
 * and are not carried: the value read back has those of its href.
 *
 * @see <a href="https://url.spec.whatwg.org/">WHATWG URL Standard</a>
 * @since 0.1
 */
public final class WhatwgUrl implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String href;
    private final int schemeEnd;
    private final int usernameStart;
    private final int usernameEnd;
    private final int passwordStart;
    private final int passwordEnd;
    /** -1 when the host is null. */
    private final int hostStart;
    private final int hostEnd;
    private final byte hostType;
    /** -1 = null. */
    private final int port;
    private final int pathStart;
    private final int pathEnd;
    /** Index of '?' or -1. */
    private final int queryStart;
    /** Index of '#' or -1. */
    private final int fragmentStart;
    private final boolean opaquePath;
    private final transient List<WhatwgValidationError> validationErrors;

    private WhatwgUrl(WhatwgParser.Record r, @Nullable String input, List<WhatwgValidationError> errors) {
        StringBuilder sb = new StringBuilder(r.scheme.length() + r.path.length() + 32);
        sb.append(r.scheme).append(':');
        schemeEnd = r.scheme.length();
        int us = -1;
        int ue = -1;
        int ps = -1;
        int pe = -1;
        if (r.host != null) {
            sb.append("//");
            us = sb.length();
            sb.append(r.username);
            ue = sb.length();
            ps = ue;
            pe = ue;
            if (r.includesCredentials()) {
                if (r.password.length() > 0) {
                    sb.append(':');
                    ps = sb.length();
                    sb.append(r.password);
                    pe = sb.length();
                }
                sb.append('@');
            }
            hostStart = sb.length();
            sb.append(r.host);
            hostEnd = sb.length();
            if (r.port >= 0) {
                sb.append(':').append(r.port);
            }
        } else {
            hostStart = -1;
            hostEnd = -1;
            if (!r.opaque && r.path.length() > 1 && r.path.charAt(0) == '/' && r.path.charAt(1) == '/') {
                sb.append("/.");
            }
        }
        usernameStart = us;
        usernameEnd = ue;
        passwordStart = ps;
        passwordEnd = pe;
        hostType = r.host == null ? 0 : r.hostType;
        port = r.port;
        pathStart = sb.length();
        sb.append(r.path);
        pathEnd = sb.length();
        if (r.query != null) {
            queryStart = sb.length();
            sb.append('?').append(r.query);
        } else {
            queryStart = -1;
        }
        if (r.fragment != null) {
            fragmentStart = sb.length();
            sb.append('#').append(r.fragment);
        } else {
            fragmentStart = -1;
        }
        opaquePath = r.opaque;
        // the serialized form of an already-serialized input is that input: no copy
        href = input != null && input.contentEquals(sb) ? input : sb.toString();
        validationErrors = errors;
    }

    /** The fast path's value: an http(s)/ws(s)/ftp URL in serialized form, no credentials, a domain or IPv4 host. */
    private WhatwgUrl(String href, int schemeEnd, int hostEnd, byte hostType, int port, int pathEnd, int queryStart,
            int fragmentStart) {
        this.href = href;
        this.schemeEnd = schemeEnd;
        int hs = schemeEnd + 3;
        usernameStart = hs;
        usernameEnd = hs;
        passwordStart = hs;
        passwordEnd = hs;
        hostStart = hs;
        this.hostEnd = hostEnd;
        this.hostType = hostType;
        this.port = port;
        pathStart = port < 0 ? hostEnd : hostEnd + 1 + digits(port);
        this.pathEnd = pathEnd;
        this.queryStart = queryStart;
        this.fragmentStart = fragmentStart;
        opaquePath = false;
        validationErrors = List.of();
    }

    // ---- parsing ----

    /**
     * Parses {@code input} with no base (the Standard's {@code new URL(input)}).
     *
     * @param input the text
     * @return the URL
     * @throws WhatwgUrlException if the basic URL parser returns failure (for example a relative
     *     reference without a base, or an invalid host)
     * @throws NullPointerException if {@code input} is null
     */
    public static WhatwgUrl parse(String input) {
        return doParse(Objects.requireNonNull(input, "input"), null);
    }

    /**
     * The same as {@link #parse(String)}, under the name frameworks look for: binding by convention
     * finds a {@code static valueOf(String)} method (JAX-RS {@code @QueryParam} and
     * {@code @PathParam}, Spring's {@code ConversionService}, {@code @Value} and
     * configuration-property binding), so {@code WhatwgUrl} parameters are bound with no code.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws WhatwgUrlException if the basic URL parser returns failure
     * @throws NullPointerException if {@code input} is null
     * @since 0.1
     */
    public static WhatwgUrl valueOf(String input) {
        return parse(input);
    }

    /**
     * Parses {@code input} against {@code base} (the Standard's {@code new URL(input, base)}).
     *
     * @param input the text
     * @param base the base URL
     * @return the URL
     * @throws WhatwgUrlException if the basic URL parser returns failure
     * @throws NullPointerException if an argument is null
     */
    public static WhatwgUrl parse(String input, WhatwgUrl base) {
        return doParse(Objects.requireNonNull(input, "input"), Objects.requireNonNull(base, "base"));
    }

    private static WhatwgUrl doParse(String input, @Nullable WhatwgUrl base) {
        WhatwgUrl fast = base == null ? WhatwgFastPath.parse(input) : null;
        if (fast != null) {
            return fast;
        }
        WhatwgParser parser = new WhatwgParser();
        WhatwgParser.Record r = new WhatwgParser.Record();
        if (!parser.parse(input, base == null ? null : base.record(), r, 0)) {
            throw new WhatwgUrlException(failure(parser));
        }
        return new WhatwgUrl(r, input, errors(parser));
    }

    /**
     * Parses {@code input} against the base text {@code base} (the Standard's API URL parser:
     * the base is parsed first, and its failure is a failure).
     *
     * @param input the text
     * @param base the base URL's text
     * @return the URL
     * @throws WhatwgUrlException if the base or the input fails to parse (for the base, the index
     *     is in the base's text)
     * @throws NullPointerException if an argument is null
     */
    public static WhatwgUrl parse(String input, String base) {
        Objects.requireNonNull(input, "input");
        return parse(input, parse(Objects.requireNonNull(base, "base")));
    }

    /**
     * Parses {@code input}, never throwing for bad input (the Standard's {@code URL.parse}).
     *
     * @param input the text
     * @return the URL, or empty if the parser returns failure
     * @throws NullPointerException if {@code input} is null
     */
    public static Optional<WhatwgUrl> tryParse(String input) {
        return doTryParse(Objects.requireNonNull(input, "input"), null);
    }

    /**
     * Parses {@code input} against {@code base}, never throwing for bad input.
     *
     * @param input the text
     * @param base the base URL
     * @return the URL, or empty if the parser returns failure
     * @throws NullPointerException if an argument is null
     */
    public static Optional<WhatwgUrl> tryParse(String input, WhatwgUrl base) {
        return doTryParse(Objects.requireNonNull(input, "input"), Objects.requireNonNull(base, "base"));
    }

    private static Optional<WhatwgUrl> doTryParse(String input, @Nullable WhatwgUrl base) {
        WhatwgUrl fast = base == null ? WhatwgFastPath.parse(input) : null;
        if (fast != null) {
            return Optional.of(fast);
        }
        WhatwgParser parser = new WhatwgParser();
        WhatwgParser.Record r = new WhatwgParser.Record();
        if (!parser.parse(input, base == null ? null : base.record(), r, 0)) {
            return Optional.empty();
        }
        return Optional.of(new WhatwgUrl(r, input, errors(parser)));
    }

    /**
     * Why {@code input} fails to parse, without building a value.
     *
     * @param input the text
     * @return the validation error that made the parser return failure (its type, index and
     *     component), or empty if it parses
     * @throws NullPointerException if {@code input} is null
     */
    public static Optional<WhatwgValidationError> check(String input) {
        Objects.requireNonNull(input, "input");
        WhatwgParser parser = new WhatwgParser();
        if (parser.parse(input, null, new WhatwgParser.Record(), 0)) {
            return Optional.empty();
        }
        return Optional.of(failure(parser));
    }

    private static WhatwgValidationError failure(WhatwgParser parser) {
        return new WhatwgValidationError(Objects.requireNonNull(parser.failureType), parser.failureIndex,
                parser.failureComponent);
    }

    private static List<WhatwgValidationError> errors(WhatwgParser parser) {
        return parser.errors();
    }

    /** The full parser only, never the fast path (for tests that compare the two). */
    static Optional<WhatwgUrl> parseSlowly(String input) {
        WhatwgParser parser = new WhatwgParser();
        WhatwgParser.Record r = new WhatwgParser.Record();
        if (!parser.parse(input, null, r, 0)) {
            return Optional.empty();
        }
        return Optional.of(new WhatwgUrl(r, input, errors(parser)));
    }

    /** For {@link WhatwgFastPath}. */
    static WhatwgUrl serialized(String href, int schemeEnd, int hostEnd, byte hostType, int port, int pathEnd,
            int queryStart, int fragmentStart) {
        return new WhatwgUrl(href, schemeEnd, hostEnd, hostType, port, pathEnd, queryStart, fragmentStart);
    }

    /** This value as a mutable URL record (for a base or a setter). */
    WhatwgParser.Record record() {
        WhatwgParser.Record r = new WhatwgParser.Record();
        r.setScheme(href.substring(0, schemeEnd));
        if (hostStart >= 0) {
            r.username.append(href, usernameStart, usernameEnd);
            r.password.append(href, passwordStart, passwordEnd);
            r.host = href.substring(hostStart, hostEnd);
            r.hostType = hostType;
        }
        r.port = port;
        r.path.append(href, pathStart, pathEnd);
        r.opaque = opaquePath;
        if (queryStart >= 0) {
            r.query = new StringBuilder().append(href, queryStart + 1, fragmentStart >= 0 ? fragmentStart : href.length());
        }
        if (fragmentStart >= 0) {
            r.fragment = new StringBuilder().append(href, fragmentStart + 1, href.length());
        }
        return r;
    }

    // ---- getters (the Standard's URL API) ----

    /**
     * The serialization of this URL (the Standard's {@code href}). When the parsed input was
     * already in serialized form, this is that very String.
     *
     * @return the href
     */
    public String href() {
        return href;
    }

    /**
     * The scheme followed by ':' (the Standard's {@code protocol}), e.g. {@code "https:"}.
     *
     * @return the protocol
     */
    public String protocol() {
        return href.substring(0, schemeEnd + 1);
    }

    /**
     * The scheme alone, lower-case, e.g. {@code "https"}.
     *
     * @return the scheme
     */
    public String scheme() {
        return href.substring(0, schemeEnd);
    }

    /**
     * The percent-encoded username, or "" (the Standard's {@code username}).
     *
     * @return the username
     */
    public String username() {
        return hostStart < 0 ? "" : href.substring(usernameStart, usernameEnd);
    }

    /**
     * The percent-encoded password, or "" (the Standard's {@code password}).
     *
     * @return the password
     */
    public String password() {
        return hostStart < 0 ? "" : href.substring(passwordStart, passwordEnd);
    }

    /**
     * The serialized host and, if there is one, ':' and the port; "" when the host is null (the
     * Standard's {@code host}).
     *
     * @return the host
     */
    public String host() {
        if (hostStart < 0) {
            return "";
        }
        return port < 0 ? href.substring(hostStart, hostEnd) : href.substring(hostStart, hostEnd + 1 + digits(port));
    }

    private static int digits(int port) {
        return port < 10 ? 1 : port < 100 ? 2 : port < 1000 ? 3 : port < 10000 ? 4 : 5;
    }

    /**
     * The serialized host, "" when the host is null (the Standard's {@code hostname}). An IPv6
     * address is in brackets, compressed; an IPv4 address in dotted decimal; a domain in ASCII.
     *
     * @return the hostname
     */
    public String hostname() {
        return hostStart < 0 ? "" : href.substring(hostStart, hostEnd);
    }

    /**
     * Whether this URL has a host (the Standard's host is non-null; it may be the empty host).
     *
     * @return true if there is a host
     */
    public boolean hasHost() {
        return hostStart >= 0;
    }

    /**
     * The port as a decimal string, "" when the port is null (the Standard's {@code port}); a
     * special scheme's default port is always null.
     *
     * @return the port
     */
    public String port() {
        return port < 0 ? "" : Integer.toString(port);
    }

    /**
     * The port number, or -1 when the port is null.
     *
     * @return the port or -1
     */
    public int portNumber() {
        return port;
    }

    /**
     * The serialized path (the Standard's {@code pathname}): the opaque path itself, or each
     * segment after a '/'.
     *
     * @return the pathname
     */
    public String pathname() {
        return href.substring(pathStart, pathEnd);
    }

    /**
     * Whether the path is opaque (a URL such as {@code mailto:x} or {@code data:,x}).
     *
     * @return true for an opaque path
     */
    public boolean hasOpaquePath() {
        return opaquePath;
    }

    /**
     * '?' and the query, or "" when the query is null or empty (the Standard's {@code search}).
     *
     * @return the search
     */
    public String search() {
        if (queryStart < 0) {
            return "";
        }
        int end = fragmentStart >= 0 ? fragmentStart : href.length();
        return end - queryStart == 1 ? "" : href.substring(queryStart, end);
    }

    /**
     * The query without '?', or empty when it is null (an empty query is present and "").
     *
     * @return the query
     */
    public Optional<String> query() {
        return queryStart < 0 ? Optional.empty()
                : Optional.of(href.substring(queryStart + 1, fragmentStart >= 0 ? fragmentStart : href.length()));
    }

    /**
     * '#' and the fragment, or "" when the fragment is null or empty (the Standard's {@code hash}).
     *
     * @return the hash
     */
    public String hash() {
        return fragmentStart < 0 || fragmentStart == href.length() - 1 ? "" : href.substring(fragmentStart);
    }

    /**
     * The fragment without '#', or empty when it is null.
     *
     * @return the fragment
     */
    public Optional<String> fragment() {
        return fragmentStart < 0 ? Optional.empty() : Optional.of(href.substring(fragmentStart + 1));
    }

    /**
     * The serialization of this URL's origin (the Standard's {@code origin}): {@code
     * scheme://host[:port]} for http, https, ws, wss and ftp; for {@code blob:} the origin of the
     * URL its path parses to when that is http or https; otherwise {@code "null"} (an opaque
     * origin, as for {@code file:}).
     *
     * @return the origin
     */
    public String origin() {
        String scheme = scheme();
        switch (scheme) {
            case "http":
            case "https":
            case "ws":
            case "wss":
            case "ftp":
                return href.substring(0, schemeEnd + 3) + host();
            case "blob":
                Optional<WhatwgUrl> inner = tryParse(pathname());
                if (inner.isPresent() && (inner.get().scheme().equals("http") || inner.get().scheme().equals("https"))) {
                    return inner.get().origin();
                }
                return "null";
            default:
                return "null";
        }
    }

    /**
     * The Standard's validation errors found while parsing (non-fatal; browsers ignore them), in
     * the order found. An empty list means the input was a valid URL string as far as the parser
     * checks it. Setters return values with no recorded errors.
     *
     * @return the errors, unmodifiable
     */
    public List<WhatwgValidationError> validationErrors() {
        return validationErrors;
    }

    // ---- setters (the Standard's URL API setters, returning new values) ----

    private WhatwgUrl apply(String value, int stateOverride, WhatwgParser.Record r) {
        new WhatwgParser().parse(value, null, r, stateOverride);
        WhatwgUrl next = new WhatwgUrl(r, null, List.of());
        return next.href.equals(href) ? this : next;
    }

    /**
     * The Standard's {@code href} setter: parses {@code value} alone.
     *
     * @param value the new href
     * @return the parsed value
     * @throws WhatwgUrlException if {@code value} fails to parse (the Standard throws a TypeError)
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withHref(String value) {
        return parse(value);
    }

    /**
     * The Standard's {@code protocol} setter: {@code value + ":"} through the scheme start state
     * override. Switching between a special and a non-special scheme, or to {@code file} with
     * credentials or a port, is ignored.
     *
     * @param value the new scheme, with or without a trailing ':' (text after it is ignored)
     * @return the new value, or this one if the setter changes nothing
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withProtocol(String value) {
        Objects.requireNonNull(value, "value");
        return apply(value + ":", WhatwgParser.SCHEME_START, record());
    }

    /**
     * The Standard's {@code username} setter: percent-encoded with the userinfo set; ignored when
     * the URL cannot have a username (no host, empty host, or {@code file}).
     *
     * @param value the new username
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withUsername(String value) {
        Objects.requireNonNull(value, "value");
        WhatwgParser.Record r = record();
        if (r.cannotHaveUsernamePasswordPort()) {
            return this;
        }
        r.username.setLength(0);
        WhatwgParser.encode(r.username, value, WhatwgParser.USERINFO_SET);
        return new WhatwgUrl(r, null, List.of());
    }

    /**
     * The Standard's {@code password} setter: percent-encoded with the userinfo set; ignored when
     * the URL cannot have a password.
     *
     * @param value the new password
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withPassword(String value) {
        Objects.requireNonNull(value, "value");
        WhatwgParser.Record r = record();
        if (r.cannotHaveUsernamePasswordPort()) {
            return this;
        }
        r.password.setLength(0);
        WhatwgParser.encode(r.password, value, WhatwgParser.USERINFO_SET);
        return new WhatwgUrl(r, null, List.of());
    }

    /**
     * The Standard's {@code host} setter (host state override): a host and optionally ':' and a
     * port; ignored for an opaque path or an invalid host. A value without a port keeps the port.
     *
     * @param value the new host
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withHost(String value) {
        Objects.requireNonNull(value, "value");
        if (opaquePath) {
            return this;
        }
        return apply(value, WhatwgParser.HOST, record());
    }

    /**
     * The Standard's {@code hostname} setter (hostname state override); ignored for an opaque path,
     * an invalid host or a value with a port.
     *
     * @param value the new hostname
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withHostname(String value) {
        Objects.requireNonNull(value, "value");
        if (opaquePath) {
            return this;
        }
        return apply(value, WhatwgParser.HOSTNAME, record());
    }

    /**
     * The Standard's {@code port} setter (port state override): leading digits are used; "" makes
     * the port null; ignored when the URL cannot have a port or the number is above 65535.
     *
     * @param value the new port
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withPort(String value) {
        Objects.requireNonNull(value, "value");
        WhatwgParser.Record r = record();
        if (r.cannotHaveUsernamePasswordPort()) {
            return this;
        }
        if (value.isEmpty()) {
            r.port = -1;
            return new WhatwgUrl(r, null, List.of());
        }
        return apply(value, WhatwgParser.PORT, r);
    }

    /**
     * The Standard's {@code pathname} setter (path start state override); ignored for an opaque
     * path.
     *
     * @param value the new path
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withPathname(String value) {
        Objects.requireNonNull(value, "value");
        if (opaquePath) {
            return this;
        }
        WhatwgParser.Record r = record();
        r.path.setLength(0);
        return apply(value, WhatwgParser.PATH_START, r);
    }

    /**
     * The Standard's {@code search} setter: "" removes the query; otherwise one leading '?' is
     * dropped and the rest is percent-encoded through the query state override.
     *
     * @param value the new search
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withSearch(String value) {
        Objects.requireNonNull(value, "value");
        WhatwgParser.Record r = record();
        if (value.isEmpty()) {
            r.query = null;
            return new WhatwgUrl(r, null, List.of());
        }
        r.query = new StringBuilder();
        return apply(value.charAt(0) == '?' ? value.substring(1) : value, WhatwgParser.QUERY, r);
    }

    /**
     * The Standard's {@code hash} setter: "" removes the fragment; otherwise one leading '#' is
     * dropped and the rest is percent-encoded through the fragment state override.
     *
     * @param value the new hash
     * @return the new value, or this one
     * @throws NullPointerException if {@code value} is null
     */
    public WhatwgUrl withHash(String value) {
        Objects.requireNonNull(value, "value");
        WhatwgParser.Record r = record();
        if (value.isEmpty()) {
            r.fragment = null;
            return new WhatwgUrl(r, null, List.of());
        }
        r.fragment = new StringBuilder();
        return apply(value.charAt(0) == '#' ? value.substring(1) : value, WhatwgParser.FRAGMENT, r);
    }

    // ---- bridge to RFC 3986 ----

    /**
     * This URL as an RFC 3986 {@link Uri}: the {@link #href()} with every character RFC 3986 does
     * not allow in its component percent-encoded (the Standard leaves, for example, {@code |},
     * {@code [}, {@code ]} and {@code \} in paths, {@code ^ ` { | }} in queries and fragments, any
     * of {@code " < > [ \ ] ^ ` { | }} and spaces in opaque paths, and a '%' not followed by two
     * hex digits). This is the way to turn browser-style input into a valid URI:
     * {@code WhatwgUrl.parse(userInput).toUri()}. Characters RFC 3986 allows are left as they are,
     * so a URL whose href is already a valid URI gives a Uri with the same text.
     *
     * @return the URI
     */
    public Uri toUri() {
        StringBuilder sb = null;
        String h = href;
        for (int i = schemeEnd + 1; i < h.length(); i++) {
            char c = h.charAt(i);
            boolean ok;
            if (c == '%') {
                ok = i + 2 < h.length() && WhatwgParser.isHex(h.charAt(i + 1)) && WhatwgParser.isHex(h.charAt(i + 2));
            } else if (hostStart >= 0 && i < pathStart && !(i >= hostStart && i < hostEnd && hostType == WhatwgParser.HOST_IPV6)) {
                // authority: "//", userinfo, '@', host, ':' port; none of "/?#[]@" can be inside a component here
                ok = isUnreservedOrSubDelim(c) || c == ':' || c == '@' || c == '/' && i < usernameStart;
            } else if (i >= hostStart && i < hostEnd) {
                ok = true; // an IPv6 literal
            } else if (i < pathEnd) {
                ok = isUnreservedOrSubDelim(c) || c == ':' || c == '@' || c == '/';
            } else if (i == queryStart || i == fragmentStart) {
                ok = true;
            } else {
                ok = isUnreservedOrSubDelim(c) || c == ':' || c == '@' || c == '/' || c == '?';
            }
            if (!ok) {
                if (sb == null) {
                    sb = new StringBuilder(h.length() + 16).append(h, 0, i);
                }
                WhatwgParser.pct(sb, c); // href is ASCII
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return Uri.parse(sb == null ? h : sb.toString());
    }

    private static boolean isUnreservedOrSubDelim(char c) {
        return WhatwgParser.isAlpha(c) || WhatwgParser.isDigit(c) || c < 0x80 && "-._~!$&'()*+,;=".indexOf(c) >= 0;
    }

    // ---- Object ----

    /**
     * Equal when the hrefs are equal (the Standard's URL equivalence, fragments included).
     *
     * @param o another object
     * @return whether o is a WhatwgUrl with the same href
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof WhatwgUrl u && u.href.equals(href);
    }

    @Override
    public int hashCode() {
        return href.hashCode();
    }

    /**
     * The href.
     *
     * @return {@link #href()}
     */
    @Override
    public String toString() {
        return href;
    }

    private Object writeReplace() {
        return new SerialForm(href);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("serialization proxy required");
    }

    /** The serialized form of a {@link WhatwgUrl}: its href. */
    private static final class SerialForm implements Serializable {
        private static final long serialVersionUID = 1L;

        /** The href. */
        private final String href;

        SerialForm(String href) {
            this.href = href;
        }

        private Object readResolve() throws InvalidObjectException {
            if (href == null) {
                throw new InvalidObjectException("no href");
            }
            try {
                return WhatwgUrl.parse(href);
            } catch (WhatwgUrlException e) {
                InvalidObjectException ex = new InvalidObjectException(e.getMessage());
                ex.initCause(e);
                throw ex;
            }
        }
    }
}
