package org.urikit.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded real-world-looking http(s) URLs with the kinds of dirt that URL lists collected from the
 * web hold (phishing and link-checker lists, mail templates): a line wrapped in a leading
 * {@code '"'}, {@code {{template}}} placeholders, PHP-style {@code []} in queries, CJK characters
 * and mojibake, URLs of one to two thousand characters. Each line has at most one kind of dirt,
 * placed after a clean prefix, so a test knows where a strict parser must stop.
 *
 * <p>The clean lines use only characters RFC 3986 allows where they stand (hosts of letters, digits,
 * {@code '-'}, {@code '_'}; {@code %20}, {@code &amp;}, nested {@code https://} in queries, route
 * fragments), so every line without dirt is a valid URI.
 *
 * <pre>{@code
 * List<String> lines = DirtyUrls.lines();   // the same lines on every run
 * DirtyUrls.kindOf(lines.get(3));          // Kind.QUOTED, ...
 * }</pre>
 *
 * <p>Thread-safe: the lines are made once and never change.
 */
public final class DirtyUrls {
    /** The seed of {@link #lines()}. */
    public static final long SEED = 0x5EED_0B5E_55ED_11L;
    /** How many lines {@link #lines()} has. */
    public static final int COUNT = 12_000;

    /** The kind of dirt a line has. */
    public enum Kind {
        /** No dirt: a valid http(s) URI. */
        CLEAN,
        /** A clean URL of 1,000 to 2,000 characters (a long query). */
        LONG,
        /** A leading {@code '"'} (and sometimes a trailing one). */
        QUOTED,
        /** A {@code {{placeholder}}} in the path or the query. */
        TEMPLATE,
        /** {@code '['} and {@code ']'} in the query ({@code ?p[]=v}). */
        BRACKETS,
        /** Characters above U+007F: CJK, mojibake ({@code ÃÂ}), U+FFFD, a symbol outside the BMP. */
        NON_ASCII,
    }

    private static final String[] TLDS = {"com", "com", "com", "net", "org", "co.uk", "de", "ru", "io", "app",
        "blogspot.com", "firebaseapp.com", "000webhostapp.com", "com.br", "pe", "it", "hu"};
    private static final String[] WORDS = {"secure", "update", "login", "account", "paypal", "apple", "support",
        "mail", "bank", "verify", "www1", "app", "my", "online", "shop", "news", "games", "wiki", "cdn", "img",
        "portal", "signin", "customer", "service", "docs", "static"};
    private static final String[] EXTENSIONS = {"", "", "", "/", ".php", ".html", ".htm", ".aspx", ".jsp"};
    private static final String[] KEYS = {"id", "cmd", "dispatch", "locale", "email", "q", "source", "ust", "usg",
        "authkey", "cid", "sub_id", "lang", "type", "ref", "utm_source", "session"};
    private static final String[] PLACEHOLDERS = {"{{email}}", "{{emailb64}}", "{{EXTRA_PARAM_2}}", "{{ id }}",
        "{{user.name}}", "{{}}"};
    private static final String[] NON_ASCII = {"拠傅", "ÃÂÃÂÃÂÃÂ", "µ", "Ã\uFFFD", "é", "日本語", "\uD83D\uDE00",
        "ß", "\u00A0"};
    private static final String ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final String SEGMENT_CHARS = ALNUM + ALNUM + "ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.~";
    private static final String VALUE_CHARS = ALNUM + "ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.~%+/:=";

    private static volatile List<String> lines;

    private final SplittableRandom random;

    private DirtyUrls(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * The {@link #COUNT} lines made from {@link #SEED}.
     *
     * @return the lines, the same on every call and every run
     */
    public static List<String> lines() {
        List<String> l = lines;
        if (l == null) {
            l = generate(SEED, COUNT);
            lines = l;
        }
        return l;
    }

    /**
     * Lines made from a seed: one kind of dirt in every few lines, in a fixed rotation.
     *
     * @param seed the seed
     * @param count how many lines
     * @return the lines
     */
    public static List<String> generate(long seed, int count) {
        DirtyUrls g = new DirtyUrls(seed);
        Kind[] rotation = {Kind.CLEAN, Kind.QUOTED, Kind.CLEAN, Kind.TEMPLATE, Kind.CLEAN, Kind.BRACKETS,
            Kind.CLEAN, Kind.NON_ASCII, Kind.CLEAN, Kind.LONG, Kind.CLEAN, Kind.CLEAN};
        List<String> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(g.line(rotation[i % rotation.length]));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The kind of dirt of a line made here, read off its text.
     *
     * @param line a line of {@link #generate}
     * @return its kind
     */
    public static Kind kindOf(String line) {
        if (line.startsWith("\"")) {
            return Kind.QUOTED;
        }
        if (line.contains("{{")) {
            return Kind.TEMPLATE;
        }
        if (line.indexOf('[') >= 0) {
            return Kind.BRACKETS;
        }
        if (line.chars().anyMatch(c -> c > 0x7F)) {
            return Kind.NON_ASCII;
        }
        return line.length() >= 1000 ? Kind.LONG : Kind.CLEAN;
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    private String pick(String[] values) {
        return values[random.nextInt(values.length)];
    }

    private String chars(String alphabet, int min, int max) {
        StringBuilder sb = new StringBuilder();
        int n = min + random.nextInt(max - min + 1);
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    private String scheme() {
        int k = random.nextInt(40);
        return k == 0 ? "HTTP" : k == 1 ? "Https" : k < 20 ? "http" : "https";
    }

    private String host() {
        if (chance(4)) {
            return random.nextInt(1, 224) + "." + random.nextInt(256) + "." + random.nextInt(256) + "."
                    + random.nextInt(1, 255);
        }
        StringBuilder sb = new StringBuilder();
        if (chance(40)) {
            sb.append("www.");
        }
        int labels = 1 + random.nextInt(chance(15) ? 5 : 2);
        for (int i = 0; i < labels; i++) {
            String label = chance(60) ? pick(WORDS) : chars(ALNUM, 3, 12);
            if (chance(20)) {
                label += (chance(80) ? "-" : "_") + pick(WORDS);
            }
            sb.append(label).append('.');
        }
        return sb.append(pick(TLDS)).toString();
    }

    /** {@code scheme://host[:port]/path}, no query. */
    private String base() {
        StringBuilder sb = new StringBuilder(scheme()).append("://").append(host());
        if (chance(5)) {
            sb.append(':').append(chance(50) ? "8080" : String.valueOf(random.nextInt(1, 65536)));
        }
        int segments = random.nextInt(6);
        for (int i = 0; i < segments; i++) {
            sb.append('/').append(chars(SEGMENT_CHARS, 1, 14));
            if (chance(10)) {
                sb.append("%20").append(chars(ALNUM, 2, 8));
            }
        }
        sb.append(segments == 0 ? (chance(70) ? "/" : "") : pick(EXTENSIONS));
        return sb.toString();
    }

    private String pair() {
        String value = chance(10) ? "https://" + host() + "/" + chars(ALNUM, 1, 8) : chars(VALUE_CHARS, 0, 24);
        return pick(KEYS) + "=" + value.replace("%", "%25");
    }

    private String query(int pairs) {
        StringBuilder sb = new StringBuilder();
        String sep = chance(30) ? "&amp;" : "&";
        for (int i = 0; i < pairs; i++) {
            sb.append(i == 0 ? "" : sep).append(pair());
        }
        return sb.toString();
    }

    private String clean() {
        StringBuilder sb = new StringBuilder(base());
        if (chance(40)) {
            sb.append('?').append(query(1 + random.nextInt(5)));
        }
        if (chance(8)) {
            sb.append(chance(50) ? "#/" + chars(ALNUM + "-_", 3, 16) : "#top");
        }
        return sb.toString();
    }

    private String line(Kind kind) {
        switch (kind) {
            case CLEAN:
                return clean();
            case LONG: {
                int target = 1000 + random.nextInt(900);
                StringBuilder sb = new StringBuilder(base()).append('?').append(query(1));
                while (sb.length() < target) {
                    // at most 1 + 10 + 1 + 24 * 3 = 84 chars: the line stays below 2,000
                    sb.append('&').append(pick(KEYS)).append('=').append(chars(VALUE_CHARS, 0, 24).replace("%", "%25"));
                }
                return sb.toString();
            }
            case QUOTED:
                return '"' + clean() + (chance(50) ? "\"" : "");
            case TEMPLATE:
                return chance(25) ? base() + "/" + pick(PLACEHOLDERS) + "/x"
                        : base() + "?" + query(random.nextInt(3)) + (chance(50) ? "&" : "") + pick(KEYS) + "="
                                + pick(PLACEHOLDERS);
            case BRACKETS:
                return base() + "?" + pick(KEYS) + (chance(50) ? "[]" : "[" + random.nextInt(10) + "]") + "="
                        + chars(ALNUM, 1, 8);
            default: {
                String dirt = pick(NON_ASCII);
                String b = base();
                return chance(50) ? b + (b.endsWith("/") ? "" : "/") + dirt
                        : b + "?" + pick(KEYS) + "=" + chars(ALNUM, 0, 6) + dirt;
            }
        }
    }
}
