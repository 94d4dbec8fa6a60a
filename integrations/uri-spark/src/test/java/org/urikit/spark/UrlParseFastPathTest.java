package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.spark.UrlHostFastPathTest.inside;
import static org.urikit.spark.UrlHostFastPathTest.nearMissStart;
import static org.urikit.spark.UrlHostFastPathTest.pick;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;
import org.urikit.WhatwgUrl;

/**
 * {@link UrlParseFastPath} against the oracle, uri-core's full {@link WhatwgUrl} parse (which passes the WPT tests)
 * and its getters: wherever the fast path answers, the full parse succeeds with exactly that row;
 * {@link UriSqlCalls#urlParse} (fast path or not) equals the oracle everywhere.
 */
class UrlParseFastPathTest {
    private static final long SEED = 0x5EED_0284L;

    /** The oracle: the full parse's nine getters; null when the URL is invalid. */
    private static List<String> oracle(String input) {
        Optional<WhatwgUrl> parsed = WhatwgUrl.tryParse(input);
        if (parsed.isEmpty()) {
            return null;
        }
        WhatwgUrl u = parsed.get();
        return List.of(u.href(), u.protocol(), u.username(), u.password(), u.hostname(), u.port(), u.pathname(),
                u.search(), u.hash());
    }

    private static List<String> fields(InternalRow row) {
        if (row == null) {
            return null;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < row.numFields(); i++) {
            out.add(row.getUTF8String(i).toString());
        }
        return out;
    }

    private static List<String> fast(String input) {
        return fields(UrlParseFastPath.row(inside(input.getBytes(StandardCharsets.UTF_8))));
    }

    /** Checks one value; true when the fast path answered. */
    private static boolean check(byte[] bytes, String decodedOrNull) {
        UTF8String s = inside(bytes);
        List<String> row = fields(UrlParseFastPath.row(s));
        List<String> expected = decodedOrNull == null ? null : oracle(decodedOrNull);
        if (row != null) {
            assertThat(expected).as("row of %s", decodedOrNull).isNotNull().isEqualTo(row);
        }
        assertThat(fields(UriSqlCalls.urlParse(s, false))).as("url_parse of %s", decodedOrNull).isEqualTo(expected);
        return row != null;
    }

    @Test
    void answersUrlsWrittenAsTheStandardSerializesThem() {
        assertThat(fast("https://www.example.com:8443/a/b.html?c=d&e=%20f#g"))
                .containsExactly("https://www.example.com:8443/a/b.html?c=d&e=%20f#g", "https:", "", "", "www.example.com",
                        "8443", "/a/b.html", "?c=d&e=%20f", "#g");
        // scheme and host lower-cased; a missing path written as "/"
        assertThat(fast("HTTP://Example.COM"))
                .containsExactly("http://example.com/", "http:", "", "", "example.com", "", "/", "", "");
        assertThat(fast("http://example.com?q#"))
                .containsExactly("http://example.com/?q#", "http:", "", "", "example.com", "", "/", "?q", "");
        // an empty query or fragment stays in the href but not in search or hash
        assertThat(fast("ws://a.b:0/x/?#f#g"))
                .containsExactly("ws://a.b:0/x/?#f#g", "ws:", "", "", "a.b", "0", "/x/", "", "#f#g");
        assertThat(fast("ftp://files.example:2121//pub/.x/..y/%2e%2e%2e/%zz"))
                .containsExactly("ftp://files.example:2121//pub/.x/..y/%2e%2e%2e/%zz", "ftp:", "", "", "files.example",
                        "2121", "//pub/.x/..y/%2e%2e%2e/%zz", "", "");
        assertThat(fast("wss://h_1.example./p?a='#`")).isNull(); // ' in a special query is percent-encoded
        assertThat(fast("wss://h_1.example./p?a=`#'"))
                .containsExactly("wss://h_1.example./p?a=`#'", "wss:", "", "", "h_1.example.", "", "/p", "?a=`", "#'");
    }

