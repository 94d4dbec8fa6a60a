package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InvalidObjectException;
import java.util.ArrayList;
import java.util.List;

import nl.jqno.equalsverifier.EqualsVerifier;
import nl.jqno.equalsverifier.Warning;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link Uri}: the rule URI, scheme access, absolute-URI, equality, ordering, serialization. */
class UriTest {

    @ParameterizedTest
    @ValueSource(strings = {"a:", "http://h", "HTTP://H/", "urn:a:b", "s:?#", "s:/", "s://", "a+b-c.d:x"})
    void toStringIsExactlyTheInput(String input) {
        Uri uri = Uri.parse(input);
        assertThat(uri.toString()).isSameAs(input);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://h           | http
            HTTP://h           | HTTP
            a:                 | a
            A+b-c.9:x          | A+b-c.9
            urn:a:b            | urn
            """)
    void schemeIsTheExactText(String input, String scheme) {
        assertThat(Uri.parse(input).scheme()).isEqualTo(scheme);
    }

    @Test
    void hasSchemeIgnoresAsciiCaseOnly() {
        Uri uri = Uri.parse("HtTp://h/");
        assertThat(uri.hasScheme("http")).isTrue();
        assertThat(uri.hasScheme("HTTP")).isTrue();
        assertThat(uri.hasScheme("https")).isFalse();
        assertThat(uri.hasScheme("htt")).isFalse();
        assertThat(uri.hasScheme("")).isFalse();
        assertThat(Uri.parse("fi:x").hasScheme("\u0131")).isFalse(); // dotless i: not ASCII case folding
        assertThat(Uri.parse("i:x").hasScheme("\u0130")).isFalse();
        assertThat(Uri.parse("k:x").hasScheme("\u212a")).isFalse(); // Kelvin sign
        assertThat(Uri.parse("a+:x").hasScheme("a\u000b")).isFalse(); // '+' | 0x20 == VT | 0x20
        assertThat(Uri.parse("a-b:x").hasScheme("a\rb")).isFalse();
        assertThat(Uri.parse("a.9:x").hasScheme("A.9")).isTrue();
        assertThatThrownBy(() -> uri.hasScheme(null)).isInstanceOf(NullPointerException.class);
    }

    @ParameterizedTest(name = "{0}: absolute-URI {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://h/p?q       | true
            a:                 | true
            a:#                | false
            http://h/p?q#f     | false
            """)
    void isAbsoluteUriMeansNoFragment(String input, boolean absolute) {
        assertThat(Uri.parse(input).isAbsoluteUri()).isEqualTo(absolute);
        assertThat(Rfc3986Rule.ABSOLUTE_URI.matches(input)).isEqualTo(absolute);
        assertThat(Uri.parse(input).withoutFragment().isAbsoluteUri()).isTrue();
    }

