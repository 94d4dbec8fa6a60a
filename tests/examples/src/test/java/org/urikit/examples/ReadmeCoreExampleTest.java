package org.urikit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.urikit.ErrorKind;
import org.urikit.Component;
import org.urikit.ParseError;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrl;

/**
 * The results that the README's core example shows in its comments ({@code ReadmeSnippetsTest} only
 * compiles and runs the block): each comment is the real value, and the README still shows it.
 */
class ReadmeCoreExampleTest {

    private static String readme() throws IOException {
        String readme = System.getProperty("urikit.readme");
        assertThat(readme).as("system property urikit.readme (set by surefire)").isNotNull();
        return Files.readString(Path.of(readme), StandardCharsets.UTF_8);
    }

    @Test
    void everyCommentIsTheRealResult() throws IOException {
        String readme = readme();
        Uri uri = Uri.parse("https://user@example.com:8443/a/b?q=1#top");
        assertThat(readme).contains("uri.host();                                           // " + uri.host());
        assertThat(uri.host()).hasValue("example.com");
        assertThat(readme).contains("uri.portNumber();                                     // " + uri.portNumber());
        assertThat(uri.portNumber()).hasValue(8443);

        Uri target = Uri.parse("http://a/b/c/d;p?q").resolve("../g?y#s");
        assertThat(target).hasToString("http://a/b/g?y#s");
        assertThat(readme).contains("base.resolve(\"../g?y#s\");                             // " + target + "  ");

        Uri normal = Uri.parse("HTTP://Example.COM/a/./b/../%7e").normalize();
        assertThat(readme).contains(".normalize();   // " + normal + "  (§6.2.2)");

        Optional<ParseError> error = Uri.check("http://a b/");
        assertThat(readme).contains("Optional<ParseError> error = Uri.check(\"http://a b/\");");
        assertThat(error).get().satisfies(e -> {
            assertThat(e.index()).isEqualTo(8);
            assertThat(e.component()).isEqualTo(Component.HOST);
            assertThat(e.rule()).isEqualTo("reg-name");
            assertThat(e.kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
        });
        assertThat(readme).contains("// never throws: index 8, HOST, reg-name");

        // a Uri is absolute; a UriReference may be relative: "example.com" is a path
        ParseError missing = Uri.check("example.com").orElseThrow();
        assertThat(missing.kind()).isEqualTo(ErrorKind.MISSING_SCHEME);
        assertThat(missing.index()).isEqualTo(11);
        assertThat(missing.toString()).startsWith("missing scheme").contains(" at index 11 ");
        assertThat(readme).contains("Uri.check(\"example.com\");                             "
                + "// Optional[missing scheme … at index 11 …]: a Uri is absolute\n");
        assertThat(UriReference.check("example.com")).isEmpty();
        assertThat(UriReference.parse("example.com")).isInstanceOf(RelativeReference.class);
        assertThat(readme).contains("UriReference.check(\"example.com\");                    "
                + "// Optional.empty: a relative reference (a path)\n");

        assertThatThrownBy(() -> Uri.parse("http://a b/")).isInstanceOf(UriSyntaxException.class)
                .satisfies(e -> assertThat(readme).contains("// UriSyntaxException: " + e.getMessage() + "\n"));
    }

    /** The first line of the WHATWG example: the Standard reads host 127.0.0.1, RFC 3986 rejects the text. */
    @Test
    void theWhatwgCommentIsTheRealResult() throws IOException {
        String input = "http://127.0.0.1\\@evil.com/";
        assertThat(WhatwgUrl.parse(input).hostname()).isEqualTo("127.0.0.1");
        ParseError rfc3986 = UriReference.check(input).orElseThrow();
        assertThat(rfc3986.index()).isEqualTo(16);
        assertThat(input.charAt(16)).isEqualTo('\\');
        assertThat(readme()).contains("WhatwgUrl.parse(\"http://127.0.0.1\\\\@evil.com/\").hostname();   "
                + "// 127.0.0.1 (RFC 3986 rejects it: '\\' at index 16)\n");
    }
}
