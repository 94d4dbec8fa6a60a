package org.urikit;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.urikit.internal.IpAddresses;
import org.urikit.internal.Percent;
import org.urikit.internal.SuppressForbidden;

/**
 * What {@link Uri} and {@link RelativeReference}, and the IRI types {@link Iri} and
 * {@link RelativeIriReference}, share: the text and the component offsets.
 *
 * <p>Invariant (established by {@link Rfc3986Parser} and {@link Rfc3987Parser} only): {@code text}
 * matches the RFC 3986 or RFC 3987 rule of the subclass and the offsets below are the boundaries
 * the parser found; {@code -1} means absent.
 */
abstract class AbstractReference implements Serializable {
    private static final long serialVersionUID = 1L;

    final transient String text;
    /** Index of the scheme's ':' or -1. */
    final transient int schemeEnd;
    /** Start of the host, or -1 when there is no authority. */
    final transient int hostStart;
    /** End of the host (exclusive), or -1 when there is no authority. */
    final transient int hostEnd;
    final transient HostKind hostKind;
    /** Start of the path; also the end of the authority. */
    final transient int pathStart;
    /** End of the path: index of '?' or '#', or the text length. */
    final transient int pathEnd;
    /** End of the query (index of '#' or the length); equals pathEnd when there is no query. */
    final transient int queryEnd;

    AbstractReference(String text, int schemeEnd, int hostStart, int hostEnd, HostKind hostKind, int pathStart,
            int pathEnd, int queryEnd) {
        this.text = text;
        this.schemeEnd = schemeEnd;
        this.hostStart = hostStart;
        this.hostEnd = hostEnd;
        this.hostKind = hostKind;
        this.pathStart = pathStart;
        this.pathEnd = pathEnd;
        this.queryEnd = queryEnd;
    }

    private int authorityStart() {
        return schemeEnd + 3;
    }

    /**
     * See {@link UriReference#hasAuthority()}.
     *
     * @return true if there is an authority
     */
    public boolean hasAuthority() {
        return hostStart >= 0;
    }

    /**
     * See {@link UriReference#hasHost()}.
     *
     * @return true if there is a non-empty host
     */
    public boolean hasHost() {
        return hostStart >= 0 && hostEnd > hostStart;
    }

    /**
     * See {@link UriReference#authority()}.
     *
     * @return the raw authority, or empty
     */
    public Optional<String> authority() {
        return hostStart < 0 ? Optional.empty() : Optional.of(text.substring(authorityStart(), pathStart));
    }

    /**
     * See {@link UriReference#userinfo()}.
     *
     * @return the raw userinfo, or empty
     */
    public Optional<String> userinfo() {
        return hostStart > authorityStart() ? Optional.of(text.substring(authorityStart(), hostStart - 1))
                : Optional.empty();
    }

    /**
     * See {@link UriReference#decodedUserinfo()}.
     *
     * @return the decoded userinfo, or empty
     */
    public Optional<String> decodedUserinfo() {
        return hostStart > authorityStart() ? Optional.of(Percent.decode(text, authorityStart(), hostStart - 1))
                : Optional.empty();
    }

    /**
     * See {@link UriReference#host()}.
     *
     * @return the raw host, or empty
     */
    public Optional<String> host() {
        return hostStart < 0 ? Optional.empty() : Optional.of(text.substring(hostStart, hostEnd));
    }

    /**
     * See {@link UriReference#decodedHost()}.
     *
     * @return the decoded host, or empty
     */
    public Optional<String> decodedHost() {
        if (hostStart < 0) {
            return Optional.empty();
        }
        return Optional.of(hostKind == HostKind.REG_NAME ? Percent.decode(text, hostStart, hostEnd)
                : text.substring(hostStart, hostEnd));
    }

    /**
     * See {@link UriReference#hostAddress()}.
     *
     * @return the address of an IPv4address or IPv6 IP-literal host, or empty
     */
    public Optional<InetAddress> hostAddress() {
        byte[] octets = hostKind == HostKind.IPV4 ? IpAddresses.ipv4(text, hostStart, hostEnd)
                : hostKind == HostKind.IPV6 ? IpAddresses.ipv6(text, hostStart + 1, hostEnd - 1) : null;
        // The parser has matched the rule, so the reader finds the octets.
        return octets == null ? Optional.empty() : Optional.of(IpAddresses.toInetAddress(octets));
    }

    /**
     * See {@link UriReference#hostKind()}.
     *
     * @return the host kind, or empty
     */
    public Optional<HostKind> hostKind() {
        return Optional.ofNullable(hostKind);
    }

    /**
     * See {@link UriReference#port()}.
     *
     * @return the port text, or empty
     */
    public Optional<String> port() {
        return hasPort() ? Optional.of(text.substring(hostEnd + 1, pathStart)) : Optional.empty();
    }

