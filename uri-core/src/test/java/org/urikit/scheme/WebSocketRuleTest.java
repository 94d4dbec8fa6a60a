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

/** {@link WebSocketRule}: RFC 6455 §3. */
class WebSocketRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        ws://example.com/chat
        wss://example.com:443
        ws://h/chat?x=1
        WSS://[::1]:9000/
        ws://h
        """)
    void acceptsRfc6455Uris(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        ws://h/#frag      | 7 | FORBIDDEN_COMPONENT | FRAGMENT  | ws.fragment
        ws://h#           | 6 | FORBIDDEN_COMPONENT | FRAGMENT  | ws.fragment
        wss:/x            | 4 | MISSING_COMPONENT   | AUTHORITY | ws.host
        ws:///x           | 5 | MISSING_COMPONENT   | HOST      | ws.host
        ws://u@h/         | 5 | FORBIDDEN_COMPONENT | USERINFO  | ws.userinfo
        wss://h:65536/    | 8 | INVALID_PORT        | PORT      | port.range
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void reportsEveryViolationInTextOrder() {
        assertThat(check("ws://u@h:70000/#f")).extracting(Violation::component)
                .containsExactly(Component.USERINFO, Component.PORT, Component.FRAGMENT);
    }

    @Test
    void factsAndJavadocExample() {
        SchemeRule wss = SchemeRegistry.builtIn().find("wss").orElseThrow();
        assertThat(wss).isInstanceOf(WebSocketRule.class);
        assertThat(wss.defaultPort()).isEqualTo(OptionalInt.of(443));
        assertThat(wss.emptyPathIsRoot()).isTrue();
        Violation v = check("ws://h/#x").get(0);
        assertThat(v.index()).isEqualTo(7);
        assertThat(v.message()).isEqualTo("RFC 6455 §3: a WebSocket URI has no fragment");
        assertThat(v.key()).isEqualTo("ws.fragment");
    }
}
