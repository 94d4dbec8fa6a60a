package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import jakarta.validation.MessageInterpolator;
import jakarta.validation.Validation;
import jakarta.validation.ValidationException;
import jakarta.validation.Validator;

import org.apache.bval.jsr.ApacheValidationProvider;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.WhatwgUrl;

/**
 * {@code @ValidUri} on {@link WhatwgUrl} values (issue #24): a validator is found (no HV000030) on
 * both providers, and the options judge the Standard's reading, as with {@code whatwg = ONLY}.
 */
class WhatwgUrlValidationTest {

    @SuppressWarnings("unused")
    static class Hooks {
        @ValidUri
        WhatwgUrl any;
        @ValidUri(schemes = "https", publicHostsOnly = true, allowUserinfo = false)
        WhatwgUrl strict;
        @ValidUri(form = ReferenceForm.ABSOLUTE_URI, requireHost = true)
        WhatwgUrl absolute;
        @ValidUri(form = ReferenceForm.ANY, whatwg = ValidUri.Whatwg.AGREE)
        WhatwgUrl anyForm;
        @WebhookUrl
        WhatwgUrl webhook;
        @ValidUri(maxLength = 20)
        WhatwgUrl shortOne;
    }

    record Subscription(List<@ValidUri(schemes = "https") WhatwgUrl> mirrors) {
    }

    @SuppressWarnings("unused")
    static class OtherGrammar {
        @ValidUri(grammar = Rfc.RFC_1808)
        WhatwgUrl url;
    }

    @SuppressWarnings("unused")
    static class Relative {
        @ValidUri(form = ReferenceForm.RELATIVE)
        WhatwgUrl url;
    }

    @SuppressWarnings("unused")
    static class Normalized {
        @ValidUri(normalForm = ValidUri.NormalForm.SYNTAX_BASED)
        WhatwgUrl url;
    }

