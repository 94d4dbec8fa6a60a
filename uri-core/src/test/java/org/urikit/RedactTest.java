package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A password never appears in a message, an exception (or its cause), a masked input or a
 * redacted text, including the passwords users paste unencoded, which make the text invalid.
 */
class RedactTest {
    /** The part of every password below that must never be shown. */
    private static final String SECRET = "Qz14Xk";

    @ParameterizedTest
    @ValueSource(strings = {"?", "#", "/", "@", "[", " ", "%", "%zz", "]", ":", "%4"})
    void noMessageEchoesAPasswordWithAnUnencodedCharacter(String c) {
        String password = "pa" + c + "ss" + SECRET;
        for (String input : List.of("http://alice:" + password + "@host/", "http://alice:" + password + "@host/p?q#f",
                "//alice:" + password + "@host", "ftp://alice:" + password + "@host/f;type=i",
                "http://alice:" + password + "@host:80/x@y")) {
            List<String> shown = new ArrayList<>();
            collect(shown, () -> UriReference.parse(input));
            collect(shown, () -> Uri.parse(input));
            collect(shown, () -> RelativeReference.parse(input));
            collect(shown, () -> Rfc1808Url.parse(input));
            collect(shown, () -> Rfc1738Url.parse(input));
            for (Rfc rfc : Rfc.values()) {
                for (ReferenceForm form : ReferenceForm.values()) {
                    rfc.check(input, form).ifPresent(e -> {
                        shown.add(e.message());
                        shown.add(e.toString());
                        shown.add(e.maskedInput());
                    });
                }
            }
            shown.add(UriReference.redact(input));
            assertThat(shown).as(input).isNotEmpty().noneMatch(s -> s.contains(SECRET));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"?", "#", "/", "@", "[", " ", "%", "%zz"})
    void theBuildersUserinfoIsMaskedInItsErrors(String c) {
        String userinfo = "alice:pa" + c + "ss" + SECRET;
        Throwable t = catchThrowable(() -> Uri.builder().scheme("http").userinfo(userinfo).host("h").build());
        assertThat(t).isInstanceOf(UriSyntaxException.class);
        UriSyntaxException e = (UriSyntaxException) t;
        assertThat(e.error().component()).isEqualTo(Component.USERINFO);
        assertThat(List.of(e.getMessage(), e.toString(), e.error().message(), e.error().maskedInput()))
                .noneMatch(s -> s.contains(SECRET));
        assertThat(e.getMessage()).contains("alice:****");
        assertThat(e.error().maskedInput()).isEqualTo("alice:****");
    }

    @Test
    void theIssuesExampleNoLongerEchoesThePassword() {
        assertThatThrownBy(() -> UriReference.parse("http://alice:pa?ssQz14Xk@host/"))
                .isInstanceOf(UriSyntaxException.class)
                .hasMessage("invalid character (not shown: part of a password) in port at index 13 (RFC 3986 port):"
                        + " \"http://alice:****@host/\"");
    }

    @Test
    void redactWorksOnTextThatDoesNotParse() {
        assertThat(UriReference.redact("http://alice:pa?ss#w/rd@host/x")).isEqualTo("http://alice:****@host/x");
        assertThat(UriReference.redact("see http://bob:hunter2@h/ now")).isEqualTo("see http://bob:****@h/ now");
        assertThat(UriReference.redact("http://a b/")).isEqualTo("http://a b/");
        assertThat(UriReference.redact("mailto:a@b")).isEqualTo("mailto:a@b");
        assertThat(UriReference.redact("http://user@host/")).isEqualTo("http://user@host/");
        assertThat(UriReference.redact("")).isEmpty();
    }

