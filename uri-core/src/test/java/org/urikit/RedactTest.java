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
        assertThat(e.error().maskedInput()).startsWith("alice:").hasSize(userinfo.length());
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
        assertThat(cause.getInput()).hasSize(uri.toString().length()); // the index still points into it
    }

    @Test
    void theRfc1738ViewsShowNoPassword() {
        for (String url : List.of("ftp://u:p" + SECRET + "@h/f", "telnet://u:p" + SECRET + "@h/", "x-y://u:p" + SECRET + "@h/p")) {
            Rfc1738Url.Parts parts = Rfc1738Url.parse(url).parts();
            assertThat(parts.toString()).as(url).doesNotContain(SECRET).contains("password=Optional[****]");
        }
        assertThat(Rfc1738Url.parse("ftp://u@h/f").parts().toString()).contains("password=Optional.empty");
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
