package org.urikit.it.frameworks;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.glassfish.jersey.internal.MapPropertiesDelegate;
import org.glassfish.jersey.server.ApplicationHandler;
import org.glassfish.jersey.server.ContainerRequest;
import org.glassfish.jersey.server.ContainerResponse;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.WhatwgUrl;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;

/**
 * Jersey (the JAX-RS reference implementation) binds {@code @QueryParam}, {@code @PathParam} and
 * {@code @HeaderParam} parameters of urikit types through their static {@code valueOf(String)}, with
 * no ParamConverter registered. Requests go through Jersey's {@link ApplicationHandler} in process:
 * the same request matching, parameter decoding and binding as behind a server, without a socket.
 */
class JaxRsBindingTest {
    /** The resource: each method answers the class and exact text of what it was given. */
    @Path("links")
    public static class Links {
        @GET
        public String query(@QueryParam("since") Uri since, @QueryParam("ref") UriReference ref,
                @QueryParam("rel") RelativeReference rel, @QueryParam("old") Rfc1808Url old,
                @QueryParam("legacy") Rfc1738Url legacy) {
            return describe(since) + " " + describe(ref) + " " + describe(rel) + " " + describe(old) + " "
                    + describe(legacy);
        }

        @GET
        @Path("rel/{ref}")
        public String path(@PathParam("ref") RelativeReference ref) {
            return describe(ref);
        }

        @GET
        @Path("hook")
        public String hook(@QueryParam("url") WhatwgUrl url) {
            return describe(url);
        }

        @GET
        @Path("header")
        public String header(@HeaderParam("X-Callback") Uri callback) {
            return describe(callback);
        }

        private static String describe(Object value) {
            return value == null ? "-" : value.getClass().getSimpleName() + "<" + value + ">";
        }
    }

    private final ApplicationHandler app = new ApplicationHandler(new ResourceConfig(Links.class));

    private ContainerResponse get(String pathAndQuery, String header) throws Exception {
        ContainerRequest request = new ContainerRequest(URI.create("http://localhost/"),
                URI.create("http://localhost/" + pathAndQuery), "GET", null, new MapPropertiesDelegate(), null);
        if (header != null) {
            request.header("X-Callback", header);
        }
        return app.apply(request).get();
    }

    private static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    @Test
    void queryParametersOfEveryTypeBindThroughValueOf() throws Exception {
        ContainerResponse r = get("links?since=" + q("https://Example.com/a?b=c#d") + "&ref=" + q("mailto:a@example.com")
                + "&rel=" + q("../x;p?y") + "&old=" + q("http://a/b;p?q") + "&legacy=" + q("news:comp.lang.java"), null);
        assertThat(r.getStatus()).isEqualTo(200);
        assertThat(r.getEntity()).isEqualTo("Uri<https://Example.com/a?b=c#d> Uri<mailto:a@example.com>"
                + " RelativeReference<../x;p?y> Rfc1808Url<http://a/b;p?q> Rfc1738Url<news:comp.lang.java>");
    }

    @Test
    void aUriReferenceParameterKeepsItsKind() throws Exception {
        ContainerResponse r = get("links?ref=" + q("//example.com/a"), null);
        assertThat(r.getEntity()).isEqualTo("- RelativeReference<//example.com/a> - - -");
    }

    @Test
    void pathAndHeaderParametersBindToo() throws Exception {
        ContainerResponse path = get("links/rel/" + q("a;b=c"), null);
        assertThat(path.getStatus()).isEqualTo(200);
        assertThat(path.getEntity()).isEqualTo("RelativeReference<a;b=c>");
        ContainerResponse header = get("links/header", "https://cb.example/hook");
        assertThat(header.getEntity()).isEqualTo("Uri<https://cb.example/hook>");
    }

    @Test
    void invalidValuesAreRejectedAsJaxRsSays() throws Exception {
        // JAX-RS: a @QueryParam or @PathParam whose valueOf throws answers 404, a @HeaderParam 400
        assertThat(get("links?since=" + q("/no/scheme"), null).getStatus()).isEqualTo(404);
        assertThat(get("links?since=" + q("http://a b/"), null).getStatus()).isEqualTo(404);
        assertThat(get("links/rel/" + q("http:x"), null).getStatus()).isEqualTo(404);
        assertThat(get("links/header", "http://alice:S3cretPw@a b/").getStatus()).isEqualTo(400);
    }

    @Test
    void aWhatwgUrlParameterBindsThroughValueOfAsTheStandardReadsIt() throws Exception {
        ContainerResponse r = get("links/hook?url=" + q(" HTTPS://Hooks.Example.COM:443/a b "), null);
        assertThat(r.getStatus()).isEqualTo(200);
        assertThat(r.getEntity()).isEqualTo("WhatwgUrl<https://hooks.example.com/a%20b>");
        assertThat(get("links/hook?url=" + q("https://h:99999/"), null).getStatus()).isEqualTo(404);
    }
}
