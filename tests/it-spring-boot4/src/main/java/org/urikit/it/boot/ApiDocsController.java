package org.urikit.it.boot;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.validation.Valid;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * Endpoints whose OpenAPI document (springdoc, /v3/api-docs) the tests read: every urikit type in
 * a response body, containers, constraints on urikit and String fields, and parameters.
 */
@RestController
public class ApiDocsController {
    /** Every urikit type, containers of them, and constrained fields. */
    public record Links(
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
            Map<String, UriReference> referenceMap,
            Optional<Iri> optionalIri,
            @HttpUrl Uri site,
            @WebhookUrl(maxLength = 1024) Uri webhook,
            @ValidUri(schemes = {"http", "https"}) String homepage,
            String plainText,
            int count) {
    }

    @GetMapping("/links")
    public Links links(@RequestParam(required = false) List<Uri> mirror, @RequestParam(required = false) Optional<Iri> page,
            @RequestParam(required = false) String tag, @RequestParam(required = false) List<String> tags,
            @RequestParam(required = false) java.net.URI origin,
            @RequestParam(required = false) List<@HttpUrl String> sites,
            @RequestParam(required = false) Optional<@WebhookUrl String> hook) {
        return new Links(Uri.parse("https://example.com/"), null, null, null, null, null, null, null, null,
                mirror == null ? List.of() : mirror, Map.of(), page, null, null, null, "text", 1);
    }

    /** Query parameters bound to a DTO (springdoc's {@code @ParameterObject}). */
    public record Filter(Uri since, @HttpUrl String site, List<Uri> mirrors) {
    }

    @GetMapping("/filtered")
    public Filter filtered(@org.springdoc.core.annotations.ParameterObject Filter filter) {
        return filter;
    }

    @GetMapping("/canonical")
    public Uri canonical(@RequestParam @WebhookUrl String of) {
        return Uri.parse(of);
    }

    /** The README's DTO (section "Bean validation"), documented in the README's OpenAPI section. */
    @PostMapping("/subscriptions")
    public SubscriptionRequest subscribe(@Valid @RequestBody SubscriptionRequest request) {
        return request;
    }
}
