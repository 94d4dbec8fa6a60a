package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

class BuiltInRuleTest {

    private static List<Violation> check(String uri) {
        return SchemeRegistry.builtIn().check(Uri.parse(uri));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://example.com/
        https://example.com:8443/a?b#c
        HTTP://h
        http://h:0000080/
        http://h:/
        http://h:65535/
        ws://h/chat?x
        wss://h:443
        mailto:a@example.com
        mailto:a@example.com,b@example.org?subject=hi&body=x
        mailto:?to=a@b
        file:///etc/hosts
        file://localhost/etc/hosts
        file:/etc/hosts
        file://host/share/x#frag
        urn:isbn:0451450523
        urn:example:a/b/c
        urn:example:x?+r?=q#f
        urn:a-b:x
        data:,A%20brief%20note
        data:text/plain;charset=iso-8859-7,%be%fe
        data:image/gif;base64,R0lGODdh
        data:;base64,QQ==
        ftp://ftp.example.com/pub
        gopher://g.example.com:70/1
        news:comp.lang.java
        telnet://u@h/
        """)
    void acceptsValidUris(String uri) {
        assertThat(check(uri)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http:/path                 | 5  | MISSING_COMPONENT    | AUTHORITY
        http:///path               | 7  | MISSING_COMPONENT    | HOST
        https://user@h/            | 8  | DEPRECATED_COMPONENT | USERINFO
        http://h:65536/            | 9  | INVALID_PORT         | PORT
        http://h:100000/           | 9  | INVALID_PORT         | PORT
        ws://h/#frag               | 7  | FORBIDDEN_COMPONENT  | FRAGMENT
        wss:/x                     | 4  | MISSING_COMPONENT    | AUTHORITY
        ws://u@h/                  | 5  | FORBIDDEN_COMPONENT  | USERINFO
        mailto://a@b               | 7  | FORBIDDEN_COMPONENT  | AUTHORITY
        mailto:nobody              | 7  | MISSING_COMPONENT    | PATH
        mailto:a@b,nobody          | 11 | MISSING_COMPONENT    | PATH
        mailto:a@b?subject         | 18 | UNEXPECTED_CHARACTER | QUERY
        file:                      | 5  | MISSING_COMPONENT    | PATH
        file:etc/hosts             | 5  | UNEXPECTED_CHARACTER | PATH
        file://h                   | 8  | MISSING_COMPONENT    | PATH
        file://u@h/x               | 7  | FORBIDDEN_COMPONENT  | USERINFO
        file://h:1/x               | 8  | FORBIDDEN_COMPONENT  | PORT
        file:///x?q                | 9  | FORBIDDEN_COMPONENT  | QUERY
        urn:isbn                   | 8  | UNEXPECTED_END       | PATH
        urn::x                     | 4  | MISSING_COMPONENT    | PATH
        urn:a:x                    | 5  | UNEXPECTED_CHARACTER | PATH
        urn:-ab:x                  | 4  | UNEXPECTED_CHARACTER | PATH
        urn:ab-:x                  | 6  | UNEXPECTED_CHARACTER | PATH
        urn:a_b:x                  | 5  | UNEXPECTED_CHARACTER | PATH
        urn:abcdefghijabcdefghijabcdefghijabc:x | 36 | UNEXPECTED_CHARACTER | PATH
        urn:isbn:                  | 9  | MISSING_COMPONENT    | PATH
        urn:isbn:/x                | 9  | MISSING_COMPONENT    | PATH
        urn:isbn:1?q               | 11 | UNEXPECTED_CHARACTER | QUERY
        urn://h/x                  | 4  | FORBIDDEN_COMPONENT  | AUTHORITY
        data:text/plain            | 15 | MISSING_COMPONENT    | PATH
        data:text,x                | 9  | UNEXPECTED_CHARACTER | PATH
        data:text/plain;charset,x  | 16 | UNEXPECTED_CHARACTER | PATH
        data://h/,x                | 5  | FORBIDDEN_COMPONENT  | AUTHORITY
        ftp:/pub                   | 4  | MISSING_COMPONENT    | AUTHORITY
        news://h/x                 | 5  | FORBIDDEN_COMPONENT  | AUTHORITY
        """)
    void reportsViolationsWithIndexKindAndComponent(String uri, int index, ErrorKind kind, Component component) {
        List<Violation> v = check(uri);
        assertThat(v).isNotEmpty();
        assertThat(v.get(0).index()).isEqualTo(index);
        assertThat(v.get(0).kind()).isEqualTo(kind);
        assertThat(v.get(0).component()).isEqualTo(component);
        assertThat(v.get(0).message()).matches("RFC \\d+ §.*|a TCP port .*");
    }

    @org.junit.jupiter.api.Test
    void reportsEveryViolationInOrder() {
        assertThat(check("ws://u@h:70000/#f")).extracting(Violation::component)
                .containsExactly(Component.USERINFO, Component.PORT, Component.FRAGMENT);
    }

    @org.junit.jupiter.api.Test
    void javadocExamplesHold() {
        Violation v = check("ws://h/#x").get(0);
        assertThat(v.index()).isEqualTo(7);
        assertThat(v.message()).isEqualTo("RFC 6455 §3: a WebSocket URI has no fragment");
        assertThat(check("http://user@example.com/")).extracting(Object::toString).containsExactly(
                "DEPRECATED_COMPONENT in userinfo at index 7: RFC 9110 §4.2.4: userinfo in an http URI is deprecated");
        assertThat(check("http:/no-host")).extracting(Object::toString).containsExactly(
                "MISSING_COMPONENT in authority at index 5: RFC 9110 §4.2.1: an http URI has an authority with a non-empty host");
    }
}
