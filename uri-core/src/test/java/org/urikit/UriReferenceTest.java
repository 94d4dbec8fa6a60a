package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link UriReference}: parse, check, every component accessor, decoding, interop. */
class UriReferenceTest {

    /** Asserts the components of {@code input} as a URI-reference (and under its own class's parser). */
    static void assertComponents(String input, String type, String scheme, String authority, String userinfo,
            String host, String hostKind, String port, String path, String query, String fragment) {
        UriReference ref = UriReference.parse(input);
        assertThat(ref.getClass().getSimpleName()).isEqualTo(type);
        assertThat(ref.toString()).isEqualTo(input);
        if (ref instanceof Uri uri) {
            assertThat(uri.scheme()).isEqualTo(scheme);
            assertThat(Uri.parse(input)).isEqualTo(ref);
            assertThat(Uri.check(input)).isEmpty();
            assertThat(RelativeReference.check(input)).isPresent();
        } else {
            assertThat(scheme).isNull();
            assertThat(RelativeReference.parse(input)).isEqualTo(ref);
            assertThat(RelativeReference.check(input)).isEmpty();
            assertThat(Uri.check(input)).isPresent();
        }
        assertThat(UriReference.check(input)).isEmpty();
        assertThat(ref.authority()).isEqualTo(Optional.ofNullable(authority));
        assertThat(ref.hasAuthority()).isEqualTo(authority != null);
        assertThat(ref.userinfo()).isEqualTo(Optional.ofNullable(userinfo));
        assertThat(ref.host()).isEqualTo(Optional.ofNullable(host));
        assertThat(ref.hostKind()).isEqualTo(Optional.ofNullable(hostKind).map(HostKind::valueOf));
        assertThat(ref.port()).isEqualTo(Optional.ofNullable(port));
        assertThat(ref.path()).isEqualTo(path);
        assertThat(ref.query()).isEqualTo(Optional.ofNullable(query));
        assertThat(ref.fragment()).isEqualTo(Optional.ofNullable(fragment));
        // and the same as the RFC 3986 Appendix B regex says
        assertThat(Rfc3986Oracle.components(input)).containsExactly(scheme, authority, userinfo, host, port, path,
                query, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "rfc3986-components.tsv", delimiter = '\t', nullValues = "(none)",
            ignoreLeadingAndTrailingWhitespace = false)
    void splitsIntoExactComponents(String input, String type, String scheme, String authority, String userinfo,
            String host, String hostKind, String port, String path, String query, String fragment) {
        assertComponents(input, type, scheme, authority, userinfo, host, hostKind, port, path, query, fragment);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            https://me:s3cret@example.com/          | https://me:****@example.com/
            //me:p:w@h/a//b:c@d                     | //me:****@h/a//b:c@d
            https://me:@h/                          | https://me:****@h/
            https://me@h/x:y@z                      | https://me@h/x:y@z
            https://h/a//b:c@d                      | https://h/a//b:c@d
            a:b//c:d@e                              | a:b//c:d@e
            ftp://u:%41b@h                          | ftp://u:****@h
            """)
    void redactedHidesOnlyThePassword(String input, String masked) {
        UriReference ref = UriReference.parse(input);
        assertThat(ref.redacted()).isEqualTo(masked).isEqualTo(UriReference.redact(input));
        assertThat(ref).hasToString(input);
    }

    @Test
    void absentAndEmptyDiffer() {
        assertThat(UriReference.parse("http://h?").query()).contains("");
        assertThat(UriReference.parse("http://h").query()).isEmpty();
        assertThat(UriReference.parse("http://h#").fragment()).contains("");
        assertThat(UriReference.parse("http://h").fragment()).isEmpty();
        assertThat(UriReference.parse("http://h:").port()).contains("");
        assertThat(UriReference.parse("http://h").port()).isEmpty();
        assertThat(UriReference.parse("http://@h").userinfo()).contains("");
        assertThat(UriReference.parse("http://h").userinfo()).isEmpty();
        assertThat(UriReference.parse("file:///etc").authority()).contains("");
        assertThat(UriReference.parse("file:/etc").authority()).isEmpty();
        assertThat(UriReference.parse("file:///etc").host()).contains("");
        assertThat(UriReference.parse("file:/etc").host()).isEmpty();
    }

    @ParameterizedTest(name = "{0} -> port {1}, number {2}")
    @CsvSource(delimiter = '|', nullValues = "none", textBlock = """
            http://h/                                         | none                            | none
            http://h:/                                        | ''                              | none
            http://h:0/                                       | 0                               | 0
            http://h:80/                                      | 80                              | 80
            http://h:0080/                                    | 0080                            | 80
            http://h:000000000000000000000000000000443/       | 000000000000000000000000000000443 | 443
            http://h:65535/                                   | 65535                           | 65535
            http://h:65536/                                   | 65536                           | none
            http://h:99999/                                   | 99999                           | none
            http://h:4294967376/                              | 4294967376                      | none
            http://h:123456789012345678901234567890/          | 123456789012345678901234567890  | none
            http://h:999999999999999999999999999999           | 999999999999999999999999999999  | none
            http://[::1]:8080                                 | 8080                            | 8080
            //h:1                                             | 1                               | 1
            a:b                                               | none                            | none
            """)
    void portTextAndNumber(String input, String port, Integer number) {
        UriReference ref = UriReference.parse(input);
        assertThat(ref.port()).isEqualTo(Optional.ofNullable(port));
        if (number == null) {
            assertThat(ref.portNumber()).isEmpty();
        } else {
            assertThat(ref.portNumber()).hasValue(number);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ''                | []
            /                 | ['']
            //                | []
            http://h          | []
            http://h/         | ['']
            a                 | [a]
            /a                | [a]
            /a/               | [a, '']
            a/b/c             | [a, b, c]
            /a//b             | [a, '', b]
            http://h//        | ['', '']
            s:a/b%2Fc         | [a, b%2Fc]
            s:/:@/!$          | [:@, !$]
            ../../x           | [.., .., x]
            ?q                | []
            """)
    void pathSegments(String input, String expected) {
        List<String> segments = UriReference.parse(input).pathSegments();
        assertThat(segments).containsExactlyElementsOf(parseList(expected));
        assertThat(UriReference.parse(input).decodedPathSegments()).hasSameSizeAs(segments);
        assertThatThrownBy(() -> segments.add("x")).isInstanceOf(UnsupportedOperationException.class);
    }

    /** Parses the table's list notation: {@code [a, '', b]}, where {@code ''} is an empty segment. */
    private static List<String> parseList(String notation) {
        String inner = notation.substring(1, notation.length() - 1);
        if (inner.isEmpty()) {
            return List.of();
        }
        return java.util.Arrays.stream(inner.split(", ", -1)).map(x -> x.equals("''") ? "" : x).toList();
    }

    @Test
    void decodedVariantsDecodeUtf8AndKeepTheRawOnesRaw() {
        UriReference ref = UriReference.parse("http://us%65r:p%40ss@h%C3%A9st/a%20b/c%2Fd/%E2%82%AC?q=%C3%A9+x#%66rag");
        assertThat(ref.userinfo()).contains("us%65r:p%40ss");
        assertThat(ref.decodedUserinfo()).contains("user:p@ss");
        assertThat(ref.host()).contains("h%C3%A9st");
        assertThat(ref.decodedHost()).contains("h\u00e9st");
        assertThat(ref.path()).isEqualTo("/a%20b/c%2Fd/%E2%82%AC");
        assertThat(ref.decodedPath()).isEqualTo("/a b/c/d/\u20ac");
        assertThat(ref.pathSegments()).containsExactly("a%20b", "c%2Fd", "%E2%82%AC");
        assertThat(ref.decodedPathSegments()).containsExactly("a b", "c/d", "\u20ac");
        assertThat(ref.query()).contains("q=%C3%A9+x");
        assertThat(ref.decodedQuery()).contains("q=\u00e9+x"); // '+' is not a space in RFC 3986
        assertThat(ref.decodedFragment()).contains("frag");
    }

    @ParameterizedTest(name = "{0} decodes to {1}")
    @CsvSource(delimiter = '|', textBlock = """
            /%41%62%7e          | /Ab~
            /%c3%a9             | /\u00e9
            /%F0%9F%98%80       | /\ud83d\ude00
            /%C3                | /\ufffd
            /%FF                | /\ufffd
            /%C3%28             | /\ufffd(
            /%E2%82             | /\ufffd
            /%C0%AF             | /\ufffd\ufffd
            /a%C3/b             | /a\ufffd/b
            """)
    void malformedUtf8DecodesToReplacementCharacters(String input, String decoded) {
        UriReference ref = UriReference.parse(input);
        assertThat(ref.decodedPath()).isEqualTo(decoded);
        assertThat(UriReference.parse("?" + input.substring(1)).decodedQuery()).contains(decoded.substring(1));
        assertThat(UriReference.parse("#" + input.substring(1)).decodedFragment()).contains(decoded.substring(1));
    }

    /** The documented policy: malformed UTF-8 decodes as {@code new String(bytes, UTF_8)} does. */
    @Test
    void malformedUtf8FollowsTheJdkDecoderPolicy() {
        int[][] sequences = {{0xED, 0xA0, 0x80}, {0xF4, 0x90, 0x80, 0x80}, {0xF0, 0x9F, 0x98}, {0x80}, {0xFE},
            {0xC3, 0xC3, 0xA9}, {0xE2, 0x28, 0xA1}, {0x00}, {0x7F, 0xC3}};
        for (int[] seq : sequences) {
            StringBuilder pct = new StringBuilder("/");
            byte[] bytes = new byte[seq.length];
            for (int i = 0; i < seq.length; i++) {
                pct.append(String.format("%%%02X", seq[i]));
                bytes[i] = (byte) seq[i];
            }
            String expected = "/" + new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
            assertThat(UriReference.parse(pct.toString()).decodedPath()).as(pct.toString()).isEqualTo(expected);
        }
        assertThat(UriReference.parse("/%00").decodedPath()).isEqualTo("/\u0000");
        assertThat(UriReference.parse("/%C3%A9%C3").decodedPath()).isEqualTo("/\u00e9\ufffd");
    }

    @Test
    void decodedVariantsOfAbsentComponentsAreEmpty() {
        UriReference ref = UriReference.parse("a:b");
        assertThat(ref.decodedUserinfo()).isEmpty();
        assertThat(ref.decodedHost()).isEmpty();
        assertThat(ref.decodedQuery()).isEmpty();
        assertThat(ref.decodedFragment()).isEmpty();
        assertThat(ref.decodedPathSegments()).containsExactly("b");
    }

    @Test
    void ipLiteralHostsAreNotDecoded() {
        assertThat(UriReference.parse("http://[v1.a:b]/").decodedHost()).contains("[v1.a:b]");
        assertThat(UriReference.parse("http://[::ffff:1.2.3.4]/").decodedHost()).contains("[::ffff:1.2.3.4]");
        assertThat(UriReference.parse("http://1.2.3.4/").decodedHost()).contains("1.2.3.4");
    }

    @Test
    void parseReturnsTheRightClass() {
        assertThat(UriReference.parse("a:b")).isInstanceOf(Uri.class);
        assertThat(UriReference.parse("a/b")).isInstanceOf(RelativeReference.class);
        assertThat(UriReference.parse("./a:b")).isInstanceOf(RelativeReference.class);
        assertThat(UriReference.parse("//a:1")).isInstanceOf(RelativeReference.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://h/p#f", "http://h/p?q#", "//h#f", "#", "a:#b"})
    void withoutFragmentDropsOnlyTheFragment(String input) {
        UriReference ref = UriReference.parse(input);
        UriReference without = ref.withoutFragment();
        String expected = input.substring(0, input.indexOf('#'));
        assertThat(without.toString()).isEqualTo(expected);
        assertThat(without.fragment()).isEmpty();
        assertThat(without.getClass()).isEqualTo(ref.getClass());
        assertThat(without).isEqualTo(UriReference.parse(expected));
        assertThat(without.query()).isEqualTo(ref.query());
        assertThat(without.path()).isEqualTo(ref.path());
        assertThat(without.host()).isEqualTo(ref.host());
        assertThat(without.withoutFragment()).isSameAs(without);
    }

    @Test
    void checkDoesNotThrowAndGivesTheFirstError() {
        assertThat(UriReference.check("http://a b/")).hasValueSatisfying(e -> {
            assertThat(e.index()).isEqualTo(8);
            assertThat(e.kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
        });
        assertThat(UriReference.check("http://a/b")).isEmpty();
    }

    @Test
    void nullArgumentsAreNullPointerExceptions() {
        assertThatThrownBy(() -> UriReference.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UriReference.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UriReference.check(null, Rfc3986Rule.HOST)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UriReference.from(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Rfc.RFC_3986.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Rfc.RFC_3986.check("a", null)).isInstanceOf(NullPointerException.class);
    }

    // ---------------------------------------------------------------------------------------------
    // java.net.URI interop and its documented differences

    @ParameterizedTest
    @ValueSource(strings = {"http://u@h:80/p?q#f", "mailto:a@b", "//h/p", "a/b", "?q", "", "http://[::1]:8080/",
            "urn:isbn:0451450523", "http://h/%20"})
    void javaNetUriRoundTripKeepsTheText(String input) throws Exception {
        UriReference ref = UriReference.parse(input);
        java.net.URI jnu = ((AbstractReference) ref).toJavaNetUri();
        assertThat(jnu.toString()).isEqualTo(input);
        assertThat(jnu).isEqualTo(new java.net.URI(input));
        assertThat(UriReference.from(jnu)).isEqualTo(ref);
    }

    @Test
    void documentedDifferencesFromJavaNetUri() {
        // reg-name with '_': java.net.URI falls back to a registry-based authority without host
        java.net.URI underscore = Uri.parse("http://a_b.example/").toJavaNetUri();
        assertThat(underscore.getHost()).isNull();
        assertThat(Uri.parse("http://a_b.example/").host()).contains("a_b.example");
        // empty path / empty authority: valid RFC 3986, rejected by java.net.URI
        for (String s : List.of("a:", "//", "http://")) {
            UriReference ref = UriReference.parse(s);
            assertThatThrownBy(((AbstractReference) ref)::toJavaNetUri).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("java.net.URI cannot represent");
        }
        // IPvFuture: rejected by java.net.URI
        assertThatThrownBy(Uri.parse("http://[v1.x]/")::toJavaNetUri).isInstanceOf(IllegalStateException.class);
        // a port above 65535: java.net.URI reports it as a number, urikit's portNumber() does not
        assertThat(Uri.parse("http://h:99999/").toJavaNetUri().getPort()).isEqualTo(99999);
        assertThat(Uri.parse("http://h:99999/").portNumber()).isEmpty();
        // an empty authority: java.net.URI has none, urikit an empty one
        assertThat(Uri.parse("file:///etc").toJavaNetUri().getRawAuthority()).isNull();
        assertThat(Uri.parse("file:///etc").authority()).contains("");
    }

    @Test
    void fromRejectsWhatJavaNetUriAcceptsButRfc3986DoesNot() throws Exception {
        java.net.URI nonAscii = new java.net.URI("http://\u00e9/");
        assertThatThrownBy(() -> UriReference.from(nonAscii)).isInstanceOf(UriSyntaxException.class);
        assertThatThrownBy(() -> Uri.from(nonAscii)).isInstanceOf(UriSyntaxException.class);
        assertThatThrownBy(() -> Uri.from(new java.net.URI("a/b"))).isInstanceOf(UriSyntaxException.class);
        // the multi-argument constructors quote illegal characters, so the result is valid
        java.net.URI quoted = new java.net.URI("http", "a b", "/p q", "x y", "f g");
        assertThat(Uri.from(quoted).toString()).isEqualTo("http://a%20b/p%20q?x%20y#f%20g");
    }
}
