package org.urikit.quarkus.deployment;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.parameters.RequestBody;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.jspecify.annotations.Nullable;
import org.urikit.openapi.UriStringSchema;

/**
 * The build-time OpenAPI filter that documents urikit values as JSON strings with their RFC's
 * {@code format}, and adds the {@code maxLength}, {@code pattern} and {@code description} of
 * {@code @ValidUri}, {@code @HttpUrl} and {@code @WebhookUrl} to the properties and parameters
 * that carry them: the facts come from {@link UriStringSchema}, as for springdoc
 * ({@code uri-openapi}).
 *
 * <p>SmallRye OpenAPI describes a urikit type by the component schema that the extension
 * configures for it ({@code mp.openapi.schema.org.urikit.Uri}, in uri-quarkus's
 * {@code META-INF/microprofile-config.properties}), named by the fully qualified class name, so
 * it cannot be confused with an application class of the same simple name. This filter replaces
 * every reference to such a component by the component's schema itself, with the type's facts,
 * and removes the component: the document then reads as springdoc's, where a urikit value is an
 * inline {@code string} schema. Constraints on members are applied afterwards, from what
 * {@link UrikitOpenApiProcessor} read at build time.
 *
 * <p>It runs once, while Quarkus builds the document; it is not thread-safe and needs not be.
 */
final class UrikitOasFilter implements OASFilter {
    private static final String COMPONENTS = "#/components/schemas/";

    /** The facts of each urikit type, by the component name its configured schema has. */
    private final Map<String, UriStringSchema> types;
    /** The facts of constrained properties, by component name, then property name. */
    private final Map<String, Map<String, UriStringSchema>> properties;
    /** The facts of constrained REST parameters. */
    private final List<ParameterFacts> parameters;
    /** The component schemas of urikit types, read from the document before they are removed. */
    private Map<String, Schema> typeSchemas = Map.of();

    /**
     * A constrained parameter of a REST method.
     *
     * @param method the HTTP method, upper case
     * @param path the path template of the method (class and method {@code @Path} joined), which
     *     the document's path ends with (the application path comes first)
     * @param in where the parameter is ({@code query}, {@code path}, {@code header}, {@code cookie})
     * @param name the parameter's name
     * @param facts what to add to its schema
     */
    record ParameterFacts(String method, String path, String in, String name, UriStringSchema facts) {
    }

