package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

/** {@link UrnRule}: RFC 8141 §2; valid examples from RFC 8141 §2.3 and §3. */
class UrnRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
        urn:example:a123,z456
        URN:example:a123,z456
        urn:EXAMPLE:a123,z456
        urn:example:A123,z456
        urn:example:a123%2Cz456
        urn:example:a123,z456/foo
        urn:example:a123,z456?+abc
        urn:example:a123,z456?=xyz
        urn:example:a123,z456#789
        urn:example:foo-bar-baz-qux?+CCResolve:cc=uk
        urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z
        urn:example:x?+r?=q#f
        urn:example:x?+r?x?=q?y
        urn:isbn:0451450523
        urn:ietf:rfc:2648
        urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66
        urn:a-b:x
        urn:abcdefghijabcdefghijabcdefghij12:x
        urn:nbn:de:bvb:19-146642
        """)
    void acceptsRfc8141Urns(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        urn://h/x                               | 4  | FORBIDDEN_COMPONENT  | AUTHORITY | urn.authority
        urn:                                    | 4  | MISSING_COMPONENT    | PATH      | urn.nid
        urn::x                                  | 4  | MISSING_COMPONENT    | PATH      | urn.nid
        urn:_x:y                                | 4  | UNEXPECTED_CHARACTER | PATH      | urn.nid
        urn:a_b:x                               | 5  | UNEXPECTED_CHARACTER | PATH      | urn.nid
        urn:a.b:x                               | 5  | UNEXPECTED_CHARACTER | PATH      | urn.nid
        urn:-ab:x                               | 4  | UNEXPECTED_CHARACTER | PATH      | urn.nidHyphen
        urn:ab-:x                               | 6  | UNEXPECTED_CHARACTER | PATH      | urn.nidHyphen
        urn:a:x                                 | 5  | UNEXPECTED_CHARACTER | PATH      | urn.nidLength
        urn:abcdefghijabcdefghijabcdefghijabc:x | 36 | UNEXPECTED_CHARACTER | PATH      | urn.nidLength
        urn:isbn                                | 8  | UNEXPECTED_END       | PATH      | urn.colon
        urn:isbn:                               | 9  | MISSING_COMPONENT    | PATH      | urn.nss
        urn:isbn:/x                             | 9  | MISSING_COMPONENT    | PATH      | urn.nss
        urn:isbn:1?q                            | 11 | UNEXPECTED_CHARACTER | QUERY     | urn.rq
        urn:isbn:1?                             | 11 | UNEXPECTED_END       | QUERY     | urn.rq
        urn:isbn:1?+                            | 12 | MISSING_COMPONENT    | QUERY     | urn.rComponent
        urn:isbn:1?+/r                          | 12 | MISSING_COMPONENT    | QUERY     | urn.rComponent
        urn:isbn:1?+?=q                         | 12 | MISSING_COMPONENT    | QUERY     | urn.rComponent
        urn:isbn:1?=                            | 12 | MISSING_COMPONENT    | QUERY     | urn.qComponent
        urn:isbn:1?+r?=                         | 15 | MISSING_COMPONENT    | QUERY     | urn.qComponent
        urn:isbn:1?=?q                          | 12 | MISSING_COMPONENT    | QUERY     | urn.qComponent
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void isTheRuleOfUrnInAnyCase() {
        assertThat(SchemeRegistry.builtIn().find("URN").orElseThrow()).isInstanceOf(UrnRule.class);
    }
}
