/**
 * Jakarta JSON Binding (JSON-B) support for urikit values: {@link org.urikit.jsonb.UriJsonb}.
 */
module org.urikit.jsonb {
    requires static org.jspecify;
    requires transitive org.urikit;
    requires transitive jakarta.json;
    requires transitive jakarta.json.bind;

    exports org.urikit.jsonb;
}
