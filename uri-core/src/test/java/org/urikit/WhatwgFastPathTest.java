package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Corpus;

/**
 * {@link WhatwgFastPath} against the full parser ({@link WhatwgUrl#parseSlowly}): where the fast
 * path answers, the two agree on href, every getter, the query and fragment, the validation errors
 * (none: the fast path promises that), {@code toUri()}, a base for relative input and the setters;
 * where it does not, the public parse gives what the full parser gives.
 */
class WhatwgFastPathTest {

    /** How often each repair of the fast path happened, so a test can show its inputs reach them. */
    private static final class Counts {
        int fast;
        int same;
        int lowered;
        int portDropped;
        int slashAdded;
        int ipv4;
    }

    private static void check(String input, String what, Counts counts) {
        WhatwgUrl f = WhatwgFastPath.parse(input);
        Optional<WhatwgUrl> slow = WhatwgUrl.parseSlowly(input);
        if (f == null) {
            assertThat(WhatwgUrl.tryParse(input)).as(what).isEqualTo(slow);
            return;
        }
        counts.fast++;
        assertThat(slow).as(what).isPresent();
        WhatwgUrl s = slow.get();
        assertThat(s.validationErrors()).as(what).isEmpty();
        assertThat(f.validationErrors()).as(what).isEmpty();
        assertThat(f.href()).as(what).isEqualTo(s.href());
        if (s.href().equals(input)) {
            assertThat(f.href()).as(what + ": no copy").isSameAs(input);
            counts.same++;
        }
        for (String g : WhatwgUrlWptTest.GETTERS) {
            assertThat(WhatwgUrlWptTest.get(f, g)).as(what + " " + g).isEqualTo(WhatwgUrlWptTest.get(s, g));
        }
        assertThat(f.portNumber()).as(what).isEqualTo(s.portNumber());
        assertThat(f.query()).as(what).isEqualTo(s.query());
        assertThat(f.fragment()).as(what).isEqualTo(s.fragment());
        assertThat(f).as(what).isEqualTo(s).hasSameHashCodeAs(s);
        assertThat(f.toUri()).as(what).isEqualTo(s.toUri());
        assertThat(WhatwgUrl.parse("../x/./y?q#h", f).href()).as(what).isEqualTo(WhatwgUrl.parse("../x/./y?q#h", s).href());
        assertThat(f.withPort("1").href()).as(what).isEqualTo(s.withPort("1").href());
        assertThat(f.withHostname("Other.example").href()).as(what).isEqualTo(s.withHostname("Other.example").href());
        assertThat(f.withPathname("/a b").href()).as(what).isEqualTo(s.withPathname("/a b").href());
        assertThat(f.withHash("z").href()).as(what).isEqualTo(s.withHash("z").href());
        String host = s.hostname();
        if (!host.equals(input.substring(input.indexOf("//") + 2, input.indexOf("//") + 2 + host.length()))) {
            counts.lowered++;
        }
        if (host.indexOf(':') < 0 && host.chars().allMatch(c -> c == '.' || c >= '0' && c <= '9')) {
            counts.ipv4++;
        }
        int afterHost = input.indexOf("//") + 2 + host.length();
        if (s.port().isEmpty() && afterHost < input.length() && input.charAt(afterHost) == ':') {
            counts.portDropped++;
        }
        int pathAt = afterHost + (s.port().isEmpty() ? 0 : 1 + s.port().length());
        if (s.port().isEmpty() && afterHost < input.length() && input.charAt(afterHost) == ':') {
            pathAt = input.length();
            for (int i = afterHost + 1; i < input.length(); i++) {
                if (input.charAt(i) < '0' || input.charAt(i) > '9') {
                    pathAt = i;
                    break;
                }
            }
        }
        if (pathAt == input.length() || input.charAt(pathAt) != '/') {
            counts.slashAdded++;
        }
    }

    @Test
    void agreesWithTheFullParserOnTheCorpus() {
        Counts counts = new Counts();
        List<String> lines = Corpus.all();
        for (int i = 0; i < lines.size(); i++) {
            check(lines.get(i), "corpus line " + (i + 1) + " " + lines.get(i), counts);
        }
        // kasztp's 47,978 lines: nearly all take the fast path, most of them without a copy
        assertThat(counts.fast).isGreaterThan(47_000);
        assertThat(counts.same).isGreaterThan(46_000);
    }

    private static final String[] SCHEMES = {"http://", "https://", "ws://", "wss://", "ftp://", "file://", "HTTP://",
        "foo://", "http:", "https:/"};
    private static final String[] LABELS = {"a", "example", "com", "Example", "COM", "eXample", "0", "9", "12", "255",
        "256", "00", "01", "0x1", "0X1A", "0xg", "-", "-a", "a-", "a-b", "ab--c", "xn--bcher-kva", "XN--a", "A", "\u00E9",
        "_", "%41", "1a", "", "xn--mhringen-n4a", "XN--BCHER-KVA", "xn--80aajiaapeyhqdbo9bk", "xn--p1acf", "xn--ab"};
    private static final String[] PORTS = {"", "", "", ":80", ":443", ":21", ":0", ":08", ":080", ":8080", ":65535",
        ":65536", ":", ":1a", ":00"};
    private static final String[] AFTER_HOST = {"/", "/", "/", "", "?", "#", "\\", "@", " ", "%"};
    private static final String[] PATH = {"/", "/", "a", "b", "..", ".", "%2e", "%2E.", "%41", "%4", "%", "'", "\"", "[",
        "|", "^", "~", "_", "@", ":", "\\", " ", "\u00E9", ";", "=", "&", "$", "!", "*", "(", ")", ",", "\t"};
    private static final String[] QUERY = {"?", "#", "a", "=", "&", "'", "/", "?", ":", "@", "%41", "%zz", "\"", " ", "{",
        "~", "`", "#", "\u00E9"};

