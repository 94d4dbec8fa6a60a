package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Normalizer.Step;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRule;

class NormalizerTest {

    @ParameterizedTest(name = "{0}: {1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            # each step alone
            CASE             | HTTP://User@Example.COM/A%7e?%3f#%c3 | http://User@example.com/A%7E?%3F#%C3
            CASE             | hTTp://[V1.AB]/                      | http://[v1.ab]/
            CASE             | http://[2001:DB8::A]/                | http://[2001:db8::a]/
            CASE             | http://%c3%A4X/                      | http://%C3%A4x/
            PERCENT_ENCODING | HTTP://%41b/%7e%41%2F%3a?%2D#%5F%25  | HTTP://Ab/~A%2F%3a?-#_%25
            PERCENT_ENCODING | http://u%41:p%3A@h/                  | http://uA:p%3A@h/
            PERCENT_ENCODING | http://h/%2E%2E/a                    | http://h/../a
            DOT_SEGMENTS     | http://h/a/./b/../c/%2E%2E/.         | http://h/a/c/%2E%2E/
            DOT_SEGMENTS     | http://h/a/b?x/../y#/./z             | http://h/a/b?x/../y#/./z
            DOT_SEGMENTS     | foo:a/../..//b                       | foo:/.//b
            DOT_SEGMENTS     | foo:/.//b                            | foo:/.//b
            DOT_SEGMENTS     | foo:a/../b                           | foo:/b
            DOT_SEGMENTS     | HTTP://h:80                          | HTTP://h:80
            SCHEME_BASED     | http://h:80                          | http://h/
            SCHEME_BASED     | HTTPS://h:443?q                      | HTTPS://h/?q
            SCHEME_BASED     | https://h:80/                        | https://h:80/
            SCHEME_BASED     | ws://h:080/a                         | ws://h/a
            SCHEME_BASED     | wss://h:443                          | wss://h/
            SCHEME_BASED     | ftp://h:21/a                         | ftp://h/a
            SCHEME_BASED     | ftp://h                              | ftp://h
            SCHEME_BASED     | foo://h:/x                           | foo://h/x
            SCHEME_BASED     | http://h:/x                          | http://h/x
            SCHEME_BASED     | foo://h:80                           | foo://h:80
            SCHEME_BASED     | http:x                               | http:x
            SCHEME_BASED     | http://h:65616/                      | http://h:65616/
            SCHEME_BASED     | http://h/./a                         | http://h/./a
            """)
    void appliesEachStepAlone(Step step, String input, String expected) {
        Normalizer n = Normalizer.of(step);
        assertThat(n.steps()).containsExactly(step);
        assertThat(n.normalize(Uri.parse(input))).hasToString(expected);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            HTTP://User@Example.COM/a/./b/../%7e%41?%3f   | http://User@example.com/a/~A?%3F
            http://h/%2E%2E/%2e/a                         | http://h/a
            http://h/a/%2E                                | http://h/a/
            HTTP://H:80                                   | http://h:80
            example://a/b/c/%7Bfoo%7D                     | example://a/b/c/%7Bfoo%7D
            eXAMPLE://a/./b/../b/%63/%7bfoo%7d            | example://a/b/c/%7Bfoo%7D
            mailto:Joe@Example.COM                        | mailto:Joe@Example.COM
            """)
    void syntaxBasedNormalizationMatchesRfc3986Section622(String input, String expected) {
        assertThat(Uri.parse(input).normalize()).hasToString(expected);
        assertThat(Normalizer.syntaxBased().normalize(Uri.parse(input))).hasToString(expected);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            HTTP://Example.COM:80                | http://example.com/
            http://example.com:/                 | http://example.com/
            https://example.com:443/a/../b?x#y   | https://example.com/b?x#y
            ws://h:80?q                          | ws://h/?q
            """)
    void schemeBasedNormalizationMatchesRfc3986Section623(String input, String expected) {
        assertThat(Normalizer.schemeBased().normalize(Uri.parse(input))).hasToString(expected);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a/./b/../c          | a/c
            ./a:b               | ./a:b
            a/../b:c/d          | ./b:c/d
            a/../../b           | ../b
            ../../a/./../b      | ../../b
            .                   | ./
            ./                  | ./
            ..                  | ../
            a/..                | ./
            a/..//b             | .//b
            /a/../b             | /b
            /.//a               | /.//a
            /a/..//b            | /.//b
            //H/a/../%7e        | //h/~
            ''                  | ''
            ?q                  | ?q
            %7e/%2E%2E/x        | x
            """)
    void normalizesRelativeReferencesWithoutChangingWhatTheyResolveTo(String input, String expected) {
        RelativeReference ref = RelativeReference.parse(input);
        RelativeReference norm = ref.normalize();
        assertThat(norm).hasToString(expected);
        Uri base = Uri.parse("http://h/p/q/r");
        assertThat(base.resolve(norm).normalize()).isEqualTo(base.resolve(ref).normalize());
    }

    @Test
    void normalizeReturnsTheSameValueWhenNothingChanges() {
        Uri uri = Uri.parse("http://example.com/a");
        assertThat(uri.normalize()).isSameAs(uri);
        UriReference ref = UriReference.parse("a/b");
        assertThat(ref.normalize()).isSameAs(ref);
    }

