package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.Uri;
import org.urikit.testing.Corpus;

/**
 * The positions the built-in rules read ({@link Uri#start(Component)}, {@link Uri#end(Component)}):
 * the text between them is the accessor's value, -1 exactly when the accessor is empty, the
 * delimiters are where RFC 3986 puts them, and every built-in rule reads the whole corpus without
 * an index outside the text. (Core's ComponentPositionsTest covers generated references and the
 * other grammars' components.)
 */
class RulePositionsTest {
    private static final List<Component> COMPONENTS = List.of(Component.SCHEME, Component.AUTHORITY,
            Component.USERINFO, Component.HOST, Component.PORT, Component.PATH, Component.QUERY, Component.FRAGMENT);

    private static Optional<String> accessor(Uri uri, Component c) {
        return switch (c) {
            case SCHEME -> Optional.of(uri.scheme());
            case AUTHORITY -> uri.authority();
            case USERINFO -> uri.userinfo();
            case HOST -> uri.host();
            case PORT -> uri.port();
            case PATH -> Optional.of(uri.path());
            case QUERY -> uri.query();
            case FRAGMENT -> uri.fragment();
            default -> throw new AssertionError(c);
        };
    }

    /** Plain comparisons, failing with a description (a described assertion per component would make the corpus run slow). */
    private static void assertPositions(Uri uri) {
        String text = uri.toString();
        for (Component c : COMPONENTS) {
            int start = uri.start(c);
            int end = uri.end(c);
            Optional<String> value = accessor(uri, c);
            boolean ok = value.isEmpty() ? start == -1 && end == -1
                    : start >= 0 && end <= text.length() && text.substring(start, end).equals(value.get());
            if (!ok) {
                fail(text + " " + c + ": [" + start + ", " + end + ") for " + value);
            }
        }
        char[] delimiters = {'?', '#', '@', ':'};
        Component[] after = {Component.QUERY, Component.FRAGMENT, Component.HOST, Component.PORT};
        for (int k = 0; k < after.length; k++) {
            int start = uri.start(after[k]);
            boolean hasDelimiter = after[k] == Component.HOST ? uri.userinfo().isPresent() : start >= 0;
            if (hasDelimiter && text.charAt(start - 1) != delimiters[k]) {
                fail(text + " " + after[k] + " does not follow " + delimiters[k]);
            }
        }
        if (uri.hasAuthority() && !text.startsWith("://", uri.start(Component.AUTHORITY) - 3)) {
            fail(text + ": the authority does not follow \"://\"");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://example.com/
        HTTPS://u:p@h:8443/a/b?c=d?e#f?g/@:
        http://h:
        http://h:/
        http://@h
        http://u@:1
        http://[::1]:80/x
        http://[v7.a:b]:/?#
        file:///etc/hosts
        file://
        a:
        a:b:c@d/e?f#g
        a:?
        a:#
        a:/?#
        mailto:a@b,c@d?x=y&z=w
        s://u:@h/p@q:r
        s://h?@#@
        """)
    void positionsAreWhereTheAccessorsTextIs(String text) {
        assertPositions(Uri.parse(text));
    }

    @Test
    void positionsAndRulesOnTheCorpus() {
        int checked = 0;
        for (String line : Corpus.all()) {
            if (Uri.check(line).isEmpty()) {
                Uri uri = Uri.parse(line);
                assertPositions(uri);
                // and every built-in rule reads the corpus without throwing, inside the text
                for (Violation v : SchemeRegistry.builtIn().check(uri)) {
                    if (v.index() > line.length()) {
                        fail(line + ": " + v);
                    }
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(40_000);
    }
}
