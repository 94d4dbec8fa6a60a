package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** {@code valueOf(String)} is {@code parse(String)} under the name that conversion by convention looks for. */
class ValueOfTest {
    private static final List<Class<?>> TYPES =
            List.of(UriReference.class, Uri.class, RelativeReference.class, Rfc1808Url.class, Rfc1738Url.class,
                    WhatwgUrl.class);

    @Test
    void everyParsedTypeHasAPublicStaticValueOfReturningItsOwnType() throws Exception {
        for (Class<?> type : TYPES) {
            Method m = type.getMethod("valueOf", String.class);
            assertThat(m.getDeclaringClass()).as(type.getName()).isEqualTo(type);
            assertThat(Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers())).as(type.getName()).isTrue();
            assertThat(m.getReturnType()).as(type.getName()).isEqualTo(type);
        }
    }

    @Test
    void valueOfGivesWhatParseGives() {
        assertSame("HTTP://u:p@Example.COM:080/a/./b?q#f", UriReference::valueOf, UriReference::parse);
        assertSame("../x;p?y#z", UriReference::valueOf, UriReference::parse);
        assertSame("mailto:a@example.com", Uri::valueOf, Uri::parse);
        assertSame("//example.com/a?b#c", RelativeReference::valueOf, RelativeReference::parse);
        assertSame("http://a/b/c/d;p?q#f", Rfc1808Url::valueOf, Rfc1808Url::parse);
        assertSame("ftp://ftp.example.com/pub/a.txt;type=i", Rfc1738Url::valueOf, Rfc1738Url::parse);
        assertSame("https://example.com/a?b#c", WhatwgUrl::valueOf, WhatwgUrl::parse);
        assertThat(UriReference.valueOf("a:b")).isInstanceOf(Uri.class);
        assertThat(UriReference.valueOf("")).isInstanceOf(RelativeReference.class).hasToString("");
    }

    private static <T> void assertSame(String text, Function<String, T> valueOf, Function<String, T> parse) {
        T value = valueOf.apply(text);
        assertThat(value).isEqualTo(parse.apply(text)).hasToString(text);
    }

    @Test
    void valueOfRejectsWhatParseRejectsWithTheSameError() {
        assertSameError("http://a b/", UriReference::valueOf, UriReference::parse);
        assertSameError("/no/scheme", Uri::valueOf, Uri::parse);
        assertSameError("http://has.scheme/", RelativeReference::valueOf, RelativeReference::parse);
        assertSameError("http://a/~x", Rfc1808Url::valueOf, Rfc1808Url::parse);
        assertSameError("http://h.example/#f", Rfc1738Url::valueOf, Rfc1738Url::parse);
        assertSameError("\ud800", Uri::valueOf, Uri::parse);
    }

    private static void assertSameError(String text, Function<String, ?> valueOf, Function<String, ?> parse) {
        UriSyntaxException expected = null;
        try {
            parse.apply(text);
        } catch (UriSyntaxException e) {
            expected = e;
        }
        assertThat(expected).as("parse rejects %s", text).isNotNull();
        ParseError error = expected.error();
        assertThatThrownBy(() -> valueOf.apply(text)).isInstanceOf(UriSyntaxException.class)
                .hasMessage(expected.getMessage())
                .satisfies(e -> assertThat(((UriSyntaxException) e).error()).isEqualTo(error));
    }

    @Test
    void whatwgUrlValueOfReadsAsTheStandardDoesAndFailsAsParseFails() {
        // a WhatwgUrl is its href: valueOf gives the Standard's reading, not the text
        assertThat(WhatwgUrl.valueOf(" HTTP://Example.COM:80/a/../b c ")).isEqualTo(WhatwgUrl.parse("http://example.com/b%20c"))
                .hasToString("http://example.com/b%20c");
        WhatwgUrlException expected = null;
        try {
            WhatwgUrl.parse("http://h:99999/");
        } catch (WhatwgUrlException e) {
            expected = e;
        }
        assertThat(expected).isNotNull();
        WhatwgValidationError failure = expected.failure();
        assertThatThrownBy(() -> WhatwgUrl.valueOf("http://h:99999/")).isInstanceOf(WhatwgUrlException.class)
                .hasMessage(expected.getMessage())
                .satisfies(e -> assertThat(((WhatwgUrlException) e).failure()).isEqualTo(failure));
    }

    @Test
    void nullIsANullPointerExceptionNamingTheArgument() {
        for (Function<String, ?> valueOf : List.<Function<String, ?>>of(UriReference::valueOf, Uri::valueOf,
                RelativeReference::valueOf, Rfc1808Url::valueOf, Rfc1738Url::valueOf, WhatwgUrl::valueOf)) {
            assertThatThrownBy(() -> valueOf.apply(null)).isInstanceOf(NullPointerException.class);
        }
    }
}
