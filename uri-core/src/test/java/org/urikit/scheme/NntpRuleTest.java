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

/** {@link NntpRule}: RFC 1738 §3.1 and §3.7. */
class NntpRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        nntp://news.example.com/comp.lang.java
        nntp://news.example.com:1119/alt.test/1234
        nntp://h/a+b_c-d.e
        """)
    void acceptsRfc1738NntpUrls(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        nntp:/x             | 5  | MISSING_COMPONENT    | AUTHORITY | rfc1738.host
        nntp://h            | 8  | MISSING_COMPONENT    | PATH      | nntp.path
        nntp://h/           | 9  | MISSING_COMPONENT    | PATH      | nntp.path
        nntp://h/1abc       | 9  | UNEXPECTED_CHARACTER | PATH      | nntp.group
        nntp://h/a~b        | 10 | UNEXPECTED_CHARACTER | PATH      | nntp.group
        nntp://h/a/         | 11 | UNEXPECTED_CHARACTER | PATH      | nntp.article
        nntp://h/a/12x      | 13 | UNEXPECTED_CHARACTER | PATH      | nntp.article
        nntp://h/a?b        | 10 | FORBIDDEN_COMPONENT  | QUERY     | nntp.query
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void facts() {
        SchemeRule nntp = SchemeRegistry.builtIn().find("nntp").orElseThrow();
        assertThat(nntp).isInstanceOf(NntpRule.class);
        assertThat(nntp.defaultPort()).isEqualTo(OptionalInt.of(119));
    }
}
