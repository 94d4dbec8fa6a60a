package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;
import org.urikit.WhatwgUrl;
import org.urikit.testing.Corpus;

/**
 * {@link UrlHostFastPath} against the oracle, uri-core's full {@link WhatwgUrl} parse (which passes the WPT tests):
 * wherever the fast path answers, the full parse succeeds with exactly that host; {@link UriSqlCalls#urlHost}
 * (fast path or not) equals the oracle everywhere.
 */
class UrlHostFastPathTest {
    private static final long SEED = 0x5EED_0283L;

    /** The oracle: the full parse's hostname; null when the URL is invalid or has no host. */
    private static String oracle(String input) {
        Optional<WhatwgUrl> u = WhatwgUrl.tryParse(input);
        return u.isPresent() && u.get().hasHost() ? u.get().hostname() : null;
    }

    /** The value as Spark may hold it: a view into a larger array, not at offset 0. */
    static UTF8String inside(byte[] bytes) {
        byte[] padded = new byte[bytes.length + 5];
        padded[0] = 'h';
        padded[1] = '/';
        padded[2] = '0';
        System.arraycopy(bytes, 0, padded, 3, bytes.length);
        padded[padded.length - 2] = ':';
        padded[padded.length - 1] = '9';
        return UTF8String.fromBytes(padded, 3, bytes.length);
    }

    private static String fast(String input) {
        UTF8String h = UrlHostFastPath.host(inside(input.getBytes(StandardCharsets.UTF_8)));
        return h == null ? null : h.toString();
    }

    /** Checks one value; true when the fast path answered. */
    private static boolean check(byte[] bytes, String decodedOrNull) {
        UTF8String s = inside(bytes);
        UTF8String h = UrlHostFastPath.host(s);
        String expected = decodedOrNull == null ? null : oracle(decodedOrNull);
        if (h != null) {
            assertThat(expected).as("host of %s", decodedOrNull).isNotNull().isEqualTo(h.toString());
        }
        UTF8String all = UriSqlCalls.urlHost(s, false);
        assertThat(all == null ? null : all.toString()).as("url_host of %s", decodedOrNull).isEqualTo(expected);
        return h != null;
    }

    @Test
    void answersTheCommonShapesWithTheHostLowerCased() {
        assertThat(fast("http://example.com")).isEqualTo("example.com");
        assertThat(fast("https://www.Example.COM:443/a/b?c=d#e")).isEqualTo("www.example.com");
        assertThat(fast("HTTPS://A-B_C.example.org.:8080")).isEqualTo("a-b_c.example.org.");
        assertThat(fast("hTtP://x.y?q")).isEqualTo("x.y");
        assertThat(fast("ws://chat.example#f")).isEqualTo("chat.example");
        assertThat(fast("WSS://chat.example:/")).isEqualTo("chat.example");
        assertThat(fast("ftp://files.example:00021/pub")).isEqualTo("files.example");
        assertThat(fast("http://h.example:65535/")).isEqualTo("h.example");
        assertThat(fast("http://a.1b/")).isEqualTo("a.1b");
        assertThat(fast("http://a.0xg/")).isEqualTo("a.0xg");
        assertThat(fast("http://a.b/ \t@%\\[é x \u0001")).isEqualTo("a.b");
    }

    @Test
    void givesNoAnswerWhereTheFullParseDecides() {
        for (String s : List.of(
                "file://host/x", "httpx://host/", "htt://host/", "foo://host/", " http://host/", "http:/host/",
                "http:host", "http:\\\\host/", "http://\\host/", "http:///host", "http://", "http://:80/",
                "http://u@host/", "http://u:pw@host/", "http://ho%41st/", "http://host\\x", "http://[::1]/",
                "http://ho st/", "http://ho\tst/", "http://host /", "http://host:65536/", "http://host:8a/",
                "http://host:-1/", "http://host:99999999999999999999/", "http://xn--nxasmq6b.example/",
                "http://a.XN--nxasmq6b/", "http://Xn--abc/", "http://1.2.3.4/", "http://a.09/", "http://a.1./",
                "http://a.0x/", "http://a.0X1f/", "http://123/", "http://héllo.example/", "http://a!b/",
                "http://a.b;c/", "http://host\u0000/")) {
            assertThat(fast(s)).as(s).isNull();
        }
        // not valid UTF-8 after a host of the right shape: an invalid URL, the full path decides
        byte[] bad = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', (byte) 0xFF};
        assertThat(UrlHostFastPath.host(inside(bad))).isNull();
        assertThat(UriSqlCalls.urlHost(inside(bad), false)).isNull();
    }

    @Test
    void agreesWithTheFullParseOnTheCorpusAndAnswersMostLines() {
        checkCorpus("url_host", line -> check(line.getBytes(StandardCharsets.UTF_8), line));
    }

    /**
     * Runs {@code check} (true when the fast path answered) on every corpus line, prints the shares answered and
     * demands more than 80 % of kasztp.txt and 70 % of all lines.
     */
    static void checkCorpus(String function, Predicate<String> check) {
        List<String> lines = Corpus.all();
        int answered = 0;
        int kasztpAnswered = 0;
        int kasztp = Corpus.kasztp().size();
        for (int i = 0; i < lines.size(); i++) {
            if (check.test(lines.get(i))) {
                answered++;
                if (i < kasztp) {
                    kasztpAnswered++;
                }
            }
        }
        double share = (double) answered / lines.size();
        double kasztpShare = (double) kasztpAnswered / kasztp;
        System.out.printf("%s fast path answered %d of %d corpus lines (%.1f %%); kasztp.txt %d of %d (%.1f %%)%n",
                function, answered, lines.size(), 100 * share, kasztpAnswered, kasztp, 100 * kasztpShare);
        assertThat(kasztpShare).as("share of kasztp.txt answered").isGreaterThan(0.80);
        assertThat(share).as("share of all corpus lines answered").isGreaterThan(0.70);
    }

