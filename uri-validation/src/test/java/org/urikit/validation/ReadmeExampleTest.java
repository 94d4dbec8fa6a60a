package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;

import jakarta.validation.constraints.NotNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.ReferenceForm;

/** The DTO of the README's validation section, as printed there (docs/VALIDATION.md has the rules). */
class ReadmeExampleTest {

    public record SubscriptionRequest(
            @NotNull @WebhookUrl String callback,
            @HttpUrl String homepage,
            List<@ValidUri(schemes = {"http", "https"}, ports = {80, 443}) String> mirrors,
            Optional<@ValidUri(form = ReferenceForm.RELATIVE, allowQuery = false) String> returnPath,
            @ValidUri(schemes = "mailto") java.net.URI contact) {
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void printsWhatTheReadmeSays(Provider p) {
        SubscriptionRequest bad = new SubscriptionRequest("https://10.0.0.1/hook", "ftp://x", List.of("https://m.example:8443/"),
                Optional.of("/done?x"), java.net.URI.create("http://a/"));
        assertThat(p.violations(bad)).containsExactly(
                "callback: host 10.0.0.1 is a private address",
                "contact: scheme \"http\" is not allowed (allowed: mailto)",
                "homepage: scheme \"ftp\" is not allowed (allowed: http, https)",
                "mirrors[0].<list element>: port 8443 is not allowed (allowed: 80, 443)",
                "returnPath: a query is not allowed");
        SubscriptionRequest good = new SubscriptionRequest("https://hooks.example.com/in", null, List.of(),
                Optional.empty(), java.net.URI.create("mailto:ops@example.com"));
        assertThat(p.violations(good)).isEmpty();
    }
}