    @Test
    void aValidReferenceIsRedactedByItsParsedUserinfoOnly() {
        // valid: no userinfo; the '@' is in the path, the ':' before the port
        assertThat(UriReference.redact("http://host:8080/a@b")).isEqualTo("http://host:8080/a@b");
        assertThat(UriReference.redact("http://u:p@host:8080/a@b")).isEqualTo("http://u:****@host:8080/a@b");
        assertThat(UriReference.parse("https://alice:s3cret@example.com/a").redacted())
                .isEqualTo("https://alice:****@example.com/a");
        assertThat(UriReference.parse("//alice:@h").redacted()).isEqualTo("//alice:****@h");
        assertThat(UriReference.parse("http://alice@h/").redacted()).isEqualTo("http://alice@h/");
        assertThat(Rfc1808Url.parse("http://u:p" + SECRET + "@h/;x").redacted()).isEqualTo("http://u:****@h/;x");
        assertThat(Rfc1738Url.parse("ftp://u:p" + SECRET + "@h/f").redacted()).isEqualTo("ftp://u:****@h/f");
    }

    @Test
    void toJavaNetUrisCauseHoldsNoPassword() {
        Uri uri = Uri.parse("http://alice:s" + SECRET + "@[v1.x]/"); // IPvFuture: java.net.URI rejects it
        Throwable t = catchThrowable(uri::toJavaNetUri);
        assertThat(t).isInstanceOf(IllegalStateException.class).hasCauseInstanceOf(java.net.URISyntaxException.class);
        java.net.URISyntaxException cause = (java.net.URISyntaxException) t.getCause();
        assertThat(List.of(t.getMessage(), cause.getMessage(), cause.getInput(), cause.toString()))
                .noneMatch(s -> s.contains(SECRET));
        assertThat(cause.getInput()).isEqualTo("http://alice:****@[v1.x]/").isEqualTo(uri.redacted());
        // java.net.URI points at the 'v' of the IPvFuture; the index is moved with the shorter text
        assertThat(t.getMessage()).contains("at index " + (uri.toString().indexOf("[v1") + 1));
        assertThat(cause.getInput().charAt(cause.getIndex())).isEqualTo('v');
    }

    @Test
    void theRfc1738ViewsShowNoPassword() {
        for (String url : List.of("ftp://u:p" + SECRET + "@h/f", "telnet://u:p" + SECRET + "@h/", "x-y://u:p" + SECRET + "@h/p")) {
            Rfc1738Url.Parts parts = Rfc1738Url.parse(url).parts();
            assertThat(parts.toString()).as(url).doesNotContain(SECRET).contains("password=Optional[****]");
        }
        assertThat(Rfc1738Url.parse("ftp://u@h/f").parts().toString()).contains("password=Optional.empty");
    }

    @Test
    void everyChannelMasksAPasswordWithTheSameFourStars() {
        // passwords of 1, 4 and 17 characters: no channel may reveal the length
        for (String password : List.of("Q", "Q" + SECRET.substring(1, 4), "Q-" + SECRET + "-long-one")) {
            String valid = "http://alice:" + password + "@[v1.x]/a";  // valid; java.net.URI rejects the IPvFuture
            String invalid = "http://alice:" + password + "@a b/";     // rejected by RFC 3986
            String builderUserinfo = "alice:" + password + "[";        // rejected by the builder
            UriSyntaxException parse = catchParse(invalid);
            UriSyntaxException builder = (UriSyntaxException) catchThrowable(
                    () -> Uri.builder().scheme("http").userinfo(builderUserinfo).host("h").build());
            Throwable toJavaNetUri = catchThrowable(Uri.parse(valid)::toJavaNetUri);
            java.net.URISyntaxException cause = (java.net.URISyntaxException) toJavaNetUri.getCause();
            List<String> channels = List.of(
                    parse.getMessage(), parse.error().maskedInput(),
                    builder.getMessage(), builder.error().maskedInput(),
                    toJavaNetUri.getMessage(), cause.getInput(), cause.getMessage(),
                    UriReference.parse(valid).redacted(), UriReference.redact(invalid),
                    IriReference.parse("http://alice:" + password + "@münchen.de/").redacted(),
                    Rfc1808Url.parse("http://alice:" + password + "@h/").redacted(),
                    Rfc1738Url.parse("ftp://alice:" + password + "@h/f").redacted(),
                    Explanation.explain("http://alice:" + password + "@h/").whatwgVerdict().toString());
            assertThat(channels).as(password).allSatisfy(text -> assertThat(text)
                    .contains("alice:****").doesNotContain("alice:*****").doesNotContain(password));
            assertThat(List.of(parse.error().message(), Explanation.explain(invalid).toString())).as(password)
                    .noneMatch(text -> text.contains(password));
        }
    }