    @Test
    void givesNoAnswerWhereTheFullParseDecides() {
        for (String s : List.of(
                // what the url_host fast path refuses
                "file://host/x", "foo://host/", " http://host/", "http:/host/", "http://u:pw@host/", "http://[::1]/",
                "http://1.2.3.4/", "http://xn--nxasmq6b.example/", "http://host:65536/", "http://ho%41st/",
                // ports the serializer writes otherwise
                "http://host:/", "http://host:080/", "http://host:00/", "http://host:80/", "https://host:443/",
                "ws://host:80/", "wss://host:443/", "ftp://host:21/", "HTTPS://host:443/",
                // paths the parser changes
                "http://host/.", "http://host/./a", "http://host/a/..", "http://host/a/../b", "http://host/%2e/",
                "http://host/%2E%2e", "http://host/.%2E?x", "http://host/a\\b", "http://host\\a", "http://host/a b",
                "http://host/a\"b", "http://host/<a>", "http://host/a^b", "http://host/a`b", "http://host/{a}",
                "http://host/é", "http://host/a\tb", "http://host/a\n", "http://host/ ", "http://host/\u007F",
                // queries and fragments it percent-encodes
                "http://host/?a'b", "http://host/?a b", "http://host/?a\"", "http://host/?<", "http://host/?é",
                "http://host/#a b", "http://host/#`", "http://host/#<>", "http://host/#é", "http://host/#\u0001",
                "http://host/?q ")) {
            assertThat(fast(s)).as(s).isNull();
            List<String> expected = oracle(s);
            assertThat(fields(UriSqlCalls.urlParse(inside(s.getBytes(StandardCharsets.UTF_8)), false))).as(s)
                    .isEqualTo(expected);
        }
        byte[] bad = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', (byte) 0xFF};
        assertThat(UrlParseFastPath.row(inside(bad))).isNull();
        assertThat(UriSqlCalls.urlParse(inside(bad), false)).isNull();
    }

    @Test
    void withABaseAnswersAsWithout() {
        UTF8String base = UTF8String.fromString("https://base.example/dir/file");
        for (String s : List.of("http://Example.com/a?b#c", "https://host", "ws://h:81/x")) {
            UTF8String value = inside(s.getBytes(StandardCharsets.UTF_8));
            assertThat(fields(UriSqlCalls.urlParse(value, base, false))).as(s).isEqualTo(oracle(s));
        }
        // an invalid base fails the call whatever the value
        assertThat(UriSqlCalls.urlParse(UTF8String.fromString("http://a/"), UTF8String.fromString("no base"), false))
                .isNull();
    }

    @Test
    void agreesWithTheFullParseOnTheCorpusAndAnswersMostLines() {
        UrlHostFastPathTest.checkCorpus("url_parse", line -> check(line.getBytes(StandardCharsets.UTF_8), line));
    }

    /** Values the fast path answers: each scheme, a port, dot-like segments, an empty query, a fragment. */
    private static final String[] TEMPLATES = {"http://a.b:81/p/q?x=y#z", "HTTPS://Ex.Com/%2e.%2E/x?#", "ws://h",
        "wss://h_-.:1?a`#b'", "FTP://f.0xg/..a/b.?c"};

    @Test
    void agreesWithTheFullParseOnEveryByteInsertedOrReplacedAnywhere() {
        int answered = 0;
        int values = 0;
        for (String template : TEMPLATES) {
            byte[] t = template.getBytes(StandardCharsets.US_ASCII);
            assertThat(check(t, template)).as(template).isTrue();
            for (int at = 0; at <= t.length; at++) {
                for (int v = 0; v < 256; v++) {
                    byte[] inserted = new byte[t.length + 1];
                    System.arraycopy(t, 0, inserted, 0, at);
                    inserted[at] = (byte) v;
                    System.arraycopy(t, at, inserted, at + 1, t.length - at);
                    answered += checkOneByte(inserted, v) ? 1 : 0;
                    values++;
                    if (at < t.length) {
                        byte[] replaced = t.clone();
                        replaced[at] = (byte) v;
                        answered += checkOneByte(replaced, v) ? 1 : 0;
                        values++;
                    }
                }
            }
        }
        System.out.printf("url_parse fast path answered %d of %d one-byte mutations%n", answered, values);
        assertThat(answered).isBetween(values / 20, values - values / 20);
    }

