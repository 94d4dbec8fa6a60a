package org.urikit.validation.internal;

import java.text.Normalizer;
import java.util.Locale;

import org.urikit.HostKind;

/**
 * The {@code publicHostsOnly} check: whether a host names a public destination, judged from its
 * text alone (no DNS). Stateless.
 *
 * <p>Registered names are judged as clients read them: percent-decoded, NFKC-normalized (as IDNA
 * maps full-width digits and dots), lower-cased, with one trailing dot ignored; a name whose last
 * label is a number is read as an IPv4 address as browsers (WHATWG URL) and {@code inet_aton} do,
 * and is rejected whatever address it denotes, since clients disagree on it.
 */
final class PublicHosts {
    private PublicHosts() {
    }

    /**
     * The problem with the host, or null if it is public.
     *
     * @param host the raw host, brackets included for IP literals
     * @param kind its kind
     * @param decoded the percent-decoded host (for reg-names)
     */
    static Problem check(String host, HostKind kind, String decoded) {
        return switch (kind) {
            case IPV_FUTURE -> problem("ipvFuture", host);
            case IPV6 -> {
                long[] a = parseIpv6(host);
                yield a == null ? problem("malformed", host) : ipv6(host, a[0], a[1]);
            }
            case IPV4 -> {
                long a = Ipv4.parseDotted(host);
                yield a < 0 ? problem("malformed", host) : ipv4(host, (int) a);
            }
            case REG_NAME -> regName(host, decoded);
        };
    }

    private static Problem problem(String reason, String host) {
        return Problem.of("publicHost." + reason, "host", host);
    }

    private static Problem regName(String host, String decoded) {
        if (decoded.isEmpty()) {
            return Problem.of("publicHost.empty");
        }
        String name = decoded;
        boolean ascii = true;
        for (int i = 0; i < name.length() && ascii; i++) {
            ascii = name.charAt(i) < 0x80;
        }
        if (!ascii) {
            // IDNA (UTS #46) maps compatibility forms such as full-width digits and ideographic
            // full stops; NFKC does most of that mapping.
            name = Normalizer.normalize(name, Normalizer.Form.NFKC).replace('\u3002', '.').replace('\uFF0E', '.')
                    .replace('\uFF61', '.');
        }
        name = name.toLowerCase(Locale.ROOT);
        if (name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
        }
        if (!wellFormed(name)) {
            return problem("malformed", host);
        }
        int lastDot = name.lastIndexOf('.');
        String last = name.substring(lastDot + 1);
        if (Ipv4.isNumber(last)) {
            long a = Ipv4.parseWhatwg(name);
            return a < 0 ? problem("numericInvalid", host)
                    : Problem.of("publicHost.numeric", "host", host, "address", Ipv4.format((int) a));
        }
        if (name.equals("metadata.google.internal") || name.equals("metadata.goog")) {
            return problem("metadata", host);
        }
        if (name.equals("localhost") || name.endsWith(".localhost") || name.equals("ip6-localhost")
                || name.equals("ip6-loopback") || name.equals("localhost.localdomain")) {
            return problem("localhost", host);
        }
        if (name.endsWith(".local") || name.endsWith(".internal") || name.endsWith(".localdomain")
                || name.endsWith(".home.arpa") || name.endsWith(".intranet") || name.endsWith(".lan")) {
            return problem("localName", host);
        }
        if (lastDot < 0) {
            return problem("singleLabel", host);
        }
        return null;
    }