    @Test
    void whatTheWhatwgParserReadsAsAPasswordWithoutTwoSlashesIsMasked() {
        // input, redacted: in each, the WHATWG URL Standard reads the password "pw" (checked below)
        String[][] cases = {
            {"http:\\\\me:pw@h", "http:\\\\me:****@h"},          // not RFC 3986: '\\'
            {"http:me:pw@h", "http:me:****@h"},                // valid RFC 3986: the path "me:pw@h"
            {"http:/me:pw@h", "http:/me:****@h"},              // valid RFC 3986: the path "/me:pw@h"
            {"http:/me:pw@h/x@y?q@r", "http:/me:****@h/x@y?q@r"}, // valid: the authority ends at '/'
            {"HTTP:\\/me:pw@h", "HTTP:\\/me:****@h"},
            {"http:/\t/me:pw@h", "http:/\t/me:****@h"},
            {" \u0001https:\\\\me:pw@h", " \u0001https:\\\\me:****@h"},
            {"h\tt\ntp:me:pw@h", "h\tt\ntp:me:****@h"},
            {"ws:me:pw@h", "ws:me:****@h"},
            {"WsS:\\me:pw@h", "WsS:\\me:****@h"},
            {"ftp:/\\/me:pw@h", "ftp:/\\/me:****@h"},
            // a later "//" must not hide the earlier reading; the text does not parse, so the
            // password may run to the last '@' (users paste '/' and '@' unencoded)
            {"http:\\\\me:pw@h/a//b@c", "http:\\\\me:****@c"},
        };
        for (String[] c : cases) {
            assertThat(WhatwgUrl.parse(c[0]).password()).as(c[0]).isEqualTo("pw");
            assertThat(UriReference.redact(c[0])).as(c[0]).isEqualTo(c[1]);
            assertThat(UriReference.redactedIndex(c[0], c[0].length())).as(c[0]).isEqualTo(c[1].length());
            UriReference.check(c[0]).ifPresent(e -> assertThat(e.maskedInput()).as(c[0]).isEqualTo(c[1]));
            Optional<UriReference> valid = UriReference.tryParse(c[0], ReferenceForm.ANY);
            valid.ifPresent(ref -> assertThat(ref.redacted()).as(c[0]).isEqualTo(c[1]));
        }
        // against a special base, a reference starting with two slashes or backslashes has credentials
        WhatwgUrl base = WhatwgUrl.parse("http://base.example/a/");
        for (String input : List.of("\\\\me:pw@h", "/\\me:pw@h", "\\/me:pw@h", "\\\t\\me:pw@h/")) {
            assertThat(WhatwgUrl.parse(input, base).password()).as(input).isEqualTo("pw");
            assertThat(UriReference.redact(input)).as(input).isEqualTo(input.replace(":pw@", ":****@"));
        }
        assertThat(Uri.parse("http:me:pw@h").redacted()).isEqualTo("http:me:****@h");
        assertThat(IriReference.parse("http:/me:pw@höst").redacted()).isEqualTo("http:/me:****@höst");
        assertThat(Uri.parse("http:me:pw@h").toString()).isEqualTo("http:me:pw@h");
    }

