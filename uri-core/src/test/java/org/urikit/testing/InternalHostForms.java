package org.urikit.testing;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A generator of internal hosts in every spelling a client may read as them: each internal IPv4
 * address in every numeric form of the WHATWG/{@code inet_aton} reading (one to four parts, each
 * decimal, octal or hex, either case, extra leading zeros), each internal IPv6 address (and each
 * internal IPv4 address embedded as IPv4-mapped, IPv4-compatible, SIIT, NAT64 and 6to4) in every
 * compression, case, zero padding and embedded-dotted form, with zone ids; each local name; and
 * every one of those with a trailing dot, percent-encoded, and in Unicode spellings that UTS #46
 * maps back to them: ignorable code points inserted, full-width letters and digits in mixed case,
 * the full stops U+3002, U+FF0E and U+FF61, percent-encoded as UTF-8 (valid RFC 3986) or literal
 * (only a host string, an IRI or an address bar holds those). Seeded: the same seed gives the
 * same forms.
 */
public final class InternalHostForms {

    /** How a form was made, so a test can say what the policy must answer. */
    public enum Kind {
        /** The canonical address text: an RFC 3986 IPv4address or IP-literal. */
        ADDRESS,
        /** A registered name that WHATWG/inet_aton read as the IPv4 address. */
        NUMERIC,
        /** A local name, ASCII, possibly upper-case, possibly with a trailing dot. */
        NAME,
        /** Any of the above with some ASCII characters percent-encoded. */
        PERCENT_ENCODED_ASCII,
        /** With non-ASCII inserted or substituted, percent-encoded as UTF-8 (ignorables, full-width, full stops). */
        NON_ASCII,
        /** With non-ASCII inserted or substituted, literal: not RFC 3986, a host string (or IRI host) only. */
        RAW_UNICODE,
        /** Not RFC 3986 host syntax (a zone id, percent-encoding or an ignorable inside an IP-literal). */
        NOT_A_HOST
    }

    /** What a client reads once it has percent-decoded the host and mapped it with UTS #46. */
    public enum Reading {
        /** The address itself: an IP-literal, or the dotted-decimal text of the IPv4 address (perhaps with a trailing dot). */
        ADDRESS,
        /** Another numeric spelling of the IPv4 address ({@code 127.1}, {@code 0x7f000001}): a numeric name. */
        NUMERIC,
        /** The local name. */
        NAME
    }

    /**
     * One generated host.
     *
     * @param host the host text as it stands in {@code https://HOST/}
     * @param kind how it was made
     * @param target what it denotes: the dotted or canonical IPv6 address (IPv6 without brackets), or the name
     * @param reading what a client reads once the host is decoded and mapped
     */
    public record Form(String host, Kind kind, String target, Reading reading) {
    }

    /** Full stops that UTS #46 maps to '.': ideographic, full-width, half-width ideographic. */
    public static final String[] FULL_STOPS = {"\u3002", "\uFF0E", "\uFF61"};

    /** Internal IPv4 addresses: loopback, private, link-local and metadata, shared, unspecified, multicast, broadcast, reserved. */
    public static final List<String> IPV4 = List.of("127.0.0.1", "127.0.1.1", "127.255.255.254", "10.0.0.1",
            "10.255.255.255", "172.16.0.1", "172.31.255.254", "192.168.0.1", "192.168.255.255", "169.254.169.254",
            "169.254.170.2", "169.254.1.1", "100.100.100.200", "192.0.0.192", "100.64.0.1", "0.0.0.0", "0.1.2.3",
            "224.0.0.1", "255.255.255.255", "240.0.0.1", "192.0.2.1", "198.18.0.1");

    /** Internal IPv6 addresses: loopback, unspecified, link-local, metadata, unique-local, site-local, multicast. */
    public static final List<String> IPV6 = List.of("::1", "::", "fe80::1", "fe80::a:b:c:d", "fd00:ec2::254",
            "fc00::1", "fd12:3456:789a::1", "fec0::1", "ff02::1", "2001:db8::1");

