package org.urikit.net;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import org.jspecify.annotations.Nullable;
import org.urikit.HostKind;
import org.urikit.UriReference;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;
import org.urikit.internal.IpAddresses;
import org.urikit.internal.Percent;
import org.urikit.internal.Utf8;

/**
 * Whether a host names a public destination: the check behind
 * {@code @ValidUri(publicHostsOnly = true)} and {@code @WebhookUrl}, for code that fetches URLs it
 * was given (SSRF). It judges the host of a {@link UriReference}, a host string, and an
 * {@link InetAddress} after DNS resolution; it never does DNS itself. Immutable and thread-safe:
 * keep one in a constant.
 *
 * <pre>{@code
 * HostPolicy policy = HostPolicy.publicOnly();
 * policy.check(Uri.parse("https://hooks.example.com/x")).allowed();   // true
 * policy.check(Uri.parse("https://127.1/")).reason();                 // NUMERIC_NAME (127.0.0.1)
 * policy.check(InetAddress.getByName("10.0.0.7")).reason();           // PRIVATE
 * HostPolicy lab = policy.allowingRange("10.20.0.0/16").trustingNames("status.internal");
 * }</pre>
 *
 * <h2>How a host is read</h2>
 * <ul>
 *   <li>An {@code IPv4address} or IP-literal is judged by its address (IANA special-purpose
 *       ranges, cloud metadata endpoints); an {@code IPvFuture} literal is refused.</li>
 *   <li>A registered name is read as browsers and OkHttp read it before they resolve it:
 *       percent-decoded as UTF-8 (octets that are not UTF-8: {@link HostReason#INVALID_UTF8}),
 *       then mapped by UTS #46 ToASCII with the WHATWG URL Standard's flags
 *       ({@link Uts46#whatwg()}), which lower-cases, deletes ignored code points and maps
 *       full-width letters, digits and ideographic full stops to ASCII: {@code 127.0.0.1%CD%8F}
 *       and {@code １２７．０．０．１} are 127.0.0.1, {@code ｌｏｃａｌｈｏｓｔ} is {@code localhost},
 *       {@code b%C3%BCcher.example} is the public {@code xn--bcher-kva.example}. A name that
 *       ToASCII fails on is refused ({@link HostReason#INVALID_IDN}, with the UTS #46 error codes).
 *       One trailing dot is ignored. A percent-encoded octet that decodes to an ASCII character a
 *       reg-name cannot hold literally ({@code %00}, {@code %2F}, {@code %40}, {@code %25} ...) is
 *       refused ({@link HostReason#ENCODED_CHARACTER}), and so is an ASCII name with characters
 *       other than letters, digits, {@code '-'} and {@code '_'} ({@link HostReason#MALFORMED}).</li>
 *   <li>A name that decodes and maps to an {@code IPv4address} ({@code %31%32%37.0.0.1},
 *       {@code 127.0.0.1.}, {@code 127.0.0.1%CD%8F}, {@code １２７。０。０。１}) is judged as that
 *       address, as clients connect to it. Another name whose last label (after the mapping) is a
 *       number is read as browsers (WHATWG URL) and
 *       {@code inet_aton} read it ({@code 127.1}, {@code 0x7f.1}, {@code 2130706433},
 *       {@code 017700000001}) and refused as {@link HostReason#NUMERIC_NAME}, whatever address it
 *       reads as, since clients disagree on it.</li>
 *   <li>Other names are refused when they are local by name: {@code localhost} and the loopback
 *       names of hosts files, local-network suffixes, metadata names, single labels. Anything
 *       else is {@link HostReason#PUBLIC} until DNS says where it leads: judge every resolved
 *       address with {@link #check(String, InetAddress)}.</li>
 * </ul>
 *
 * @since 0.1
 */
public final class HostPolicy {
    private static final HostPolicy PUBLIC_ONLY = new HostPolicy(EnumSet.noneOf(HostReason.class), new byte[0][],
            new int[0], new String[0], new String[0]);

    /** Reasons that {@link #allowing} refuses: the host cannot be read, so it cannot be judged. */
    private static final Set<HostReason> UNREADABLE = EnumSet.of(HostReason.EMPTY, HostReason.MALFORMED,
            HostReason.INVALID_UTF8, HostReason.INVALID_IDN, HostReason.ENCODED_CHARACTER, HostReason.INVALID_NUMERIC_NAME,
            HostReason.IPV_FUTURE);

