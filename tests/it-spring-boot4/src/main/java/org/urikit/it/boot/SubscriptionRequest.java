package org.urikit.it.boot;

import java.util.List;
import java.util.Optional;

import jakarta.validation.constraints.NotNull;

import org.urikit.ReferenceForm;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/** The README's DTO, as its section "Bean validation" declares it. */
public record SubscriptionRequest(
        @NotNull @WebhookUrl String callback,                      // https, public host, no credentials
        @HttpUrl String homepage,                                  // http/https, host, no credentials; null is fine
        List<@ValidUri(schemes = {"http", "https"}, ports = {80, 443}) String> mirrors,
        Optional<@ValidUri(form = ReferenceForm.RELATIVE, allowQuery = false) String> returnPath,
        @ValidUri(schemes = "mailto") java.net.URI contact) {
}