    private boolean hasPort() {
        return hostStart >= 0 && pathStart > hostEnd;
    }

    /**
     * See {@link UriReference#portNumber()}.
     *
     * @return the port number, or empty
     */
    public OptionalInt portNumber() {
        if (!hasPort() || pathStart == hostEnd + 1) {
            return OptionalInt.empty();
        }
        int value = 0;
        for (int i = hostEnd + 1; i < pathStart; i++) {
            value = value * 10 + (text.charAt(i) - '0');
            if (value > 65535) {
                return OptionalInt.empty();
            }
        }
        return OptionalInt.of(value);
    }

    /**
     * See {@link UriReference#path()}.
     *
     * @return the raw path
     */
    public String path() {
        return text.substring(pathStart, pathEnd);
    }

    /**
     * See {@link UriReference#decodedPath()}.
     *
     * @return the decoded path
     */
    public String decodedPath() {
        return Percent.decode(text, pathStart, pathEnd);
    }

    /**
     * See {@link UriReference#pathSegments()}.
     *
     * @return the raw segments
     */
    public List<String> pathSegments() {
        return segments(false);
    }

    /**
     * See {@link UriReference#decodedPathSegments()}.
     *
     * @return the decoded segments
     */
    public List<String> decodedPathSegments() {
        return segments(true);
    }

    private List<String> segments(boolean decode) {
        if (pathStart == pathEnd) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        int start = text.charAt(pathStart) == '/' ? pathStart + 1 : pathStart;
        for (int i = start; i <= pathEnd; i++) {
            if (i == pathEnd || text.charAt(i) == '/') {
                out.add(decode ? Percent.decode(text, start, i) : text.substring(start, i));
                start = i + 1;
            }
        }
        return Collections.unmodifiableList(out);
    }

    private boolean hasQuery() {
        return pathEnd < text.length() && text.charAt(pathEnd) == '?';
    }

    /**
     * See {@link UriReference#query()}.
     *
     * @return the raw query, or empty
     */
    public Optional<String> query() {
        return hasQuery() ? Optional.of(text.substring(pathEnd + 1, queryEnd)) : Optional.empty();
    }

    /**
     * See {@link UriReference#decodedQuery()}.
     *
     * @return the decoded query, or empty
     */
    public Optional<String> decodedQuery() {
        return hasQuery() ? Optional.of(Percent.decode(text, pathEnd + 1, queryEnd)) : Optional.empty();
    }

    /**
     * See {@link UriReference#fragment()}.
     *
     * @return the raw fragment, or empty
     */
    public Optional<String> fragment() {
        return queryEnd < text.length() ? Optional.of(text.substring(queryEnd + 1)) : Optional.empty();
    }

    /**
     * See {@link UriReference#decodedFragment()}.
     *
     * @return the decoded fragment, or empty
     */
    public Optional<String> decodedFragment() {
        return queryEnd < text.length() ? Optional.of(Percent.decode(text, queryEnd + 1, text.length()))
                : Optional.empty();
    }

    /** Whether there is a fragment. */
    boolean hasFragment() {
        return queryEnd < text.length();
    }

    /**
     * This reference as a {@code java.net.URI} with the same text.
     *
     * <p>{@code java.net.URI} implements RFC 2396 (and parts of RFC 2732), so it parses some
     * RFC 3986 references differently or not at all:
     * <table>
     *   <caption>Where {@code java.net.URI} differs</caption>
     *   <tr><th>input</th><th>RFC 3986 (urikit)</th><th>{@code java.net.URI}</th></tr>
     *   <tr><td>{@code http://a_b.example/}</td><td>host {@code a_b.example}</td>
     *       <td>no host: registry-based authority, {@code getHost()} is null</td></tr>
     *   <tr><td>{@code a:}, {@code //}, {@code http://}</td><td>valid (empty path or host)</td>
     *       <td>rejected ("Expected scheme-specific part", "Expected authority")</td></tr>
     *   <tr><td>{@code http://[v1.x]/}</td><td>IPvFuture host</td><td>rejected</td></tr>
     *   <tr><td>{@code http://h:99999/}</td><td>port text {@code 99999}, {@code portNumber()} empty</td>
     *       <td>{@code getPort()} is 99999 (no range check)</td></tr>
     *   <tr><td>{@code file:///etc}</td><td>empty authority and host</td>
     *       <td>no authority: {@code getRawAuthority()} and {@code getHost()} are null</td></tr>
     * </table>
     *
     * @return the {@code java.net.URI}
     * @throws IllegalStateException if {@code java.net.URI} rejects the text (the message gives its
     *     reason; its cause is a {@code URISyntaxException} whose input has the password replaced by
     *     {@code "****"}, as in {@link #redacted()}, and whose index is moved to match)
     */
    @SuppressForbidden(reason = "the documented interop point: java.net.URI is the requested result")
    public java.net.URI toJavaNetUri() {
        try {
            return new java.net.URI(text);
        } catch (java.net.URISyntaxException e) {
            // the JDK's exception holds the whole text, which a logger printing causes would show
            int[] pw = maskRange();
            java.net.URISyntaxException cause = e;
            if (pw != null) {
                int index = e.getIndex() < 0 ? -1 : Texts.maskedIndex(e.getIndex(), pw);
                cause = new java.net.URISyntaxException(Texts.redact(text, pw), e.getReason(), index);
                cause.setStackTrace(e.getStackTrace());
            }
            throw new IllegalStateException("java.net.URI cannot represent " + Texts.quote(text) + ": "
                    + e.getReason() + " at index " + e.getIndex(), cause);
        }
    }