    /** Exact local names of hosts files (RHEL/Fedora/Amazon Linux, Debian/Ubuntu) and RFC 6761. */
    private static final Set<String> LOCALHOST_NAMES = Set.of("localhost", "localhost.localdomain", "localhost4",
            "localhost4.localdomain4", "localhost6", "localhost6.localdomain6", "ip6-localhost", "ip6-loopback");

    private static final String[] LOCAL_SUFFIXES = {".local", ".internal", ".localdomain", ".localdomain4",
        ".localdomain6", ".home.arpa", ".intranet", ".lan"};

    private final EnumSet<HostReason> allowed;
    /** Allowed ranges: network octets (4 or 16) and prefix lengths. */
    private final byte[][] rangeNetworks;
    private final int[] rangePrefixes;
    /** The ranges as given, for toString. */
    private final String[] ranges;
    /** Trusted names, normalized (lower-case, no trailing dot), sorted. */
    private final String[] trusted;

    private HostPolicy(EnumSet<HostReason> allowed, byte[][] rangeNetworks, int[] rangePrefixes, String[] ranges,
            String[] trusted) {
        this.allowed = allowed;
        this.rangeNetworks = rangeNetworks;
        this.rangePrefixes = rangePrefixes;
        this.ranges = ranges;
        this.trusted = trusted;
    }

    /**
     * The policy that allows public hosts only: every {@link HostReason} but {@code PUBLIC} is
     * refused. The one {@code @ValidUri(publicHostsOnly = true)} applies.
     *
     * @return the policy
     */
    public static HostPolicy publicOnly() {
        return PUBLIC_ONLY;
    }

    /**
     * A copy that also allows hosts of the given kinds, for example {@link HostReason#SHARED} on a
     * network that reaches partners through carrier-grade NAT. Two kinds read through to an IPv4
     * address instead of allowing it outright: an allowed {@link HostReason#NUMERIC_NAME} is judged
     * by the address it reads as, and an allowed {@link HostReason#IPV4_MAPPED} address by the
     * IPv4 address it carries.
     *
     * @param reasons the kinds to allow
     * @return the new policy
     * @throws IllegalArgumentException for a kind that says the host cannot be read
     *     ({@code EMPTY}, {@code MALFORMED}, {@code INVALID_UTF8}, {@code INVALID_IDN}, {@code ENCODED_CHARACTER},
     *     {@code INVALID_NUMERIC_NAME}, {@code IPV_FUTURE})
     * @throws NullPointerException if the array or an element is null
     */
    public HostPolicy allowing(HostReason... reasons) {
        Objects.requireNonNull(reasons, "reasons");
        EnumSet<HostReason> set = EnumSet.copyOf(allowed);
        for (HostReason r : reasons) {
            Objects.requireNonNull(r, "reasons element");
            if (UNREADABLE.contains(r)) {
                throw new IllegalArgumentException(r + " cannot be allowed: such a host cannot be read, so it cannot be judged");
            }
            if (r != HostReason.PUBLIC) {
                set.add(r);
            }
        }
        return new HostPolicy(set, rangeNetworks, rangePrefixes, ranges, trusted);
    }

