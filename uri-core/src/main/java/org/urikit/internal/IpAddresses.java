package org.urikit.internal;

import java.net.InetAddress;
import java.net.UnknownHostException;

import org.jspecify.annotations.Nullable;

/**
 * The octets of the RFC 3986 address forms, read from text alone (never a DNS lookup): the one
 * reader behind {@code UriReference.hostAddress()} and the host policy. Each method takes any text
 * and returns null for what is not the form; none throws.
 */
public final class IpAddresses {
    private IpAddresses() {
    }

    /**
     * {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet} (RFC 3986 §3.2.2:
     * decimal, no leading zeros) in {@code s[from, to)}.
     *
     * @param s text
     * @param from start, inclusive
     * @param to end, exclusive
     * @return the four octets, or null if the text is not an IPv4address
     */
    public static byte @Nullable [] ipv4(String s, int from, int to) {
        byte[] out = new byte[4];
        return ipv4(s, from, to, out, 0) ? out : null;
    }

    /** Reads an IPv4address in s[from, to) into out[at..at+3]; false if it is not one. */
    private static boolean ipv4(String s, int from, int to, byte[] out, int at) {
        int i = from;
        for (int part = 0; part < 4; part++) {
            if (part > 0) {
                if (i >= to || s.charAt(i) != '.') {
                    return false;
                }
                i++;
            }
            int start = i;
            int value = 0;
            while (i < to && i - start < 3 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                value = value * 10 + s.charAt(i) - '0';
                i++;
            }
            if (i == start || value > 255 || i - start > 1 && s.charAt(start) == '0') {
                return false;
            }
            out[at + part] = (byte) value;
        }
        return i == to;
    }

    /**
     * {@code IPv6address} (RFC 3986 §3.2.2, the text forms of RFC 4291 §2.2: one {@code "::"} at
     * most, 1 to 4 hex digits per group, a dotted IPv4address as the last 32 bits) in
     * {@code s[from, to)}, without brackets.
     *
     * @param s text
     * @param from start, inclusive
     * @param to end, exclusive
     * @return the sixteen octets, or null if the text is not an IPv6address
     */
    public static byte @Nullable [] ipv6(String s, int from, int to) {
        byte[] out = new byte[16];
        int n = 0; // octets written
        int gap = -1; // octet index of "::"
        int i = from;
        if (to - from >= 2 && s.charAt(i) == ':' && s.charAt(i + 1) == ':') {
            gap = 0;
            i += 2;
            if (i == to) {
                return out;
            }
        }
        while (true) {
            int start = i;
            int value = 0;
            int d;
            while (i < to && i - start < 4 && (d = Percent.hex(s.charAt(i))) >= 0) {
                value = value << 4 | d;
                i++;
            }
            if (i < to && s.charAt(i) == '.') {
                // the dotted IPv4 form of the last 32 bits (ls32)
                if (n > 12 || !ipv4(s, start, to, out, n)) {
                    return null;
                }
                n += 4;
                break;
            }
            if (i == start || n == 16) {
                return null;
            }
            out[n++] = (byte) (value >>> 8);
            out[n++] = (byte) value;
            if (i == to) {
                break;
            }
            if (s.charAt(i) != ':') {
                return null;
            }
            i++;
            if (i < to && s.charAt(i) == ':') {
                if (gap >= 0) {
                    return null;
                }
                gap = n;
                i++;
                if (i == to) {
                    break;
                }
            } else if (i == to) {
                return null;
            }
        }
        if (gap < 0) {
            return n == 16 ? out : null;
        }
        if (n == 16) {
            return null; // "::" must stand for at least one group
        }
        int tail = n - gap;
        System.arraycopy(out, gap, out, 16 - tail, tail);
        java.util.Arrays.fill(out, gap, 16 - tail, (byte) 0);
        return out;
    }

    /**
     * An {@code InetAddress} of 4 or 16 octets, with no host name and no lookup, as
     * {@link InetAddress#getByAddress(byte[])} makes it (an IPv4-mapped IPv6 address becomes an
     * {@code Inet4Address}).
     *
     * @param octets 4 or 16 octets
     * @return the address
     * @throws IllegalArgumentException if there are not 4 or 16 octets
     */
    public static InetAddress toInetAddress(byte[] octets) {
        try {
            return InetAddress.getByAddress(octets);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("an IP address has 4 or 16 octets, not " + octets.length, e);
        }
    }
}