    @Test
    void anErrorInWhatTheWhatwgParserReadsAsAPasswordIsNotShown() {
        String input = "http:\\\\me:s" + SECRET + "@h";
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.index()).isEqualTo(5);
        assertThat(e.maskedInput()).isEqualTo("http:\\\\me:****@h");
        assertThat(e.maskedIndex()).isEqualTo(5);
        assertThatThrownBy(() -> UriReference.parse(input)).isInstanceOf(UriSyntaxException.class)
                .hasMessageContaining("\"http:\\\\me:****@h\"")
                .satisfies(t -> assertThat(t.getMessage()).doesNotContain(SECRET));
        assertThatThrownBy(() -> UriReference.parse("http:me:p w" + SECRET + "@h"))
                .isInstanceOf(UriSyntaxException.class)
                .hasMessageContaining("(not shown: part of a password)")
                .hasMessageContaining("\"http:me:****@h\"")
                .satisfies(t -> assertThat(t.getMessage()).doesNotContain(SECRET));
    }

    @Test
    void tabsAndNewlinesBetweenTheTwoSlashesOfAnotherSchemeDoNotHideItsAuthority() {
        // the Standard removes them: "foo://me:pw@h"; RFC 3986 sees no "//"
        for (String input : List.of("foo:/\t/me:pw@h", "git+ssh:\n//me:pw@h/x", "//\tme:pw@h")) {
            assertThat(WhatwgUrl.parse(input, WhatwgUrl.parse("foo://b/")).password()).as(input).isEqualTo("pw");
            assertThat(UriReference.redact(input)).as(input).isEqualTo(input.replace(":pw@", ":****@"));
        }
        // a non-special scheme's authority needs "//": '\' is a path character there
        assertThat(WhatwgUrl.parse("foo:\\\\me:pw@h").password()).isEmpty();
        assertThat(UriReference.redact("foo:\\\\me:pw@h")).isEqualTo("foo:\\\\me:pw@h");
    }

    @Test
    void textWithoutCredentialsInEitherReadingIsNotMasked() {
        // file URLs have no credentials in the Standard (the file host state; "a:b@c" is no host);
        // mailto and urn are not special: an opaque path; "?" and "#" end a valid reference's
        // authority before the '@'
        WhatwgUrl base = WhatwgUrl.parse("http://base.example/a/");
        for (String input : List.of("mailto:a:b@c", "https://example.com/p?e=a:b@c", "file:\\\\a:b@c", "file:a:b@c",
                "file:/\\a:b@c", "urn:x:y@z", "foo:\\\\a:b@c", "http:?a:b@c", "http:#a:b@c", "http:/a/b:c@d",
                "/a:b@c", "a:b@c", "\\a:b@c", "https://example.com/a:b@c")) {
            assertThat(UriReference.redact(input)).as(input).isEqualTo(input);
            assertThat(UriReference.redactedIndex(input, input.length())).as(input).isEqualTo(input.length());
            for (Optional<WhatwgUrl> url : List.of(WhatwgUrl.tryParse(input), WhatwgUrl.tryParse(input, base))) {
                assertThat(url.map(WhatwgUrl::password)).as(input).isIn(Optional.empty(), Optional.of(""));
            }
            UriReference.tryParse(input, ReferenceForm.ANY)
                    .ifPresent(ref -> assertThat(ref.redacted()).as(input).isEqualTo(input));
        }
    }

    /** Pieces of the generated inputs; "$" stands for a unique token, so a shown password is found. */
    private static final String[] PREFIXES = {"", "", "", " ", "\t", "\u0001 "};
    private static final String[] SCHEMES = {"http:", "HTTP:", "https:", "ws:", "wss:", "ftp:", "FtP:", "file:",
        "mailto:", "urn:", "foo:", "h\ttp:", "ht\ntps:", "", "", "http", "git+ssh:"};
    private static final String[] SLASHES = {"/", "\\", "\t", "\n", "/", "\\"};
    private static final String[] BODY = {"$", "$", "$", "$", ":", ":", "@", "@", "@", "/", "?", "#", "\\", " ", "%zz",
        "%41", "[", "]", ".", "\t", "é", "//", ":80", "[::1]", "$:$@$", "$:$@$"};
    /** Pieces that keep more of the texts valid RFC 3986 / RFC 3987 references. */
    private static final String[] CLEAN_SCHEMES = {"http:", "https:", "HTTP:", "ws:", "ftp:", "foo:", "", "file:"};
    private static final String[] CLEAN_BODY = {"$", "$", "$", ":", "@", "/", "?", "#", ".", "é", "//", ":80",
        "[::1]", "$:$@$", "$:$@$", "$@$"};
    private static final String[] BASES = {"http://base.example/a/b", "wss://b/", "ftp://b/c", "file:///c/d",
        "foo://b/c", "mailto:x"};

    @Test
    void noPasswordAParserReadsIsEverShownSeeded() {
        SplittableRandom random = new SplittableRandom(0x5EC2E7L);
        List<WhatwgUrl> bases = BASES_PARSED;
        int whatwgPasswords = 0;
        int whatwgPasswordsWithoutTwoSlashes = 0;
        int rfcPasswords = 0;
        for (int round = 0; round < 10_000; round++) {
            String s = generate(random);
            String redacted = UriReference.redact(s);
            Optional<ParseError> error = UriReference.check(s);
            List<String> shown = new ArrayList<>(List.of(redacted));
            error.ifPresent(e -> {
                assertThat(e.maskedInput()).as(s).isEqualTo(redacted);
                shown.add(e.message());
            });
            List<String> passwords = new ArrayList<>();
            List<Optional<WhatwgUrl>> urls = new ArrayList<>();
            urls.add(WhatwgUrl.tryParse(s));
            for (WhatwgUrl base : bases) {
                urls.add(WhatwgUrl.tryParse(s, base));
            }
            for (Optional<WhatwgUrl> url : urls) {
                if (url.isPresent() && !url.get().password().isEmpty()) {
                    passwords.add(url.get().password());
                    whatwgPasswords++;
                    if (!s.contains("//")) {
                        whatwgPasswordsWithoutTwoSlashes++;
                    }
                }
            }
            for (Optional<String> userinfo : List.of(
                    UriReference.tryParse(s, ReferenceForm.ANY).flatMap(UriReference::userinfo),
                    IriReference.tryParse(s, ReferenceForm.ANY).flatMap(IriReference::userinfo))) {
                if (userinfo.isPresent() && userinfo.get().indexOf(':') >= 0) {
                    passwords.add(userinfo.get().substring(userinfo.get().indexOf(':') + 1));
                    rfcPasswords++;
                }
            }
            for (String password : passwords) {
                for (String token : tokens(password)) {
                    assertThat(shown).as("%s: password %s", s, password).noneMatch(text -> text.contains(token));
                }
            }
        }
        // the generator reaches the shapes it is for
        assertThat(whatwgPasswords).isGreaterThan(5_000);
        assertThat(whatwgPasswordsWithoutTwoSlashes).isGreaterThan(2_000);
        assertThat(rfcPasswords).isGreaterThan(200);
    }

    private static final List<WhatwgUrl> BASES_PARSED = List.of(BASES).stream().map(WhatwgUrl::parse).toList();

    /** A URL-like text; each "$" of the pieces becomes a token "Z" + number + "Z", unique in the text. */
    private static String generate(SplittableRandom random) {
        StringBuilder b = new StringBuilder();
        boolean clean = random.nextBoolean();
        String[] body = clean ? CLEAN_BODY : BODY;
        b.append(clean ? "" : PREFIXES[random.nextInt(PREFIXES.length)]);
        b.append(clean ? CLEAN_SCHEMES[random.nextInt(CLEAN_SCHEMES.length)] : SCHEMES[random.nextInt(SCHEMES.length)]);
        for (int i = random.nextInt(4); i > 0; i--) {
            b.append(clean ? "/" : SLASHES[random.nextInt(SLASHES.length)]);
        }
        for (int i = 1 + random.nextInt(8); i > 0; i--) {
            b.append(body[random.nextInt(body.length)]);
        }
        StringBuilder out = new StringBuilder();
        int token = 0;
        for (int i = 0; i < b.length(); i++) {
            if (b.charAt(i) == '$') {
                out.append('Z').append(token++).append('Z');
            } else {
                out.append(b.charAt(i));
            }
        }
        return out.toString();
    }

    /** The tokens "Z" + digits + "Z" in a text. */
    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int end = i + 1;
            while (text.charAt(i) == 'Z' && end < text.length() && Character.isDigit(text.charAt(end))) {
                end++;
            }
            if (end > i + 1 && end < text.length() && text.charAt(end) == 'Z') {
                tokens.add(text.substring(i, end + 1));
                i = end + 1;
            } else {
                i++;
            }
        }
        return tokens;
    }

    private static UriSyntaxException catchParse(String input) {
        return (UriSyntaxException) catchThrowable(() -> UriReference.parse(input));
    }

    private static void collect(List<String> shown, Runnable call) {
        try {
            call.run();
        } catch (UriSyntaxException e) {
            shown.add(e.getMessage());
            shown.add(e.error().message());
            shown.add(e.error().maskedInput());
        }
    }

}