    /**
     * A copy that also allows every address in a range written in CIDR notation, IPv4
     * ({@code "10.20.0.0/16"}) or IPv6 ({@code "fd12:3456::/32"}); a single address without
     * {@code "/n"} is a range of one. Cloud metadata endpoints stay refused inside an allowed range:
     * allow {@link HostReason#METADATA} for them. A range applies to addresses (IP literals and
     * resolved addresses), not to numeric names, unless {@link HostReason#NUMERIC_NAME} is allowed.
     *
     * @param cidr the range
     * @return the new policy
     * @throws IllegalArgumentException if the text is not an address with an optional prefix length
     *     (0 to 32 for IPv4, 0 to 128 for IPv6)
     * @throws NullPointerException if cidr is null
     */
    public HostPolicy allowingRange(String cidr) {
        Objects.requireNonNull(cidr, "cidr");
        int slash = cidr.indexOf('/');
        String address = slash < 0 ? cidr : cidr.substring(0, slash);
        byte[] network = IpAddresses.ipv4(address, 0, address.length());
        if (network == null) {
            network = IpAddresses.ipv6(address, 0, address.length());
        }
        int bits = network == null ? 0 : network.length * 8;
        int prefix = bits;
        if (network != null && slash >= 0) {
            prefix = -1;
            String p = cidr.substring(slash + 1);
            if (!p.isEmpty() && p.length() <= 3 && p.chars().allMatch(c -> c >= '0' && c <= '9')) {
                prefix = Integer.parseInt(p);
            }
        }
        if (network == null || prefix < 0 || prefix > bits) {
            throw new IllegalArgumentException("not an IP address range in CIDR notation (\"10.0.0.0/8\", \"fd00::/8\"): "
                    + cidr);
        }
        byte[][] networks = Arrays.copyOf(rangeNetworks, rangeNetworks.length + 1);
        networks[rangeNetworks.length] = network;
        int[] prefixes = Arrays.copyOf(rangePrefixes, rangePrefixes.length + 1);
        prefixes[rangePrefixes.length] = prefix;
        String[] texts = Arrays.copyOf(ranges, ranges.length + 1);
        texts[ranges.length] = cidr;
        return new HostPolicy(allowed, networks, prefixes, texts, trusted);
    }

    /**
     * A copy that trusts these names: they are allowed whatever they are by name (a
     * {@code .internal} name, say) and whatever address they resolve to. For your own services
     * only: a trusted name whose DNS an attacker controls leads anywhere. A name is compared in the
     * form hosts are judged in, its UTS #46 ToASCII form with the WHATWG URL Standard's flags
     * ({@link Uts46#whatwg()}): {@code trustingNames("bücher.example")} trusts
     * {@code xn--bcher-kva.example}, {@code B%C3%BCcher.example} and {@code BÜCHER.example.};
     * ASCII case and one trailing dot are ignored; subdomains are not trusted.
     *
     * @param names host names, ASCII or Unicode (percent-encoding is not decoded here)
     * @return the new policy
     * @throws IllegalArgumentException if a name cannot be trusted, with the reason: it holds a
     *     {@code '%'}, ToASCII fails on it (the UTS #46 error codes), its ToASCII form is not
     *     dot-separated labels of letters, digits, {@code '-'} and {@code '_'}, or it ends in a
     *     number (clients read it as an IPv4 address: trust addresses with {@link #allowingRange})
     * @throws NullPointerException if the array or an element is null
     */
    public HostPolicy trustingNames(String... names) {
        Objects.requireNonNull(names, "names");
        Set<String> set = new TreeSet<>(Arrays.asList(trusted));
        for (String name : names) {
            set.add(trustable(Objects.requireNonNull(name, "names element")));
        }
        return new HostPolicy(allowed, rangeNetworks, rangePrefixes, ranges, set.toArray(new String[0]));
    }

    /** The ToASCII form under which a name given to {@link #trustingNames} is trusted. */
    private static String trustable(String name) {
        String cannot = "cannot trust \"" + name + "\": ";
        if (name.indexOf('%') >= 0) {
            throw new IllegalArgumentException(cannot + "percent-encoding is not decoded here; write the name in Unicode or ASCII");
        }
        IdnaResult idna = Uts46.whatwg().toAscii(name);
        if (!idna.isValid()) {
            throw new IllegalArgumentException(cannot + "UTS #46 ToASCII fails on it " + new TreeSet<>(idna.codes()));
        }
        String n = stripDot(idna.output().toLowerCase(Locale.ROOT));
        if (!wellFormed(n)) {
            throw new IllegalArgumentException(cannot + "not a host name (its ToASCII form \"" + n
                    + "\" is not dot-separated labels of letters, digits, '-' and '_')");
        }
        if (NumericNames.endsInNumber(n)) {
            throw new IllegalArgumentException(cannot + "it ends in a number, so clients read it as an IPv4 address "
                    + "(trust addresses with allowingRange)");
        }
        return n;
    }

