package org.urikit.net;

/**
 * The special-purpose address ranges (IANA IPv4 and IPv6 Special-Purpose Address Registries, and
 * the metadata endpoints of the large clouds): what an address is, from its octets. Stateless.
 */
final class AddressClasses {
    private AddressClasses() {
    }

    static int ipv4(byte[] b, int at) {
        return (b[at] & 0xff) << 24 | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | b[at + 3] & 0xff;
    }

    private static int of(int a, int b, int c, int d) {
        return a << 24 | b << 16 | c << 8 | d;
    }

    /** What an IPv4 address (as a 32-bit value) is. */
    static HostReason ipv4(int a) {
        int b0 = a >>> 24;
        int b1 = a >>> 16 & 0xff;
        int b2 = a >>> 8 & 0xff;
        if (a == of(169, 254, 169, 254) || a == of(169, 254, 170, 2) || a == of(100, 100, 100, 200)
                || a == of(192, 0, 0, 192)) {
            return HostReason.METADATA;
        }
        if (a == -1) {
            return HostReason.BROADCAST;
        }
        if (b0 == 0) {
            return HostReason.UNSPECIFIED;
        }
        if (b0 == 127) {
            return HostReason.LOOPBACK;
        }
        if (b0 == 10 || b0 == 172 && (b1 & 0xf0) == 16 || b0 == 192 && b1 == 168) {
            return HostReason.PRIVATE;
        }
        if (b0 == 100 && (b1 & 0xc0) == 64) {
            return HostReason.SHARED;
        }
        if (b0 == 169 && b1 == 254) {
            return HostReason.LINK_LOCAL;
        }
        if (b0 >= 224 && b0 < 240) {
            return HostReason.MULTICAST;
        }
        if (b0 >= 240 || b0 == 192 && b1 == 0 && (b2 == 0 || b2 == 2) || b0 == 198 && (b1 & 0xfe) == 18
                || b0 == 198 && b1 == 51 && b2 == 100 || b0 == 203 && b1 == 0 && b2 == 113
                || b0 == 192 && b1 == 88 && b2 == 99) {
            return HostReason.RESERVED;
        }
        return HostReason.PUBLIC;
    }

    /** What an IPv6 address (as two 64-bit halves) is. */
    static HostReason ipv6(long hi, long lo) {
        if (hi == 0 && lo == 0) {
            return HostReason.UNSPECIFIED;
        }
        if (hi == 0 && lo == 1) {
            return HostReason.LOOPBACK;
        }
        if (hi == 0xfd00_0ec2_0000_0000L && lo == 0x254L) {
            return HostReason.METADATA;
        }
        if (hi == 0 && (lo >>> 32 == 0 || lo >>> 32 == 0xffffL)) {
            return HostReason.IPV4_MAPPED;
        }
        if (hi == 0 && lo >>> 32 == 0xffff_0000L || hi == 0x0064_ff9b_0000_0000L && lo >>> 32 == 0
                || hi >>> 16 == 0x0064_ff9b_0001L) {
            return HostReason.IPV4_TRANSLATED;
        }
        int top16 = (int) (hi >>> 48);
        if ((top16 & 0xffc0) == 0xfe80) {
            return HostReason.LINK_LOCAL;
        }
        if ((top16 & 0xffc0) == 0xfec0) {
            return HostReason.PRIVATE;
        }
        if ((top16 & 0xfe00) == 0xfc00) {
            return HostReason.UNIQUE_LOCAL;
        }
        if ((top16 & 0xff00) == 0xff00) {
            return HostReason.MULTICAST;
        }
        if (top16 == 0x2002) {
            // 6to4: the IPv4 address in bits 16..47 is where the packets go.
            return ipv4((int) (hi >>> 16)) == HostReason.PUBLIC ? HostReason.PUBLIC : HostReason.IPV4_TRANSLATED;
        }
        if (hi >>> 32 == 0x2001_0000L) {
            // Teredo: the client's IPv4 address, inverted, in the last 32 bits.
            return ipv4(~(int) lo) == HostReason.PUBLIC ? HostReason.PUBLIC : HostReason.IPV4_TRANSLATED;
        }
        if (hi >>> 32 == 0x2001_0db8L || hi >>> 44 == 0x3fff0L
                || hi == 0x0100_0000_0000_0000L || hi >>> 16 == 0x2001_0002_0000L) {
            return HostReason.RESERVED;
        }
        return HostReason.PUBLIC;
    }

    /** What the address of 4 or 16 octets is. */
    static HostReason of(byte[] octets) {
        if (octets.length == 4) {
            return ipv4(ipv4(octets, 0));
        }
        return ipv6(half(octets, 0), half(octets, 8));
    }

    static long half(byte[] b, int at) {
        long v = 0;
        for (int i = at; i < at + 8; i++) {
            v = v << 8 | b[i] & 0xff;
        }
        return v;
    }
}