    /**
     * Labels of letters, digits (any script), combining marks, '-' and '_', separated by single dots.
     * Excludes what some resolvers cut at or reinterpret: NUL and other controls, spaces, '%', U+FFFD.
     */
    private static boolean wellFormed(String name) {
        if (name.isEmpty() || name.charAt(0) == '.' || name.endsWith(".")) {
            return false;
        }
        char prev = 0;
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '.') {
                if (prev == '.') {
                    return false;
                }
            } else if (!(cp >= 'a' && cp <= 'z' || cp >= '0' && cp <= '9' || cp == '-' || cp == '_'
                    || cp >= 0x80 && (Character.isLetterOrDigit(cp) || isMark(cp)))) {
                return false;
            }
            prev = (char) cp;
        }
        return true;
    }

    private static boolean isMark(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.COMBINING_SPACING_MARK || t == Character.ENCLOSING_MARK;
    }

    /** The reason an IPv4 address is not public, or null. */
    static String ipv4Reason(int a) {
        int b0 = a >>> 24;
        int b1 = a >>> 16 & 0xff;
        int b2 = a >>> 8 & 0xff;
        if (a == Ipv4.of(169, 254, 169, 254) || a == Ipv4.of(169, 254, 170, 2) || a == Ipv4.of(100, 100, 100, 200)
                || a == Ipv4.of(192, 0, 0, 192)) {
            return "metadata";
        }
        if (a == -1) {
            return "broadcast";
        }
        if (b0 == 0) {
            return "unspecified";
        }
        if (b0 == 127) {
            return "loopback";
        }
        if (b0 == 10 || b0 == 172 && (b1 & 0xf0) == 16 || b0 == 192 && b1 == 168) {
            return "private";
        }
        if (b0 == 100 && (b1 & 0xc0) == 64) {
            return "shared";
        }
        if (b0 == 169 && b1 == 254) {
            return "linkLocal";
        }
        if (b0 >= 224 && b0 < 240) {
            return "multicast";
        }
        if (b0 >= 240 || b0 == 192 && b1 == 0 && (b2 == 0 || b2 == 2) || b0 == 198 && (b1 & 0xfe) == 18
                || b0 == 198 && b1 == 51 && b2 == 100 || b0 == 203 && b1 == 0 && b2 == 113
                || b0 == 192 && b1 == 88 && b2 == 99) {
            return "reserved";
        }
        return null;
    }

    private static Problem ipv4(String host, int a) {
        String reason = ipv4Reason(a);
        return reason == null ? null : problem(reason, host);
    }

    private static Problem ipv6(String host, long hi, long lo) {
        String reason = ipv6Reason(hi, lo);
        return reason == null ? null : problem(reason, host);
    }

    /** The reason an IPv6 address (as two 64-bit halves) is not public, or null. */
    static String ipv6Reason(long hi, long lo) {
        if (hi == 0 && lo == 0) {
            return "unspecified";
        }
        if (hi == 0 && lo == 1) {
            return "loopback";
        }
        if (hi == 0xfd00_0ec2_0000_0000L && lo == 0x254L) {
            return "metadata";
        }
        if (hi == 0 && (lo >>> 32 == 0 || lo >>> 32 == 0xffffL)) {
            return "ipv4Mapped";
        }
        if (hi == 0 && lo >>> 32 == 0xffff_0000L || hi == 0x0064_ff9b_0000_0000L && lo >>> 32 == 0
                || hi >>> 16 == 0x0064_ff9b_0001L) {
            return "ipv4Translated";
        }
        int top16 = (int) (hi >>> 48);
        if ((top16 & 0xffc0) == 0xfe80) {
            return "linkLocal";
        }
        if ((top16 & 0xffc0) == 0xfec0) {
            return "private";
        }
        if ((top16 & 0xfe00) == 0xfc00) {
            return "uniqueLocal";
        }
        if ((top16 & 0xff00) == 0xff00) {
            return "multicast";
        }
        if (top16 == 0x2002) {
            // 6to4: the IPv4 address in bits 16..47 is where the packets go.
            return ipv4Reason((int) (hi >>> 16)) == null ? null : "ipv4Translated";
        }
        if (hi >>> 32 == 0x2001_0db8L || hi >>> 44 == 0x3fff0L
                || hi == 0x0100_0000_0000_0000L || hi >>> 16 == 0x2001_0002_0000L) {
            return "reserved";
        }
        return null;
    }

    /**
     * The 128 bits of a syntactically valid {@code IP-literal} holding an IPv6 address, as
     * {high, low}; null if the text is not one (which the parser has excluded already).
     */
    static long[] parseIpv6(String host) {
        String s = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        int[] groups = new int[8];
        int n = 0;
        int gap = -1;
        int i = 0;
        int len = s.length();
        if (s.startsWith("::")) {
            gap = 0;
            i = 2;
        }
        while (i < len) {
            if (n == 8) {
                return null;
            }
            int start = i;
            int v = 0;
            while (i < len && i - start < 5 && Character.digit(s.charAt(i), 16) >= 0) {
                v = v * 16 + Character.digit(s.charAt(i), 16);
                i++;
            }
            if (i < len && s.charAt(i) == '.') {
                // Trailing dotted IPv4 (ls32): two groups.
                long v4 = Ipv4.parseDotted(s.substring(start));
                if (v4 < 0 || n > 6) {
                    return null;
                }
                groups[n++] = (int) (v4 >>> 16);
                groups[n++] = (int) (v4 & 0xffff);
                i = len;
                break;
            }
            if (i == start || i - start > 4) {
                return null;
            }
            groups[n++] = v;
            if (i == len) {
                break;
            }
            if (s.charAt(i) != ':') {
                return null;
            }
            i++;
            if (i < len && s.charAt(i) == ':') {
                if (gap >= 0) {
                    return null;
                }
                gap = n;
                i++;
            } else if (i == len) {
                return null;
            }
        }
        int[] full = new int[8];
        if (gap < 0) {
            if (n != 8) {
                return null;
            }
            full = groups;
        } else {
            if (n > 7) {
                return null;
            }
            System.arraycopy(groups, 0, full, 0, gap);
            System.arraycopy(groups, gap, full, 8 - (n - gap), n - gap);
        }
        long hi = 0;
        long lo = 0;
        for (int g = 0; g < 4; g++) {
            hi = hi << 16 | full[g];
            lo = lo << 16 | full[g + 4];
        }
        return new long[] {hi, lo};
    }
}
