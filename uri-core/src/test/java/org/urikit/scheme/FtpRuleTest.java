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

/** {@link FtpRule}: RFC 1738 §3.1 and §3.2. */
class FtpRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        ftp://ftp.example.com/pub
        ftp://user:pass@ftp.example.com:2121/pub/file.txt
        ftp://h/a/b;type=i
        ftp://h/a;TYPE=A
        ftp://h/dir/;type=d
        ftp://h
        ftp://h/~user/x?y
        """)
    void acceptsRfc1738FtpUrls(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        ftp:/pub            | 4 | MISSING_COMPONENT    | AUTHORITY | rfc1738.host
        ftp:///pub          | 6 | MISSING_COMPONENT    | HOST      | rfc1738.host
        ftp://h:65536/      | 8 | INVALID_PORT         | PORT      | port.range
        ftp://h/a;type=x    | 9 | UNEXPECTED_CHARACTER | PATH      | ftp.type
        ftp://h/a;type=ii   | 9 | UNEXPECTED_CHARACTER | PATH      | ftp.type
        ftp://h/a;b/c       | 9 | UNEXPECTED_CHARACTER | PATH      | ftp.type
        ftp://h/a;type=a/b  | 9 | UNEXPECTED_CHARACTER | PATH      | ftp.type
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void facts() {
        SchemeRule ftp = SchemeRegistry.builtIn().find("FTP").orElseThrow();
        assertThat(ftp).isInstanceOf(FtpRule.class);
        assertThat(ftp.defaultPort()).isEqualTo(OptionalInt.of(21));
        assertThat(ftp.emptyPathIsRoot()).isFalse();
    }
}