    @Test
    void isNormalizedTellsWhetherTheValueIsAlreadyInNormalForm() {
        assertThat(Normalizer.syntaxBased().isNormalized(Uri.parse("http://a/b"))).isTrue();
        assertThat(Normalizer.syntaxBased().isNormalized(Uri.parse("HTTP://a/b"))).isFalse();
        assertThat(Normalizer.syntaxBased().isNormalized(Uri.parse("http://a/%7e"))).isFalse();
        assertThat(Normalizer.syntaxBased().isNormalized(Uri.parse("http://a/./b"))).isFalse();
        assertThat(Normalizer.syntaxBased().isNormalized(Uri.parse("http://a:80"))).isTrue();
        assertThat(Normalizer.schemeBased().isNormalized(Uri.parse("http://a:80"))).isFalse();
        assertThat(Normalizer.of().isNormalized(Uri.parse("HTTP://a/./%7e"))).isTrue();
    }

    @Test
    void equivalenceComparesNormalFormsButValuesStayExact() {
        Uri a = Uri.parse("HTTP://Example.com:80/%7Euser/./x");
        Uri b = Uri.parse("http://example.com/~user/x");
        assertThat(a).isNotEqualTo(b);
        assertThat(Normalizer.syntaxBased().equivalent(a, b)).isFalse();
        assertThat(Normalizer.schemeBased().equivalent(a, b)).isTrue();
        assertThat(Normalizer.schemeBased().comparator().compare(a, b)).isZero();
        assertThat(Normalizer.schemeBased().equivalent(a, UriReference.parse("//example.com/~user/x"))).isFalse();
        assertThat(Normalizer.syntaxBased().equivalent(RelativeReference.parse("a/./b"),
                RelativeReference.parse("a/b"))).isTrue();
    }

    @Test
    void comparatorOrdersByNormalForm() {
        List<UriReference> list = new ArrayList<>(List.of(Uri.parse("http://B/"), Uri.parse("HTTP://a/"),
                UriReference.parse("a"), Uri.parse("http://a/x/../")));
        list.sort(Normalizer.syntaxBased().comparator());
        assertThat(list).extracting(Object::toString)
                .containsExactly("a", "HTTP://a/", "http://a/x/../", "http://B/");
        assertThat(Normalizer.syntaxBased().comparator().compare(UriReference.parse("a:"), UriReference.parse("a")))
                .isPositive();
    }

    @Test
    void schemeFactsComeFromTheRegistry() {
        SchemeRule custom = new SchemeRule() {
            @Override
            public String name() {
                return "x-test";
            }

            @Override
            public OptionalInt defaultPort() {
                return OptionalInt.of(5683);
            }

            @Override
            public boolean emptyPathIsRoot() {
                return true;
            }
        };
        Normalizer n = Normalizer.schemeBased().withSchemeRegistry(SchemeRegistry.builtIn().with(custom));
        assertThat(n.normalize(Uri.parse("x-test://h:5683"))).hasToString("x-test://h/");
        assertThat(Normalizer.schemeBased().normalize(Uri.parse("x-test://h:5683"))).hasToString("x-test://h:5683");
        Normalizer none = Normalizer.schemeBased().withSchemeRegistry(SchemeRegistry.empty());
        assertThat(none.normalize(Uri.parse("http://h:80"))).hasToString("http://h:80");
        assertThat(none.normalize(Uri.parse("http://h:"))).hasToString("http://h");
        assertThat(none.schemeRegistry()).isSameAs(SchemeRegistry.empty());
        assertThat(Normalizer.syntaxBased().schemeRegistry()).isSameAs(SchemeRegistry.standard());
    }

    @Test
    void configurationIsImmutable() {
        Normalizer n = Normalizer.syntaxBased();
        Normalizer more = n.with(Step.SCHEME_BASED);
        assertThat(n.steps()).containsExactly(Step.CASE, Step.PERCENT_ENCODING, Step.DOT_SEGMENTS);
        assertThat(more.steps()).containsExactly(Step.CASE, Step.PERCENT_ENCODING, Step.DOT_SEGMENTS, Step.SCHEME_BASED);
        assertThat(more.without(Step.CASE).steps()).doesNotContain(Step.CASE);
        assertThat(Normalizer.of().steps()).isEmpty();
        assertThat(Normalizer.of().withSchemeRegistry(SchemeRegistry.empty()).steps()).isEmpty();
        assertThatThrownBy(() -> n.steps().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(more).hasToString("Normalizer[CASE, PERCENT_ENCODING, DOT_SEGMENTS, SCHEME_BASED]");
    }

    @Test
    void rejectsNullArguments() {
        Normalizer n = Normalizer.syntaxBased();
        assertThatThrownBy(() -> n.normalize((Uri) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> n.isNormalized(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> n.equivalent(null, Uri.parse("a:"))).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> n.with(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Normalizer.of((Step) null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void normalizesLongDotSegmentPathsInLinearPasses() {
        StringBuilder sb = new StringBuilder("http://h");
        for (int i = 0; i < 100_000; i++) {
            sb.append("/%2E%2e/a/.");
        }
        assertThat(Uri.parse(sb.toString()).normalize()).hasToString("http://h/a/");
    }
}