    @Test
    void withoutFragmentReturnsAUri() {
        Uri uri = Uri.parse("http://u@h:1/p?q#f");
        Uri without = uri.withoutFragment();
        assertThat(without.toString()).isEqualTo("http://u@h:1/p?q");
        assertThat(without.scheme()).isEqualTo("http");
        assertThat(without.userinfo()).contains("u");
        assertThat(without.port()).contains("1");
        assertThat(without.portNumber()).hasValue(1);
        assertThat(without.query()).contains("q");
        assertThat(without.fragment()).isEmpty();
        Uri plain = Uri.parse("a:b");
        assertThat(plain.withoutFragment()).isSameAs(plain);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ''        | 0 | MISSING_SCHEME
            //h/p     | 0 | MISSING_SCHEME
            /p        | 0 | MISSING_SCHEME
            ?q        | 0 | MISSING_SCHEME
            a         | 1 | MISSING_SCHEME
            a/b:c     | 1 | MISSING_SCHEME
            1a:b      | 0 | MISSING_SCHEME
            a_b:c     | 1 | UNEXPECTED_CHARACTER
            :a        | 0 | MISSING_SCHEME
            """)
    void requiresAScheme(String input, int index, ErrorKind kind) {
        assertThatThrownBy(() -> Uri.parse(input)).isInstanceOfSatisfying(UriSyntaxException.class, e -> {
            assertThat(e.error().index()).isEqualTo(index);
            assertThat(e.error().kind()).isEqualTo(kind);
            assertThat(e.error().component()).isEqualTo(Component.SCHEME);
        });
        assertThat(Uri.check(input)).hasValueSatisfying(e -> assertThat(e.index()).isEqualTo(index));
    }

    @Test
    void equalsAndHashCodeCompareTheExactText() {
        EqualsVerifier.forClass(Uri.class)
                .withOnlyTheseFields("text")
                .withNonnullFields("text")
                .usingGetClass()
                .suppress(Warning.TRANSIENT_FIELDS)
                .withPrefabValues(Uri.class, Uri.parse("a:b"), Uri.parse("c:d"))
                .verify();
        assertThat(Uri.parse("http://a/")).isEqualTo(Uri.parse("http://a/"));
        assertThat(Uri.parse("http://a/")).hasSameHashCodeAs(Uri.parse("http://a/"));
        assertThat(Uri.parse("http://a/").hashCode()).isEqualTo("http://a/".hashCode());
        // equivalent but not equal: equality is exact text
        assertThat(Uri.parse("HTTP://a/")).isNotEqualTo(Uri.parse("http://a/"));
        assertThat(Uri.parse("http://a/%7e")).isNotEqualTo(Uri.parse("http://a/~"));
        assertThat(Uri.parse("http://a:80/")).isNotEqualTo(Uri.parse("http://a/"));
        assertThat((Object) Uri.parse("http://a/")).isNotEqualTo("http://a/");
        assertThat(Uri.parse("a:b")).isNotEqualTo(null);
    }

    @Test
    void aUriIsNeverEqualToARelativeReference() {
        // no text is both, but a URI and a relative reference must not be equal even by accident
        Object uri = UriReference.parse("a:b");
        Object rel = UriReference.parse("./a:b");
        assertThat(uri).isNotEqualTo(rel);
        assertThat(rel).isNotEqualTo(uri);
    }

    @Test
    void compareToOrdersByTheExactText() {
        List<String> texts = List.of("http://b/", "HTTP://a/", "http://a/", "a:", "http://a/b", "http://a");
        List<Uri> uris = new ArrayList<>(texts.stream().map(Uri::parse).toList());
        uris.sort(null);
        assertThat(uris).extracting(Uri::toString).containsExactlyElementsOf(texts.stream().sorted().toList());
        Uri a = Uri.parse("a:x");
        assertThat(a.compareTo(Uri.parse("a:x"))).isZero();
        assertThat(a.compareTo(Uri.parse("a:y"))).isNegative();
        assertThat(Uri.parse("a:y").compareTo(a)).isPositive();
        assertThatThrownBy(() -> a.compareTo(null)).isInstanceOf(NullPointerException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://u:p@h:80/p?q#f", "a:", "file:///etc", "http://[::1]/", "urn:a:b?c#d"})
    void serializesAsItsText(String input) throws Exception {
        Uri uri = Uri.parse(input);
        Object back = SerializationSupport.roundTrip(uri);
        assertThat(back).isInstanceOf(Uri.class).isEqualTo(uri);
        Uri u = (Uri) back;
        assertThat(u.toString()).isEqualTo(input);
        assertThat(u.scheme()).isEqualTo(uri.scheme());
        assertThat(u.host()).isEqualTo(uri.host());
        assertThat(u.hostKind()).isEqualTo(uri.hostKind());
        assertThat(u.port()).isEqualTo(uri.port());
        assertThat(u.path()).isEqualTo(uri.path());
        assertThat(u.query()).isEqualTo(uri.query());
        assertThat(u.fragment()).isEqualTo(uri.fragment());
    }

    @Test
    void serializedFormIsAProxyThatIsReparsed() throws Exception {
        byte[] bytes = SerializationSupport.serialize(Uri.parse("http://a/bc"));
        // the stream holds the proxy, not the offsets of Uri
        assertThat(new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1)).contains("SerializationProxy")
                .doesNotContain("schemeEnd");
        // a tampered stream with invalid text is rejected on reading, not turned into a broken value
        byte[] tampered = SerializationSupport.replace(bytes, "http://a/bc", "http://a b/");
        assertThatThrownBy(() -> SerializationSupport.deserialize(tampered)).isInstanceOf(InvalidObjectException.class)
                .hasCauseInstanceOf(UriSyntaxException.class);
        // a proxy that claims to be a Uri but holds a relative reference is rejected too
        byte[] relative = SerializationSupport.replace(bytes, "http://a/bc", "//http/a/bc");
        assertThatThrownBy(() -> SerializationSupport.deserialize(relative)).isInstanceOf(InvalidObjectException.class);
    }

    @Test
    void nullArgumentsAreNullPointerExceptions() {
        assertThatThrownBy(() -> Uri.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Uri.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Uri.from(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void fromJavaNetUriKeepsTheText() throws Exception {
        java.net.URI jnu = new java.net.URI("https://u@example.com:8443/a%20b?q#f");
        Uri uri = Uri.from(jnu);
        assertThat(uri.toString()).isEqualTo(jnu.toString());
        assertThat(uri.toJavaNetUri()).isEqualTo(jnu);
        assertThat(uri.host()).contains(jnu.getHost());
        assertThat(uri.portNumber()).hasValue(jnu.getPort());
        assertThat(uri.path()).isEqualTo(jnu.getRawPath());
    }
}
