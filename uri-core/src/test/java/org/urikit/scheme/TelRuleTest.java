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

/** {@link TelRule}: RFC 3966 §3 and §5.1.5; valid examples from RFC 3966 §6. */
class TelRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
        tel:+1-201-555-0123
        tel:7042;phone-context=example.com
        tel:863-1234;phone-context=+1-914-555
        tel:+358-555-1234567;postd=pp22
        tel:+1(212)555.0101
        tel:+1-201-555-0123;isub=1234
        tel:+1-201-555-0123;ext=22;a=1;b;c=x
        tel:1234;ext=5;phone-context=+1-212;z=y
        tel:*123;phone-context=example.com
        tel:%23123;phone-context=example.com
        tel:ab12;phone-context=example.com.
        tel:1;Phone-Context=a-b.example;TSP=x
        tel:+1;a=%5Bx%5D/:&+$
        TEL:+1
        """)
    void acceptsRfc3966Uris(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        tel://h/x                     | 4  | FORBIDDEN_COMPONENT  | AUTHORITY | tel.authority
        tel:                          | 4  | UNEXPECTED_END       | PATH      | tel.local
        tel:+                         | 5  | UNEXPECTED_END       | PATH      | tel.global
        tel:+1-2x                     | 8  | UNEXPECTED_CHARACTER | PATH      | tel.global
        tel:+--                       | 7  | UNEXPECTED_END       | PATH      | tel.global
        tel:12g4;phone-context=x.com  | 6  | UNEXPECTED_CHARACTER | PATH      | tel.local
        tel:7042                      | 8  | MISSING_COMPONENT    | PATH      | tel.context
        tel:7042;ext=1                | 14 | MISSING_COMPONENT    | PATH      | tel.context
        tel:+1;phone-context=a.com    | 7  | UNEXPECTED_CHARACTER | PATH      | tel.globalContext
        tel:+1;ext=                   | 11 | UNEXPECTED_END       | PATH      | tel.pvalue
        tel:+1;ext                    | 10 | UNEXPECTED_END       | PATH      | tel.pvalue
        tel:+1;ext=1a                 | 12 | UNEXPECTED_CHARACTER | PATH      | tel.pvalue
        tel:+1;isub=                  | 12 | UNEXPECTED_END       | PATH      | tel.pvalue
        tel:+1;a=x,y                  | 10 | UNEXPECTED_CHARACTER | PATH      | tel.pvalue
        tel:1;phone-context=-ex.com   | 20 | UNEXPECTED_CHARACTER | PATH      | tel.pvalue
        tel:1;phone-context=ex.1com   | 23 | UNEXPECTED_CHARACTER | PATH      | tel.pvalue
        tel:1;phone-context=ex-.com   | 22 | UNEXPECTED_CHARACTER | PATH      | tel.pvalue
        tel:1;phone-context=+         | 21 | UNEXPECTED_END       | PATH      | tel.pvalue
        tel:+1;b=1;a=2                | 11 | UNEXPECTED_CHARACTER | PATH      | tel.order
        tel:+1;a=1;ext=2              | 11 | UNEXPECTED_CHARACTER | PATH      | tel.order
        tel:+1;ext=1;isub=2           | 13 | UNEXPECTED_CHARACTER | PATH      | tel.order
        tel:+1;a=1;a=2                | 11 | UNEXPECTED_CHARACTER | PATH      | tel.order
        tel:+1;A=1;a=2                | 11 | UNEXPECTED_CHARACTER | PATH      | tel.order
        tel:1;a=1;phone-context=x.com | 10 | UNEXPECTED_CHARACTER | PATH      | tel.order
        tel:+1;x_y=1                  | 8  | UNEXPECTED_CHARACTER | PATH      | tel.pname
        tel:+1;                       | 7  | UNEXPECTED_CHARACTER | PATH      | tel.pname
        tel:+1?x                      | 6  | FORBIDDEN_COMPONENT  | QUERY     | tel.query
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void facts() {
        SchemeRule tel = SchemeRegistry.builtIn().find("tel").orElseThrow();
        assertThat(tel).isInstanceOf(TelRule.class);
        assertThat(tel.defaultPort()).isEqualTo(OptionalInt.empty());
        assertThat(tel.emptyPathIsRoot()).isFalse();
    }
}
