package org.urikit;

/**
 * The form of a host (RFC 3986 §3.2.2): {@code host = IP-literal / IPv4address / reg-name}.
 *
 * @since 0.1
 */
public enum HostKind {
    /** A registered name ({@code reg-name}), possibly empty, possibly percent-encoded. */
    REG_NAME,
    /** A dotted-decimal {@code IPv4address} such as {@code 192.0.2.1}. */
    IPV4,
    /** An {@code IP-literal} holding an {@code IPv6address}, such as {@code [2001:db8::1]}. */
    IPV6,
    /** An {@code IP-literal} holding an {@code IPvFuture}, such as {@code [v1.fe80::a+en1]}. */
    IPV_FUTURE
}