    /**
     * Judges the host of a reference (a {@code Uri} or a {@code RelativeReference}). A reference
     * without an authority, or with an empty host, is {@link HostReason#EMPTY}: it names no server.
     *
     * @param reference the reference
     * @return the verdict; its {@link HostVerdict#host()} is the raw host
     * @throws NullPointerException if reference is null
     */
    public HostVerdict check(UriReference reference) {
        Objects.requireNonNull(reference, "reference");
        String host = reference.host().orElse("");
        if (host.isEmpty()) {
            return refuse(host, HostReason.EMPTY, null, -1);
        }
        HostKind kind = reference.hostKind().orElseThrow();
        return switch (kind) {
            case IPV_FUTURE -> refuse(host, HostReason.IPV_FUTURE, null, -1);
            case IPV4, IPV6 -> {
                InetAddress address = reference.hostAddress().orElseThrow();
                // An IPv4-mapped literal comes back as an Inet4Address (InetAddress's convention).
                yield kind == HostKind.IPV6 && address instanceof Inet4Address ? mapped(host, address)
                        : address(host, address, address.getAddress());
            }
            case REG_NAME -> name(host);
        };
    }

    /**
     * Judges a host string: a host as a URI holds it (a reg-name, possibly percent-encoded; an
     * {@code IPv4address}; an IP-literal in brackets), a host as an IRI or a browser's address bar
     * holds it (Unicode such as {@code bücher.example} or {@code １２７．０．０．１}, read like its
     * percent-encoded UTF-8), or a bare IPv6 address as
     * {@link InetAddress#getHostAddress()} and OkHttp's {@code HttpUrl.host()} print it. A zone id
     * ({@code fe80::1%eth0}, {@code [fe80::1%25eth0]}) is ignored: the address is judged. Text that
     * is not a host (a port, a path, a space) is {@link HostReason#MALFORMED}. Never throws for
     * bad text.
     *
     * @param host the host text
     * @return the verdict
     * @throws NullPointerException if host is null
     */
    public HostVerdict check(String host) {
        Objects.requireNonNull(host, "host");
        if (host.isEmpty()) {
            return refuse(host, HostReason.EMPTY, null, -1);
        }
        int from = 0;
        int to = host.length();
        if (host.charAt(0) == '[') {
            if (host.charAt(to - 1) != ']') {
                return refuse(host, HostReason.MALFORMED, null, -1);
            }
            if (to > 1 && (host.charAt(1) == 'v' || host.charAt(1) == 'V')) {
                return refuse(host, HostReason.IPV_FUTURE, null, -1);
            }
            from = 1;
            to--;
            int zone = host.indexOf("%25", from);
            if (zone >= 0 && zone < to) {
                to = zone;
            }
        } else if (host.indexOf(':') >= 0) {
            int zone = host.indexOf('%');
            if (zone >= 0) {
                to = zone;
            }
        } else {
            byte[] v4 = IpAddresses.ipv4(host, 0, to);
            return v4 == null ? name(host) : address(host, IpAddresses.toInetAddress(v4), v4);
        }
        byte[] v6 = IpAddresses.ipv6(host, from, to);
        if (v6 == null) {
            return refuse(host, HostReason.MALFORMED, null, -1);
        }
        InetAddress address = IpAddresses.toInetAddress(v6);
        return address instanceof Inet4Address ? mapped(host, address) : address(host, address, v6);
    }

    /**
     * Judges an address, typically one that DNS returned for a name: check every address a client
     * may connect to, each time it connects.
     *
     * @param address the address
     * @return the verdict; its {@link HostVerdict#host()} is the address's
     *     {@link InetAddress#getHostAddress()}
     * @throws NullPointerException if address is null
     */
    public HostVerdict check(InetAddress address) {
        Objects.requireNonNull(address, "address");
        return address(address.getHostAddress(), address, address.getAddress());
    }

    /**
     * Judges a connection to {@code host} at {@code address}, the address DNS gave for it: refused
     * if the host is refused, allowed if it is a {@linkplain #trustingNames trusted name} (those
     * two verdicts are {@link #check(String)}'s), else judged by the address: then the verdict's
     * host is {@code host} and its address is {@code address}. Use it in a resolver hook (OkHttp's {@code Dns}) and wherever the connected
     * address is known (a network interceptor).
     *
     * @param host the host the client was asked for
     * @param address an address it resolved to
     * @return the verdict
     * @throws NullPointerException if an argument is null
     */
    public HostVerdict check(String host, InetAddress address) {
        Objects.requireNonNull(address, "address");
        HostVerdict byName = check(host);
        if (!byName.allowed() || isTrusted(host)) {
            return byName;
        }
        HostVerdict byAddress = check(address);
        return new HostVerdict(host, byAddress.reason(), byAddress.allowed(), address, -1);
    }

