/**
 * Jakarta REST (JAX-RS 3.1 and 4.0) providers for urikit values: {@link org.urikit.jaxrs.UriFeature}.
 * JSON-B and uri-jsonb are optional: {@link org.urikit.jaxrs.UriJsonbResolver} needs them, the rest
 * does not. The package is opened because runtimes inject {@code @Context} fields reflectively.
 */
module org.urikit.jaxrs {
    requires static transitive org.jspecify;
    requires transitive org.urikit;
    requires transitive jakarta.ws.rs;
    requires static transitive org.urikit.jsonb;
    requires static transitive jakarta.json.bind;
    requires static jakarta.json;

    exports org.urikit.jaxrs;
    opens org.urikit.jaxrs;
}
