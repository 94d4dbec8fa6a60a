package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;

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
