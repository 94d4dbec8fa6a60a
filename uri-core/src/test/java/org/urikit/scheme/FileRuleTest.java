package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;
import static org.urikit.scheme.RuleTables.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

/** {@link FileRule}: RFC 8089 §2 (examples from Appendix B). */
class FileRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        file:///path/to/file
        file:/path/to/file
        file://host.example.com/path/to/file
        file://localhost/etc/hosts
        file:///c:/path/to/file.txt
        file:///
        file:/
        file://host/share/x#frag
        FILE:///etc/hosts
        """)
    void acceptsRfc8089Uris(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        file:                 | 5  | MISSING_COMPONENT    | PATH     | file.path
        file:etc/hosts        | 5  | UNEXPECTED_CHARACTER | PATH     | file.path
        file:c:/path/to/file  | 5  | UNEXPECTED_CHARACTER | PATH     | file.path
        file://h              | 8  | MISSING_COMPONENT    | PATH     | file.path
        file:////host/share   | 8  | UNEXPECTED_CHARACTER | PATH     | file.pathSlashes
        file://u@h/x          | 7  | FORBIDDEN_COMPONENT  | USERINFO | file.userinfo
        file://h:1/x          | 8  | FORBIDDEN_COMPONENT  | PORT     | file.port
        file:///x?q           | 9  | FORBIDDEN_COMPONENT  | QUERY    | file.query
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void reportsEveryViolationInTextOrder() {
        assertThat(check("file://u@h:1?q")).extracting(Violation::key)
                .containsExactly("file.userinfo", "file.port", "file.path", "file.query");
        assertThat(SchemeRegistry.builtIn().find("file").orElseThrow()).isInstanceOf(FileRule.class);
    }
}
