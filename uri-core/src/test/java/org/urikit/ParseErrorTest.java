package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link ParseError} and {@link UriSyntaxException}: index, kind, component, rule and message. */
class ParseErrorTest {

    /**
     * The kinds the RFC 3986 parser produces. The others ({@link #SCHEME_RULE_KINDS}) are for
     * scheme rules, tested with them: RFC 3986 itself accepts any port and requires, forbids or
     * deprecates no component. A new {@link ErrorKind} constant must be added to one of the two.
     */
    static final Set<ErrorKind> RFC3986_KINDS = EnumSet.of(ErrorKind.UNEXPECTED_CHARACTER, ErrorKind.UNEXPECTED_END,
            ErrorKind.INVALID_PERCENT_ENCODING, ErrorKind.MISSING_SCHEME, ErrorKind.COLON_IN_FIRST_SEGMENT,
            ErrorKind.INVALID_IPV4, ErrorKind.INVALID_IPV6, ErrorKind.INVALID_IPVFUTURE);
    /** Kinds for scheme rules ({@code org.urikit.scheme}), never produced by the RFC 3986 parser. */
    static final Set<ErrorKind> SCHEME_RULE_KINDS = EnumSet.of(ErrorKind.INVALID_PORT, ErrorKind.MISSING_COMPONENT,
            ErrorKind.FORBIDDEN_COMPONENT, ErrorKind.DEPRECATED_COMPONENT);