    UrikitOasFilter(Map<String, UriStringSchema> types, Map<String, Map<String, UriStringSchema>> properties,
            List<ParameterFacts> parameters) {
        this.types = Map.copyOf(Objects.requireNonNull(types, "types"));
        this.properties = Map.copyOf(Objects.requireNonNull(properties, "properties"));
        this.parameters = List.copyOf(Objects.requireNonNull(parameters, "parameters"));
    }

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        Components components = openAPI.getComponents();
        if (components != null && components.getSchemas() != null) {
            Map<String, Schema> found = new java.util.HashMap<>();
            for (String name : types.keySet()) {
                Schema schema = components.getSchemas().get(name);
                if (schema != null) {
                    found.put(name, schema);
                }
            }
            typeSchemas = found;
        }
        if (!typeSchemas.isEmpty()) {
            inlineTypes(openAPI);
            for (String name : typeSchemas.keySet()) {
                components.removeSchema(name);
            }
        }
        if (components != null && components.getSchemas() != null) {
            properties.forEach((component, props) -> {
                Schema schema = components.getSchemas().get(component);
                if (schema == null || schema.getProperties() == null) {
                    return;
                }
                props.forEach((property, facts) -> {
                    Schema propertySchema = schema.getProperties().get(property);
                    if (propertySchema != null) {
                        describe(propertySchema, facts);
                    }
                });
            });
        }
        if (openAPI.getPaths() != null && openAPI.getPaths().getPathItems() != null) {
            for (ParameterFacts p : parameters) {
                openAPI.getPaths().getPathItems().forEach((path, item) -> {
                    if (!path.endsWith(p.path()) || item.getOperations() == null) {
                        return;
                    }
                    item.getOperations().forEach((method, operation) -> {
                        if (method.name().equals(p.method()) && operation.getParameters() != null) {
                            for (Parameter parameter : operation.getParameters()) {
                                if (p.name().equals(parameter.getName()) && parameter.getIn() != null
                                        && p.in().equals(parameter.getIn().toString())
                                        && parameter.getSchema() != null) {
                                    describe(parameter.getSchema(), p.facts());
                                }
                            }
                        }
                    });
                });
            }
        }
    }

    /** Replaces each reference to a urikit type's component by an inline schema, everywhere. */
    private void inlineTypes(OpenAPI openAPI) {
        Components components = openAPI.getComponents();
        if (components.getSchemas() != null) {
            components.getSchemas().forEach((name, schema) -> {
                if (!typeSchemas.containsKey(name)) {
                    walk(schema);
                }
            });
        }
        if (components.getParameters() != null) {
            components.getParameters().values().forEach(this::walk);
        }
        if (components.getRequestBodies() != null) {
            components.getRequestBodies().values().forEach(this::walk);
        }
        if (components.getResponses() != null) {
            components.getResponses().values().forEach(this::walk);
        }
        if (components.getHeaders() != null) {
            components.getHeaders().values().forEach(this::walk);
        }
        if (openAPI.getPaths() != null && openAPI.getPaths().getPathItems() != null) {
            for (PathItem item : openAPI.getPaths().getPathItems().values()) {
                if (item.getParameters() != null) {
                    item.getParameters().forEach(this::walk);
                }
                if (item.getOperations() != null) {
                    item.getOperations().values().forEach(this::walk);
                }
            }
        }
    }

    private void walk(Operation operation) {
        if (operation.getParameters() != null) {
            operation.getParameters().forEach(this::walk);
        }
        walk(operation.getRequestBody());
        if (operation.getResponses() != null) {
            if (operation.getResponses().getAPIResponses() != null) {
                operation.getResponses().getAPIResponses().values().forEach(this::walk);
            }
            walk(operation.getResponses().getDefaultValue());
        }
    }

    private void walk(@Nullable Parameter parameter) {
        if (parameter != null) {
            walk(parameter.getSchema());
            walk(parameter.getContent());
        }
    }

    private void walk(@Nullable RequestBody body) {
        if (body != null) {
            walk(body.getContent());
        }
    }

    private void walk(@Nullable APIResponse response) {
        if (response != null) {
            walk(response.getContent());
            if (response.getHeaders() != null) {
                response.getHeaders().values().forEach(this::walk);
            }
        }
    }

    private void walk(@Nullable Header header) {
        if (header != null) {
            walk(header.getSchema());
            walk(header.getContent());
        }
    }

    private void walk(@Nullable Content content) {
        if (content != null && content.getMediaTypes() != null) {
            for (MediaType mediaType : content.getMediaTypes().values()) {
                walk(mediaType.getSchema());
            }
        }
    }

    private void walk(@Nullable Schema schema) {
        if (schema == null) {
            return;
        }
        String ref = schema.getRef();
        if (ref != null && ref.startsWith(COMPONENTS)) {
            String name = ref.substring(COMPONENTS.length());
            Schema component = typeSchemas.get(name);
            if (component != null) {
                inline(schema, component, types.get(name));
                return;
            }
        }
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(this::walk);
        }
        walk(schema.getItems());
        walk(schema.getAdditionalPropertiesSchema());
        walk(schema.getNot());
        for (List<Schema> list : List.of(nonNull(schema.getAllOf()), nonNull(schema.getAnyOf()),
                nonNull(schema.getOneOf()), nonNull(schema.getPrefixItems()))) {
            list.forEach(this::walk);
        }
    }

    private static List<Schema> nonNull(@Nullable List<Schema> list) {
        return list == null ? List.of() : list;
    }

    /**
     * Turns a reference into the referenced component's schema: what the reference carries beside
     * {@code $ref} (a description, in OpenAPI 3.1) stays, the component's entries are added.
     */
    private static void inline(Schema reference, Schema component, UriStringSchema facts) {
        reference.setRef(null);
        component.getAll().forEach((key, value) -> {
            if (reference.get(key) == null) {
                reference.set(key, value);
            }
        });
        describe(reference, facts);
    }

    /**
     * Adds the facts to a string schema by uri-openapi's rules ({@link UriStringSchema#missingFrom}),
     * as its {@code UriModelConverter} does for swagger-core: a format other than {@code uri} or
     * {@code url}, a smaller {@code maxLength}, a {@code pattern} and a {@code description} already
     * there are kept.
     */
    static void describe(Schema schema, UriStringSchema facts) {
        if (schema.getRef() != null || schema.getType() == null
                || !schema.getType().contains(Schema.SchemaType.STRING)) {
            return;
        }
        UriStringSchema missing = facts.missingFrom(schema.getFormat(), schema.getMaxLength(), schema.getPattern(),
                schema.getDescription(), false);
        missing.format().ifPresent(schema::setFormat);
        missing.maxLength().ifPresent(schema::setMaxLength);
        missing.pattern().ifPresent(schema::setPattern);
        missing.description().ifPresent(schema::setDescription);
    }
}
