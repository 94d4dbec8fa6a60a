package org.urikit;

/**
 * What went wrong where a parse failed: the stable kinds of {@link ParseError}.
 *
 * <p>Adding a constant is a minor change; constants are never renamed or removed.
 *
 * @since 0.1
 */
public enum ErrorKind {
    /** A character that the grammar does not allow at that place. */
    UNEXPECTED_CHARACTER,
    /** The input ends where the grammar needs more; the index is the input length. */
    UNEXPECTED_END,
    /** A {@code %} not followed by two hex digits; the index is that of the first bad character after {@code %}. */
    INVALID_PERCENT_ENCODING,
    /** A reference without a scheme where a URI (with a scheme) is required. */
    MISSING_SCHEME,
    /** A {@code ':'} in the first segment of a relative path (RFC 3986 {@code path-noscheme}), which would read as a scheme. */
    COLON_IN_FIRST_SEGMENT,
    /** Text that is not an {@code IPv4address} where one is required. */
    INVALID_IPV4,
    /** An {@code IP-literal} whose content is not an {@code IPv6address}. */
    INVALID_IPV6,
    /** An {@code IP-literal} starting with {@code v} whose content is not an {@code IPvFuture}. */
    INVALID_IPVFUTURE,
    /** A port that the grammar or a scheme rule does not accept. */
    INVALID_PORT,
    /** A component that a scheme rule requires is missing or empty. */
    MISSING_COMPONENT,
    /** A component that a scheme rule forbids is present. */
    FORBIDDEN_COMPONENT,
    /** A component that a scheme rule allows but deprecates, such as userinfo in {@code http} URIs (RFC 9110 §4.2.4). */
    DEPRECATED_COMPONENT
}
