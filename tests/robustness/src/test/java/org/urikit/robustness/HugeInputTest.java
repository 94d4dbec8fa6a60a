package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.function.IntFunction;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Normalizer;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;

/**
 * 10 MB inputs (1 MB for the families issue 9 does not name) through the entry points: parse, check, resolve (as reference and as base),
 * normalize, every public accessor of the parsed values and {@code toString()} of every view they
 * return ({@link Accessors}), and the RFC 1808 and RFC 1738 parsers and resolution (relativize is covered by the
 * {@code HugeInputTimings} runs). Each returns or
 * throws {@link UriSyntaxException}; no {@link StackOverflowError}, no other exception. No timing
 * assertions: {@link HugeInputTimings} measures growth (docs/ROBUSTNESS.md).
 */
class HugeInputTest {
    private static final int SIZE = 10 << 20;
    /** The families issue 9 names run at 10 MB; the others at 1 MB, to keep {@code mvn verify} short. */
    private static final Set<String> TEN_MB = Set.of("long /../ path", "long query", "10 MB host",
            "'::' runs in brackets", "'1::' runs in brackets", "'%' run", "'%4' run", "'%41' run in path",
            "long relative ../ path", "'/' run in path");
    private static final Uri BASE = Uri.parse("http://a/b/c/d;p?q");

    static Stream<Arguments> inputs() {
        return HugeInputs.FAMILIES.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void everyEntryPointReturnsOrThrowsUriSyntaxException(String name, IntFunction<String> family) {
        int size = TEN_MB.contains(name) ? SIZE : SIZE / 10;
        String input = family.apply(size);
        assertThat(input.length()).isGreaterThan(size - 16);
        boolean valid = UriReference.check(input).isEmpty();
        assertThat(returnsOrThrowsSyntax(() -> UriReference.parse(input))).isEqualTo(valid);
        if (valid) {
            UriReference ref = UriReference.parse(input);
            assertThat(Accessors.callAll(ref, ref.getClass())).contains("decodedPathSegments", "queryParameters");
            Uri resolved = BASE.resolve(ref);
            assertThat(resolved.path()).doesNotContain("/../");
            Normalizer.schemeBased().normalize(ref);
            if (ref instanceof Uri uri) {
                uri.resolve("../../x");
            }
        }
        boolean valid1808 = Rfc1808Url.check(input).isEmpty();
        assertThat(returnsOrThrowsSyntax(() -> Rfc1808Url.parse(input))).isEqualTo(valid1808);
        if (valid1808) {
            Rfc1808Url.parse("http://a/b/c/d;p?q").resolve(input);
            Rfc1808Url url = Rfc1808Url.parse(input);
            assertThat(Accessors.callAll(url, Rfc1808Url.class)).contains("path", "params");
            if (url.isAbsolute()) {
                url.resolve("../../g;x");
            }
        }
        boolean valid1738 = Rfc1738Url.check(input).isEmpty();
        assertThat(returnsOrThrowsSyntax(() -> Rfc1738Url.parse(input).parts())).isEqualTo(valid1738);
        if (valid1738) {
            assertThat(Accessors.callAll(Rfc1738Url.parse(input), Rfc1738Url.class)).contains("parts");
        }
    }

    /** True when the call returned, false when it threw UriSyntaxException; anything else propagates. */
    private static boolean returnsOrThrowsSyntax(Runnable call) {
        try {
            call.run();
            return true;
        } catch (UriSyntaxException e) {
            return false;
        }
    }
}