    /**
     * See {@link UriReference#start(Component)}.
     *
     * @param component one of the eight RFC 3986 components
     * @return the start index, or -1 if the component is absent
     */
    public int start(Component component) {
        return bounds(component, true);
    }

    /**
     * See {@link UriReference#end(Component)}.
     *
     * @param component one of the eight RFC 3986 components
     * @return the end index (exclusive), or -1 if the component is absent
     */
    public int end(Component component) {
        return bounds(component, false);
    }

    private int bounds(Component component, boolean start) {
        Objects.requireNonNull(component, "component");
        boolean authority = hostStart >= 0;
        switch (component) {
            case SCHEME:
                return schemeEnd < 0 ? -1 : start ? 0 : schemeEnd;
            case AUTHORITY:
                return !authority ? -1 : start ? authorityStart() : pathStart;
            case USERINFO:
                return hostStart <= authorityStart() ? -1 : start ? authorityStart() : hostStart - 1;
            case HOST:
                return !authority ? -1 : start ? hostStart : hostEnd;
            case PORT:
                return !hasPort() ? -1 : start ? hostEnd + 1 : pathStart;
            case PATH:
                return start ? pathStart : pathEnd;
            case QUERY:
                return !hasQuery() ? -1 : start ? pathEnd + 1 : queryEnd;
            case FRAGMENT:
                return !hasFragment() ? -1 : start ? queryEnd + 1 : text.length();
            default:
                throw new IllegalArgumentException(component + " is not an RFC 3986 component");
        }
    }

    /**
     * See {@link UriReference#redacted()}.
     *
     * @return the text, password replaced
     */
    public String redacted() {
        return Texts.redact(text, maskRange());
    }

    /**
     * What {@link #redacted()} masks: the {@link #passwordRange() userinfo's password} joined with
     * what the WHATWG URL Standard reads as one ({@code "http:me:pw@h"}), or null.
     */
    int[] maskRange() {
        return Texts.passwordRange(text, passwordRange());
    }

    /** Start and end of the userinfo's password (after its first ':'), or null if there is none. */
    int[] passwordRange() {
        int start = authorityStart();
        if (hostStart <= start) {
            return null;
        }
        int userinfoEnd = hostStart - 1;
        for (int i = start; i < userinfoEnd; i++) {
            if (text.charAt(i) == ':') {
                return new int[] {i + 1, userinfoEnd};
            }
        }
        return null;
    }

    /**
     * The exact text that was parsed.
     *
     * @return the text
     */
    @Override
    public final String toString() {
        return text;
    }

    @Override
    public final int hashCode() {
        return text.hashCode();
    }

    /**
     * Exact-text equality: two references are equal when they are of the same class and have the
     * same text. {@code "HTTP://a"} and {@code "http://a"} are equivalent but not equal; compare
     * normalized values for equivalence.
     *
     * @param o another object
     * @return true if {@code o} is of the same class with the same text
     */
    @Override
    public final boolean equals(Object o) {
        return o == this || o != null && o.getClass() == getClass() && ((AbstractReference) o).text.equals(text);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("serialization proxy required");
    }

    /** The serialized form of both reference classes: only the text. */
    static final class SerializationProxy implements Serializable {
        private static final long serialVersionUID = 1L;

        /** The text of the reference. */
        private final String text;
        /** Whether the reference is a {@link Uri}. */
        private final boolean uri;

        SerializationProxy(AbstractReference ref) {
            this.text = ref.text;
            this.uri = ref instanceof Uri;
        }

        private Object readResolve() throws InvalidObjectException {
            try {
                return uri ? Uri.parse(text) : RelativeReference.parse(text);
            } catch (UriSyntaxException | NullPointerException e) {
                InvalidObjectException ex = new InvalidObjectException(e.getMessage());
                ex.initCause(e);
                throw ex;
            }
        }
    }
}
