package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.urikit.testing.InternalHostForms;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * {@code @WebhookUrl} and {@code @ValidUri(publicHostsOnly = true)}, through a real Hibernate
 * Validator, on the forms of internal hosts that {@link InternalHostForms} makes (the forms of
 * issue 15's bypass among them): zero may be accepted. The core's {@code InternalHostFormsTest}
 * runs the policy on every form; this test checks the validators' use of it on every eighth form
 * (seeded; about 11,000), which keeps it near two seconds.
 */
class WebhookUrlInternalHostsTest {
    private static final long SEED = Long.getLong("urikit.seed", 15L);
    private static ValidatorFactory factory;
    private static Validator validator;

    record Hook(@WebhookUrl String url, @ValidUri(publicHostsOnly = true) String any) {
    }

    @BeforeAll
    static void start() {
        factory = Validation.buildDefaultValidatorFactory();
        validator = factory.getValidator();
    }

    @AfterAll
    static void stop() {
        factory.close();
    }

    @Test
    void noFormOfAnInternalHostPasses() {
        List<String> accepted = new ArrayList<>();
        List<InternalHostForms.Form> forms = new InternalHostForms(SEED).all();
        Random pick = new Random(SEED);
        int validated = 0;
        for (InternalHostForms.Form f : forms) {
            if (pick.nextInt(8) != 0) {
                continue;
            }
            validated++;
            String url = "https://" + f.host() + "/";
            Set<ConstraintViolation<Hook>> violations = validator.validate(new Hook(url, url));
            long url1 = violations.stream().filter(v -> v.getPropertyPath().toString().equals("url")).count();
            long any = violations.stream().filter(v -> v.getPropertyPath().toString().equals("any")).count();
            if (url1 == 0 || any == 0) {
                accepted.add(f.host());
            }
        }
        // the bypass inputs of issue 15 and Unicode spellings of issue 18, by name
        for (String host : List.of("127.0.0.1%CD%8F", "169.254.169.254%EF%B8%8F", "10.0.0.1%E1%A0%8B", "127.1%F3%A0%84%80",
                "localhost4.localdomain4", "localhost6.localdomain6", "%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1",
                "127%E3%80%820%EF%BC%8E0%EF%BD%A11", "%EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94")) {
            String url = "https://" + host + "/";
            if (validator.validate(new Hook(url, url)).size() < 2) {
                accepted.add(host);
            }
        }
        System.out.println("@WebhookUrl on internal host forms (seed " + SEED + "): " + validated + " of " + forms.size() + " validated, "
                + accepted.size() + " accepted");
        assertThat(accepted).as("internal hosts accepted (seed %d)", SEED).isEmpty();
        assertThat(validated).isGreaterThan(8_000);
    }
}