    /** Prefixes (the first 96 bits, as 6 groups) that embed an IPv4 address in the last 32 bits. */
    private static final int[][] EMBEDDINGS_96 = {
        {0, 0, 0, 0, 0, 0xffff}, // IPv4-mapped
        {0, 0, 0, 0, 0, 0}, // IPv4-compatible
        {0, 0, 0, 0, 0xffff, 0}, // SIIT
        {0x64, 0xff9b, 0, 0, 0, 0}, // NAT64 well-known prefix
        {0x64, 0xff9b, 1, 0, 0, 0}, // NAT64 local-use 64:ff9b:1::/48
    };

    /** Local names, including the loopback names of hosts files. */
    public static final List<String> NAMES = List.of("localhost", "localhost.localdomain", "localhost4",
            "localhost4.localdomain4", "localhost6", "localhost6.localdomain6", "ip6-localhost", "ip6-loopback",
            "api.localhost", "metadata.google.internal", "metadata.goog", "printer.local", "db.internal",
            "router.home.arpa", "intranet", "nas.lan");

    /** Code points that IDNA (UTS #46) deletes: "ignored" in the mapping table. */
    public static final int[] IGNORABLES = {0x00AD, 0x034F, 0x180B, 0x180C, 0x180D, 0x200B, 0x2060, 0xFE00, 0xFE01,
        0xFE07, 0xFE0E, 0xFE0F, 0xFEFF, 0x1BCA0, 0x1BCA3, 0xE0100, 0xE0101, 0xE017F, 0xE01EF};

    private final Random random;

    /**
     * A generator.
     *
     * @param seed the seed of the random choices (insertion points and which characters to encode)
     */
    public InternalHostForms(long seed) {
        this.random = new Random(seed);
    }

    /**
     * Every form of every internal host.
     *
     * @return the forms
     */
    public List<Form> all() {
        List<Form> out = new ArrayList<>();
        for (String a : IPV4) {
            ipv4(a, out);
        }
        for (String a : IPV6) {
            ipv6(parse6(a), a, out);
        }
        for (String a : IPV4) {
            int v = parse4(a);
            for (int[] prefix : EMBEDDINGS_96) {
                int[] g = new int[8];
                System.arraycopy(prefix, 0, g, 0, 6);
                g[6] = v >>> 16;
                g[7] = v & 0xffff;
                ipv6(g, canonical6(g), out);
            }
            // 6to4: 2002:AABB:CCDD::/48
            ipv6(new int[] {0x2002, v >>> 16, v & 0xffff, 0, 0, 0, 0, 1}, "2002:" + Integer.toHexString(v >>> 16) + ":"
                    + Integer.toHexString(v & 0xffff) + "::1", out);
        }
        for (String name : NAMES) {
            name(name, out);
        }
        return out;
    }

