package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.HostKind;

/** Default messages in English, German and French, on both providers; user overrides; bundle completeness. */
class MessagesTest {

    @SuppressWarnings("unused")
    static class Form {
        @ValidUri(schemes = {"https", "http"}, allowUserinfo = false, publicHostsOnly = true)
        String link;
        @ValidUri(maxLength = 10)
        String tiny;
        @ValidUri(hostKinds = {HostKind.IPV4, HostKind.IPV6})
        String ip;
    }

    private static Set<String> check(Provider p, Locale locale, String value) {
        return p.messages(locale, Form.class, "link", value);
    }

    /** Per language: scheme, credentials, private host, syntax error, length. */
    static Stream<Arguments> languages() {
        List<Arguments> rows = List.of(
                Arguments.of(Locale.ENGLISH, List.of(
                        "scheme \"ftp\" is not allowed (allowed: http, https)",
                        "credentials are not allowed",
                        "host 10.0.0.1 is a private address",
                        "invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)",
                        "is 11 characters long, more than the maximum of 10")),
                Arguments.of(Locale.GERMANY, List.of(
                        "Schema \"ftp\" ist nicht erlaubt (erlaubt: http, https)",
                        "Zugangsdaten sind nicht erlaubt",
                        "Host 10.0.0.1 ist eine private Adresse",
                        "ungültiges Zeichen ' ' (U+0020) im Host an Index 8 (RFC 3986 reg-name)",
                        "ist 11 Zeichen lang, mehr als das Maximum von 10")),
                Arguments.of(Locale.FRANCE, List.of(
                        "le schéma \"ftp\" n'est pas autorisé (autorisés : http, https)",
                        "les identifiants de connexion ne sont pas autorisés",
                        "l'hôte 10.0.0.1 est une adresse privée",
                        "caractère invalide ' ' (U+0020) dans l'hôte à l'index 8 (RFC 3986 reg-name)",
                        "fait 11 caractères, plus que le maximum de 10")));
        return Stream.of(Provider.values())
                .flatMap(p -> rows.stream().map(r -> Arguments.of(p, r.get()[0], r.get()[1])));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("languages")
    void speaksEnglishGermanAndFrench(Provider p, Locale locale, List<String> expected) {
        assertThat(check(p, locale, "ftp://u:pw@10.0.0.1/")).containsExactlyInAnyOrderElementsOf(expected.subList(0, 3));
        assertThat(check(p, locale, "http://a b/")).containsExactly(expected.get(3));
        assertThat(p.messages(locale, Form.class, "tiny", "http://a/bc")).containsExactly(expected.get(4));
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void hostKindsAreTranslated(Provider p) {
        assertThat(p.messages(Locale.GERMAN, Form.class, "ip", "http://example.com/")).containsExactly(
                "Host example.com ist ein registrierter Name (reg-name), was nicht erlaubt ist (erlaubt: IPv4-Adressen, IPv6-Adressen)");
        assertThat(p.messages(Locale.FRENCH, Form.class, "ip", "http://[v1.x]/")).containsExactly(
                "l'hôte [v1.x] est une adresse IPvFuture, ce qui n'est pas autorisé (autorisés : adresses IPv4, adresses IPv6)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void usersOverrideKeysInTheirValidationMessagesWithTheParameters(Provider p) {
        // src/test/resources/ValidationMessages_it.properties overrides two keys; the rest falls back.
        assertThat(check(p, Locale.ITALIAN, "ftp://u:pw@10.0.0.1/")).containsExactlyInAnyOrder(
                "lo schema «ftp» non è ammesso (ammessi: http, https)",
                "credentials are not allowed",
                "l'host 10.0.0.1 è privato");
    }

    @Test
    void withoutMessageParametersTheUsersBundleIsFoundThroughTheContextClassLoader(@TempDir Path dir) throws IOException {
        // Apache BVal has no message parameters: urikit fills the text in, reading the user's
        // ValidationMessages through the thread's context class loader (as in an application server).
        Files.writeString(dir.resolve("ValidationMessages_it.properties"),
                "org.urikit.validation.ValidUri.userinfo=niente credenziali\n", StandardCharsets.ISO_8859_1);
        Thread thread = Thread.currentThread();
        ClassLoader old = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, old)) {
            thread.setContextClassLoader(loader);
            assertThat(check(Provider.APACHE_BVAL, Locale.ITALIAN, "https://u@example.com/")).containsExactly(
                    "niente credenziali");
        } finally {
            thread.setContextClassLoader(old);
        }
    }

    /** A bundle of this module as it is in its file, without parents. */
    static Properties bundle(String suffix) throws IOException {
        Properties props = new Properties();
        try (InputStream in = ValidUri.class.getResourceAsStream("/ContributorValidationMessages" + suffix + ".properties")) {
            assertThat(in).as("bundle " + suffix).isNotNull();
            props.load(in);
        }
        return props;
    }

    @Test
    void theEnglishBundleIsTheRootBundle() throws IOException {
        // The root bundle is the English fallback of every locale; _en exists so that English is
        // found before the JVM default locale's bundle (see LocaleTest).
        assertThat(bundle("_en")).isEqualTo(bundle(""));
    }

    @Test
    void everyLanguageHasEveryKeyWithTheSameParametersAndKeys() throws IOException {
        Properties root = bundle("");
        for (String lang : new String[] {"_en", "_de", "_fr"}) {
            Properties other = bundle(lang);
            assertThat(other.stringPropertyNames()).as(lang).isEqualTo(root.stringPropertyNames());
            for (String key : root.stringPropertyNames()) {
                assertThat(parameters(other.getProperty(key))).as(lang + " " + key)
                        .isEqualTo(parameters(root.getProperty(key)));
                if (!lang.equals("_en") && root.getProperty(key).chars().anyMatch(Character::isLetter)) {
                    assertThat(other.getProperty(key)).as(lang + " " + key + " is translated")
                            .isNotEqualTo(root.getProperty(key));
                }
            }
        }
        // every key a template names exists
        for (String key : root.stringPropertyNames()) {
            for (String name : parameters(root.getProperty(key))) {
                if (name.startsWith("org.")) {
                    assertThat(root).as(key).containsKey(name);
                }
            }
        }
    }

    /** Each component as subject, in English, German and French: translated, not left in English. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            SCHEME               | scheme               | das Schema                 | le schéma
            AUTHORITY            | authority            | die Autorität              | l'autorité
            USERINFO             | userinfo             | die Benutzerinformation    | la partie utilisateur
            HOST                 | host                 | der Host                   | l'hôte
            PORT                 | port                 | der Port                   | le port
            PATH                 | path                 | der Pfad                   | le chemin
            QUERY                | query                | die Abfrage                | la requête
            FRAGMENT             | fragment             | das Fragment               | le fragment
            NET_LOC              | net_loc              | der Netzwerkort            | l'emplacement réseau
            PARAMS               | params               | der Parameterteil          | la partie paramètres
            SCHEME_SPECIFIC_PART | scheme-specific part | der schemaspezifische Teil | la partie propre au schéma
            PATH_SEGMENT         | path segment         | das Pfadsegment            | le segment de chemin
            """)
    void componentNamesAreTranslated(Component component, String en, String de, String fr) throws IOException {
        String key = "org.urikit.validation.ValidUri.component." + component.name();
        assertThat(en).isEqualTo(component.label());
        assertThat(bundle("").getProperty(key)).isEqualTo(en);
        assertThat(bundle("_de").getProperty(key)).isEqualTo(de);
        assertThat(bundle("_fr").getProperty(key)).isEqualTo(fr);
        assertThat(bundle("").getProperty(key + ".in")).isEqualTo("in " + en + " at index {index}");
    }

    @Test
    void everyComponentHasANameInEveryBundle() throws IOException {
        for (Component c : Component.values()) {
            assertThat(bundle("")).containsKeys("org.urikit.validation.ValidUri.component." + c.name(),
                    "org.urikit.validation.ValidUri.component." + c.name() + ".in");
        }
    }

    @Test
    void theKeyTableOfDocsMessagesIsTheRootBundle() throws IOException {
        Properties documented = new Properties();
        List<String> lines = Files.readAllLines(Path.of("..", "docs", "MESSAGES.md"), StandardCharsets.UTF_8);
        for (String line : lines.subList(lines.indexOf("| key | English text |"), lines.size())) {
            if (line.startsWith("| `") && line.indexOf("` | ") > 0) {
                int end = line.indexOf("` | ");
                String text = line.substring(end + 4, line.length() - 2).replace("\\|", "|");
                if (text.startsWith("`") && text.endsWith("`")) {
                    text = text.substring(1, text.length() - 1);
                }
                documented.setProperty("org.urikit.validation.ValidUri." + line.substring(3, end), text);
            }
        }
        assertThat(documented).isEqualTo(bundle(""));
    }

    @Test
    void everyErrorKindHasASyntaxMessage() throws IOException {
        Properties en = bundle("");
        for (ErrorKind kind : ErrorKind.values()) {
            assertThat(en).containsKey("org.urikit.validation.ValidUri.syntax." + kind.name());
        }
    }

    @Test
    void noRootValidationMessagesIsShipped() {
        // Only this module's main output: the test output has a ValidationMessages_it on purpose.
        assertThat(ValidUri.class.getResource("/ValidationMessages.properties")).isNull();
    }

    private static Set<String> parameters(String text) {
        Set<String> names = new TreeSet<>();
        for (int i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
            names.add(text.substring(i + 1, text.indexOf('}', i)));
        }
        return names;
    }
}
