package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;

import org.hibernate.validator.HibernateValidator;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;

/** {@link ValidUriCheck}: the validators' rules and messages without a Jakarta Validation provider. */
class ValidUriCheckTest {
    private static final String SECRET = "s3cr3tPW";

    static final class Hook {
        @ValidUri(schemes = "https", allowUserinfo = false, publicHostsOnly = true)
        String url;

        @ValidUri(schemes = "https", message = "bad {scheme} in {my.key}")
        String custom;
    }

    private static ValidUri annotation(String field) throws Exception {
        return Hook.class.getDeclaredField(field).getAnnotation(ValidUri.class);
    }

    @Test
    void givesTheMessagesHibernateValidatorGivesInTheLocale() throws Exception {
        ValidUriCheck check = ValidUriCheck.of(annotation("url"));
        String bad = "http://u:" + SECRET + "@127.0.0.1/";
        for (Locale locale : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
            Hook hook = new Hook();
            hook.url = bad;
            Set<String> expected;
            try (ValidatorFactory f = Validation.byProvider(HibernateValidator.class).configure()
                    .defaultLocale(locale).buildValidatorFactory()) {
                Validator v = f.getValidator();
                expected = v.validateProperty(hook, "url").stream().map(ConstraintViolation::getMessage)
                        .collect(Collectors.toSet());
            }
            List<String> messages = check.messages(bad, locale);
            assertThat(messages).hasSize(3).containsExactlyInAnyOrderElementsOf(expected);
            assertThat(String.join(" ", messages)).doesNotContain(SECRET);
        }
        assertThat(check.messages(bad, Locale.GERMAN)).anySatisfy(m -> assertThat(m).contains("nicht"));
    }

    @Test
    void validValuesAndNullHaveNoMessages() throws Exception {
        ValidUriCheck check = ValidUriCheck.of(annotation("url"));
        assertThat(check.messages("https://example.com/", Locale.ROOT)).isEmpty();
        assertThat(check.messages(null, Locale.ROOT)).isEmpty();
        assertThat(check.isValid(Uri.parse("https://example.com/"))).isTrue();
        assertThat(check.isValid(new URL("https://example.com/"))).isTrue();
        assertThat(check.isValid(null)).isTrue();
        assertThat(check.isValid("ftp://example.com/")).isFalse();
        assertThat(check.customMessage()).isFalse();
    }

    @Test
    void aCustomMessageIsOneMessageWithItsParametersFilledAndOtherKeysLeft() throws Exception {
        ValidUriCheck check = ValidUriCheck.of(annotation("custom"));
        assertThat(check.customMessage()).isTrue();
        assertThat(check.messages("ftp://h/", Locale.ENGLISH)).containsExactly("bad ftp in {my.key}");
    }

    @Test
    void invalidAttributesFailAtCreationAndNullsAreRejected() {
        ValidUri bad = new ValidUri() {
            @Override
            public Class<? extends java.lang.annotation.Annotation> annotationType() {
                return ValidUri.class;
            }

            @Override
            public String message() {
                return "{org.urikit.validation.ValidUri.message}";
            }

            @Override
            public Class<?>[] groups() {
                return new Class<?>[0];
            }

            @SuppressWarnings({"unchecked", "rawtypes"})
            @Override
            public Class<? extends jakarta.validation.Payload>[] payload() {
                return new Class[0];
            }

            @Override
            public org.urikit.Rfc grammar() {
                return org.urikit.Rfc.RFC_3986;
            }

            @Override
            public org.urikit.ReferenceForm form() {
                return org.urikit.ReferenceForm.URI;
            }

            @Override
            public String[] schemes() {
                return new String[] {"not a scheme"};
            }

            @Override
            public boolean schemeRules() {
                return true;
            }

            @Override
            public boolean requireHost() {
                return false;
            }

            @Override
            public boolean allowUserinfo() {
                return true;
            }

            @Override
            public boolean allowQuery() {
                return true;
            }

            @Override
            public boolean allowFragment() {
                return true;
            }

            @Override
            public org.urikit.HostKind[] hostKinds() {
                return new org.urikit.HostKind[0];
            }

            @Override
            public int[] ports() {
                return new int[0];
            }

            @Override
            public int maxLength() {
                return Integer.MAX_VALUE;
            }

            @Override
            public boolean publicHostsOnly() {
                return false;
            }

            @Override
            public NormalForm normalForm() {
                return NormalForm.NONE;
            }

            @Override
            public Whatwg whatwg() {
                return Whatwg.OFF;
            }
        };
        assertThatThrownBy(() -> ValidUriCheck.of(bad)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ValidUriCheck.of(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("constraint");
        assertThatThrownBy(() -> ValidUriCheck.of(annotation("url")).messages("x", null))
                .isInstanceOf(NullPointerException.class).hasMessage("locale");
    }
}
