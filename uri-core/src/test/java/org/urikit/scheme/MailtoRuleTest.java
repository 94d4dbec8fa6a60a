package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.urikit.scheme.RuleTables.assertValid;
import static org.urikit.scheme.RuleTables.assertViolation;
import static org.urikit.scheme.RuleTables.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/** {@link MailtoRule}: RFC 6068 §2 with RFC 5322 §3.4.1 addr-spec; valid examples from RFC 6068 §6. */
class MailtoRuleTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
        mailto:chris@example.com
        mailto:infobot@example.com?subject=current-issue
        mailto:infobot@example.com?body=send%20current-issue
        mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index
        mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E
        mailto:majordomo@example.com?body=subscribe%20bamboo-l
        mailto:joe@example.com?cc=bob@example.com&body=hello
        mailto:gorby%25kremvax@example.com
        mailto:unlikely%3Faddress@example.com?blat=foop
        mailto:%22not%40me%22@example.org
        mailto:%22oh%5C%5Cno%22@example.org
        mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org
        mailto:user@example.org?subject=caf%C3%A9
        mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D
        mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO
        mailto:%D0%B8%D0%B2%D0%B0%D0%BD@example.org
        mailto:?to=addr1@an.example,addr2@an.example
        mailto:addr1@an.example,addr2@an.example
        mailto:addr1@an.example?to=addr2@an.example
        mailto:bill+ietf@example.org
        mailto:a@%5B192.0.2.1%5D
        mailto:a.b.c@d.e
        mailto:
        mailto:?subject=
        mailto:a@b?=x
        MAILTO:a@b
        mailto:a@b#fragment
        """)
    void acceptsRfc6068Uris(String uri) {
        assertValid(uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        mailto://a@b                 | 7  | FORBIDDEN_COMPONENT  | AUTHORITY | mailto.authority
        mailto:nobody                | 7  | MISSING_COMPONENT    | PATH      | mailto.address
        mailto:a@b,nobody            | 11 | MISSING_COMPONENT    | PATH      | mailto.address
        mailto:a@b,,c@d              | 11 | MISSING_COMPONENT    | PATH      | mailto.address
        mailto:a@b,                  | 11 | MISSING_COMPONENT    | PATH      | mailto.address
        mailto:not%20an%20address    | 10 | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:a%20b@c               | 8  | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:.a@b                  | 7  | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:a..b@c                | 9  | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:a.@b                  | 8  | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:@b                    | 7  | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:%22abc@x              | 15 | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:%22a%22b@c            | 14 | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:%22a%0Ab%22@c         | 11 | UNEXPECTED_CHARACTER | PATH      | mailto.localPart
        mailto:a/b@c                 | 8  | UNEXPECTED_CHARACTER | PATH      | mailto.encode
        mailto:a&b@c                 | 8  | UNEXPECTED_CHARACTER | PATH      | mailto.encode
        mailto:a=b@c                 | 8  | UNEXPECTED_CHARACTER | PATH      | mailto.encode
        mailto:a;b@c                 | 8  | UNEXPECTED_CHARACTER | PATH      | mailto.encode
        mailto:a@b/c                 | 10 | UNEXPECTED_CHARACTER | PATH      | mailto.encode
        mailto:a@                    | 9  | MISSING_COMPONENT    | PATH      | mailto.domain
        mailto:a@,b@c                | 9  | MISSING_COMPONENT    | PATH      | mailto.domain
        mailto:a@b..c                | 11 | UNEXPECTED_CHARACTER | PATH      | mailto.domain
        mailto:a@b%20c               | 10 | UNEXPECTED_CHARACTER | PATH      | mailto.domain
        mailto:a@b@c                 | 10 | UNEXPECTED_CHARACTER | PATH      | mailto.domain
        mailto:a@%5B1.2.3.4          | 19 | UNEXPECTED_CHARACTER | PATH      | mailto.domain
        mailto:a@%5Bx%5Cy%5D         | 13 | UNEXPECTED_CHARACTER | PATH      | mailto.domain
        mailto:a@b?subject           | 18 | UNEXPECTED_END       | QUERY     | mailto.hfield
        mailto:a@b?                  | 11 | UNEXPECTED_END       | QUERY     | mailto.hfield
        mailto:a@b?&x=y              | 11 | UNEXPECTED_CHARACTER | QUERY     | mailto.hfield
        mailto:a@b?x=y&z             | 16 | UNEXPECTED_END       | QUERY     | mailto.hfield
        mailto:a@b?body=a=b          | 17 | UNEXPECTED_CHARACTER | QUERY     | mailto.qchar
        mailto:a@b?body=http://x     | 21 | UNEXPECTED_CHARACTER | QUERY     | mailto.qchar
        mailto:a@b?body=why?         | 19 | UNEXPECTED_CHARACTER | QUERY     | mailto.qchar
        """)
    void reportsViolations(String uri, int index, ErrorKind kind, Component component, String key) {
        assertViolation(uri, index, kind, component, key);
    }

    @Test
    void notAnAddressFailsWithTheReason() {
        // with its spaces, the text is no URI at all (RFC 3986 has no ' ')
        assertThatThrownBy(() -> Uri.parse("mailto:not an address")).isInstanceOf(UriSyntaxException.class)
                .hasMessageContaining("index 10");
        // with the spaces percent-encoded, it is a URI, but no mail address
        assertThat(check("mailto:not%20an%20address")).extracting(Object::toString).containsExactly(
                "UNEXPECTED_CHARACTER in path at index 10: RFC 6068 §2: a local-part is dot-atom-text or a "
                        + "quoted-string (RFC 5322 §3.4.1), without whitespace");
        assertThat(check("mailto:not-an-address")).extracting(Violation::message).containsExactly(
                "RFC 6068 §2: an address (addr-spec) is local-part \"@\" domain");
    }

    @Test
    void reportsTheAddressAndTheHeaderFields() {
        assertThat(check("mailto:x?y")).extracting(Violation::component)
                .containsExactly(Component.PATH, Component.QUERY);
        assertThat(SchemeRegistry.builtIn().find("mailto").orElseThrow()).isInstanceOf(MailtoRule.class);
    }
}
