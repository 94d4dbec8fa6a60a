package org.urikit;

import java.util.Locale;

/**
 * The part of a URI reference where a {@link ParseError} was found.
 *
 * @since 0.1
 */
public enum Component {
    /** The scheme, before the first {@code ':'}. */
    SCHEME,
    /** The authority as a whole, after {@code "//"}. */
    AUTHORITY,
    /** The userinfo, before {@code '@'} in the authority. */
    USERINFO,
    /** The host. */
    HOST,
    /** The port, after the host's {@code ':'}. */
    PORT,
    /** The path. */
    PATH,
    /** The query, after {@code '?'}. */
    QUERY,
    /** The fragment, after {@code '#'}. */
    FRAGMENT,
    /** RFC 1808's {@code net_loc}, the authority that RFC 1808 does not split further. */
    NET_LOC,
    /** RFC 1808's {@code params}, after the first {@code ';'} of the last path segment. */
    PARAMS,
    /** A part of a scheme-specific grammar (RFC 1738), such as {@code ftptype} or {@code selector}. */
    SCHEME_SPECIFIC_PART,
    /**
     * One segment of a path ({@code segment = *pchar}, RFC 3986 §3.3): like {@link #PATH}, but a
     * {@code '/'} belongs to the segment, so {@link PercentCodec} encodes it.
     */
    PATH_SEGMENT;

    /**
     * The name used in messages, for example {@code "host"} or {@code "net_loc"}.
     *
     * @return the lower-case label
     */
    public String label() {
        return switch (this) {
            case NET_LOC -> "net_loc";
            case SCHEME_SPECIFIC_PART -> "scheme-specific part";
            case PATH_SEGMENT -> "path segment";
            default -> name().toLowerCase(Locale.ROOT);
        };
    }
}
