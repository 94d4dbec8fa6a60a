package org.urikit.it.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;

import org.urikit.Iri;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;

/** A JSON body with every kind of urikit value. */
@Serdeable
public record Link(@HttpUrl Uri href, @Nullable UriReference ref, @Nullable RelativeReference relative,
        @Nullable Rfc1808Url old, @Nullable Rfc1738Url older, @Nullable Iri iri, @Nullable WhatwgUrl browser,
        @Nullable @ValidUri(schemes = "https") String text) {
}
