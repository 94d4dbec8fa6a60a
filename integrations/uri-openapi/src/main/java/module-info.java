/**
 * urikit in OpenAPI documents and JSON Schemas. swagger-core (with the Jackson 2 it runs on) and
 * victools jsonschema-generator (with Jackson 3) are optional ({@code requires static}): the
 * application brings the one it uses.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module", "exports"})
module org.urikit.openapi {
    requires transitive org.urikit;
    requires transitive org.urikit.validation;
    requires static transitive org.jspecify;
    requires static transitive io.swagger.v3.core;
    requires static transitive io.swagger.v3.oas.models;
    requires static io.swagger.v3.oas.annotations;
    requires static com.fasterxml.jackson.databind;
    requires static com.github.victools.jsonschema.generator;
    requires static tools.jackson.databind;
    requires static com.fasterxml.classmate;

    exports org.urikit.openapi;
    exports org.urikit.openapi.jsonschema;

    provides io.swagger.v3.core.converter.ModelConverter with org.urikit.openapi.UriModelConverter;
}