    private void ipv4(String dotted, List<Form> out) {
        int v = parse4(dotted);
        List<String> spellings = numericSpellings(v);
        out.add(new Form(dotted, Kind.ADDRESS, dotted, Reading.ADDRESS));
        for (String s : spellings) {
            Reading r = s.equals(dotted) ? Reading.ADDRESS : Reading.NUMERIC;
            if (!s.equals(dotted)) {
                out.add(new Form(s, Kind.NUMERIC, dotted, r));
            }
            out.add(new Form(s + ".", Kind.NUMERIC, dotted, r));
            out.add(new Form(percentEncodeSome(s), Kind.PERCENT_ENCODED_ASCII, dotted, r));
            out.add(new Form(insertIgnorable(s, random.nextInt(s.length() + 1),
                    IGNORABLES[random.nextInt(IGNORABLES.length)]), Kind.NON_ASCII, dotted, r));
            String u = unicodeSpelling(s);
            out.add(random.nextBoolean() ? new Form(u, Kind.RAW_UNICODE, dotted, r)
                    : new Form(encodeNonAscii(u), Kind.NON_ASCII, dotted, r));
        }
        // The canonical text: every ignorable at every position (percent-encoded) and at one
        // (literal), fully percent-encoded, full-width, every full stop.
        for (int cp : IGNORABLES) {
            for (int at = 0; at <= dotted.length(); at++) {
                out.add(new Form(insertIgnorable(dotted, at, cp), Kind.NON_ASCII, dotted, Reading.ADDRESS));
            }
            int at = random.nextInt(dotted.length() + 1);
            out.add(new Form(dotted.substring(0, at) + Character.toString(cp) + dotted.substring(at), Kind.RAW_UNICODE,
                    dotted, Reading.ADDRESS));
        }
        out.add(new Form(dotted + "%C2%AD.", Kind.NON_ASCII, dotted, Reading.ADDRESS));
        out.add(new Form(percentEncodeAll(dotted, false), Kind.PERCENT_ENCODED_ASCII, dotted, Reading.ADDRESS));
        out.add(new Form(percentEncodeAll(dotted, true) + ".", Kind.PERCENT_ENCODED_ASCII, dotted, Reading.ADDRESS));
        for (String stop : FULL_STOPS) {
            for (boolean wide : new boolean[] {false, true}) {
                String look = lookAlike(dotted, wide, stop);
                out.add(new Form(look, Kind.RAW_UNICODE, dotted, Reading.ADDRESS));
                out.add(new Form(encodeNonAscii(look), Kind.NON_ASCII, dotted, Reading.ADDRESS));
            }
        }
        out.add(new Form(lookAlike(dotted, true, "."), Kind.RAW_UNICODE, dotted, Reading.ADDRESS));
        out.add(new Form(encodeNonAscii(lookAlike(dotted, true, ".")), Kind.NON_ASCII, dotted, Reading.ADDRESS));
    }

    /**
     * Every WHATWG/inet_aton spelling of an address: 1 to 4 parts, each decimal, octal, hex (either
     * case) or zero-padded.
     *
     * @param v the address
     * @return the spellings, the dotted-decimal one among them
     */
    public static List<String> numericSpellings(int v) {
        List<String> out = new ArrayList<>();
        long u = v & 0xffffffffL;
        int[] bytes = {v >>> 24, v >>> 16 & 0xff, v >>> 8 & 0xff, v & 0xff};
        for (int parts = 1; parts <= 4; parts++) {
            long[] values = new long[parts];
            for (int i = 0; i < parts - 1; i++) {
                values[i] = bytes[i];
            }
            values[parts - 1] = u & (parts == 1 ? 0xffffffffL : (1L << 8 * (5 - parts)) - 1);
            int combos = (int) Math.pow(5, parts);
            for (int c = 0; c < combos; c++) {
                StringBuilder sb = new StringBuilder();
                int k = c;
                for (int i = 0; i < parts; i++) {
                    if (i > 0) {
                        sb.append('.');
                    }
                    sb.append(spell(values[i], k % 5));
                    k /= 5;
                }
                out.add(sb.toString());
            }
        }
        return out;
    }

    /** One number: 0 decimal, 1 octal, 2 hex, 3 upper-case hex, 4 padded (octal or hex with extra zeros). */
    private static String spell(long n, int style) {
        return switch (style) {
            case 0 -> Long.toString(n);
            case 1 -> "0" + Long.toOctalString(n);
            case 2 -> "0x" + Long.toHexString(n);
            case 3 -> "0X" + Long.toHexString(n).toUpperCase(Locale.ROOT);
            default -> n % 2 == 0 ? "000" + Long.toOctalString(n) : "0x00" + Long.toHexString(n);
        };
    }

