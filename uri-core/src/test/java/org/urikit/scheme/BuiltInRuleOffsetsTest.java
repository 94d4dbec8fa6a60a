package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ParseError;
import org.urikit.Uri;
import org.urikit.testing.Corpus;

/**
 * {@link BuiltInRule.Offsets} finds the component boundaries by scanning for delimiters; these
 * tests compare every offset with the one derived from the parser's own accessors (the way the
 * offsets were computed before, from the lengths of the component strings).
 */
class BuiltInRuleOffsetsTest {

    /** The offsets from the accessors: {authority, userinfo, host, hostEnd, port, portEnd, path, pathEnd, query, queryEnd, fragment}. */
    private static int[] fromAccessors(Uri uri) {
        String text = uri.toString();
        int p = uri.scheme().length() + 1;
        int authority = -1;
        int userinfo = -1;
        int host = -1;
        int hostEnd = -1;
        int port = -1;
        int portEnd = -1;
        Optional<String> auth = uri.authority();
        if (auth.isPresent()) {
            authority = p + 2;
            Optional<String> ui = uri.userinfo();
            userinfo = ui.isEmpty() ? -1 : authority;
            host = ui.isEmpty() ? authority : authority + ui.get().length() + 1;
            hostEnd = host + uri.host().orElseThrow().length();
            Optional<String> pt = uri.port();
            port = pt.isEmpty() ? -1 : hostEnd + 1;
            portEnd = pt.isEmpty() ? -1 : port + pt.get().length();
            p = authority + auth.get().length();
        }
        int pathEnd = p + uri.path().length();
        Optional<String> q = uri.query();
        int query = q.isEmpty() ? -1 : pathEnd + 1;
        int queryEnd = q.isEmpty() ? pathEnd : query + q.get().length();
        int fragment = uri.fragment().map(f -> text.length() - f.length()).orElse(-1);
        return new int[] {authority, userinfo, host, hostEnd, port, portEnd, p, pathEnd, query, queryEnd, fragment};
    }

    private static int[] scanned(Uri uri) {
        BuiltInRule.Offsets o = new BuiltInRule.Offsets(uri, true);
        assertThat(o.text).isSameAs(uri.toString());
        // Without the tail, the scheme and authority offsets are the same
        BuiltInRule.Offsets head = new BuiltInRule.Offsets(uri, false);
        assertThat(new int[] {head.authority, head.userinfo, head.host, head.hostEnd, head.port, head.portEnd, head.path})
                .containsExactly(o.authority, o.userinfo, o.host, o.hostEnd, o.port, o.portEnd, o.path);
        return new int[] {o.authority, o.userinfo, o.host, o.hostEnd, o.port, o.portEnd, o.path, o.pathEnd, o.query,
            o.queryEnd, o.fragment};
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
        http://[v1.x]
        http://[v7.a:b]:/?#
        file:///etc/hosts
        file://
        a:
        a:b:c@d/e?f#g
        a:?
        a:#
        a:/?#
        mailto:a@b,c@d?x=y&z=w
        urn:isbn:0451450523
        s://u:@h/p@q:r
        s://h?@#@
        """)
    void offsetsMatchTheAccessors(String text) {
        Uri uri = Uri.parse(text);
        assertThat(scanned(uri)).as(text).containsExactly(fromAccessors(uri));
    }

    @Test
    void offsetsMatchTheAccessorsOnTheCorpus() {
        int checked = 0;
        for (String line : Corpus.all()) {
            Optional<ParseError> error = Uri.check(line);
            if (error.isEmpty()) {
                Uri uri = Uri.parse(line);
                assertThat(scanned(uri)).as(line).containsExactly(fromAccessors(uri));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(40_000);
    }
}
