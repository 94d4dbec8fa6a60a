package org.urikit.it.quarkus.links;

import jakarta.validation.constraints.NotNull;

import org.urikit.validation.WebhookUrl;

/**
 * A webhook registration: a plain string that must be a public https URL.
 *
 * @param callback where to call
 */
public record Hook(@NotNull @WebhookUrl String callback) {
}
