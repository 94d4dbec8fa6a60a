package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.json.JsonMapper;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.urikit.ReferenceForm;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.jackson.UriModule;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * Fuzz tests of the adapters: {@code @ValidUri}'s validators through a real Hibernate Validator,
 * and the Jackson 2 deserializers (values and map keys). Regression inputs in
 * {@code src/test/resources/org/urikit/robustness/AdapterFuzzTestInputs/<method>/}.
 */
class AdapterFuzzTest {
    private static ValidatorFactory factory;
    private static Validator validator;
    private static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new UriModule()).build();

    /** A bean with each kind of option the validators have. */
    static final class Bean {
        @ValidUri(schemeRules = false)
        String plain;
        @ValidUri(form = ReferenceForm.ANY)
        String any;
        @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY)
        String rfc1808;
        @ValidUri(grammar = Rfc.RFC_1738)
        String rfc1738;
        @WebhookUrl
        String webhook;
        @ValidUri(schemes = {"http", "https"}, requireHost = true, allowUserinfo = false, publicHostsOnly = true,
                normalForm = ValidUri.NormalForm.SCHEME_BASED, ports = {80, 443}, maxLength = 2000)
        String strict;

        Bean(String s) {
            plain = s;
            any = s;
            rfc1808 = s;
            rfc1738 = s;
            webhook = s;
            strict = s;
        }
    }

    @BeforeAll
    static void startValidator() {
        factory = Validation.buildDefaultValidatorFactory();
        validator = factory.getValidator();
    }

    @AfterAll
    static void closeValidator() {
        factory.close();
    }

    /** Validators never throw; the plain constraint's verdict is RFC 3986's, and a webhook URL is valid only if https with a host. */
    @FuzzTest
    void validUri(FuzzedDataProvider data) {
        String input = data.consumeRemainingAsString();
        Set<ConstraintViolation<Bean>> violations = validator.validate(new Bean(input));
        boolean plainValid = violations.stream().noneMatch(v -> v.getPropertyPath().toString().equals("plain"));
        assertThat(plainValid).as("plain @ValidUri on %s", input).isEqualTo(Uri.check(input).isEmpty());
        boolean anyValid = violations.stream().noneMatch(v -> v.getPropertyPath().toString().equals("any"));
        if (anyValid) {
            assertThat(UriReference.check(input)).isEmpty();
        }
        boolean webhookValid = violations.stream().noneMatch(v -> v.getPropertyPath().toString().equals("webhook"));
        if (webhookValid) {
            Uri uri = Uri.parse(input);
            // schemes are case-insensitive (RFC 3986 §3.1): finding crash-8857e899 was "HTTPS://…"
            assertThat(uri.scheme()).isEqualToIgnoringCase("https");
            assertThat(uri.host()).isPresent();
            assertThat(uri.userinfo()).isEmpty();
        }
        for (ConstraintViolation<Bean> v : violations) {
            assertThat(v.getMessage()).isNotEmpty();
        }
    }

    /** The Jackson 2 deserializers: a value or InvalidFormatException, and the exact text back. */
    @FuzzTest
    void jackson(FuzzedDataProvider data) throws JsonProcessingException {
        String input = data.consumeRemainingAsString();
        String json = MAPPER.writeValueAsString(input);
        readsExactlyOrFails(json, input, Uri.class, Uri.check(input).isEmpty());
        readsExactlyOrFails(json, input, UriReference.class, UriReference.check(input).isEmpty());
        readsExactlyOrFails(json, input, RelativeReference.class, RelativeReference.check(input).isEmpty());
        String mapJson = "{" + json + ":1}";
        try {
            Map<UriReference, Integer> map = MAPPER.readValue(mapJson, new TypeReference<Map<UriReference, Integer>>() { });
            assertThat(UriReference.check(input)).isEmpty();
            assertThat(map.keySet().iterator().next().toString()).isEqualTo(input);
        } catch (InvalidFormatException e) {
            assertThat(UriReference.check(input)).isPresent();
        } catch (com.fasterxml.jackson.databind.DatabindException e) {
            assertThat(UriReference.check(input)).as("key deserializer failure: %s", e.getMessage()).isPresent();
        }
    }

    private static void readsExactlyOrFails(String json, String input, Class<?> type, boolean valid)
            throws JsonProcessingException {
        try {
            Object value = MAPPER.readValue(json, type);
            assertThat(valid).as("%s accepted %s", type.getSimpleName(), input).isTrue();
            assertThat(value.toString()).isEqualTo(input);
            assertThat(MAPPER.writeValueAsString(value)).isEqualTo(json);
        } catch (InvalidFormatException e) {
            assertThat(valid).as("%s rejected %s: %s", type.getSimpleName(), input, e.getMessage()).isFalse();
        }
    }
}
