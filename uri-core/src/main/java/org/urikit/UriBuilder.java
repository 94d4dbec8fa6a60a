package org.urikit;

import java.util.Objects;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

/**
 * Assembles a {@link Uri} or {@link UriReference} from components, each given either already
 * encoded (as it will appear in the text) or decoded (then encoded for exactly that component with
 * {@link PercentCodec}). {@link #build()} checks each component against its RFC 3986 rule and then
 * parses the whole text with the same parser as {@link Uri#parse}, so a builder never produces a
 * value that {@code parse} rejects.
 *
 * <pre>{@code
 * Uri uri = Uri.builder()
 *         .scheme("https")
 *         .host("example.com")
 *         .port(8443)
 *         .addDecodedPathSegment("docs")
 *         .addDecodedPathSegment("a b/c")        // one segment: "a%20b%2Fc"
 *         .addQueryParameter("q", "x&y z")       // q=x%26y%20z
 *         .decodedFragment("top 1")
 *         .build();                              // https://example.com:8443/docs/a%20b%2Fc?q=x%26y%20z#top%201
 * Uri.parse("http://h/a?x").toBuilder().remove(Component.QUERY).build();   // http://h/a
 * Uri.builder().scheme("http").host("a b").build();
 *         // throws UriSyntaxException: invalid character ' ' (U+0020) in host at index 1
 * }</pre>
 *
 * <p>Components: a component is absent until set, and after {@link #remove(Component)} (absent is
 * not empty: {@code query("")} gives {@code "?"}). There is an authority exactly when a host is set (possibly
 * {@code ""}); a userinfo or port without a host is an error. With an authority, the path must be
 * empty or start with {@code '/'}. A decoded path without scheme and authority gets its first
 * segment's {@code ':'} encoded, so that it cannot read as a scheme.
 *
 * <p>Errors: {@link #build()} throws {@link UriSyntaxException} whose {@link ParseError} names the
 * bad {@linkplain ParseError#component() component}; its {@code input} and {@code index} are then
 * those of the component's text (or, for a missing scheme or host, an empty input).
 *
 * <p>Builders are mutable and not thread-safe; the values they build are immutable.
 *
 * @since 0.1
 */
public final class UriBuilder {
    private @Nullable String scheme;
    private @Nullable String userinfo;
    private @Nullable String host;
    private @Nullable String port;
    private String path = "";
    /** Whether the path came from decoded text, so a ':' in its first segment was a character, not a delimiter. */
    private boolean decodedPath;
    private @Nullable String query;
    private @Nullable String fragment;

    UriBuilder() {
    }

    /**
     * A builder holding the components of a reference, as they are (encoded).
     *
     * @param ref a reference
     * @return a new builder
     * @throws NullPointerException if {@code ref} is null
     */
    public static UriBuilder from(UriReference ref) {
        Objects.requireNonNull(ref, "ref");
        UriBuilder b = new UriBuilder();
        b.scheme = ref instanceof Uri uri ? uri.scheme() : null;
        b.userinfo = ref.userinfo().orElse(null);
        b.host = ref.host().orElse(null);
        b.port = ref.port().orElse(null);
        b.path = ref.path();
        b.query = ref.query().orElse(null);
        b.fragment = ref.fragment().orElse(null);
        return b;
    }

    /**
     * Sets the scheme; without one, {@link #buildReference()} builds a relative reference.
     *
     * @param scheme the scheme, for example {@code "https"}
     * @return this builder
     * @throws NullPointerException if the argument is null (use {@link #remove(Component)})
     */
    public UriBuilder scheme(String scheme) {
        this.scheme = Objects.requireNonNull(scheme, "scheme");
        return this;
    }

    /**
     * Sets the userinfo, already encoded.
     *
     * @param userinfo the raw userinfo
     * @return this builder
     * @throws NullPointerException if the argument is null (use {@link #remove(Component)})
     */
    public UriBuilder userinfo(String userinfo) {
        this.userinfo = Objects.requireNonNull(userinfo, "userinfo");
        return this;
    }

    /**
     * Sets the userinfo from decoded text, encoded for {@link Component#USERINFO}.
     *
     * @param userinfo the decoded userinfo
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the text is null
     */
    public UriBuilder decodedUserinfo(String userinfo) {
        this.userinfo = PercentCodec.encode(Component.USERINFO, userinfo);
        return this;
    }

