package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WhatwgUrlTest {

    @Test
    void hrefOfAnAlreadySerializedInputIsTheInputItself() {
        String s = "https://example.com/a/b?q=1#f";
        assertThat(WhatwgUrl.parse(s).href()).isSameAs(s);
        String t = "HTTPS://example.com/a/b";
        assertThat(WhatwgUrl.parse(t).href()).isEqualTo("https://example.com/a/b").isNotSameAs(t);
    }

    @Test
    void readsBrowserStyleInput() {
        WhatwgUrl u = WhatwgUrl.parse("  HTTP://user:pa ss@Example.COM:80\\a\\..\\b c?x=\"1\"#f g\n");
        assertThat(u.href()).isEqualTo("http://user:pa%20ss@example.com/b%20c?x=%221%22#f%20g");
        assertThat(u.protocol()).isEqualTo("http:");
        assertThat(u.username()).isEqualTo("user");
        assertThat(u.password()).isEqualTo("pa%20ss");
        assertThat(u.host()).isEqualTo("example.com");
        assertThat(u.port()).isEmpty();
        assertThat(u.portNumber()).isEqualTo(-1);
        assertThat(u.pathname()).isEqualTo("/b%20c");
        assertThat(u.search()).isEqualTo("?x=%221%22");
        assertThat(u.query()).contains("x=%221%22");
        assertThat(u.hash()).isEqualTo("#f%20g");
        assertThat(u.fragment()).contains("f%20g");
        assertThat(u.origin()).isEqualTo("http://example.com");
        assertThat(u.validationErrors()).extracting(WhatwgValidationError::type)
                .contains("invalid-URL-unit", "invalid-credentials", "invalid-reverse-solidus");
    }

    @ParameterizedTest
    @CsvSource(delimiterString = "=>", textBlock = """
        http://0x7f.1/                => http://127.0.0.1/
        http://017700000001/ => http://127.0.0.1/
        http://[0:0::1:0:0:0:1]/ => http://[::1:0:0:0:1]/
        http://[::ffff:1.2.3.4]/ => http://[::ffff:102:304]/
        http://example.com/%2e%2E/./a => http://example.com/a
        file:///C|/x/../.. => file:///C:/
        file://localhost/x => file:///x
        http://faß.de/ => http://xn--fa-hia.de/
        foo://Host/a b => foo://Host/a%20b
        mailto:a b?c => mailto:a b?c
        web+demo:/.//not-a-host/ => web+demo:/.//not-a-host/
        https://h/a|b{c}^` => https://h/a|b%7Bc%7D%5E%60
        """)
    void parses(String input, String href) {
        assertThat(WhatwgUrl.parse(input).href()).isEqualTo(href);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        foo                     | missing-scheme-non-relative-URL | 0  | SCHEME
        http://a b/             | domain-invalid-code-point       | 7  | HOST
        http://h:99999/         | port-out-of-range               | 9  | PORT
        http://h:8a/            | port-invalid                    | 10 | PORT
        http://[::1/            | IPv6-unclosed                   | 7  | HOST
        http://[1:2:3]/         | IPv6-too-few-pieces             | 13 | HOST
        http://1.2.3.4.5.6/     | IPv4-too-many-parts             | 7  | HOST
        http://999.1.1.1/       | IPv4-out-of-range-part          | 7  | HOST
        http://u@/              | host-missing                    | 9  | HOST
        https://                | host-missing                    | 8  | HOST
        http://h:/x:y           | -                               | -1 | -
        https://a%00b/          | domain-invalid-code-point       | 8  | HOST
        https://a­b/       | -                               | -1 | -
        https://­/         | domain-to-ASCII                 | 8  | HOST
        sc://a<b/               | host-invalid-code-point         | 6  | HOST
        http://[::1.2.3.]/      | IPv4-in-IPv6-invalid-code-point | 16 | HOST
        """)
    void failsWithTheStandardsErrorIndexAndComponent(String input, String type, int index, String component) {
        if (type.equals("-")) {
            assertThat(WhatwgUrl.check(input)).isEmpty();
            return;
        }
        Component c = Component.valueOf(component);
        WhatwgValidationError expected = new WhatwgValidationError(type, index, c);
        assertThatThrownBy(() -> WhatwgUrl.parse(input)).isInstanceOfSatisfying(WhatwgUrlException.class, e -> {
            assertThat(e.type()).isEqualTo(type);
            assertThat(e.index()).isEqualTo(index);
            assertThat(e.component()).isEqualTo(c);
            assertThat(e.failure()).isEqualTo(expected);
            assertThat(e).hasMessage("Invalid URL (WHATWG URL Standard): " + type + " in " + c.label() + " at index " + index);
        });
        assertThat(WhatwgUrl.check(input)).contains(expected);
        assertThat(WhatwgUrl.tryParse(input)).isEmpty();
        assertThatThrownBy(() -> WhatwgUrl.valueOf(input)).isInstanceOf(WhatwgUrlException.class)
                .hasMessage(new WhatwgUrlException(expected).getMessage());
    }

    @Test
    void aFailureAgainstABaseTextIsThatOfTheBaseWhenTheBaseFails() {
        assertThatThrownBy(() -> WhatwgUrl.parse("x", "http://h:99999/")).isInstanceOfSatisfying(WhatwgUrlException.class,
                e -> assertThat(e.failure()).isEqualTo(new WhatwgValidationError("port-out-of-range", 9, Component.PORT)));
        assertThatThrownBy(() -> WhatwgUrl.parse("//a b/", "http://h/")).isInstanceOfSatisfying(WhatwgUrlException.class,
                e -> assertThat(e.failure()).isEqualTo(new WhatwgValidationError("domain-invalid-code-point", 2, Component.HOST)));
    }

    @Test
    void errorIndicesAreInTheCallersInputBeforeTabRemoval() {
        assertThat(WhatwgUrl.check("\thttp://h:\n8x/")).contains(new WhatwgValidationError("port-invalid", 12, Component.PORT));
        assertThat(WhatwgUrl.parse("  http://h/").validationErrors())
                .containsExactly(new WhatwgValidationError("invalid-URL-unit", 0, Component.SCHEME));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
        "  http://h/"           | invalid-URL-unit                          | 0  | SCHEME
        "http://h/a "           | invalid-URL-unit                          | 10 | PATH
        "http://h/?q "          | invalid-URL-unit                          | 11 | QUERY
        "http://h/#f "          | invalid-URL-unit                          | 11 | FRAGMENT
        "ht\ttp://h/"           | invalid-URL-unit                          | 2  | SCHEME
        "http://h\t/"           | invalid-URL-unit                          | 8  | HOST
        "http://h:8\n0/"        | invalid-URL-unit                          | 10 | PORT
        "http://u\t@h/"         | invalid-URL-unit                          | 8  | USERINFO
        "http://u:p\tw@h/"      | invalid-URL-unit                          | 10 | USERINFO
        "http://h/\ta"          | invalid-URL-unit                          | 9  | PATH
        "http://h/?\ta"         | invalid-URL-unit                          | 10 | QUERY
        "http:h/"               | special-scheme-missing-following-solidus  | 5  | AUTHORITY
        "http://u@h/"           | invalid-credentials                       | 8  | USERINFO
        "http://0x7f.1/"        | IPv4-non-decimal-part                     | 7  | HOST
        "http://[::01]/"        | IPv6-piece-leading-zero                   | 10 | HOST
        "http://h:80/\\x"         | invalid-reverse-solidus                   | 12 | PATH
        "http://h/%zz"          | invalid-URL-unit                          | 9  | PATH
        "http://h/?%zz"         | invalid-URL-unit                          | 10 | QUERY
        "http://h/#%zz"         | invalid-URL-unit                          | 10 | FRAGMENT
        "mailto:a b"            | invalid-URL-unit                          | 8  | PATH
        "file://C:/x"           | file-invalid-Windows-drive-letter-host    | 7  | HOST
        """)
    void eachValidationErrorNamesTheComponentOfTheParserState(String input, String type, int index, String component) {
        List<WhatwgValidationError> errors = WhatwgUrl.parse(input).validationErrors();
        assertThat(errors).as(input).contains(new WhatwgValidationError(type, index, Component.valueOf(component)));
    }

    @Test
    void aValidationErrorsMessageNamesTypeComponentAndIndex() {
        assertThat(new WhatwgValidationError("port-out-of-range", 9, Component.PORT).message())
                .isEqualTo("port-out-of-range in port at index 9");
        assertThatThrownBy(() -> new WhatwgValidationError("x", 0, null)).hasMessage("component");
        assertThatThrownBy(() -> new WhatwgUrlException(null)).hasMessage("failure");
    }

    @Test
    void aPasswordNeverAppearsInTheException() {
        assertThatThrownBy(() -> WhatwgUrl.parse("http://user:s3cret@[::1/")).hasMessageNotContaining("s3cret");
    }

    @Test
    void relativeToABase() {
        WhatwgUrl base = WhatwgUrl.parse("https://example.com/a/b?q");
        assertThat(WhatwgUrl.parse("../c", base).href()).isEqualTo("https://example.com/c");
        assertThat(WhatwgUrl.parse("?x", "https://example.com/a/b?q").href()).isEqualTo("https://example.com/a/b?x");
        assertThat(WhatwgUrl.tryParse("//h2", base)).map(WhatwgUrl::href).contains("https://h2/");
        assertThatThrownBy(() -> WhatwgUrl.parse("x", "not a base")).isInstanceOf(WhatwgUrlException.class);
    }

    /**
     * The host parser percent-decodes and runs "UTF-8 decode without BOM": well-formed UTF-8 becomes
     * its characters, ill-formed UTF-8 U+FFFD (the domain then fails, however many U+FFFD there
     * are), and a leading EF BB BF is U+FEFF, which UTS #46 ignores.
     */
    @Test
    void hostIsPercentDecodedAsUtf8WithoutBom() {
        WhatwgUrl u = WhatwgUrl.parse("https://%C3%BC.%41b/");
        assertThat(u.hostname()).isEqualTo("xn--tda.ab");
        assertThat(u.validationErrors()).contains(new WhatwgValidationError("domain-percent-encoded", 8, Component.HOST));
        assertThat(WhatwgUrl.parse("https://%F0%9F%98%80.example/").hostname()).isEqualTo("xn--e28h.example");
        assertThat(WhatwgUrl.parse("https://%EF%BB%BFexample.com/").hostname()).isEqualTo("example.com");
        for (String bad : new String[] {"https://%ED%A0%80.example/", "https://a%E2%82.example/", "https://%C0%AF/",
                "https://%F4%90%80%80/", "https://%80/"}) {
            assertThat(WhatwgUrl.check(bad)).as(bad).map(WhatwgValidationError::type).contains("domain-to-ASCII");
        }
        // a '%' without two hex digits is not a percent-encoded byte: kept, then a forbidden code point
        assertThat(WhatwgUrl.check("https://a%zz/")).map(WhatwgValidationError::type).isPresent();
    }

    @Test
    void loneSurrogatesAreReadAsReplacementCharacters() {
        assertThat(WhatwgUrl.parse("http://h/\uD800?\uDC00#\uD800").href())
                .isEqualTo("http://h/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD");
        assertThat(WhatwgUrl.parse("http://h/").withPathname("\uDFFF").pathname()).isEqualTo("/%EF%BF%BD");
        assertThat(WhatwgUrl.tryParse("http://\uD800/")).isEmpty();
    }

    @Test
    void settersReturnNewValues() {
        WhatwgUrl u = WhatwgUrl.parse("http://h/p");
        assertThat(u.withProtocol("https").href()).isEqualTo("https://h/p");
        assertThat(u.withProtocol("foo").href()).isEqualTo("http://h/p"); // special to non-special is ignored
        assertThat(u.withUsername("a b").withPassword("p@ss").href()).isEqualTo("http://a%20b:p%40ss@h/p");
        assertThat(u.withHost("x:81").href()).isEqualTo("http://x:81/p");
        assertThat(u.withHostname("x:81").href()).isEqualTo("http://h/p");
        assertThat(u.withPort("8080abc").port()).isEqualTo("8080");
        assertThat(u.withPort("80").port()).isEmpty();
        assertThat(u.withPathname("a/../b").pathname()).isEqualTo("/b");
        assertThat(u.withSearch("?a b").search()).isEqualTo("?a%20b");
        assertThat(u.withHash("x").withHash("").href()).isEqualTo("http://h/p");
        assertThat(u.withHref("ftp://f/").origin()).isEqualTo("ftp://f");
        assertThat(u.withProtocol("http")).isSameAs(u);
        assertThatThrownBy(() -> u.withHref("nope")).isInstanceOf(WhatwgUrlException.class);
    }

    @Test
    void originOfOtherSchemes() {
        assertThat(WhatwgUrl.parse("blob:https://a.example:8443/uuid").origin()).isEqualTo("https://a.example:8443");
        assertThat(WhatwgUrl.parse("blob:file:///x").origin()).isEqualTo("null");
        assertThat(WhatwgUrl.parse("file:///x").origin()).isEqualTo("null");
        assertThat(WhatwgUrl.parse("foo://h/").origin()).isEqualTo("null");
    }

    @ParameterizedTest
    @CsvSource(delimiterString = "=>", textBlock = """
        https://example.com/a b            => https://example.com/a%20b
        https://h/a|b{c} => https://h/a%7Cb%7Bc%7D
        https://h/p?a[]=1&b=^`{|} => https://h/p?a%5B%5D=1&b=%5E%60%7B%7C%7D
        https://h/p#a#b[c] => https://h/p#a%23b%5Bc%5D
        https://h/100% => https://h/100%25
        foo://a"b{}/x => foo://a%22b%7B%7D/x
        data:text/plain,a <b>|c => data:text/plain,a%20%3Cb%3E%7Cc
        https://[::1]:8080/ => https://[::1]:8080/
        https://u:p@h/ => https://u:p@h/
        """)
    void toUriEncodesWhatRfc3986Forbids(String input, String uri) {
        assertThat(WhatwgUrl.parse(input).toUri()).hasToString(uri);
    }

    @Test
    void nullArgumentsAreRejectedByName() {
        WhatwgUrl u = WhatwgUrl.parse("http://h/");
        assertThatThrownBy(() -> WhatwgUrl.parse(null)).isInstanceOf(NullPointerException.class).hasMessage("input");
        assertThatThrownBy(() -> WhatwgUrl.parse("a", (WhatwgUrl) null)).hasMessage("base");
        assertThatThrownBy(() -> WhatwgUrl.parse("a", (String) null)).hasMessage("base");
        assertThatThrownBy(() -> WhatwgUrl.tryParse(null)).hasMessage("input");
        assertThatThrownBy(() -> WhatwgUrl.tryParse("a", null)).hasMessage("base");
        assertThatThrownBy(() -> WhatwgUrl.check(null)).hasMessage("input");
        assertThatThrownBy(() -> u.withSearch(null)).hasMessage("value");
        assertThatThrownBy(() -> new WhatwgValidationError(null, 0, Component.HOST)).hasMessage("type");
    }

    @Test
    void equalityIsTheHref() {
        assertThat(WhatwgUrl.parse("HTTP://h")).isEqualTo(WhatwgUrl.parse("http://h/"))
                .hasSameHashCodeAs(WhatwgUrl.parse("http://h/")).hasToString("http://h/");
        assertThat(WhatwgUrl.parse("http://h/#a")).isNotEqualTo(WhatwgUrl.parse("http://h/#b"));
    }

    // ---- generated inputs (seeded) ----

    private static final String[] PIECES = {"http:", "https:", "file:", "foo:", "ws:", "blob:", "data:", "//", "/", "\\",
        "..", ".", "%2e", "%2E%2e", "?", "#", "@", ":", "[", "]", "::", "1", "0x", "255", "256", "09", "a", "B", "xn--",
        "ß", "\u00E9", "\uD83D\uDCA9", "\uD800", " ", "\t", "\n", "\u0000", "\u007F", "%", "%41", "%zz", "|", "^", "`",
        "{", "}", "\"", "'", "<", ">", "C:", "c|", "localhost", "example.com", "1.2.3.4", "::1", "=", "&", "\u3002", "\u00AD",
        ".0", "0", "%00", "\uFFFF", "\u200D"};

    static String generate(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            sb.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    @Test
    void generatedInputsParseIdempotentlyAndToUriIsAlwaysAValidUri() {
        long seed = 19_2026L;
        SplittableRandom r = new SplittableRandom(seed);
        WhatwgUrl[] bases = {WhatwgUrl.parse("http://example.com/a/b?c#d"), WhatwgUrl.parse("file:///C:/x/y"),
            WhatwgUrl.parse("foo://h/p/q"), WhatwgUrl.parse("sc:opaque")};
        int parsed = 0;
        for (int i = 0; i < 30_000; i++) {
            String input = generate(r);
            Optional<WhatwgUrl> u = i % 3 == 0 ? WhatwgUrl.tryParse(input)
                    : WhatwgUrl.tryParse(input, bases[r.nextInt(bases.length)]);
            if (u.isEmpty()) {
                assertThat(WhatwgUrl.check(input).isPresent() || i % 3 != 0).as("seed %d case %d", seed, i).isTrue();
                WhatwgUrl.check(input).ifPresent(WhatwgUrlTest::assertComponentFitsType);
                continue;
            }
            parsed++;
            String href = u.get().href();
            String what = "seed " + seed + " case " + i + " input " + WhatwgUrlWptTest.esc(input) + " href " + href;
            assertThat(href.chars().allMatch(c -> c >= 0x20 && c < 0x7F)).as(what).isTrue();
            assertThat(WhatwgUrl.parse(href).href()).as(what).isEqualTo(href);
            Uri uri = u.get().toUri();
            assertThat(Uri.check(uri.toString())).as(what).isEmpty();
            if (WhatwgParser.defaultPort(u.get().scheme()) != WhatwgParser.NOT_SPECIAL) {
                // the repaired text names the same host for a client (an opaque host's text changes)
                assertThat(WhatwgUrl.parse(uri.toString()).hostname()).as(what).isEqualTo(u.get().hostname());
            }
            assertThat(u.get().validationErrors()).allSatisfy(e -> {
                assertThat(e.index()).as(what).isBetween(0, input.length());
                assertComponentFitsType(e);
            });
        }
        assertThat(parsed).isGreaterThan(5_000);
    }

    @Test
    void anyStringGivesAValueOrTheDocumentedException() {
        SplittableRandom r = new SplittableRandom(7);
        WhatwgUrl base = WhatwgUrl.parse("http://h/a");
        for (int i = 0; i < 20_000; i++) {
            char[] cs = new char[r.nextInt(20)];
            for (int j = 0; j < cs.length; j++) {
                cs[j] = (char) (r.nextBoolean() ? r.nextInt(0x80) : r.nextInt(0x10000));
            }
            String s = new String(cs);
            try {
                WhatwgUrl u = WhatwgUrl.parse(s, base);
                List<WhatwgUrl> set = List.of(u.withHost(s), u.withHostname(s), u.withPort(s), u.withPathname(s),
                        u.withSearch(s), u.withHash(s), u.withProtocol(s), u.withUsername(s), u.withPassword(s));
                for (WhatwgUrl v : set) {
                    assertThat(WhatwgUrl.parse(v.href()).href()).isEqualTo(v.href());
                }
            } catch (WhatwgUrlException e) {
                assertThat(e.index()).isBetween(0, s.length());
                assertComponentFitsType(e.failure());
                assertThat(e.component()).isIn(Component.SCHEME, Component.HOST, Component.PORT);
            }
        }
    }

    /** The component an error's type names, where its name names one (an oracle independent of the parser's states). */
    private static void assertComponentFitsType(WhatwgValidationError e) {
        String t = e.type();
        Component expected = t.startsWith("port-") ? Component.PORT
                : t.startsWith("IPv4-") || t.startsWith("IPv6-") || t.startsWith("domain-") || t.startsWith("host-")
                        || t.equals("file-invalid-Windows-drive-letter-host") ? Component.HOST
                : t.equals("invalid-credentials") ? Component.USERINFO
                : t.startsWith("missing-scheme") || t.equals("scheme-invalid") ? Component.SCHEME
                : t.equals("special-scheme-missing-following-solidus") ? Component.AUTHORITY
                : t.equals("file-invalid-Windows-drive-letter") ? Component.PATH
                : null;
        if (expected != null) {
            assertThat(e.component()).as(e.toString()).isEqualTo(expected);
        }
    }

    /** The values docs/WHATWG.md and the README's "Browser-style input" section quote. */
    @Test
    void docsExamples() {
        WhatwgUrl url = WhatwgUrl.parse("HTTP://user@Example.COM:80/a/./b/../c d?q=\"x\"#top");
        assertThat(url.href()).isEqualTo("http://user@example.com/a/c%20d?q=%22x%22#top");
        assertThat(url.protocol()).isEqualTo("http:");
        assertThat(url.username()).isEqualTo("user");
        assertThat(url.host()).isEqualTo("example.com").isEqualTo(url.hostname());
        assertThat(url.port()).isEmpty();
        assertThat(url.pathname()).isEqualTo("/a/c%20d");
        assertThat(url.search()).isEqualTo("?q=%22x%22");
        assertThat(url.hash()).isEqualTo("#top");
        assertThat(url.origin()).isEqualTo("http://example.com");
        assertThat(WhatwgUrl.parse("../x", url).href()).isEqualTo("http://user@example.com/x");
        assertThat(WhatwgUrl.parse("?a", "https://h/p").href()).isEqualTo("https://h/p?a");
        assertThat(WhatwgUrl.tryParse("http://[::1")).isEmpty();
        assertThat(WhatwgUrl.check("http://h:99999")).hasToString(
                "Optional[WhatwgValidationError[type=port-out-of-range, index=9, component=PORT]]");
        assertThat(url.withHost("other.example:8080").withPathname("/x").href())
                .isEqualTo("http://user@other.example:8080/x?q=%22x%22#top");
        assertThat(WhatwgUrl.parse("https://h/a|b{c}").toUri()).hasToString("https://h/a%7Cb%7Bc%7D");
        assertThat(WhatwgUrl.parse("  https://Example.COM/a b?x=^ ").toUri()).hasToString("https://example.com/a%20b?x=%5E");
        // README
        assertThat(WhatwgUrl.parse("http://127.0.0.1\\@evil.com/").hostname()).isEqualTo("127.0.0.1");
        assertThat(Uri.parse("http://127.0.0.1%5C@evil.com/").host()).contains("evil.com");
        assertThat(WhatwgUrl.parse("http:evil.com").href()).isEqualTo("http://evil.com/");
        assertThat(WhatwgUrl.parse("http://0x7f.1/%2e%2e/admin").href()).isEqualTo("http://127.0.0.1/admin");
        assertThat(WhatwgUrl.parse("https://example.com/a b").toUri()).hasToString("https://example.com/a%20b");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            https://user:pw@Example.COM:443/a/../b?q#f | https://user:pw@example.com/b?q#f
            HTTP://127.1/%7e                            | http://127.0.0.1/%7e
            non-special:opaque path                     | non-special:opaque path
            file:///C:/x                                | file:///C:/x
            """)
    void serializesAsItsHrefAndReadsBackAnEqualValue(String input, String href) throws Exception {
        WhatwgUrl u = WhatwgUrl.parse(input);
        Object back = SerializationSupport.roundTrip(u);
        assertThat(back).isInstanceOf(WhatwgUrl.class).isEqualTo(u);
        WhatwgUrl w = (WhatwgUrl) back;
        assertThat(w.href()).isEqualTo(href);
        assertThat(w.hostname()).isEqualTo(u.hostname());
        assertThat(w.port()).isEqualTo(u.port());
        assertThat(w.pathname()).isEqualTo(u.pathname());
        assertThat(w.validationErrors()).isEqualTo(WhatwgUrl.parse(href).validationErrors());
    }

    @Test
    void aTamperedStreamIsRefusedWithoutQuotingTheHref() throws Exception {
        byte[] bytes = SerializationSupport.serialize(WhatwgUrl.parse("http://u:secret@a.example/"));
        byte[] bad = SerializationSupport.replace(bytes, "http://u:secret@a.example/", "http://u:secret@[::1/x    ");
        assertThatThrownBy(() -> SerializationSupport.deserialize(bad))
                .isInstanceOf(java.io.InvalidObjectException.class)
                .hasCauseInstanceOf(WhatwgUrlException.class)
                .message().doesNotContain("secret");
    }

    @Test
    void anExceptionSurvivesJavaSerializationWithItsFailure() throws Exception {
        WhatwgUrlException e = (WhatwgUrlException) org.assertj.core.api.Assertions.catchThrowable(
                () -> WhatwgUrl.parse("http://h:99999/"));
        WhatwgUrlException back = (WhatwgUrlException) SerializationSupport.roundTrip(e);
        assertThat(back.getMessage()).isEqualTo(e.getMessage());
        assertThat(back.failure()).isEqualTo(e.failure())
                .isEqualTo(new WhatwgValidationError("port-out-of-range", 9, Component.PORT));
    }
}