    /** {@link #check} of ASCII bytes but for {@code v}: a byte above 0x7F alone there is never valid UTF-8. */
    private static boolean checkOneByte(byte[] bytes, int v) {
        return check(bytes, v < 0x80 ? new String(bytes, StandardCharsets.US_ASCII) : null);
    }

    /** Pieces of dot segments and what ends a segment: every path of up to four of them is checked. */
    private static final String[] PATH_PIECES = {".", "%2e", "%2E", "/", "\\", "?", "#", "a", "%", "2", "e"};

    @Test
    void agreesWithTheFullParseOnEveryShortPathOfDotsAndSeparators() {
        int answered = 0;
        int values = 0;
        for (int len = 0; len <= 4; len++) {
            int total = (int) Math.pow(PATH_PIECES.length, len);
            for (int code = 0; code < total; code++) {
                StringBuilder path = new StringBuilder();
                for (int k = 0, c = code; k < len; k++, c /= PATH_PIECES.length) {
                    path.append(PATH_PIECES[c % PATH_PIECES.length]);
                }
                for (String start : new String[] {"http://h/", "WSS://h:1/x/"}) {
                    String s = start + path;
                    answered += check(s.getBytes(StandardCharsets.US_ASCII), s) ? 1 : 0;
                    values++;
                }
            }
        }
        System.out.printf("url_parse fast path answered %d of %d short paths%n", answered, values);
        assertThat(answered).isBetween(values / 20, values - values / 20);
    }

    private static final String[] SEGMENTS = {"a", "index.html", "A-B_c~", "x%20y", "%zz", "", ".x", "..y", "x.",
        "%2e%2e%2e", "!$&'()*+,;=:@", "|", "[x]", ".", "..", "%2e", "%2E", ".%2e", "%2e.", "%2E%2e", "%2", "%2f",
        "a b", "a\"", "<", ">", "^", "`", "{", "}", "\\", "é", "\t", "\n", "\u0001", "\u007F", " "};
    private static final String[] QUERY = {"", "a=b", "a=b&c=d", "q=%20x+y", "/?:@!$&()*+,;=", "^`{|}[]\\", "'",
        "\"", "<", ">", " ", "é", "\t", "?", "a=b c"};
    private static final String[] FRAGMENT = {"", "f", "a/b?c", "#x", "'^{|}[]\\", "`", "\"", "<", ">", " ", "é",
        "\u0001", "%41"};

    @Test
    void agreesWithTheFullParseOnSeededNearMisses() {
        UrlHostFastPathTest.checkNearMisses("url_parse", SEED, UrlParseFastPathTest::nearMiss, UrlParseFastPath::row,
                v -> UriSqlCalls.urlParse(v, false), s -> check(s.getBytes(StandardCharsets.UTF_8), s));
    }

    /** A URL near the fast path's edge in its path, query and fragment too. */
    private static String nearMiss(SplittableRandom r) {
        StringBuilder b = new StringBuilder(nearMissStart(r));
        if (r.nextInt(6) != 0) {
            int segments = r.nextInt(5);
            for (int i = 0; i < Math.max(1, segments); i++) {
                b.append('/').append(segments == 0 ? "" : pick(r, SEGMENTS, 13));
            }
        }
        if (r.nextInt(3) == 0) {
            b.append('?').append(pick(r, QUERY, 6));
        }
        if (r.nextInt(4) == 0) {
            b.append('#').append(pick(r, FRAGMENT, 6));
        }
        return b.toString();
    }
}
