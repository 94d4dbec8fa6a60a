package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;
import static org.urikit.scheme.RuleTables.check;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

/** {@link HttpRule}: RFC 9110 §4.2.1, §4.2.2 and §4.2.4. */
class HttpRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://www.example.com/
        https://example.com:8443/a?b#c
        HTTP://h
        http://h:0000080/
        http://h:/
        http://h:65535/
        http://[2001:db8::1]/
        http://192.0.2.1:8080
        https://example.com/?#
        """)
    void acceptsRfc9110Uris(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http:/path            | 5 | MISSING_COMPONENT    | AUTHORITY | http.host
        http:path             | 5 | MISSING_COMPONENT    | AUTHORITY | http.host
        http:///path          | 7 | MISSING_COMPONENT    | HOST      | http.host
        https://:443/         | 8 | MISSING_COMPONENT    | HOST      | http.host
        https://user@h/       | 8 | DEPRECATED_COMPONENT | USERINFO  | http.userinfo
        http://u:p@h/         | 7 | DEPRECATED_COMPONENT | USERINFO  | http.userinfo
        http://h:65536/       | 9 | INVALID_PORT         | PORT      | port.range
        http://h:100000/      | 9 | INVALID_PORT         | PORT      | port.range
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void reportsEveryViolationInTextOrder() {
        assertThat(check("http://u@:99999/")).extracting(Violation::component)
                .containsExactly(Component.USERINFO, Component.HOST, Component.PORT);
    }

    @Test
    void factsAndJavadocExamples() {
        SchemeRule https = SchemeRegistry.builtIn().find("HTTPS").orElseThrow();
        assertThat(https).isInstanceOf(HttpRule.class);
        assertThat(https.defaultPort()).isEqualTo(OptionalInt.of(443));
        assertThat(https.emptyPathIsRoot()).isTrue();
        assertThat(SchemeRegistry.builtIn().find("http").orElseThrow().defaultPort()).isEqualTo(OptionalInt.of(80));
        assertThat(check("http://user@example.com/")).extracting(Object::toString).containsExactly(
                "DEPRECATED_COMPONENT in userinfo at index 7: RFC 9110 §4.2.4: userinfo in an http or https URI is deprecated");
        assertThat(check("http:/no-host")).extracting(Object::toString).containsExactly(
                "MISSING_COMPONENT in authority at index 5: RFC 9110 §4.2.1: an http or https URI has an authority with a "
                        + "non-empty host");
    }
}