    private static Set<String> check(Provider p, String property, String url) {
        return p.messages(Hooks.class, property, WhatwgUrl.parse(url));
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void aValidatorIsFoundAndJudgesTheHrefAsTheStandardReadsIt(Provider p) {
        // the href keeps '|' and '^', which RFC 3986 refuses: the value is judged by the Standard, not by RFC 3986
        assertThat(WhatwgUrl.parse("https://h/a|b?c^").href()).isEqualTo("https://h/a|b?c^");
        assertThat(check(p, "any", "https://h/a|b?c^")).isEmpty();
        assertThat(check(p, "any", " HTTP://Example.COM\\a b ")).isEmpty();
        assertThat(check(p, "anyForm", "http:evil.com")).isEmpty();
        assertThat(p.messages(Hooks.class, "any", null)).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theOptionsJudgeTheStandardsReading(Provider p) {
        assertThat(check(p, "strict", "https://hooks.example.com/x")).isEmpty();
        assertThat(check(p, "strict", "http://hooks.example.com/x")).containsExactly(
                "scheme \"http\" is not allowed (allowed: https)");
        // the host the client will call: 127.0.0.1, whatever the text looked like
        assertThat(check(p, "strict", "https://127.0.0.1\\@evil.com")).containsExactly(
                "host 127.0.0.1 is a loopback address");
        assertThat(check(p, "strict", "https://0x7f.1/")).containsExactly("host 127.0.0.1 is a loopback address");
        assertThat(check(p, "strict", "https://u:s3cret@hooks.example.com/")).containsExactly("credentials are not allowed");
        assertThat(check(p, "absolute", "https://h/#f")).containsExactly("a fragment is not allowed");
        assertThat(check(p, "absolute", "mailto:a@example.com")).hasSize(1);
        assertThat(check(p, "webhook", "https://hooks.example.com/a/%2e%2e/admin")).isEmpty();
        assertThat(check(p, "webhook", "http://127.0.0.1:8080/")).isNotEmpty()
                .allSatisfy(m -> assertThat(m).doesNotContain("s3cret"));
        assertThat(check(p, "shortOne", "https://example.com/a/b/c")).hasSize(1).first().asString().contains("25");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void messagesAreTranslatedForWhatwgUrlValuesToo(Provider p) {
        // '|' makes the href invalid RFC 3986: only the Standard's reading gives the scheme message
        assertThat(p.messages(Locale.GERMAN, Hooks.class, "strict", WhatwgUrl.parse("http://hooks.example.com/a|b")))
                .containsExactly("Schema \"http\" ist nicht erlaubt (erlaubt: https)");
    }

    @Test
    void onApacheBValTheInterpolatorTranslatesTheMessagesOfWhatwgUrlValues() {
        var config = Validation.byProvider(ApacheValidationProvider.class).configure();
        MessageInterpolator urikit = new ValidUriMessageInterpolator(config.getDefaultMessageInterpolator());
        MessageInterpolator german = new MessageInterpolator() {
            @Override
            public String interpolate(String template, Context context) {
                return urikit.interpolate(template, context, Locale.GERMAN);
            }

            @Override
            public String interpolate(String template, Context context, Locale locale) {
                return urikit.interpolate(template, context, Locale.GERMAN);
            }
        };
        synchronized (Provider.class) {
            Locale old = Locale.getDefault();
            Locale.setDefault(Locale.ENGLISH);
            try (var factory = config.messageInterpolator(german).buildValidatorFactory()) {
                Validator v = factory.getValidator();
                // the template is filled in English at validation time; the interpolator finds the
                // problems of the WhatwgUrl again (as the Standard reads it) to put it into German
                assertThat(Provider.texts(v.validateValue(Hooks.class, "strict", WhatwgUrl.parse("http://hooks.example.com/a|b"))))
                        .containsExactly("Schema \"http\" ist nicht erlaubt (erlaubt: https)");
            } finally {
                Locale.setDefault(old);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void containerElementsAndBeans(Provider p) {
        assertThat(p.violations(new Subscription(List.of(WhatwgUrl.parse("https://a/"), WhatwgUrl.parse("ftp://b/")))))
                .containsExactly("mirrors[1].<list element>: scheme \"ftp\" is not allowed (allowed: https)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void attributesThatDoNotApplyToTheStandardsReadingFailAtInitialization(Provider p) {
        assertThatThrownBy(() -> p.messages(OtherGrammar.class, "url", WhatwgUrl.parse("http://h/")))
                .isInstanceOf(ValidationException.class)
                .hasStackTraceContaining("@ValidUri on a WhatwgUrl (grammar = RFC_1808)");
        assertThatThrownBy(() -> p.messages(Relative.class, "url", WhatwgUrl.parse("http://h/")))
                .isInstanceOf(ValidationException.class)
                .hasStackTraceContaining("@ValidUri on a WhatwgUrl (form = RELATIVE)");
        assertThatThrownBy(() -> p.messages(Normalized.class, "url", WhatwgUrl.parse("http://h/")))
                .isInstanceOf(ValidationException.class)
                .hasStackTraceContaining("@ValidUri on a WhatwgUrl (normalForm = SYNTAX_BASED)");
    }

    @SuppressWarnings("unused")
    static class Texts {
        @ValidUri(whatwg = ValidUri.Whatwg.ONLY)
        String only;
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theStandardsFailureNamesItsComponentInEveryLanguage(Provider p) {
        assertThat(p.messages(Texts.class, "only", "http://h:99999/")).containsExactly(
                "browsers and HTTP clients (WHATWG URL Standard) cannot read it: port-out-of-range in port at index 9");
        assertThat(p.messages(Locale.GERMAN, Texts.class, "only", "http://[::1")).containsExactly(
                "Browser und HTTP-Clients (WHATWG URL Standard) k\u00f6nnen es nicht lesen: IPv6-unclosed im Host an Index 7");
        assertThat(p.messages(Locale.FRENCH, Texts.class, "only", "nope")).containsExactly(
                "les navigateurs et clients HTTP (WHATWG URL Standard) ne peuvent pas le lire : "
                        + "missing-scheme-non-relative-URL dans le sch\u00e9ma \u00e0 l'index 0");
    }
}