    /** URI-reference: input | index | kind | component | rule. */
    @ParameterizedTest(name = "\"{0}\" -> {1} {2} {3} {4}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a b/                 | 8  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            'http://h '                 | 8  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            'http:// '                  | 7  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            http://h\u00e9/             | 8  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            http://u@h@i/               | 10 | UNEXPECTED_CHARACTER     | HOST     | reg-name
            http://h"x/                 | 8  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            https://"www.x.com/         | 8  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            http://h\\x/                | 8  | UNEXPECTED_CHARACTER     | HOST     | reg-name
            //%4                        | 4  | INVALID_PERCENT_ENCODING | HOST     | reg-name
            //%4G                       | 4  | INVALID_PERCENT_ENCODING | HOST     | reg-name
            //%G4                       | 3  | INVALID_PERCENT_ENCODING | HOST     | reg-name
            http://u ser@h/             | 8  | UNEXPECTED_CHARACTER     | USERINFO | userinfo
            http://u:p w@h/             | 10 | UNEXPECTED_CHARACTER     | USERINFO | userinfo
            //u%4@h                     | 5  | INVALID_PERCENT_ENCODING | USERINFO | userinfo
            http://u[@h/                | 8  | UNEXPECTED_CHARACTER     | USERINFO | userinfo
            http://h:8a/                | 10 | UNEXPECTED_CHARACTER     | PORT     | port
            http://h:80:90/             | 11 | UNEXPECTED_CHARACTER     | PORT     | port
            http://h:port/              | 9  | UNEXPECTED_CHARACTER     | PORT     | port
            //h:%30                     | 4  | UNEXPECTED_CHARACTER     | PORT     | port
            'http://h:80 '              | 11 | UNEXPECTED_CHARACTER     | PORT     | port
            http://[::1]:8x             | 14 | UNEXPECTED_CHARACTER     | PORT     | port
            http://[::1]x/              | 12 | UNEXPECTED_CHARACTER     | HOST     | IP-literal
            http://[::1                 | 11 | INVALID_IPV6             | HOST     | IP-literal
            http://[]/                  | 8  | INVALID_IPV6             | HOST     | IPv6address
            http://[1:2:3:4:5:6:7:8:9]/ | 23 | INVALID_IPV6             | HOST     | IPv6address
            http://[1:2:3:4:5:6:7::8]/  | 23 | INVALID_IPV6             | HOST     | IPv6address
            http://[1:2:3:4:5:6:7]/     | 21 | INVALID_IPV6             | HOST     | IPv6address
            http://[12345::]/           | 12 | INVALID_IPV6             | HOST     | IPv6address
            http://[1::2::3]/           | 13 | INVALID_IPV6             | HOST     | IPv6address
            http://[fe80::1%25eth0]/    | 15 | INVALID_IPV6             | HOST     | IP-literal
            http://[::1.2.3]/           | 15 | INVALID_IPV6             | HOST     | IPv6address
            http://[::1.2.3.256]/       | 18 | INVALID_IPV6             | HOST     | IP-literal
            http://[1.2.3.4]/           | 9  | INVALID_IPV6             | HOST     | IPv6address
            http://[g::]/               | 8  | INVALID_IPV6             | HOST     | IPv6address
            http://[v1]/                | 10 | INVALID_IPVFUTURE        | HOST     | IPvFuture
            http://[v1.]/               | 11 | INVALID_IPVFUTURE        | HOST     | IPvFuture
            http://[v.x]/               | 9  | INVALID_IPVFUTURE        | HOST     | IPvFuture
            http://[v1.x                | 12 | INVALID_IPVFUTURE        | HOST     | IP-literal
            http://h/a%zz               | 11 | INVALID_PERCENT_ENCODING | PATH     | path-abempty
            'http://h/ '                | 9  | UNEXPECTED_CHARACTER     | PATH     | path-abempty
            'http://h/a|b'              | 10 | UNEXPECTED_CHARACTER     | PATH     | path-abempty
            http://h/a\\b               | 10 | UNEXPECTED_CHARACTER     | PATH     | path-abempty
            a:/b c                      | 4  | UNEXPECTED_CHARACTER     | PATH     | path-absolute
            /a b                        | 2  | UNEXPECTED_CHARACTER     | PATH     | path-absolute
            a:b c                       | 3  | UNEXPECTED_CHARACTER     | PATH     | path-rootless
            a:%                         | 3  | INVALID_PERCENT_ENCODING | PATH     | path-rootless
            a b                         | 1  | UNEXPECTED_CHARACTER     | PATH     | path-noscheme
            foo%4G                      | 5  | INVALID_PERCENT_ENCODING | PATH     | path-noscheme
            foo%4                       | 5  | INVALID_PERCENT_ENCODING | PATH     | path-noscheme
            foo%                        | 4  | INVALID_PERCENT_ENCODING | PATH     | path-noscheme
            %                           | 1  | INVALID_PERCENT_ENCODING | PATH     | path-noscheme
            \u00e9                      | 0  | UNEXPECTED_CHARACTER     | PATH     | path-noscheme
            ' http://h'                 | 0  | UNEXPECTED_CHARACTER     | PATH     | path-noscheme
            1http://x                   | 5  | COLON_IN_FIRST_SEGMENT   | PATH     | path-noscheme
            [::1]                       | 0  | UNEXPECTED_CHARACTER     | PATH     | path-noscheme
            'http://h? '                | 9  | UNEXPECTED_CHARACTER     | QUERY    | query
            http://h?%G0                | 10 | INVALID_PERCENT_ENCODING | QUERY    | query
            ?a{b}                       | 2  | UNEXPECTED_CHARACTER     | QUERY    | query
            'http://h# '                | 9  | UNEXPECTED_CHARACTER     | FRAGMENT | fragment
            http://h#%                  | 10 | INVALID_PERCENT_ENCODING | FRAGMENT | fragment
            a:b#c#d                     | 5  | UNEXPECTED_CHARACTER     | FRAGMENT | fragment
            '#Swiss Goats'              | 6  | UNEXPECTED_CHARACTER     | FRAGMENT | fragment
            """)
    void uriReferenceErrors(String input, int index, ErrorKind kind, Component component, String rule) {
        assertError(UriReference.check(input), input, index, kind, component, rule);
        assertThatThrownBy(() -> UriReference.parse(input)).isInstanceOfSatisfying(UriSyntaxException.class,
                e -> assertThat(e.error()).isEqualTo(UriReference.check(input).orElseThrow()));
        assertThat(Rfc.RFC_3986.check(input)).isEqualTo(UriReference.check(input));
        // the error never points past the first character after which no valid reference can follow
        assertThat(Rfc3986Oracle.viablePrefix(Rfc3986Rule.URI_REFERENCE, input.substring(0, index))).isTrue();
    }

    /** Other entry points and single rules: rule checked | input | index | kind | component | rule reported. */
    @ParameterizedTest(name = "{0} \"{1}\" -> {2} {3} {4} {5}")
    @CsvSource(delimiter = '|', textBlock = """
            URI           | ''                | 0 | MISSING_SCHEME           | SCHEME   | URI
            URI           | //h/p             | 0 | MISSING_SCHEME           | SCHEME   | URI
            URI           | a                 | 1 | MISSING_SCHEME           | SCHEME   | URI
            URI           | a/b:c             | 1 | MISSING_SCHEME           | SCHEME   | URI
            URI           | a_b:c             | 1 | UNEXPECTED_CHARACTER     | SCHEME   | scheme
            absolute-URI  | a                 | 1 | MISSING_SCHEME           | SCHEME   | absolute-URI
            absolute-URI  | a:b#c             | 3 | UNEXPECTED_CHARACTER     | FRAGMENT | absolute-URI
            relative-ref  | a:b               | 1 | COLON_IN_FIRST_SEGMENT   | PATH     | path-noscheme
            relative-ref  | http://h          | 4 | COLON_IN_FIRST_SEGMENT   | PATH     | path-noscheme
            scheme        | ''                | 0 | UNEXPECTED_END           | SCHEME   | scheme
            scheme        | 1a                | 0 | UNEXPECTED_CHARACTER     | SCHEME   | scheme
            scheme        | a_b               | 1 | UNEXPECTED_CHARACTER     | SCHEME   | scheme
            scheme        | a:                | 1 | UNEXPECTED_CHARACTER     | SCHEME   | scheme
            authority     | h:8a              | 3 | UNEXPECTED_CHARACTER     | PORT     | port
            authority     | h/                | 1 | UNEXPECTED_CHARACTER     | HOST     | reg-name
            authority     | u@v@h             | 3 | UNEXPECTED_CHARACTER     | HOST     | reg-name
            userinfo      | u@p               | 1 | UNEXPECTED_CHARACTER     | USERINFO | userinfo
            userinfo      | u%                | 2 | INVALID_PERCENT_ENCODING | USERINFO | userinfo
            host          | a:b               | 1 | UNEXPECTED_CHARACTER     | HOST     | host
            host          | [::1              | 4 | INVALID_IPV6             | HOST     | IP-literal
            port          | 8a                | 1 | UNEXPECTED_CHARACTER     | PORT     | port
            port          | -1                | 0 | UNEXPECTED_CHARACTER     | PORT     | port
            IP-literal    | ''                | 0 | UNEXPECTED_END           | HOST     | IP-literal
            IP-literal    | ::1               | 0 | UNEXPECTED_CHARACTER     | HOST     | IP-literal
            IP-literal    | [::1]]            | 5 | UNEXPECTED_CHARACTER     | HOST     | IP-literal
            IPv4address   | 1.2.3             | 5 | INVALID_IPV4             | HOST     | IPv4address
            IPv4address   | 1.2.3.4.5         | 7 | INVALID_IPV4             | HOST     | IPv4address
            IPv4address   | 256.1.1.1         | 2 | INVALID_IPV4             | HOST     | IPv4address
            IPv4address   | 01.1.1.1          | 1 | INVALID_IPV4             | HOST     | IPv4address
            IPv4address   | ''                | 0 | INVALID_IPV4             | HOST     | IPv4address
            IPv6address   | 1:2:3:4:5:6:7:8:9 | 15 | INVALID_IPV6            | HOST     | IPv6address
            IPv6address   | ::1]              | 3 | INVALID_IPV6             | HOST     | IPv6address
            IPv6address   | ''                | 0 | INVALID_IPV6             | HOST     | IPv6address
            IPvFuture     | v1.               | 3 | INVALID_IPVFUTURE        | HOST     | IPvFuture
            IPvFuture     | x1.a              | 0 | INVALID_IPVFUTURE        | HOST     | IPvFuture
            dec-octet     | 256               | 2 | INVALID_IPV4             | HOST     | dec-octet
            dec-octet     | 01                | 1 | INVALID_IPV4             | HOST     | dec-octet
            dec-octet     | ''                | 0 | INVALID_IPV4             | HOST     | dec-octet
            reg-name      | a b               | 1 | UNEXPECTED_CHARACTER     | HOST     | reg-name
            path-abempty  | a                 | 0 | UNEXPECTED_CHARACTER     | PATH     | path-abempty
            path-absolute | //a               | 1 | UNEXPECTED_CHARACTER     | PATH     | path-absolute
            path-absolute | ''                | 0 | UNEXPECTED_END           | PATH     | path-absolute
            path-noscheme | a:b               | 1 | COLON_IN_FIRST_SEGMENT   | PATH     | path-noscheme
            path-noscheme | :                 | 0 | COLON_IN_FIRST_SEGMENT   | PATH     | path-noscheme
            path-noscheme | ''                | 0 | UNEXPECTED_END           | PATH     | path-noscheme
            path-rootless | ''                | 0 | UNEXPECTED_END           | PATH     | path-rootless
            path-rootless | /a                | 0 | UNEXPECTED_CHARACTER     | PATH     | path-rootless
            path-empty    | a                 | 0 | UNEXPECTED_CHARACTER     | PATH     | path-empty
            segment       | a/b               | 1 | UNEXPECTED_CHARACTER     | PATH     | segment
            segment-nz    | ''                | 0 | UNEXPECTED_END           | PATH     | segment-nz
            segment-nz-nc | a:                | 1 | UNEXPECTED_CHARACTER     | PATH     | segment-nz-nc
            query         | a#                | 1 | UNEXPECTED_CHARACTER     | QUERY    | query
            fragment      | %4                | 2 | INVALID_PERCENT_ENCODING | FRAGMENT | fragment
            """)
    void ruleErrors(String ruleName, String input, int index, ErrorKind kind, Component component, String rule) {
        Optional<ParseError> error = switch (ruleName) {
            case "URI" -> Uri.check(input);
            case "absolute-URI" -> Rfc.RFC_3986.check(input, ReferenceForm.ABSOLUTE_URI);
            case "relative-ref" -> RelativeReference.check(input);
            default -> Rfc3986Rule.forName(ruleName).orElseThrow().check(input);
        };
        assertError(error, input, index, kind, component, rule);
        Rfc3986Rule checked = Rfc3986Rule.forName(ruleName).orElseThrow();
        assertThat(checked.check(input)).as("the same error through Rfc3986Rule").isEqualTo(error);
        assertThat(Rfc3986Oracle.viablePrefix(checked, input.substring(0, index))).isTrue();
    }

    static void assertError(Optional<ParseError> error, String input, int index, ErrorKind kind, Component component,
            String rule) {
        assertThat(error).as("error for \"%s\"", input).isPresent();
        ParseError e = error.get();
        assertThat(e.input()).isEqualTo(input);
        assertThat(e.index()).as("index; %s", e).isEqualTo(index);
        assertThat(e.kind()).as("kind; %s", e).isEqualTo(kind);
        assertThat(e.component()).as("component; %s", e).isEqualTo(component);
        assertThat(e.rule()).as("rule; %s", e).isEqualTo(rule);
        assertThat(e.grammar()).isEqualTo(Rfc.RFC_3986);
        assertThat(e.message()).contains("at index " + index).endsWith("(RFC 3986 " + rule + ")");
    }

    @Test
    void everyKindOfTheRfc3986ParserAppearsInTheTables() throws NoSuchMethodException {
        Set<ErrorKind> seen = EnumSet.noneOf(ErrorKind.class);
        for (String name : new String[] {"uriReferenceErrors", "ruleErrors"}) {
            Method m = name.equals("uriReferenceErrors")
                    ? ParseErrorTest.class.getDeclaredMethod(name, String.class, int.class, ErrorKind.class,
                            Component.class, String.class)
                    : ParseErrorTest.class.getDeclaredMethod(name, String.class, String.class, int.class,
                            ErrorKind.class, Component.class, String.class);
            for (String line : m.getAnnotation(CsvSource.class).textBlock().split("\n")) {
                for (String cell : line.split("\\|")) {
                    for (ErrorKind k : ErrorKind.values()) {
                        if (cell.trim().equals(k.name())) {
                            seen.add(k);
                        }
                    }
                }
            }
        }
        assertThat(seen).isEqualTo(RFC3986_KINDS);
        // every constant is accounted for: a new kind must be added to one of the two sets
        Set<ErrorKind> all = EnumSet.copyOf(RFC3986_KINDS);
        all.addAll(SCHEME_RULE_KINDS);
        assertThat(all).as("every ErrorKind is in RFC3986_KINDS or SCHEME_RULE_KINDS of this test")
                .containsExactlyInAnyOrder(ErrorKind.values());
    }

    // ---------------------------------------------------------------------------------------------
    // Messages

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a b/     | invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)
            foo%4G          | invalid percent-encoding in path at index 5: 'G' (U+0047) is not a hex digit (RFC 3986 path-noscheme)
            foo%            | invalid percent-encoding in path at index 4: '%' needs two hex digits (RFC 3986 path-noscheme)
            http://h:8a/    | invalid character 'a' (U+0061) in port at index 10 (RFC 3986 port)
            http://[::1     | invalid IPv6 address in host at index 11: unexpected end (RFC 3986 IP-literal)
            http://[1::2::3]/ | invalid IPv6 address in host at index 13: unexpected ':' (U+003A) (RFC 3986 IPv6address)
            http://h/\u00e9 | invalid character '\u00e9' (U+00E9) in path at index 9 (RFC 3986 path-abempty)
            http://h/\ud83d\ude00 | invalid character '\ud83d\ude00' (U+1F600) in path at index 9 (RFC 3986 path-abempty)
            """)
    void messageText(String input, String message) {
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.message()).isEqualTo(message);
        assertThat(e.toString()).isEqualTo(message);
        assertThatThrownBy(() -> UriReference.parse(input)).isInstanceOf(UriSyntaxException.class)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message + ": \"" + input + "\"");
    }

    @Test
    void controlsAndLoneSurrogatesAreShownByCodeOnly() {
        assertThat(UriReference.check("http://h/\t").orElseThrow().message())
                .isEqualTo("invalid character U+0009 in path at index 9 (RFC 3986 path-abempty)");
        assertThat(UriReference.check("a\u0000").orElseThrow().message())
                .isEqualTo("invalid character U+0000 in path at index 1 (RFC 3986 path-noscheme)");
        assertThat(UriReference.check("http://h/\ud800").orElseThrow().message())
                .isEqualTo("invalid character U+D800 in path at index 9 (RFC 3986 path-abempty)");
        assertThat(UriReference.check("http://h/\udc00x").orElseThrow().message())
                .isEqualTo("invalid character U+DC00 in path at index 9 (RFC 3986 path-abempty)");
        assertThat(UriReference.check("http://h/\u007f").orElseThrow().message()).contains("U+007F")
                .doesNotContain("'\u007f'");
        assertThat(UriReference.check("a\r\n").orElseThrow().message()).doesNotContain("\r").doesNotContain("\n");
    }

    @Test
    void indexIsTheInputLengthWhenTheInputEndsEarly() {
        for (String input : new String[] {"foo%", "foo%4", "http://[::1", "http://[v1.", "http://[v1", "http://[",
            "//[1:2:3:4:5:6:7"}) {
            ParseError e = UriReference.check(input).orElseThrow();
            assertThat(e.index()).as(input).isEqualTo(input.length());
            assertThat(e.message()).as(input).containsAnyOf("unexpected end", "needs two hex digits");
        }
        assertThat(Uri.check("abc").orElseThrow().index()).isEqualTo(3);
        assertThat(Rfc3986Rule.SCHEME.check("").orElseThrow().index()).isZero();
    }

    @Test
    void percentFollowedByABadDigitPointsAtThatDigit() {
        assertThat(UriReference.check("foo%4G").orElseThrow().index()).isEqualTo(5);
        assertThat(UriReference.check("foo%G4").orElseThrow().index()).isEqualTo(4);
        assertThat(UriReference.check("?%4G").orElseThrow().index()).isEqualTo(3);
        assertThat(UriReference.check("#%%41").orElseThrow().index()).isEqualTo(2);
        assertThat(UriReference.check("//u:%4G@h").orElseThrow().index()).isEqualTo(6);
    }

    @Test
    void longInputsAreCutInTheExceptionMessage() {
        String input = "http://h/" + "a".repeat(300) + " ";
        UriSyntaxException e = org.junit.jupiter.api.Assertions.assertThrows(UriSyntaxException.class,
                () -> UriReference.parse(input));
        assertThat(e.error().index()).isEqualTo(309);
        assertThat(e.error().input()).isSameAs(input);
        assertThat(e.getMessage()).hasSizeLessThan(250).contains("\u2026").contains("at index 309");
    }

    // ---------------------------------------------------------------------------------------------
    // Passwords are never echoed

    @ParameterizedTest
    @ValueSource(strings = {
        "http://user:hunter2@h ost/",        // error in the host
        "http://user:hunter2 @host/",        // error inside the password
        "http://user:hun ter2@host/",        // error inside the password
        "http://user:hunter2@host:8x/",      // error in the port
        "http://user:hunter2@host/p ath",    // error in the path
        "http://user:hunter2@host/#a#b",     // error in the fragment
        "//user:hunter2@[::1/",              // error in an IP-literal
        "http://user:hunter2@x@host/",       // a second '@'
        "http://user:%zzhunter2@host/",      // bad percent-encoding in the password
        "http://:hunter2@h ost/",            // empty user name
        "http://u:v:hunter2@h ost/"})        // more colons in the password
    void passwordsAreNeverEchoed(String input) {
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.message()).doesNotContain("hunter2").doesNotContain("hun");
        assertThat(e.toString()).doesNotContain("hunter2").doesNotContain("hun");
        assertThatThrownBy(() -> UriReference.parse(input)).isInstanceOfSatisfying(UriSyntaxException.class, ex -> {
            assertThat(ex.getMessage()).doesNotContain("hunter2").doesNotContain("hun");
            assertThat(ex.getMessage()).contains("****");
            assertThat(ex.toString()).doesNotContain("hunter2");
            assertThat(ex.getLocalizedMessage()).doesNotContain("hunter2");
            // the structured input stays exact, for programs
            assertThat(ex.error().input()).isEqualTo(input);
        });
        assertThatThrownBy(() -> Uri.parse(input)).hasMessageNotContaining("hunter2");
        assertThatThrownBy(() -> RelativeReference.parse(input)).hasMessageNotContaining("hunter2");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "http://user:hunter2/x@host/",       // an unencoded '/' in the password: the rest reads as a path
        "http://user:hun/ter2@host/",
        "//user:hunter2/@h",
        "http://user:hun/ter2@h ost/?q"})
    void aPasswordWithAnUnencodedSlashIsNotEchoedEither(String input) {
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.message()).doesNotContain("hun").doesNotContain("ter2");
        assertThat(e.maskedInput()).doesNotContain("hun").doesNotContain("ter2").contains("user:****@");
        assertThatThrownBy(() -> UriReference.parse(input)).hasMessageNotContaining("hun")
                .hasMessageNotContaining("ter2");
    }

    @Test
    void aPortErrorWithoutUserinfoIsShown() {
        // nothing here is a password: the character is shown
        assertThat(UriReference.check("http://h:8x/").orElseThrow().message()).contains("'x' (U+0078)");
        // but "http://h:8x/a@b" has the shape of "http://user:pa/ss@host": hidden, to be safe
        assertThat(UriReference.check("http://h:8x/a@b").orElseThrow().message()).doesNotContain("'x'")
                .contains("not shown");
        assertThat(UriReference.check("http://u:p@h:8x/").orElseThrow().message()).contains("'x' (U+0078)");
        // and so has "http://h:8x/?a@b" of "http://user:pa/?ss@host" (users paste '?' unencoded)
        assertThat(UriReference.check("http://h:8x/?a@b").orElseThrow().message()).doesNotContain("'x'");
    }

    @Test
    void aCharacterInsideThePasswordIsDescribedWithoutBeingShown() {
        ParseError e = UriReference.check("http://user:pa\u00e9ss@host/").orElseThrow();
        assertThat(e.index()).isEqualTo(14);
        assertThat(e.component()).isEqualTo(Component.USERINFO);
        assertThat(e.message()).doesNotContain("\u00e9").doesNotContain("U+00E9").doesNotContain("pa\u00e9ss")
                .contains("not shown");
        // a user name is not a secret
        ParseError user = UriReference.check("http://us\u00e9r:pw@host/").orElseThrow();
        assertThat(user.message()).contains("U+00E9");
    }

    @Test
    void characterIsTheDescriptionTheMessageShowsAndEmptyAtTheEndOrInAPassword() {
        assertThat(UriReference.check("http://a b/").orElseThrow().character()).contains("' ' (U+0020)");
        assertThat(UriReference.check("http://a/\t").orElseThrow().character()).contains("U+0009");
        assertThat(UriReference.check("http://us\u00e9r:pw@host/").orElseThrow().character()).contains("'\u00e9' (U+00E9)");
        assertThat(UriReference.check("http://user:pa\u00e9ss@host/").orElseThrow().character()).isEmpty();
        assertThat(UriReference.check("http://me:pa ss@a/").orElseThrow().character()).isEmpty();
        assertThat(ParseError.describe('/')).isEqualTo("'/' (U+002F)");
        assertThat(ParseError.describe('\t')).isEqualTo("U+0009");
        assertThat(ParseError.describe(0x200B)).isEqualTo("U+200B");
        assertThat(ParseError.describe(0x1F600)).isEqualTo("'\uD83D\uDE00' (U+1F600)");
        assertThat(ParseError.describe(0xD800)).isEqualTo("U+D800");
        assertThatThrownBy(() -> ParseError.describe(0x110000)).isInstanceOf(IllegalArgumentException.class);
        ParseError atEnd = UriReference.check("http://a/%4").orElseThrow();
        assertThat(atEnd.index()).isEqualTo(11);
        assertThat(atEnd.character()).isEmpty();
    }

    // ---------------------------------------------------------------------------------------------
    // The record itself

    @Test
    void constructorChecksItsArguments() {
        assertThatThrownBy(() -> new ParseError(null, 0, ErrorKind.UNEXPECTED_END, Component.PATH, Rfc.RFC_3986, "r"))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new ParseError("a", 0, null, Component.PATH, Rfc.RFC_3986, "r"))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new ParseError("a", 0, ErrorKind.UNEXPECTED_END, null, Rfc.RFC_3986, "r"))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new ParseError("a", 0, ErrorKind.UNEXPECTED_END, Component.PATH, null, "r"))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new ParseError("a", 0, ErrorKind.UNEXPECTED_END, Component.PATH, Rfc.RFC_3986, null))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new ParseError("a", 2, ErrorKind.UNEXPECTED_END, Component.PATH, Rfc.RFC_3986, "r"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ParseError("a", -1, ErrorKind.UNEXPECTED_END, Component.PATH, Rfc.RFC_3986, "r"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new ParseError("a", 1, ErrorKind.UNEXPECTED_END, Component.PATH, Rfc.RFC_3986, "r").index()).isEqualTo(1);
    }

    @Test
    void everyKindHasAMessageForEveryPosition() {
        for (ErrorKind kind : ErrorKind.values()) {
            for (Component component : Component.values()) {
                for (int index : new int[] {0, 2, 3}) {
                    String msg = new ParseError("ab:", index, kind, component, Rfc.RFC_3986, "rule").message();
                    assertThat(msg).as(kind + " " + component).endsWith("(RFC 3986 rule)").contains("index " + index);
                }
            }
        }
    }

    @Test
    void exceptionAndErrorAreSerializable() throws Exception {
        UriSyntaxException e = org.junit.jupiter.api.Assertions.assertThrows(UriSyntaxException.class,
                () -> UriReference.parse("http://a b/"));
        UriSyntaxException back = (UriSyntaxException) SerializationSupport.roundTrip(e);
        assertThat(back.error()).isEqualTo(e.error());
        assertThat(back.getMessage()).isEqualTo(e.getMessage());
    }

    @Test
    void errorsAreValuesWithEquality() {
        ParseError a = UriReference.check("http://a b/").orElseThrow();
        ParseError b = UriReference.check("http://a b/").orElseThrow();
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(UriReference.check("http://a  b/").orElseThrow());
    }
}
