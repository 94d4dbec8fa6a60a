package org.urikit;

import java.util.List;
import java.util.Random;

/**
 * A seeded generator of strings near the RFC 3986 language: references assembled from valid and
 * almost-valid pieces of each component, then mutated a little. Used for differential tests
 * against {@link Rfc3986Oracle}.
 */
final class ReferenceGenerator {
    static final List<String> SCHEMES = List.of("http", "a", "A+b-c.d", "h2", "s", "1a", "-x", "+", "a_b", "a b", "é");
    static final List<String> USERINFOS = List.of("", "u", "user:pass", ":", "a:b:c", "%41", "%4", "%G1", "!$&'()*+,;=",
            "a@b", "u[", "-._~", "a b");
    static final List<String> HOSTS = List.of("", "h", "example.com", "a_b.c", "1.2.3.4", "255.255.255.255", "256.1.1.1",
            "01.2.3.4", "1.2.3", "1.2.3.4.5", "0.0.0.0", "%41b", "%4", "!$&'()*+,;=", "[::]", "[::1]", "[1:2:3:4:5:6:7:8]",
            "[1:2:3:4:5:6:1.2.3.4]", "[::ffff:192.0.2.1]", "[1::2:3]", "[1:2:3:4:5:6:7]", "[1:2:3:4:5:6:7:8:9]",
            "[1::2::3]", "[12345::]", "[::1.2.3]", "[::1.2.3.4:5]", "[fe80::1%25eth0]", "[v1.x]", "[V7.a:b]", "[v.x]",
            "[v1.]", "[vg.x]", "[", "]", "[::1", "::1", "h:", "[::1]x", "[:1]", "[1:]", "[::256.1.1.1]", "[a:b:c:d:e:f:1.2.3.4]");
    static final List<String> PORTS = List.of("", "80", "0080", "65535", "65536", "123456789012345678901234567890", "8a",
            ":", "-1");
    static final List<String> SEGMENTS = List.of("", "a", "b.c", "..", ".", "a:b", ":", "@", "%20", "%2", "%zz", "~",
            "!$&'()*+,;=", "a b", "[x]", "\\", "é", "x?y", "%E2%82%AC", "%C3");
    static final List<String> QUERIES = List.of("", "q", "a=1&b=2", "/?", "a:b@c", "%20", "%", "a b", "[]", "#", "{x}");
    static final List<String> NOISE = List.of(":", "/", "//", "?", "#", "[", "]", "@", "%", "%4", "%41", ".", "1", "v",
            " ", "\t", "\u007f", "\u0000", "é", "\ud800", "\udc00", "\\", "\"", "<", ">", "^", "`", "{", "|", "}", "a",
            "Z", "9", "-", "_", "~", "!", "=", "'", "::", "255", "256", "01");

    private final Random random;

    ReferenceGenerator(long seed) {
        this.random = new Random(seed);
    }

    private String pick(List<String> list) {
        return list.get(random.nextInt(list.size()));
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    /** A reference, possibly invalid. */
    String next() {
        StringBuilder sb = new StringBuilder();
        if (chance(60)) {
            sb.append(pick(SCHEMES)).append(':');
        }
        if (chance(60)) {
            sb.append("//");
            if (chance(25)) {
                sb.append(pick(USERINFOS)).append('@');
            }
            sb.append(pick(HOSTS));
            if (chance(25)) {
                sb.append(':').append(pick(PORTS));
            }
        }
        int segments = random.nextInt(4);
        boolean rooted = chance(60);
        for (int i = 0; i < segments; i++) {
            if (i > 0 || rooted) {
                sb.append('/');
            }
            sb.append(pick(SEGMENTS));
        }
        if (chance(30)) {
            sb.append('?').append(pick(QUERIES));
        }
        if (chance(20)) {
            sb.append('#').append(pick(QUERIES));
        }
        int mutations = chance(50) ? 0 : 1 + random.nextInt(2);
        for (int m = 0; m < mutations; m++) {
            int at = random.nextInt(sb.length() + 1);
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, pick(NOISE));
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, pick(NOISE).charAt(0));
                    }
                }
            }
        }
        return sb.toString();
    }

    /** A random substring of a reference (to exercise the component rules), or a piece alone. */
    String nextPiece() {
        if (chance(30)) {
            List<List<String>> lists = List.of(SCHEMES, USERINFOS, HOSTS, PORTS, SEGMENTS, QUERIES, NOISE);
            String piece = pick(lists.get(random.nextInt(lists.size())));
            if (piece.startsWith("[") && piece.endsWith("]") && chance(50)) {
                return piece.substring(1, piece.length() - 1); // an IPv6address or IPvFuture alone
            }
            return piece;
        }
        String s = next();
        int from = random.nextInt(s.length() + 1);
        int to = from + random.nextInt(s.length() - from + 1);
        return s.substring(from, to);
    }
}