    /**
     * Sets the host, already encoded: a reg-name, an IPv4 address or an IP-literal in brackets
     * (with a host there is an authority; {@code ""} is an empty host).
     *
     * @param host the raw host
     * @return this builder
     * @throws NullPointerException if the argument is null (use {@link #remove(Component)})
     */
    public UriBuilder host(String host) {
        this.host = Objects.requireNonNull(host, "host");
        return this;
    }

    /**
     * Sets a registered-name host from decoded text, encoded for {@link Component#HOST}. Give IP
     * literals to {@link #host(String)} instead: their brackets and colons would be encoded here.
     *
     * @param host the decoded host name
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the text is null
     */
    public UriBuilder decodedHost(String host) {
        this.host = PercentCodec.encode(Component.HOST, host);
        return this;
    }

    /**
     * Sets the port text, digits only ({@code ""}: an empty port).
     *
     * @param port the port text
     * @return this builder
     * @throws NullPointerException if the argument is null (use {@link #remove(Component)})
     */
    public UriBuilder port(String port) {
        this.port = Objects.requireNonNull(port, "port");
        return this;
    }

    /**
     * Sets the port number.
     *
     * @param port 0 to 65535
     * @return this builder
     * @throws IllegalArgumentException if the port is outside 0 to 65535
     */
    public UriBuilder port(int port) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " outside 0..65535");
        }
        this.port = Integer.toString(port);
        return this;
    }

    /**
     * Sets the path, already encoded (never absent; {@code ""} is the empty path).
     *
     * @param path the raw path
     * @return this builder
     * @throws NullPointerException if the path is null
     */
    public UriBuilder path(String path) {
        this.path = Objects.requireNonNull(path, "path");
        this.decodedPath = false;
        return this;
    }

    /**
     * Sets the path from decoded text, encoded for {@link Component#PATH}: {@code '/'} separates
     * segments; to put a {@code '/'} inside a segment, use {@link #addDecodedPathSegment}.
     *
     * @param path the decoded path
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the path is null
     */
    public UriBuilder decodedPath(String path) {
        this.path = PercentCodec.encode(Component.PATH, path);
        this.decodedPath = true;
        return this;
    }

    /**
     * Appends {@code "/"} and one segment from decoded text, encoded for
     * {@link Component#PATH_SEGMENT} (a {@code '/'} in it is encoded).
     *
     * @param segment the decoded segment
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the segment is null
     */
    public UriBuilder addDecodedPathSegment(String segment) {
        this.path = path + "/" + PercentCodec.encode(Component.PATH_SEGMENT, segment);
        return this;
    }

    /**
     * Sets the query, already encoded, without {@code '?'}.
     *
     * @param query the raw query
     * @return this builder
     * @throws NullPointerException if the argument is null (use {@link #remove(Component)})
     */
    public UriBuilder query(String query) {
        this.query = Objects.requireNonNull(query, "query");
        return this;
    }

    /**
     * Sets the query from decoded text, encoded for {@link Component#QUERY} ({@code '&'} and
     * {@code '='} are kept).
     *
     * @param query the decoded query
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the query is null
     */
    public UriBuilder decodedQuery(String query) {
        this.query = PercentCodec.encode(Component.QUERY, query);
        return this;
    }

    /**
     * Appends a {@code name=value} parameter to the query (with {@code '&'} if the query is not
     * empty), each encoded by {@link PercentCodec#encodeQueryParameter}, so {@code '&'},
     * {@code '='} and {@code '+'} inside them are encoded.
     *
     * @param name the decoded name
     * @param value the decoded value
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if an argument is null
     */
    public UriBuilder addQueryParameter(String name, String value) {
        String pair = PercentCodec.encodeQueryParameter(name) + "=" + PercentCodec.encodeQueryParameter(value);
        this.query = query == null || query.isEmpty() ? pair : query + "&" + pair;
        return this;
    }

    /**
     * Sets the fragment, already encoded, without {@code '#'}.
     *
     * @param fragment the raw fragment
     * @return this builder
     * @throws NullPointerException if the argument is null (use {@link #remove(Component)})
     */
    public UriBuilder fragment(String fragment) {
        this.fragment = Objects.requireNonNull(fragment, "fragment");
        return this;
    }

    /**
     * Sets the fragment from decoded text, encoded for {@link Component#FRAGMENT}.
     *
     * @param fragment the decoded fragment
     * @return this builder
     * @throws IllegalArgumentException if the text holds an unpaired surrogate
     * @throws NullPointerException if the fragment is null
     */
    public UriBuilder decodedFragment(String fragment) {
        this.fragment = PercentCodec.encode(Component.FRAGMENT, fragment);
        return this;
    }

    /**
     * Removes a component: {@code SCHEME}, {@code USERINFO}, {@code HOST} (the whole authority:
     * also userinfo and port), {@code PORT}, {@code QUERY} or {@code FRAGMENT}; {@code PATH}
     * makes the path empty.
     *
     * @param component the component
     * @return this builder
     * @throws IllegalArgumentException for another component
     * @throws NullPointerException if the component is null
     */
    public UriBuilder remove(Component component) {
        switch (Objects.requireNonNull(component, "component")) {
            case SCHEME -> scheme = null;
            case USERINFO -> userinfo = null;
            case HOST, AUTHORITY -> {
                host = null;
                userinfo = null;
                port = null;
            }
            case PORT -> port = null;
            case PATH -> path = "";
            case QUERY -> query = null;
            case FRAGMENT -> fragment = null;
            default -> throw new IllegalArgumentException("not an RFC 3986 component: " + component);
        }
        return this;
    }

    /**
     * Builds a URI; a scheme is required.
     *
     * @return the URI
     * @throws UriSyntaxException if the scheme is missing or a component is invalid; the error
     *     names the component
     */
    public Uri build() {
        if (scheme == null) {
            throw new UriSyntaxException(new ParseError("", 0, ErrorKind.MISSING_SCHEME, Component.SCHEME, Rfc.RFC_3986,
                    Rfc3986Rule.URI.abnfName()));
        }
        return (Uri) buildReference();
    }

    /**
     * Builds a URI if a scheme is set, else a relative reference.
     *
     * @return the reference
     * @throws UriSyntaxException if a component is invalid; the error names the component
     */
    public UriReference buildReference() {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            check(scheme, Rfc3986Rule.SCHEME);
            sb.append(scheme).append(':');
        }
        if (host != null) {
            sb.append("//");
            if (userinfo != null) {
                check(userinfo, Rfc3986Rule.USERINFO);
                sb.append(userinfo).append('@');
            }
            check(host, Rfc3986Rule.HOST);
            sb.append(host);
            if (port != null) {
                check(port, Rfc3986Rule.PORT);
                sb.append(':').append(port);
            }
        } else if (userinfo != null || port != null) {
            throw new UriSyntaxException(new ParseError("", 0, ErrorKind.MISSING_COMPONENT, Component.HOST,
                    Rfc.RFC_3986, Rfc3986Rule.AUTHORITY.abnfName()));
        }
        String p = path;
        if (host != null) {
            check(p, Rfc3986Rule.PATH_ABEMPTY);
        } else if (p.startsWith("/")) {
            check(p, Rfc3986Rule.PATH_ABSOLUTE);
        } else if (!p.isEmpty()) {
            if (scheme == null && decodedPath) {
                p = encodeFirstColon(p);
            }
            check(p, scheme != null ? Rfc3986Rule.PATH_ROOTLESS : Rfc3986Rule.PATH_NOSCHEME);
        }
        sb.append(p);
        if (query != null) {
            check(query, Rfc3986Rule.QUERY);
            sb.append('?').append(query);
        }
        if (fragment != null) {
            check(fragment, Rfc3986Rule.FRAGMENT);
            sb.append('#').append(fragment);
        }
        return UriReference.parse(sb.toString());
    }

    private static String encodeFirstColon(String p) {
        int slash = p.indexOf('/');
        int end = slash < 0 ? p.length() : slash;
        int colon = p.indexOf(':');
        if (colon < 0 || colon >= end) {
            return p;
        }
        return p.substring(0, end).replace(":", "%3A") + p.substring(end);
    }

    private static void check(String text, Rfc3986Rule rule) {
        Optional<ParseError> error = rule.check(text);
        if (error.isPresent()) {
            throw new UriSyntaxException(error.get());
        }
    }

    /**
     * The text the builder would build, or a description of why it cannot; for debugging.
     *
     * @return the text or the error message
     */
    @Override
    public String toString() {
        try {
            return buildReference().toString();
        } catch (UriSyntaxException e) {
            return "UriBuilder[" + e.getMessage() + "]";
        }
    }
}