    private void ipv6(int[] g, String canonical, List<Form> out) {
        List<String> spellings = ipv6Spellings(g);
        for (String s : spellings) {
            out.add(new Form("[" + s + "]", Kind.ADDRESS, canonical, Reading.ADDRESS));
        }
        String s = spellings.get(random.nextInt(spellings.size()));
        out.add(new Form("[" + s + "%25eth0]", Kind.NOT_A_HOST, canonical, Reading.ADDRESS));
        out.add(new Form("[" + s + "%251]", Kind.NOT_A_HOST, canonical, Reading.ADDRESS));
        out.add(new Form("[" + percentEncodeSome(s) + "]", Kind.NOT_A_HOST, canonical, Reading.ADDRESS));
        out.add(new Form("[" + insertIgnorable(s, random.nextInt(s.length() + 1),
                IGNORABLES[random.nextInt(IGNORABLES.length)]) + "]", Kind.NOT_A_HOST, canonical, Reading.ADDRESS));
        out.add(new Form("[" + s + "].", Kind.NOT_A_HOST, canonical, Reading.ADDRESS));
    }

    /**
     * The text forms of an IPv6 address: eight groups with and without leading zeros, "::" in
     * place of each run of zero groups (of each length), upper and lower case, and the last 32 bits
     * as dotted IPv4.
     *
     * @param g the eight groups
     * @return the spellings, without brackets
     */
    public static List<String> ipv6Spellings(int[] g) {
        List<String> out = new ArrayList<>();
        for (int dotted = 0; dotted < 2; dotted++) {
            int n = dotted == 1 ? 6 : 8;
            String tail = dotted == 1 ? (g[6] >>> 8) + "." + (g[6] & 0xff) + "." + (g[7] >>> 8) + "." + (g[7] & 0xff) : null;
            for (int pad = 0; pad < 2; pad++) {
                List<String> groups = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    String h = Integer.toHexString(g[i]);
                    groups.add(pad == 1 ? "0".repeat(4 - h.length()) + h : h);
                }
                for (String text : compressions(groups, g, tail)) {
                    out.add(text);
                    String upper = text.toUpperCase(Locale.ROOT);
                    if (!upper.equals(text)) {
                        out.add(upper);
                    }
                }
            }
        }
        return out;
    }

    /** The groups joined by ':', and with each zero run [i, j) replaced by "::". */
    private static List<String> compressions(List<String> groups, int[] g, String tail) {
        List<String> out = new ArrayList<>();
        int n = groups.size();
        out.add(String.join(":", groups) + (tail == null ? "" : ":" + tail));
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j <= n && g[j - 1] == 0; j++) {
                String head = String.join(":", groups.subList(0, i));
                String rest = String.join(":", groups.subList(j, n));
                if (tail != null) {
                    rest = rest.isEmpty() ? tail : rest + ":" + tail;
                }
                out.add(head + "::" + rest);
            }
        }
        return out;
    }

    private void name(String name, List<Form> out) {
        out.add(new Form(name, Kind.NAME, name, Reading.NAME));
        out.add(new Form(name + ".", Kind.NAME, name, Reading.NAME));
        out.add(new Form(name.toUpperCase(Locale.ROOT), Kind.NAME, name, Reading.NAME));
        out.add(new Form(mixedCase(name) + ".", Kind.NAME, name, Reading.NAME));
        out.add(new Form(percentEncodeSome(name), Kind.PERCENT_ENCODED_ASCII, name, Reading.NAME));
        out.add(new Form(percentEncodeAll(name, true), Kind.PERCENT_ENCODED_ASCII, name, Reading.NAME));
        for (int cp : IGNORABLES) {
            int at = random.nextInt(name.length() + 1);
            out.add(new Form(insertIgnorable(name, at, cp), Kind.NON_ASCII, name, Reading.NAME));
            out.add(new Form(name.substring(0, at) + Character.toString(cp) + name.substring(at), Kind.RAW_UNICODE, name,
                    Reading.NAME));
        }
        for (String stop : FULL_STOPS) {
            String look = lookAlike(name, true, stop);
            out.add(new Form(look, Kind.RAW_UNICODE, name, Reading.NAME));
            out.add(new Form(encodeNonAscii(look), Kind.NON_ASCII, name, Reading.NAME));
        }
        for (int i = 0; i < 8; i++) {
            String u = unicodeSpelling(name);
            out.add(new Form(u, Kind.RAW_UNICODE, name, Reading.NAME));
            out.add(new Form(encodeNonAscii(u), Kind.NON_ASCII, name, Reading.NAME));
        }
    }

    /**
     * A spelling that UTS #46 maps back to {@code s} (ASCII letters, digits, '-' and '.'), with at
     * least one non-ASCII character: each letter, digit and '-' full-width or not, each letter in
     * either case, each dot one of {@link #FULL_STOPS} or not, perhaps with an ignorable code
     * point inserted; literal (not percent-encoded).
     */
    private String unicodeSpelling(String s) {
        StringBuilder sb = new StringBuilder();
        int forced = random.nextInt(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (random.nextBoolean()) {
                c = Character.isLetter(c) ? (random.nextBoolean() ? Character.toUpperCase(c) : Character.toLowerCase(c)) : c;
            }
            if (c == '.') {
                sb.append(i == forced || random.nextBoolean() ? FULL_STOPS[random.nextInt(FULL_STOPS.length)] : ".");
            } else if (i == forced || random.nextBoolean()) {
                sb.append((char) (c - 0x20 + 0xFF00)); // full-width form of an ASCII character
            } else {
                sb.append(c);
            }
        }
        if (random.nextBoolean()) {
            int at = random.nextInt(sb.length() + 1);
            sb.insert(at, Character.toString(IGNORABLES[random.nextInt(IGNORABLES.length)]));
        }
        return sb.toString();
    }

    /**
     * The text with every non-ASCII character percent-encoded as UTF-8, ASCII kept.
     *
     * @param s any text without unpaired surrogates
     * @return the RFC 3986 form
     */
    public static String encodeNonAscii(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            if (cp < 0x80) {
                sb.append((char) cp);
            } else {
                sb.append(utf8(Character.toString(cp)));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    private String mixedCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
        }
        return sb.toString();
    }

    /** Some characters (at least one) percent-encoded, hex digits in random case. */
    private String percentEncodeSome(String s) {
        StringBuilder sb = new StringBuilder();
        int forced = random.nextInt(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (i == forced || random.nextInt(3) == 0) {
                sb.append(pct(c, random.nextBoolean()));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String percentEncodeAll(String s, boolean upper) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(pct(c, upper));
        }
        return sb.toString();
    }

    private static String pct(int b, boolean upper) {
        String h = String.format(Locale.ROOT, "%%%02x", b);
        return upper ? h.toUpperCase(Locale.ROOT) : h;
    }

    /** The text with the code point's UTF-8 bytes, percent-encoded, inserted at {@code at}. */
    public static String insertIgnorable(String s, int at, int cp) {
        return s.substring(0, at) + utf8(new String(Character.toChars(cp))) + s.substring(at);
    }

    /** A string's UTF-8 bytes, percent-encoded. */
    public static String utf8(String s) {
        StringBuilder sb = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            sb.append(pct(b & 0xff, true));
        }
        return sb.toString();
    }

    /** Letters, digits and '-' as their full-width forms (or not), dots as {@code stop}; literal. */
    private static String lookAlike(String s, boolean wide, String stop) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '.') {
                sb.append(stop);
            } else if (wide && c > ' ' && c < 0x7f) {
                sb.append((char) (c - 0x20 + 0xFF00));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static int parse4(String dotted) {
        String[] p = dotted.split("\\.");
        return Integer.parseInt(p[0]) << 24 | Integer.parseInt(p[1]) << 16 | Integer.parseInt(p[2]) << 8
                | Integer.parseInt(p[3]);
    }

    /** The eight groups of a (test-constant) IPv6 address, through the JDK's literal parser (no DNS). */
    private static int[] parse6(String text) {
        try {
            byte[] b = java.net.InetAddress.getByName("[" + text + "]").getAddress();
            int[] g = new int[8];
            for (int i = 0; i < 8; i++) {
                g[i] = (b[2 * i] & 0xff) << 8 | b[2 * i + 1] & 0xff;
            }
            return g;
        } catch (java.net.UnknownHostException e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    private static String canonical6(int[] g) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            sb.append(i == 0 ? "" : ":").append(Integer.toHexString(g[i]));
        }
        return sb.toString();
    }
}