    private static final String[] CLEAN = {"/", "a", "b", "%41", "~", ":", "?", "=", "&", "#", "x", "(", "'"};

    private static String pick(SplittableRandom r, String[] a, int max) {
        StringBuilder sb = new StringBuilder();
        for (int n = r.nextInt(max + 1); n > 0; n--) {
            sb.append(a[r.nextInt(a.length)]);
        }
        return sb.toString();
    }

    /** A host: a name of 1 to 4 labels, an IPv4-like name, or a long one (labels near 63, names near 253). */
    private static String host(SplittableRandom r) {
        switch (r.nextInt(6)) {
            case 0:
                return "example.com";
            case 1:
                return r.nextInt(256) + "." + r.nextInt(300) + "." + (r.nextBoolean() ? "0" : "") + r.nextInt(256) + "."
                        + r.nextInt(260) + (r.nextInt(8) == 0 ? "." + r.nextInt(9) : "");
            case 2: {
                StringBuilder sb = new StringBuilder();
                int labels = 1 + r.nextInt(5);
                while (labels-- > 0) {
                    sb.append("a".repeat(60 + r.nextInt(5))).append(labels > 0 ? "." : r.nextInt(4) == 0 ? "." : "");
                }
                return sb.toString();
            }
            default: {
                StringBuilder sb = new StringBuilder(LABELS[r.nextInt(LABELS.length)]);
                for (int n = r.nextInt(4); n > 0; n--) {
                    sb.append('.').append(LABELS[r.nextInt(LABELS.length)]);
                }
                return sb.toString();
            }
        }
    }

    @Test
    void agreesWithTheFullParserOnGeneratedInputs() {
        long seed = 1919L;
        SplittableRandom r = new SplittableRandom(seed);
        Counts counts = new Counts();
        for (int i = 0; i < 60_000; i++) {
            boolean clean = r.nextInt(3) > 0;
            String input = SCHEMES[r.nextInt(clean ? 4 : SCHEMES.length)] + host(r) + PORTS[r.nextInt(PORTS.length)]
                    + (clean ? AFTER_HOST[r.nextInt(6)] : AFTER_HOST[r.nextInt(AFTER_HOST.length)])
                    + (clean ? pick(r, CLEAN, 4) : pick(r, PATH, 8) + pick(r, QUERY, 6));
            check(input, "seed " + seed + " case " + i + " " + input, counts);
        }
        assertThat(counts.fast).isGreaterThan(5_000);
        assertThat(counts.same).isGreaterThan(2_000);
        assertThat(counts.lowered).isGreaterThan(500);
        assertThat(counts.portDropped).isGreaterThan(500);
        assertThat(counts.slashAdded).isGreaterThan(1_000);
        assertThat(counts.ipv4).isGreaterThan(500);
    }

    @Test
    void repairsWhatTheFullParserRepairsWithoutAValidationError() {
        // docs/WHATWG.md quotes these two
        assertThat(WhatwgFastPath.parse("http://Example.COM:80?q")).isNotNull()
                .hasToString("http://example.com/?q");
        assertThat(WhatwgFastPath.parse("HTTP://Example.COM:80")).isNull();
        assertThat(WhatwgFastPath.parse("http://Example.COM:80")).isNotNull()
                .hasToString("http://example.com/");
        assertThat(WhatwgFastPath.parse("https://192.168.0.1:443?q#f")).isNotNull()
                .hasToString("https://192.168.0.1/?q#f")
                .satisfies(u -> assertThat(u.toUri().host()).contains("192.168.0.1"));
        assertThat(WhatwgFastPath.parse("ws://a.b:8080#x")).isNotNull().hasToString("ws://a.b:8080/#x");
        String punycode = "http://xn--bcher-kva.example/";
        assertThat(WhatwgFastPath.parse(punycode)).isNotNull().extracting(WhatwgUrl::href).isSameAs(punycode);
        // the full parser's business (each a validation error at least): a number that is not
        // dotted decimal, a bad Punycode label, a trailing dot, '_'
        assertThat(WhatwgFastPath.parse("http://192.168.0.01/")).isNull();
        assertThat(WhatwgFastPath.parse("http://a.0x1/")).isNull();
        assertThat(WhatwgFastPath.parse("http://xn--a.example/")).isNull();
        assertThat(WhatwgFastPath.parse("http://example.com./")).isNull();
        assertThat(WhatwgFastPath.parse("http://a_b.example/")).isNull();
    }
}