    /** Whether the host, read as clients read a name ({@link #read}), is a trusted name. */
    private boolean isTrusted(String host) {
        if (trusted.length == 0) {
            return false;
        }
        ReadName read = read(host);
        return read.ascii() != null && Arrays.binarySearch(trusted, read.ascii()) >= 0;
    }

    private static HostVerdict refuse(String host, HostReason reason, @Nullable InetAddress address, int index) {
        return new HostVerdict(host, reason, false, address, index);
    }

    /** An IPv4-mapped IPv6 host whose IPv4 address (as an Inet4Address) is {@code v4}. */
    private HostVerdict mapped(String host, InetAddress v4) {
        if (allowed.contains(HostReason.IPV4_MAPPED)) {
            return address(host, v4, v4.getAddress());
        }
        return refuse(host, HostReason.IPV4_MAPPED, v4, -1);
    }

    private HostVerdict address(String host, InetAddress address, byte[] octets) {
        HostReason reason = AddressClasses.of(octets);
        if (reason == HostReason.IPV4_MAPPED && allowed.contains(HostReason.IPV4_MAPPED)) {
            // read through to the IPv4 address in the last 32 bits
            byte[] v4 = Arrays.copyOfRange(octets, 12, 16);
            return address(host, IpAddresses.toInetAddress(v4), v4);
        }
        boolean ok = reason == HostReason.PUBLIC || allowed.contains(reason)
                || reason != HostReason.METADATA && inAllowedRange(octets);
        return new HostVerdict(host, reason, ok, address, -1);
    }

    private boolean inAllowedRange(byte[] octets) {
        for (int r = 0; r < rangeNetworks.length; r++) {
            byte[] net = rangeNetworks[r];
            if (net.length != octets.length) {
                continue;
            }
            int prefix = rangePrefixes[r];
            int full = prefix / 8;
            boolean match = Arrays.equals(net, 0, full, octets, 0, full);
            int rest = prefix % 8;
            if (match && rest > 0) {
                int mask = 0xff << (8 - rest) & 0xff;
                match = (net[full] & mask) == (octets[full] & mask);
            }
            if (match) {
                return true;
            }
        }
        return false;
    }

    /**
     * A registered name, raw (percent-encoded) as a URI holds it, or with literal non-ASCII as an
     * IRI holds it: percent-decoded as UTF-8, mapped by UTS #46 ToASCII (WHATWG flags), then
     * judged as an ASCII name.
     */
    private HostVerdict name(String host) {
        ReadName read = read(host);
        String name = read.ascii();
        if (name == null) {
            return Objects.requireNonNull(read.refusal());
        }
        boolean trust = trusted.length > 0 && Arrays.binarySearch(trusted, name) >= 0;
        byte[] dotted = IpAddresses.ipv4(name, 0, name.length());
        if (dotted != null) {
            // the text of an IPv4address once decoded and mapped: every client that maps reads that address
            return address(host, IpAddresses.toInetAddress(dotted), dotted);
        }
        if (NumericNames.endsInNumber(name)) {
            long a = NumericNames.parse(name);
            if (a < 0) {
                return refuse(host, HostReason.INVALID_NUMERIC_NAME, null, -1);
            }
            byte[] v4 = {(byte) (a >>> 24), (byte) (a >>> 16), (byte) (a >>> 8), (byte) a};
            InetAddress address = IpAddresses.toInetAddress(v4);
            return allowed.contains(HostReason.NUMERIC_NAME) ? address(host, address, v4)
                    : refuse(host, HostReason.NUMERIC_NAME, address, -1);
        }
        HostReason reason = nameReason(name);
        return new HostVerdict(host, reason, reason == HostReason.PUBLIC || trust || allowed.contains(reason), null, -1);
    }

    /**
     * A name as clients read it: its ASCII form (lower-case, without a trailing dot), or the
     * refusal of a name that cannot be read. Exactly one of the two is present.
     */
    private record ReadName(@Nullable String ascii, @Nullable HostVerdict refusal) {
    }

