package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import jakarta.validation.Configuration;
import jakarta.validation.MessageInterpolator;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.constraints.NotNull;

import org.apache.bval.jsr.ApacheValidationProvider;
import org.hibernate.validator.HibernateValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Messages come out in the locale a validator is asked for, whatever the JVM default locale, on
 * both providers. The JVM default is never changed here: besides the normal test run, the build
 * runs this class on JVMs whose default locale is German, French and Japanese (executions
 * {@code locale-de}, {@code locale-fr} and {@code locale-ja} in this module's pom, which set
 * {@code urikit.test.defaultLanguage} so that the test can check it ran there).
 *
 * (The normal test run leaves this class to them.)
 *
 * <p>The locale is asked for as Spring's {@code LocaleContextMessageInterpolator} asks: by an
 * interpolator that passes it to the provider's own. The rule is {@link java.util.ResourceBundle}'s,
 * which Hibernate Validator follows for its own messages: the asked language if urikit has it
 * (English, German, French); otherwise the JVM default's if urikit has it; otherwise English, the
 * root bundle, which is also what {@link Locale#ROOT} gets.
 */
class LocaleTest {

    @SuppressWarnings("unused")
    static class Form {
        @ValidUri(schemes = "https", publicHostsOnly = true)
        String link;
        @NotNull
        String name = null;
    }

    /** An interpolator that asks for one locale, as Spring's {@code LocaleContextMessageInterpolator} does. */
    private record AskFor(Locale locale, MessageInterpolator target) implements MessageInterpolator {
        @Override
        public String interpolate(String template, Context context) {
            return target.interpolate(template, context, locale);
        }

        @Override
        public String interpolate(String template, Context context, Locale ignored) {
            return target.interpolate(template, context, locale);
        }
    }

    private static final Map<String, Validator> VALIDATORS = new ConcurrentHashMap<>();

    /** A validator asked for the locale; on Apache BVal through urikit's interpolator. */
    private static Validator validator(Provider p, Locale asked) {
        return VALIDATORS.computeIfAbsent(p + "/" + asked, k -> {
            Configuration<?> config = p == Provider.HIBERNATE_VALIDATOR
                    ? Validation.byProvider(HibernateValidator.class).configure()
                    : Validation.byProvider(ApacheValidationProvider.class).configure();
            MessageInterpolator own = config.getDefaultMessageInterpolator();
            MessageInterpolator urikit = p == Provider.HIBERNATE_VALIDATOR ? own : new ValidUriMessageInterpolator(own);
            return config.messageInterpolator(new AskFor(asked, urikit)).buildValidatorFactory().getValidator();
        });
    }

    /** The three values and their messages in each language urikit has. */
    private static final List<String> VALUES = List.of("http://a b/", "https://h:8x/", "https://10.0.0.1/");
    private static final Map<String, List<String>> MESSAGES = Map.of(
            "en", List.of(
                    "invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)",
                    "invalid character 'x' (U+0078) in port at index 11 (RFC 3986 port)",
                    "host 10.0.0.1 is a private address"),
            "de", List.of(
                    "ungültiges Zeichen ' ' (U+0020) im Host an Index 8 (RFC 3986 reg-name)",
                    "ungültiges Zeichen 'x' (U+0078) im Port an Index 11 (RFC 3986 port)",
                    "Host 10.0.0.1 ist eine private Adresse"),
            "fr", List.of(
                    "caractère invalide ' ' (U+0020) dans l'hôte à l'index 8 (RFC 3986 reg-name)",
                    "caractère invalide 'x' (U+0078) dans le port à l'index 11 (RFC 3986 port)",
                    "l'hôte 10.0.0.1 est une adresse privée"));

    /** The language the messages must be in: ResourceBundle's rule, with urikit's languages. */
    private static String expectedLanguage(Locale asked) {
        if (MESSAGES.containsKey(asked.getLanguage())) {
            return asked.getLanguage();
        }
        if (asked.equals(Locale.ROOT)) {
            return "en";
        }
        String fallback = Locale.getDefault().getLanguage();
        return MESSAGES.containsKey(fallback) && !asked.equals(Locale.getDefault()) ? fallback : "en";
    }

    static Stream<Arguments> asked() {
        List<Locale> locales = List.of(Locale.ENGLISH, Locale.US, Locale.GERMAN, Locale.GERMANY, Locale.FRENCH,
                Locale.CANADA_FRENCH, Locale.JAPAN, Locale.ROOT);
        return Stream.of(Provider.values()).flatMap(p -> locales.stream().map(l -> Arguments.of(p, l)));
    }

    @ParameterizedTest(name = "{0} asked for \"{1}\"")
    @MethodSource("asked")
    void messagesAreInTheLocaleAskedFor(Provider p, Locale asked) {
        List<String> expected = MESSAGES.get(expectedLanguage(asked));
        Validator v = validator(p, asked);
        for (int i = 0; i < VALUES.size(); i++) {
            assertThat(Provider.texts(v.validateValue(Form.class, "link", VALUES.get(i))))
                    .as("%s asked for %s on a JVM whose default is %s", VALUES.get(i), asked, Locale.getDefault())
                    .containsExactly(expected.get(i));
        }
    }

    @Test
    void hibernateValidatorsOwnMessagesFollowTheSameRule() {
        // urikit's English on a German JVM is what Hibernate Validator itself does for @NotNull
        Map<String, String> notNull = Map.of("en", "must not be null", "de", "darf nicht null sein",
                "fr", "ne doit pas être nul");
        for (Locale asked : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            Set<String> own = Provider.texts(validator(Provider.HIBERNATE_VALIDATOR, asked).validateProperty(new Form(), "name"));
            assertThat(own).containsExactly(notNull.get(asked.getLanguage()));
        }
    }

    @Test
    void theInterpolatorLeavesHibernateValidatorsTemplatesToIt() {
        Configuration<?> config = Validation.byProvider(HibernateValidator.class).configure();
        Validator v = config.messageInterpolator(new AskFor(Locale.FRENCH,
                new ValidUriMessageInterpolator(config.getDefaultMessageInterpolator()))).buildValidatorFactory().getValidator();
        for (int i = 0; i < VALUES.size(); i++) {
            assertThat(Provider.texts(v.validateValue(Form.class, "link", VALUES.get(i))))
                    .containsExactly(MESSAGES.get("fr").get(i));
        }
        assertThatThrownBy(() -> new ValidUriMessageInterpolator(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("delegate");
    }

    @Test
    void runsOnTheJvmDefaultLocaleItWasStartedFor() {
        assertThat(System.getProperty("urikit.test.defaultLanguage"))
                .as("run by the locale-* executions of the surefire plugin, which set the JVM default locale")
                .isNotNull()
                .isEqualTo(Locale.getDefault().getLanguage());
    }
}
