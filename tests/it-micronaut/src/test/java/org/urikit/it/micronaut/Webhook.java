package org.urikit.it.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.GeneratedValue;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.serde.annotation.Serdeable;

import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.validation.WebhookUrl;

/** An entity with urikit values, no annotation on them beyond validation. */
@Serdeable
@MappedEntity
public record Webhook(@Id @GeneratedValue @Nullable Long id, @WebhookUrl Uri callback, @Nullable UriReference next) {
}
