package org.urikit.openapi;

import java.net.URI;
import java.net.URL;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.swagger.v3.oas.annotations.media.Schema;

import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ReferenceForm;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/** The test DTOs, shared by the swagger-core and the victools test. */
final class Dtos {
    private Dtos() {
    }

    /** One property per urikit type and container. */
    public record AllTypes(
            Uri uri,
            UriReference uriReference,
            RelativeReference relativeReference,
            Iri iri,
            IriReference iriReference,
            RelativeIriReference relativeIriReference,
            WhatwgUrl whatwgUrl,
            Rfc1808Url rfc1808Url,
            Rfc1738Url rfc1738Url,
            List<Uri> uriList,
            Uri[] uriArray,
            Optional<Uri> optionalUri,
            Map<String, UriReference> referenceMap,
            List<List<Iri>> nestedIris) {
    }

    /** The constraints, on urikit and on JDK types. */
    public record Constrained(
            @ValidUri(schemes = {"http", "https"}, allowUserinfo = false) Uri callback,
            @ValidUri String homepage,
            @ValidUri(form = ReferenceForm.ANY, schemes = "https", maxLength = 100) String link,
            @ValidUri(form = ReferenceForm.RELATIVE) String relative,
            @ValidUri(grammar = Rfc.RFC_3987) String iriText,
            @ValidUri(grammar = Rfc.RFC_1808) String legacy,
            @ValidUri(grammar = Rfc.RFC_1808, schemeRules = false) String legacyText,
            @ValidUri(whatwg = ValidUri.Whatwg.ONLY, schemes = "https") String browserUrl,
            @HttpUrl String site,
            @HttpUrl(maxLength = 300) CharSequence shortSite,
            @WebhookUrl Uri webhook,
            @WebhookUrl(maxLength = 512) String webhookText,
            @ValidUri(schemes = "ftp") URI javaNetUri,
            @HttpUrl URL javaNetUrl,
            @ValidUri(schemes = {"http", "https"}) @ValidUri(schemes = "https", maxLength = 64) String both,
            @Schema(description = "Where we send events", format = "uri-template") @HttpUrl String described) {
    }

    /** Nullable in the OpenAPI 3.1 way (a type array) and the 3.0 way. */
    public record Nullables(
            @Schema(types = {"string", "null"}, nullable = true) @HttpUrl String site,
            @Schema(nullable = true) Uri uri) {
    }

    /** No urikit type and no urikit constraint: its schema must not change. */
    public record Plain(String name, URI javaNetUri, URL javaNetUrl, List<String> tags, Map<String, Integer> counts,
            Nested nested, Optional<String> note) {
    }

    /** A nested plain type. */
    public record Nested(int size, boolean flag) {
    }
}
