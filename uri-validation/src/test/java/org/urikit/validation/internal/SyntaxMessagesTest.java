package org.urikit.validation.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.ParseError;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.scheme.SchemeRule;
import org.urikit.scheme.Violation;

/**
 * One wording for one error: the English message of a syntax error is the core's
 * {@link ParseError#message()} word for word, for every kind, every component, a character shown,
 * the end of the input and a character hidden in a password; German and French say the same with
 * every key resolved. (The real providers give these texts in {@code ValidUriTest},
 * {@code MessagesTest} and {@code LocaleTest}.) And scheme-rule reasons with a key.
 */
class SyntaxMessagesTest {

    /** Every kind, component and position: a shown character, the end, a password's character. */
    private static List<ParseError> everyError() {
        List<ParseError> errors = new ArrayList<>();
        for (ErrorKind kind : ErrorKind.values()) {
            for (Component component : Component.values()) {
                errors.add(new ParseError("http://h/a b", 10, kind, component, Rfc.RFC_3986, "rule"));
                errors.add(new ParseError("http://h/a{", 10, kind, component, Rfc.RFC_1808, "rule"));
                errors.add(new ParseError("http://h/a", 10, kind, component, Rfc.RFC_1738, "rule"));
                errors.add(new ParseError("http://u:p w@h/", 10, kind, component, Rfc.RFC_3986, "rule"));
            }
        }
        return errors;
    }

    @Test
    void theEnglishMessageIsTheCoresMessage() {
        int hidden = 0;
        for (ParseError e : everyError()) {
            Problem p = UriRules.syntax(e);
            // filledIn escapes '{' for the provider, which unescapes it again
            String english = ValidUriMessages.filledIn(p, Locale.ENGLISH).replace("\\{", "{");
            assertThat(english).as("%s %s at %d of %s", e.kind(), e.component(), e.index(), e.input())
                    .isEqualTo(e.message());
            assertThat(ValidUriMessages.filledIn(p, Locale.ROOT).replace("\\{", "{")).isEqualTo(e.message());
            if (e.message().contains("not shown")) {
                hidden++;
                assertThat(english).doesNotContain("p w").doesNotContain("U+0020");
            }
        }
        assertThat(hidden).as("errors inside a password").isGreaterThan(20);
    }

    @Test
    void germanAndFrenchResolveEveryKeyAndTranslateTheComponent() {
        for (ParseError e : everyError()) {
            Problem p = UriRules.syntax(e);
            for (Locale locale : List.of(Locale.GERMAN, Locale.FRENCH)) {
                String text = ValidUriMessages.filledIn(p, locale);
                assertThat(text).as("%s %s %s", locale, e.kind(), e.component())
                        .doesNotContain("{org.").doesNotContain(" at index ").doesNotContain("not shown")
                        .endsWith("(" + e.grammar().label() + " rule)");
                if (locale.equals(Locale.GERMAN)) {
                    // German nouns are capitalized: an English component name would show in lower case
                    assertThat(text).doesNotContainPattern("\\b" + e.component().label() + "\\b");
                }
            }
        }
        ParseError port = new ParseError("http://h:8x/", 10, ErrorKind.UNEXPECTED_CHARACTER, Component.PORT,
                Rfc.RFC_3986, "port");
        assertThat(ValidUriMessages.filledIn(UriRules.syntax(port), Locale.GERMAN))
                .isEqualTo("ungültiges Zeichen 'x' (U+0078) im Port an Index 10 (RFC 3986 port)");
        assertThat(ValidUriMessages.filledIn(UriRules.syntax(port), Locale.FRENCH))
                .isEqualTo("caractère invalide 'x' (U+0078) dans le port à l'index 10 (RFC 3986 port)");
        ParseError missing = new ParseError("coap:", 5, ErrorKind.MISSING_COMPONENT, Component.HOST,
                Rfc.RFC_3986, "host");
        assertThat(ValidUriMessages.filledIn(UriRules.syntax(missing), Locale.GERMAN))
                .isEqualTo("es fehlt der Host an Index 5 (RFC 3986 host)");
        assertThat(ValidUriMessages.filledIn(UriRules.syntax(missing), Locale.FRENCH))
                .isEqualTo("il manque l'hôte à l'index 5 (RFC 3986 host)");
    }

    /** A rule of its own whose violation has a key, as a user's rule may. */
    private static final SchemeRule COAP = new SchemeRule() {
        @Override
        public String name() {
            return "coap";
        }

        @Override
        public List<Violation> check(Uri uri) {
            return List.of(new Violation(ErrorKind.MISSING_COMPONENT, 7, Component.HOST,
                            "RFC 7252 §6.1: a coap URI has a host", "test.coap.host"),
                    new Violation(ErrorKind.FORBIDDEN_COMPONENT, 7, Component.FRAGMENT,
                            "RFC 7252 §6.1: a coap URI has no fragment", "test.coap.untranslated"),
                    new Violation(ErrorKind.FORBIDDEN_COMPONENT, 7, Component.QUERY, "no key here"));
        }
    };

    @Test
    void aReasonWithAKeyIsTranslatedWhenTheRootBundleHasTheKey(@TempDir Path dir) throws IOException {
        // A test bundle pair, found (as an application's ValidationMessages) through the context class loader.
        String key = "org.urikit.validation.ValidUri.reason.test.coap.host";
        Files.writeString(dir.resolve("ValidationMessages.properties"),
                key + "=a coap URI has a host (RFC 7252 \u00a76.1)\n", StandardCharsets.ISO_8859_1);
        Files.writeString(dir.resolve("ValidationMessages_de.properties"),
                key + "=ein coap-URI hat einen Host (RFC 7252 \u00a76.1)\n", StandardCharsets.ISO_8859_1);
        Uri uri = Uri.parse("coap:///x");
        List<Violation> violations = COAP.check(uri);
        Thread thread = Thread.currentThread();
        ClassLoader old = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, old)) {
            thread.setContextClassLoader(loader);
            Problem host = UriRules.schemeRule(uri, violations.get(0));
            // Hibernate Validator gets the key in the template and interpolates it in the asked locale
            assertThat(host.template()).contains("{" + key + "}").doesNotContain("{reason}");
            assertThat(ValidUriMessages.filledIn(host, Locale.GERMAN))
                    .isEqualTo("verletzt die Regel des Schemas coap im Host an Index 7: ein coap-URI hat einen Host (RFC 7252 \u00a76.1)");
            // (Locale.ROOT: whatever the JVM default locale, only the root bundle; see LocaleTest)
            assertThat(ValidUriMessages.filledIn(host, Locale.ROOT))
                    .isEqualTo("breaks the coap scheme rule in host at index 7: a coap URI has a host (RFC 7252 \u00a76.1)");

            // a key no bundle has, and no key: the rule's English message as it is
            for (Violation v : violations.subList(1, 3)) {
                Problem p = UriRules.schemeRule(uri, v);
                assertThat(p.template()).contains("{reason}");
                assertThat(ValidUriMessages.filledIn(p, Locale.GERMAN)).endsWith(": " + v.message());
            }
        } finally {
            thread.setContextClassLoader(old);
        }
        // without the application's bundle the key is not used
        assertThat(UriRules.schemeRule(uri, violations.get(0)).template()).contains("{reason}");
    }
}
