package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class PercentCodecTest {

    @ParameterizedTest(name = "{0}: {1} -> {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            PATH_SEGMENT | a/b c         | a%2Fb%20c
            PATH_SEGMENT | a:b@c;d=e     | a:b@c;d=e
            PATH         | /a b/ü        | /a%20b/%C3%BC
            PATH         | /a?b#c        | /a%3Fb%23c
            PATH         | 100%          | 100%25
            QUERY        | x=1&y=?/      | x=1&y=?/
            QUERY        | a b#c[]       | a%20b%23c%5B%5D
            FRAGMENT     | top?/x#y      | top?/x%23y
            USERINFO     | user:pa ss@x  | user:pa%20ss%40x
            HOST         | exämple.com   | ex%C3%A4mple.com
            HOST         | a:b           | a%3Ab
            HOST         | "-._~!$&'()*+,;=" | "-._~!$&'()*+,;="
            PATH_SEGMENT | 😀            | %F0%9F%98%80
            PATH_SEGMENT | "\u007f"      | %7F
            PATH_SEGMENT | ''            | ''
            """)
    void encodesOnlyWhatTheComponentForbids(Component component, String decoded, String encoded) {
        String text = decoded.equals("\\u007f") ? "\u007f" : decoded;
        assertThat(PercentCodec.encode(component, text)).isEqualTo(encoded);
        assertThat(PercentCodec.decode(encoded)).isEqualTo(text);
    }

    @Test
    void encodesControlsAndSpaceEverywhere() {
        for (Component c : new Component[] {Component.USERINFO, Component.HOST, Component.PATH,
            Component.PATH_SEGMENT, Component.QUERY, Component.FRAGMENT}) {
            assertThat(PercentCodec.encode(c, "\u0000\t \n")).isEqualTo("%00%09%20%0A");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Component.class, names = {"SCHEME", "PORT", "AUTHORITY", "NET_LOC", "PARAMS",
        "SCHEME_SPECIFIC_PART"})
    void rejectsComponentsWithoutPercentEncoding(Component component) {
        assertThatThrownBy(() -> PercentCodec.encode(component, "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(component.label());
    }

    @Test
    void rejectsUnpairedSurrogatesWhenEncoding() {
        assertThatThrownBy(() -> PercentCodec.encode(Component.PATH, "ab\uD800c"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("U+D800 at index 2");
        assertThatThrownBy(() -> PercentCodec.encodeQueryParameter("\uDC00"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("index 0");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            %C3%BC%20x+y   | ü x+y
            %c3%bc         | ü
            %              | %
            %4             | %4
            %4G%41         | %4GA
            100%           | 100%
            %FF            | \uFFFD
            %C3            | \uFFFD
            %C3%28         | \uFFFD(
            %E2%82         | \uFFFD
            ü              | ü
            """)
    void decodesAsUtf8WithTheDocumentedPolicy(String encoded, String decoded) {
        assertThat(PercentCodec.decode(encoded)).isEqualTo(decoded);
    }

    @Test
    void keepsEveryCharacterThatIsNotAPercentEncoding() {
        assertThat(PercentCodec.decode("a\uD800b")).isEqualTo("a\uD800b");
        assertThat(PercentCodec.decode("\uD800%41ü%")).isEqualTo("\uD800Aü%");
        assertThat(PercentCodec.decode("%C3ü%BC")).isEqualTo("\uFFFDü\uFFFD");
    }

    /**
     * {@code decode} keeps its documented contract, {@code new String(bytes, UTF_8)}: the JDK reads
     * an encoded surrogate as one U+FFFD. {@code decodeForm} is the URL Standard's urlencoded
     * decoding (the Encoding Standard's decoder): three. Both agree everywhere else.
     */
    @Test
    void decodeFollowsTheJdkAndDecodeFormTheEncodingStandard() {
        assertThat(PercentCodec.decode("%ED%A0%80")).isEqualTo("\uFFFD");
        assertThat(PercentCodec.decodeForm("%ED%A0%80")).isEqualTo("\uFFFD\uFFFD\uFFFD");
        assertThat(PercentCodec.decode("%ED%BF%BF%41")).isEqualTo("\uFFFDA");
        assertThat(PercentCodec.decodeForm("%ED%BF%BF%41")).isEqualTo("\uFFFD\uFFFD\uFFFDA");
        for (String same : new String[] {"%F0%80%80", "%E0%80", "%F4%90%80%80", "%C0%AF", "%E2%82", "%C3%28",
                "%F0%9F%98%80", "%ED%9F%BF", "%EF%BB%BFx"}) {
            assertThat(PercentCodec.decodeForm(same)).as(same).isEqualTo(PercentCodec.decode(same));
        }
        assertThat(PercentCodec.decodeForm("%F0%80%80")).isEqualTo("\uFFFD\uFFFD\uFFFD");
        assertThat(PercentCodec.decodeForm("%F4%90%80%80")).isEqualTo("\uFFFD\uFFFD\uFFFD\uFFFD");
        assertThat(PercentCodec.decodeForm("%EF%BB%BFx")).isEqualTo("\uFEFFx");
        // an unpaired surrogate: kept by decode, U+FFFD for decodeForm (the Standard's scalar value strings)
        assertThat(PercentCodec.decode("a\uD800b")).isEqualTo("a\uD800b");
        assertThat(PercentCodec.decodeForm("a\uD800b+\uDBFF")).isEqualTo("a\uFFFDb \uFFFD");
        assertThat(PercentCodec.decodeForm("\uD83D\uDE00+%2B")).isEqualTo("\uD83D\uDE00 +");
    }

    @Test
    void formDecodingTurnsPlusIntoSpace() {
        assertThat(PercentCodec.decodeForm("a+b%2B%20c")).isEqualTo("a b+ c");
        assertThat(PercentCodec.decode("a+b")).isEqualTo("a+b");
    }

    @Test
    void queryParameterEncodingEncodesTheConventionsDelimiters() {
        assertThat(PercentCodec.encodeQueryParameter("a&b=c+d;e f/?")).isEqualTo("a%26b%3Dc%2Bd%3Be%20f/?");
    }

    @Test
    void encodedTextIsValidForItsComponentAndDecodesBack() {
        SplittableRandom random = new SplittableRandom(42);
        for (int run = 0; run < 2000; run++) {
            long seed = random.nextLong();
            SplittableRandom r = new SplittableRandom(seed);
            StringBuilder sb = new StringBuilder();
            int n = r.nextInt(12);
            for (int i = 0; i < n; i++) {
                int cp = r.nextInt(4) == 0 ? r.nextInt(0x80, 0x10000) : r.nextInt(0x80);
                if (Character.isSurrogate((char) cp)) {
                    cp = 'x';
                }
                sb.appendCodePoint(cp);
            }
            String text = sb.toString();
            String segment = PercentCodec.encode(Component.PATH_SEGMENT, text);
            assertThat(Rfc3986Rule.SEGMENT.check(segment)).as("seed %d: %s", seed, segment).isEmpty();
            assertThat(PercentCodec.decode(segment)).as("seed %d", seed).isEqualTo(text);
            String query = PercentCodec.encode(Component.QUERY, text);
            assertThat(Rfc3986Rule.QUERY.check(query)).as("seed %d: %s", seed, query).isEmpty();
            assertThat(Rfc3986Rule.USERINFO.check(PercentCodec.encode(Component.USERINFO, text))).isEmpty();
            assertThat(Rfc3986Rule.REG_NAME.check(PercentCodec.encode(Component.HOST, text))).isEmpty();
            String param = PercentCodec.encodeQueryParameter(text);
            assertThat(PercentCodec.decodeForm(param)).as("seed %d", seed).isEqualTo(text);
        }
    }

    @Test
    void rejectsNullArguments() {
        assertThatThrownBy(() -> PercentCodec.encode(null, "x")).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> PercentCodec.encode(Component.PATH, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> PercentCodec.decode(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> PercentCodec.decodeForm(null)).isInstanceOf(NullPointerException.class);
    }
}
