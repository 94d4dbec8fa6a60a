package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

/** {@link TelnetRule}: RFC 1738 §3.1 and §3.8. */
class TelnetRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        telnet://u@h/
        telnet://user:password@host.example:2323/
        telnet://h
        """)
    void acceptsRfc1738TelnetUrls(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        telnet:x            | 7  | MISSING_COMPONENT    | AUTHORITY | rfc1738.host
        telnet://h/x        | 11 | UNEXPECTED_CHARACTER | PATH      | telnet.path
        telnet://h/?x       | 11 | FORBIDDEN_COMPONENT  | QUERY     | telnet.query
        telnet://h:99999/   | 11 | INVALID_PORT         | PORT      | port.range
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void facts() {
        SchemeRule telnet = SchemeRegistry.builtIn().find("telnet").orElseThrow();
        assertThat(telnet).isInstanceOf(TelnetRule.class);
        assertThat(telnet.defaultPort()).isEqualTo(OptionalInt.of(23));
    }
}
