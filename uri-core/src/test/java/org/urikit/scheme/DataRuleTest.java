package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

/** {@link DataRule}: RFC 2397 §3 with RFC 2045 tokens and base64; valid examples from RFC 2397 §4. */
class DataRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
        data:,A%20brief%20note
        data:text/plain;charset=iso-8859-7,%be%fe%be
        data:image/gif;base64,R0lGODdhAQABAPAAAP8AAAAAACwAAAAAAQABAAACAkQBADs=
        data:;base64,QQ==
        data:;base64,QUI=
        data:;base64,
        data:;BASE64,QUJD
        data:text/plain;charset=%22utf-8%22,x
        data:text/plain;charset=%22a%5C%22b%22,x
        data:application/vnd.example+json;a=1;b=2,%7B%7D
        data:,x?y
        data:;charset=utf-8,x
        data:text/html,%3Ch1%3EHi%3C/h1%3E#frag
        """)
    void acceptsRfc2397Urls(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        data://h/,x                  | 5  | FORBIDDEN_COMPONENT  | AUTHORITY | data.authority
        data:text/plain              | 15 | MISSING_COMPONENT    | PATH      | data.comma
        data:                        | 5  | MISSING_COMPONENT    | PATH      | data.comma
        data:text,x                  | 9  | UNEXPECTED_CHARACTER | PATH      | data.mediaType
        data:/plain,x                | 5  | UNEXPECTED_CHARACTER | PATH      | data.mediaType
        data:text/,x                 | 10 | UNEXPECTED_CHARACTER | PATH      | data.mediaType
        data:text/pl@in,x            | 12 | UNEXPECTED_CHARACTER | PATH      | data.mediaType
        data:te%20xt/plain,x         | 7  | UNEXPECTED_CHARACTER | PATH      | data.mediaType
        data:text/plain;charset,x    | 23 | UNEXPECTED_CHARACTER | PATH      | data.parameter
        data:text/plain;=x,y         | 16 | UNEXPECTED_CHARACTER | PATH      | data.parameter
        data:text/plain;a=,y         | 18 | UNEXPECTED_CHARACTER | PATH      | data.parameter
        data:text/plain;a=b=c,y      | 19 | UNEXPECTED_CHARACTER | PATH      | data.parameter
        data:;base64;a=b,x           | 12 | UNEXPECTED_CHARACTER | PATH      | data.parameter
        data:;a=%22unclosed,x        | 8  | UNEXPECTED_CHARACTER | PATH      | data.parameter
        data:;base64,QQ=             | 16 | UNEXPECTED_END       | PATH      | data.base64Length
        data:;base64,QUJ             | 16 | UNEXPECTED_END       | PATH      | data.base64Length
        data:;base64,Q===            | 16 | UNEXPECTED_CHARACTER | PATH      | data.base64
        data:;base64,Q=Q=            | 15 | UNEXPECTED_CHARACTER | PATH      | data.base64
        data:;base64,QU%20I          | 15 | UNEXPECTED_CHARACTER | PATH      | data.base64
        data:;base64,QUJD?x          | 17 | UNEXPECTED_CHARACTER | QUERY     | data.base64
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void isTheRuleOfData() {
        assertThat(SchemeRegistry.builtIn().find("data").orElseThrow()).isInstanceOf(DataRule.class);
    }
}
