package org.urikit.openapi;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ReferenceForm;
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

/** The victools test's DTOs: classes with public fields, which victools' PLAIN_JSON preset reads. */
@SuppressWarnings("missing-explicit-ctor") // test DTOs
public final class DtosForJsonSchema {
    private DtosForJsonSchema() {
    }

    /** One field per urikit type and container. */
    public static class AllTypes {
        public Uri uri;
        public UriReference uriReference;
        public RelativeReference relativeReference;
        public Iri iri;
        public IriReference iriReference;
        public RelativeIriReference relativeIriReference;
        public WhatwgUrl whatwgUrl;
        public Rfc1808Url rfc1808Url;
        public Rfc1738Url rfc1738Url;
        public List<Uri> uriList;
        public Uri[] uriArray;
        public Optional<Uri> optionalUri;
        public Map<String, UriReference> referenceMap;
        public List<List<Iri>> nestedIris;
    }

    /** The constraints. */
    public static class Constrained {
        @ValidUri(schemes = {"http", "https"}, allowUserinfo = false)
        public Uri callback;
        @ValidUri
        public String homepage;
        @HttpUrl
        public String site;
        @WebhookUrl(maxLength = 512)
        public Uri webhook;
        public List<@ValidUri(form = ReferenceForm.ANY, maxLength = 80) String> mirrors;
    }

    /** Nothing of urikit's. */
    public static class Plain {
        public String name;
        public URI link;
        public List<String> tags;
        public Map<String, Integer> counts;
        public Optional<String> note;
    }
}
