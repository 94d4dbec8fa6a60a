package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Huge and hostile inputs: every entry point returns a value or throws {@link UriSyntaxException},
 * never another exception (no StackOverflowError, no index or number errors). No timing
 * assertions: speed is measured with JMH in the benchmarks module.
 */
class RobustnessTest {
    private static final int MB = 1 << 20;

    static Stream<Arguments> hugeInputs() {
        return Stream.of(
                Arguments.of("slashes", "/".repeat(10 * MB), true),
                Arguments.of("percents", "%".repeat(MB), false),
                Arguments.of("percent-encoded path", "a:" + "%41".repeat(MB), true),
                Arguments.of("colons in brackets", "http://[" + ":".repeat(MB) + "]/", false),
                Arguments.of("hex groups in brackets", "http://[" + "1:".repeat(MB) + "1]/", false),
                Arguments.of("unclosed bracket", "http://[" + "a".repeat(MB), false),
                Arguments.of("IPvFuture tail", "http://[v1." + "a".repeat(MB) + "]/", true),
                Arguments.of("long host", "http://" + "a".repeat(10 * MB) + "/", true),
                Arguments.of("long dotted host", "http://" + "1.".repeat(MB) + "1/", true),
                Arguments.of("long port", "http://h:" + "9".repeat(MB) + "/", true),
                Arguments.of("long userinfo without '@'", "http://" + "u:".repeat(MB) + "x/", false),
                Arguments.of("long userinfo", "http://" + "u:".repeat(MB) + "@h/", true),
                Arguments.of("many '@'", "http://" + "@".repeat(MB), false),
                Arguments.of("long scheme", "a".repeat(MB) + ":", true),
                Arguments.of("long first segment then colon", "a".repeat(MB) + "/:", true),
                Arguments.of("long query", "?" + "?/".repeat(MB), true),
                Arguments.of("long fragment then '#'", "#" + "a".repeat(MB) + "#", false),
                Arguments.of("spaces", " ".repeat(MB), false),
                Arguments.of("lone surrogates", "\ud800".repeat(MB), false),
                Arguments.of("non-ASCII at the end", "http://h/" + "a".repeat(MB) + "\u00e9", false),
                Arguments.of("controls", "\u0000".repeat(MB), false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hugeInputs")
    void hugeInputsGiveAValueOrAUriSyntaxException(String name, String input, boolean valid) {
        // the accessors and single rules run on inputs up to 1 MB; the 10 MB ones are parsed only
        boolean all = input.length() <= MB + 64;
        Throwable thrown = catchThrowable(() -> {
            UriReference ref = UriReference.parse(input);
            assertThat(ref.toString()).isSameAs(input);
            if (all) {
                ref.pathSegments();
                ref.decodedPath();
                ref.decodedQuery();
                ref.portNumber();
                ref.decodedHost();
            }
        });
        if (valid) {
            assertThat(thrown).as(name).isNull();
        } else {
            assertThat(thrown).as(name).isInstanceOf(UriSyntaxException.class);
            UriSyntaxException e = (UriSyntaxException) thrown;
            assertThat(e.error().index()).isBetween(0, input.length());
            assertThat(e.getMessage()).hasSizeLessThan(400);
        }
        assertThat(UriReference.check(input).isEmpty()).isEqualTo(valid);
        for (Rfc3986Rule rule : all ? Rfc3986Rule.values() : new Rfc3986Rule[] {Rfc3986Rule.URI_REFERENCE}) {
            Optional<ParseError> error = rule.check(input);
            error.ifPresent(e -> assertThat(e.index()).isBetween(0, input.length()));
            error.ifPresent(e -> assertThat(e.message()).hasSizeLessThan(400));
        }
        for (ReferenceForm form : ReferenceForm.values()) {
            Rfc.RFC_3986.check(input, form);
        }
        catchUriSyntaxOnly(() -> Uri.parse(input));
        catchUriSyntaxOnly(() -> RelativeReference.parse(input));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallHostileInputs")
    void smallHostileInputsGiveAValueOrAUriSyntaxException(String input) {
        catchUriSyntaxOnly(() -> UriReference.parse(input));
        catchUriSyntaxOnly(() -> Uri.parse(input));
        catchUriSyntaxOnly(() -> RelativeReference.parse(input));
        for (Rfc3986Rule rule : Rfc3986Rule.values()) {
            rule.check(input).ifPresent(e -> assertThat(e.message()).isNotBlank());
        }
    }

    static List<String> smallHostileInputs() {
        return List.of("", "%", "%%", "%4", "[", "]", "[]", "//[", "//[]", "//[v", "//[v1", "//[v1.", ":", "::", "//:",
                "//@", "//@@", "a:%", "a:[", "?%", "#%", "\ud800", "\udc00", "a\ud83d", "\ud83d\ude00", "\u0000",
                "//[::", "//[::1.", "//[::1.2.3.", "//[1:2:3:4:5:6:7:8", "//u:p@", "//u:p@[", "//h:", "//h::",
                "//h:1:", "http://h:99999999999999999999999999999999", "\u00e9:", "a:\u00e9", "//\u00e9", "?\u00e9",
                "#\u00e9", "//u\u00e9@h", "//h:\u00e9");
    }

    private static void catchUriSyntaxOnly(Runnable r) {
        Throwable t = catchThrowable(r::run);
        if (t != null) {
            assertThat(t).isInstanceOf(UriSyntaxException.class);
        }
    }
}