    /**
     * Reads a registered name: percent-decoded as UTF-8, mapped by UTS #46 ToASCII (WHATWG flags),
     * lower-cased, one trailing dot removed, and required to be well-formed.
     */
    private static ReadName read(String host) {
        int len = host.length();
        StringBuilder decoded = new StringBuilder(len);
        byte[] octets = new byte[4];
        for (int i = 0; i < len; i++) {
            char c = host.charAt(i);
            if (c != '%') {
                decoded.append(c);
                continue;
            }
            int octet = octet(host, i);
            if (octet < 0) {
                return refused(host, HostReason.MALFORMED, i);
            }
            if (octet < 0x80) {
                if (!isRegNameChar((char) octet)) {
                    return refused(host, HostReason.ENCODED_CHARACTER, i);
                }
                decoded.append((char) octet);
                i += 2;
                continue;
            }
            int n = 0;
            for (int at = i; n < 4 && at < len && host.charAt(at) == '%' && octet(host, at) >= 0; at += 3) {
                octets[n++] = (byte) octet(host, at);
            }
            int seq = Utf8.sequence(octets, 0, n);
            if (seq < 2) { // Unicode Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF
                return refused(host, HostReason.INVALID_UTF8, i);
            }
            decoded.appendCodePoint(Utf8.codePoint(octets, 0, seq));
            i += 3 * seq - 1;
        }
        IdnaResult idna = Uts46.whatwg().toAscii(decoded.toString());
        if (!idna.isValid()) {
            return new ReadName(null, new HostVerdict(host, HostReason.INVALID_IDN, false, null, -1,
                    Collections.unmodifiableSet(EnumSet.copyOf(idna.codes()))));
        }
        String name = stripDot(idna.output().toLowerCase(Locale.ROOT));
        return wellFormed(name) ? new ReadName(name, null) : refused(host, HostReason.MALFORMED, -1);
    }

    private static ReadName refused(String host, HostReason reason, int index) {
        return new ReadName(null, refuse(host, reason, null, index));
    }

    /** The octet of the triplet at {@code s[i] == '%'}, or -1 if two hex digits do not follow. */
    private static int octet(String s, int i) {
        int hi = i + 2 < s.length() ? Percent.hex(s.charAt(i + 1)) : -1;
        int lo = hi < 0 ? -1 : Percent.hex(s.charAt(i + 2));
        return lo < 0 ? -1 : hi << 4 | lo;
    }

    private static HostReason nameReason(String name) {
        if (name.equals("metadata.google.internal") || name.equals("metadata.goog")) {
            return HostReason.METADATA;
        }
        if (LOCALHOST_NAMES.contains(name) || name.endsWith(".localhost")) {
            return HostReason.LOCALHOST_NAME;
        }
        for (String suffix : LOCAL_SUFFIXES) {
            if (name.endsWith(suffix)) {
                return HostReason.LOCAL_NAME;
            }
        }
        return name.indexOf('.') < 0 ? HostReason.SINGLE_LABEL_NAME : HostReason.PUBLIC;
    }

    private static String stripDot(String name) {
        return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
    }

    /** RFC 3986 {@code unreserved / sub-delims}: what a reg-name may hold literally. */
    private static boolean isRegNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~!$&'()*+,;=".indexOf(c) >= 0;
    }

    /** Lower-case ASCII labels of letters, digits, '-' and '_', separated by single dots. */
    private static boolean wellFormed(String name) {
        if (name.isEmpty()) {
            return false;
        }
        char prev = '.';
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '.') {
                if (prev == '.') {
                    return false;
                }
            } else if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_')) {
                return false;
            }
            prev = c;
        }
        return prev != '.';
    }

    /**
     * The configuration, for logs: the allowed kinds, ranges and trusted names (in their ToASCII
     * form, sorted: {@code trusting xn--bcher-kva.internal}).
     *
     * @return a description
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("HostPolicy[public only");
        if (!allowed.isEmpty()) {
            sb.append(", allowing ").append(allowed);
        }
        if (ranges.length > 0) {
            sb.append(", ranges ").append(String.join(" ", ranges));
        }
        if (trusted.length > 0) {
            sb.append(", trusting ").append(String.join(" ", trusted));
        }
        return sb.append(']').toString();
    }
}
