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

/** {@link NewsRule}: RFC 1738 §3.6. */
class NewsRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        news:comp.lang.java
        news:*
        news:alt.binaries+x_y-z
        news:1234.5678@news.example.com
        news:a;b/c?d:e&f=g@h.example
        news:id@192.0.2.1
        """)
    void acceptsRfc1738NewsUrls(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        news://h/x          | 5  | FORBIDDEN_COMPONENT  | AUTHORITY | news.authority
        news:               | 5  | MISSING_COMPONENT    | PATH      | news.grouppart
        news:1group         | 5  | UNEXPECTED_CHARACTER | PATH      | news.group
        news:comp/lang      | 9  | UNEXPECTED_CHARACTER | PATH      | news.group
        news:a?b            | 6  | UNEXPECTED_CHARACTER | QUERY     | news.group
        news:**             | 5  | UNEXPECTED_CHARACTER | PATH      | news.group
        news:@h             | 5  | MISSING_COMPONENT    | PATH      | news.article
        news:a~b@h          | 6  | UNEXPECTED_CHARACTER | PATH      | news.article
        news:a@             | 7  | UNEXPECTED_CHARACTER | PATH      | news.host
        news:a@h_x          | 8  | UNEXPECTED_CHARACTER | PATH      | news.host
        news:a@h.           | 8  | UNEXPECTED_CHARACTER | PATH      | news.host
        news:a@-h           | 7  | UNEXPECTED_CHARACTER | PATH      | news.host
        news:a?b@h-         | 10 | UNEXPECTED_CHARACTER | QUERY     | news.host
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void facts() {
        SchemeRule news = SchemeRegistry.builtIn().find("news").orElseThrow();
        assertThat(news).isInstanceOf(NewsRule.class);
        assertThat(news.defaultPort()).isEqualTo(OptionalInt.empty());
    }
}