    /** {@code s} in UTF-8 made invalid: a stray continuation byte, a truncated sequence or a lone 0xFF somewhere. */
    static byte[] withInvalidByte(SplittableRandom r, String s) {
        byte[] ok = s.getBytes(StandardCharsets.UTF_8);
        byte[] bad = new byte[ok.length + 1];
        int at = r.nextInt(ok.length + 1);
        System.arraycopy(ok, 0, bad, 0, at);
        bad[at] = (byte) new int[] {0x80, 0xC3, 0xFF, 0xED}[r.nextInt(4)];
        System.arraycopy(ok, at, bad, at + 1, ok.length - at);
        return bad;
    }

    static final String[] SCHEMES = {"http", "https", "HTTP", "hTTps", "ws", "WSS", "ftp", "FtP", "file",
        "httpx", "htt", "h", "wss1", "ftps", "http+x", "http ", " http", "\thttp", "ht\ttp"};
    static final String[] SLASHES = {"//", "//", "//", "/", "///", "\\\\", "/\\", "", "\t//", "/\t/"};
    static final String[] USERINFO = {"", "", "", "", "u@", "u:pw@", "@", ":@", "u@@"};
    static final String[] LABELS = {"a", "example", "Example", "COM", "x-y", "-a", "a-", "_a", "a_b", "1",
        "09", "0", "00", "0x", "0X", "0x1f", "0XAB", "0xg", "1a", "a1", "xn--", "XN--abc", "xN--nxasmq6b", "xn-a",
        "x--n", "", "é", "a%41", "a%", "[::1]", "[", "]", "a b", "a\tb", "a\\b", "a@b", "a!b", "a~b", "a*b", "4294967296",
        "255", "256"};
    static final String[] PORTS = {"", "", "", ":", ":80", ":443", ":0", ":00000080", ":65535", ":65536",
        ":99999", ":123456789012", ":8a", ":-1", ": 80", ":80 ", "::80", ":\t80"};
    static final String[] TAILS = {"", "", "/", "/a/b?c=d#e", "?q", "#f", "\\p", " ", "  ", "\t", "\n",
        "/a b", "/a\tb\nc", "/é?é#é", "/%zz", "/\u0000", "/..", "/./x", "?\u0001", "#\u007F", "@x", ":", "/ \u0001 "};

    static String pick(SplittableRandom r, String[] a) {
        return a[r.nextInt(a.length)];
    }

    /** Four times in five one of the first {@code good} items (a shape the fast path answers), else any. */
    static String pick(SplittableRandom r, String[] a, int good) {
        return r.nextInt(5) != 0 ? a[r.nextInt(good)] : pick(r, a);
    }

    /**
     * A URL's start near the fast path's edge: scheme, slashes, credentials, host and port, each four times in
     * five of a shape the fast path answers.
     */
    static String nearMissStart(SplittableRandom r) {
        StringBuilder b = new StringBuilder();
        b.append(pick(r, SCHEMES, 8)).append(':').append(pick(r, SLASHES, 1)).append(pick(r, USERINFO, 1));
        int labels = 1 + r.nextInt(4);
        for (int l = 0; l < labels; l++) {
            if (l > 0) {
                b.append('.');
            }
            b.append(r.nextInt(4) == 0 ? pick(r, LABELS) : "ab".substring(r.nextInt(2)) + (char) ('a' + r.nextInt(26)));
        }
        if (r.nextInt(6) == 0) {
            b.append('.'); // a trailing dot, sometimes ".."
            if (r.nextInt(3) == 0) {
                b.append('.');
            }
        }
        return b.append(pick(r, PORTS, 9)).toString();
    }

    @Test
    void agreesWithTheFullParseOnSeededNearMisses() {
        checkNearMisses("url_host", SEED, r -> nearMissStart(r) + pick(r, TAILS, 6), UrlHostFastPath::host,
                v -> UriSqlCalls.urlHost(v, false), s -> check(s.getBytes(StandardCharsets.UTF_8), s));
    }

    /**
     * Runs {@code check} (true when the fast path answered) on 200,000 values of {@code generator}, one in forty
     * of them made invalid UTF-8 instead (then both the fast path and the function must give null), and demands
     * that the generator straddles the edge: both answers and fallbacks are common.
     */
    static void checkNearMisses(String function, long seed, Function<SplittableRandom, String> generator,
            Function<UTF8String, Object> fast, Function<UTF8String, Object> full, Predicate<String> check) {
        SplittableRandom r = new SplittableRandom(seed);
        int answered = 0;
        int n = 200_000;
        for (int k = 0; k < n; k++) {
            String s = generator.apply(r);
            if (r.nextInt(40) == 0) {
                byte[] bad = withInvalidByte(r, s);
                assertThat(fast.apply(inside(bad))).as("invalid UTF-8 %s", s).isNull();
                assertThat(full.apply(inside(bad))).as("invalid UTF-8 %s", s).isNull();
                continue;
            }
            if (check.test(s)) {
                answered++;
            }
        }
        System.out.printf("%s fast path answered %d of %d seeded near misses%n", function, answered, n);
        assertThat(answered).isBetween(n / 20, n - n / 20);
    }
}
