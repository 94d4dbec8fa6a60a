package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;

import jakarta.validation.ValidationException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.ReferenceForm;

/** {@code initialize} checks the annotation's own attributes and fails fast, on both providers. */
class InitializeTest {

    @SuppressWarnings("unused")
    static class BadScheme {
        @ValidUri(schemes = {"https", "ht tp"})
        String link;
    }

    @SuppressWarnings("unused")
    static class SchemeWithColon {
        @ValidUri(schemes = "https:")
        String link;
    }

    @SuppressWarnings("unused")
    static class EmptyScheme {
        @ValidUri(schemes = "")
        String link;
    }

    @SuppressWarnings("unused")
    static class DigitFirst {
        @ValidUri(schemes = "1http")
        String link;
    }

    @SuppressWarnings("unused")
    static class BadPort {
        @ValidUri(ports = {443, 65536})
        String link;
    }

    @SuppressWarnings("unused")
    static class NegativeLength {
        @ValidUri(maxLength = -1)
        String link;
    }

    @SuppressWarnings("unused")
    static class RelativeWithSchemes {
        @ValidUri(form = ReferenceForm.RELATIVE, schemes = "https")
        String link;
    }

    @SuppressWarnings("unused")
    static class Rfc1738Relative {
        @ValidUri(grammar = org.urikit.Rfc.RFC_1738, form = ReferenceForm.RELATIVE)
        String link;
    }

    @SuppressWarnings("unused")
    static class GoodSchemes {
        @ValidUri(schemes = {"coap+tcp", "z39.50r", "ms-settings", "A"})
        String link;
    }

    private static Throwable rootCause(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return c;
    }

    private static void assertFails(Provider p, Class<?> bean, String message) {
        assertThatThrownBy(() -> p.with(Locale.ENGLISH, v -> v.validateValue(bean, "link", "https://a/")))
                .isInstanceOf(ValidationException.class)
                .satisfies(e -> assertThat(rootCause(e)).isInstanceOf(IllegalArgumentException.class)
                        .hasMessage(message));
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void rejectsSchemeNamesThatAreNotSchemes(Provider p) {
        String rule = "\" is not a scheme name (RFC 3986 §3.1: a letter, then letters, digits, '+', '-' or '.'; no ':')";
        assertFails(p, BadScheme.class, "@ValidUri(schemes): \"ht tp" + rule);
        assertFails(p, SchemeWithColon.class, "@ValidUri(schemes): \"https:" + rule);
        assertFails(p, EmptyScheme.class, "@ValidUri(schemes): \"" + rule);
        assertFails(p, DigitFirst.class, "@ValidUri(schemes): \"1http" + rule);
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void rejectsPortsOutsideTheRangeAndNegativeLengths(Provider p) {
        assertFails(p, BadPort.class, "@ValidUri(ports): 65536 is not a port (0 to 65535)");
        assertFails(p, NegativeLength.class, "@ValidUri(maxLength = -1): must be at least 0");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void rejectsSchemesOnRelativeReferences(Provider p) {
        assertFails(p, RelativeWithSchemes.class,
                "@ValidUri(form = RELATIVE) cannot have schemes: a relative reference has no scheme");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void rejectsRelativeFormUnderRfc1738(Provider p) {
        assertFails(p, Rfc1738Relative.class, "@ValidUri(grammar = RFC_1738, form = RELATIVE): RFC 1738 has no relative form");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void acceptsEverySchemeNameShape(Provider p) {
        assertThat(p.messages(GoodSchemes.class, "link", "Z39.50R://a/")).isEmpty();
        assertThat(p.messages(GoodSchemes.class, "link", "a:b")).isEmpty();
        assertThat(p.messages(GoodSchemes.class, "link", "http://a/")).containsExactly(
                "scheme \"http\" is not allowed (allowed: a, coap+tcp, ms-settings, z39.50r)");
    }
}
