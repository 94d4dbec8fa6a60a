package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;

import java.util.OptionalInt;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

/** {@link Rfc1738HostRule}: gopher, wais and prospero (RFC 1738 §3.1, §3.4, §3.9, §3.11). */
class Rfc1738HostRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        gopher://g.example.com:70/1
        gopher://g.example.com/
        wais://w.example.com:210/database?search
        wais://w.example.com/db/wtype/wpath
        prospero://p.example.com/a/b;f=v
        """)
    void acceptsRfc1738Urls(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        gopher:/x            | 7  | MISSING_COMPONENT | AUTHORITY | rfc1738.host
        wais:///db           | 7  | MISSING_COMPONENT | HOST      | rfc1738.host
        prospero://h:70000/  | 13 | INVALID_PORT      | PORT      | port.range
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        gopher   | 70
        wais     | 210
        prospero | 1525
        """)
    void defaultPorts(String scheme, int port) {
        SchemeRule rule = SchemeRegistry.builtIn().find(scheme).orElseThrow();
        assertThat(rule.getClass()).isEqualTo(Rfc1738HostRule.class);
        assertThat(rule.defaultPort()).isEqualTo(OptionalInt.of(port));
        assertThat(rule.emptyPathIsRoot()).isFalse();
    }
}
