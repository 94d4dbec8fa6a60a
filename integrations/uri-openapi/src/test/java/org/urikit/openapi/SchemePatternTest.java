package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The scheme patterns accept exactly the allowed schemes. JSON Schema's {@code pattern} is an
 * ECMA-262 regular expression that matches anywhere in the value (a search, not a full match);
 * the patterns use only {@code ^}, groups, alternation, character classes of ASCII letters,
 * escaped {@code +} and {@code .} and a negative lookahead, which ECMA-262 and
 * {@code java.util.regex} read alike, so {@code Matcher.find()} stands in for a JavaScript engine here.
 */
class SchemePatternTest {
    private static boolean accepts(String pattern, String value) {
        return Pattern.compile(pattern).matcher(value).find();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://h/             | true
        HTTP://h/             | true
        hTtPs://h/            | true
        https:                | true
        ftp://h/              | false
        httpx://h/            | false
        httpsx://h/           | false
        xhttp://h/            | false
        ' http://h/'          | false
        http//h/              | false
        https                 | false
        //h/p                 | false
        /p                    | false
        ''                    | false
        """)
    void httpOrHttpsOnly(String value, boolean accepted) {
        assertThat(accepts(UriStringSchema.schemePattern(List.of("http", "https"), false), value))
                .isEqualTo(accepted);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        https://h/           | true
        HTTPS:x              | true
        //h/p                | true
        /p                   | true
        a/b:c                | true
        ?q                   | true
        ''                   | true
        http://h/            | false
        mailto:a@b           | false
        a+b.c-d:x            | false
        """)
    void withRelativeReferencesAValueWithoutSchemeMatchesToo(String value, boolean accepted) {
        assertThat(accepts(UriStringSchema.schemePattern(List.of("https"), true), value)).isEqualTo(accepted);
    }

    @Test
    void plusDotAndDigitsAreLiteral() {
        String pattern = UriStringSchema.schemePattern(List.of("coap+tcp", "z39.50r"), false);
        assertThat(pattern).isEqualTo("^(?:[Cc][Oo][Aa][Pp]\\+[Tt][Cc][Pp]|[Zz]39\\.50[Rr]):");
        assertThat(accepts(pattern, "COAP+TCP://h")).isTrue();
        assertThat(accepts(pattern, "z39.50r://h/db")).isTrue();
        assertThat(accepts(pattern, "coapptcp://h")).isFalse();
        assertThat(accepts(pattern, "z39x50r://h")).isFalse();
    }

    @Test
    void noSchemeMatchesNothing() {
        String pattern = UriStringSchema.schemePattern(List.of(), false);
        assertThat(accepts(pattern, "http://h/")).isFalse();
        assertThat(accepts(pattern, "")).isFalse();
    }

    @Test
    void rejectsWhatIsNotASchemeName() {
        assertThatThrownBy(() -> UriStringSchema.schemePattern(List.of("1a"), false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UriStringSchema.schemePattern(List.of("a b"), false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UriStringSchema.schemePattern(List.of(""), false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UriStringSchema.schemePattern(null, false))
                .isInstanceOf(NullPointerException.class).hasMessage("schemes");
    }
}
