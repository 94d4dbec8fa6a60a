package org.urikit.net;

/**
 * What a host is, as {@link HostPolicy} reads it: {@link #PUBLIC}, or why it is not a public
 * destination. Codes are stable; new ones may be added (a switch over them should have a default).
 *
 * @since 0.1
 */
public enum HostReason {
    /** A public name or address. */
    PUBLIC,
    /** There is no host: the reference has no authority, or its host is empty. */
    EMPTY,
    /**
     * Not a well-formed host name: an empty label ({@code a..b}, {@code .a}), a character outside
     * letters, digits, {@code '-'} and {@code '_'}, or not host syntax at all.
     */
    MALFORMED,
    /**
     * Percent-encoded octets of the host that are not well-formed UTF-8 ({@code %C0%AE},
     * {@code %FF}, a lone {@code %CD}): clients decode them as U+FFFD or fail, so no name can be
     * read. The verdict's {@linkplain HostVerdict#index() index} is the {@code '%'} of the first
     * octet of the ill-formed sequence.
     */
    INVALID_UTF8,
    /**
     * The percent-decoded name fails UTS #46 ToASCII with the WHATWG URL Standard's flags (the
     * mapping browsers and OkHttp apply before they resolve a name): a disallowed code point, a
     * bad Punycode label, a Bidi or CONTEXTJ violation ... The verdict's
     * {@linkplain HostVerdict#idnaErrors() idnaErrors} are the UTS #46 error codes.
     */
    INVALID_IDN,
    /**
     * A percent-encoded octet decodes to an ASCII character that a reg-name cannot hold literally
     * (neither unreserved nor a sub-delim): a control, a space, {@code %}, {@code /}, {@code :},
     * {@code @}, {@code [} ... Clients that decode the host cut the name there, refuse it, or read
     * the character as a delimiter.
     */
    ENCODED_CHARACTER,
    /**
     * A registered name whose last label is a number ({@code 127.1}, {@code 0x7f000001},
     * {@code 2130706433}, {@code 10.0.0.1.}): browsers (WHATWG URL) and {@code inet_aton} read it
     * as an IPv4 address, other clients as a name. The verdict's
     * {@linkplain HostVerdict#address() address} is the IPv4 address it reads as.
     */
    NUMERIC_NAME,
    /** A registered name whose last label is a number but that is no IPv4 address ({@code 1.2.3.4.5}, {@code 256.1.1.1}). */
    INVALID_NUMERIC_NAME,
    /**
     * A name of the local host: {@code localhost}, {@code *.localhost}, and the loopback names of
     * hosts files ({@code localhost.localdomain}, {@code localhost4}, {@code localhost4.localdomain4},
     * {@code localhost6}, {@code localhost6.localdomain6}, {@code ip6-localhost},
     * {@code ip6-loopback}).
     */
    LOCALHOST_NAME,
    /** A name under a local-network suffix: {@code .local}, {@code .internal}, {@code .localdomain}, {@code .home.arpa}, {@code .intranet}, {@code .lan}. */
    LOCAL_NAME,
    /** A name of one label ({@code intranet}): resolvers complete it with the local search domains. */
    SINGLE_LABEL_NAME,
    /**
     * A cloud metadata endpoint: {@code 169.254.169.254}, {@code 169.254.170.2},
     * {@code 100.100.100.200}, {@code 192.0.0.192}, {@code fd00:ec2::254},
     * {@code metadata.google.internal}, {@code metadata.goog}.
     */
    METADATA,
    /** An {@code IPvFuture} literal ({@code [v1.x]}): no client can say where it leads. */
    IPV_FUTURE,
    /** The unspecified address: {@code 0.0.0.0/8}, {@code ::}. Connecting to it reaches the local host. */
    UNSPECIFIED,
    /** Loopback: {@code 127.0.0.0/8}, {@code ::1}. */
    LOOPBACK,
    /** Private: {@code 10/8}, {@code 172.16/12}, {@code 192.168/16} (RFC 1918), site-local {@code fec0::/10}. */
    PRIVATE,
    /** Shared address space of carrier-grade NAT: {@code 100.64/10} (RFC 6598). */
    SHARED,
    /** Link-local: {@code 169.254/16}, {@code fe80::/10}. */
    LINK_LOCAL,
    /** IPv6 unique-local: {@code fc00::/7} (RFC 4193). */
    UNIQUE_LOCAL,
    /** Multicast: {@code 224/4}, {@code ff00::/8}. */
    MULTICAST,
    /** The limited broadcast address {@code 255.255.255.255}. */
    BROADCAST,
    /**
     * Reserved, benchmarking or documentation ranges: {@code 240/4}, {@code 192.0.0/24},
     * {@code 192.0.2/24}, {@code 192.88.99/24}, {@code 198.18/15}, {@code 198.51.100/24},
     * {@code 203.0.113/24}, {@code 100::/64}, {@code 2001:2::/48}, {@code 2001:db8::/32},
     * {@code 3fff::/20}.
     */
    RESERVED,
    /** An IPv6 address that carries an IPv4 address for a dual-stack host: IPv4-mapped {@code ::ffff:0:0/96} and IPv4-compatible {@code ::/96}. */
    IPV4_MAPPED,
    /**
     * An IPv6 address that a translator or tunnel turns into an IPv4 destination: NAT64
     * {@code 64:ff9b::/96} and {@code 64:ff9b:1::/48}, SIIT {@code ::ffff:0:0:0/96}, and 6to4
     * {@code 2002::/16} or Teredo {@code 2001::/32} embedding a non-public IPv4 address.
     */
    IPV4_TRANSLATED
}
