package org.urikit.it.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The OpenAPI document that springdoc serves at /v3/api-docs, read over real HTTP and checked field
 * by field: every urikit value is a string with its format, constraints are in the schema,
 * parameters and responses too; and the whole document is valid for swagger-parser. Run once per
 * OpenAPI version ({@link ApiDocs30Test}, {@link ApiDocs31Test}), on Boot 4 with springdoc 3 and
 * on Boot 3.5 with springdoc 2 (it-spring-boot3 compiles these sources too).
 */
abstract class ApiDocsContract {
    private static final String HTTP_OR_HTTPS = "^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):";
    private static final String HTTPS = "^(?:[Hh][Tt][Tt][Pp][Ss]):";

    @LocalServerPort
    int port;

    String text;
    JsonNode document;

    /** The version the document must declare: "3.0" or "3.1". */
    abstract String expectedVersion();

    @BeforeEach
    void readDocument() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v3/api-docs")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        text = response.body();
        document = new ObjectMapper().readTree(text);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "api-docs-" + expectedVersion() + ".json"), text);
    }

    private JsonNode schema(String name) {
        JsonNode schema = document.path("components").path("schemas").path(name);
        assertThat(schema.isObject()).as("schema %s", name).isTrue();
        return schema;
    }

    private JsonNode property(String schema, String name) {
        JsonNode property = schema(schema).path("properties").path(name);
        assertThat(property.isObject()).as("%s.%s in %s", schema, name, schema(schema)).isTrue();
        return property;
    }

    private JsonNode parameter(String path, String name) {
        for (JsonNode p : document.path("paths").path(path).path("get").path("parameters")) {
            if (p.path("name").asText().equals(name)) {
                return p;
            }
        }
        throw new AssertionError("no parameter " + name + " of GET " + path + " in " + document.path("paths").path(path));
    }

    /** The JSON type: {@code "string"} in 3.0; in 3.1 a string or an array of types. */
    private static String type(JsonNode schema) {
        JsonNode type = schema.path("type");
        return type.isArray() && type.size() == 1 ? type.get(0).asText() : type.asText();
    }

    private static void assertString(JsonNode schema, String format) {
        assertThat(type(schema)).as("%s", schema).isEqualTo("string");
        if (format == null) {
            assertThat(schema.has("format")).as("%s", schema).isFalse();
        } else {
            assertThat(schema.path("format").asText()).as("%s", schema).isEqualTo(format);
        }
        assertThat(schema.has("properties") || schema.has("$ref") || schema.has("allOf") || schema.has("oneOf"))
                .as("%s", schema).isFalse();
    }

    @Test
    void declaresItsVersionAndIsValidForSwaggerParser() {
        assertThat(document.path("openapi").asText()).startsWith(expectedVersion() + ".");
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(text, null, options);
        assertThat(result.getMessages()).as(text).isEmpty();
        assertThat(result.getOpenAPI().getOpenapi()).startsWith(expectedVersion() + ".");
    }

    @Test
    void eachUrikitTypeIsAStringWithItsFormat() {
        assertString(property("Links", "uri"), "uri");
        assertString(property("Links", "uriReference"), "uri-reference");
        assertString(property("Links", "relativeReference"), "uri-reference");
        assertString(property("Links", "iri"), "iri");
        assertString(property("Links", "iriReference"), "iri-reference");
        assertString(property("Links", "relativeIriReference"), "iri-reference");
        assertString(property("Links", "whatwgUrl"), null);
        assertString(property("Links", "rfc1808Url"), null);
        assertString(property("Links", "rfc1738Url"), null);
    }

    @Test
    void noUrikitTypeIsAComponentAndNoGetterAppears() {
        List<String> names = new ArrayList<>();
        document.path("components").path("schemas").fieldNames().forEachRemaining(names::add);
        assertThat(names).doesNotContain("Uri", "UriReference", "RelativeReference", "Iri", "IriReference",
                "RelativeIriReference", "WhatwgUrl", "Rfc1808Url", "Rfc1738Url");
        assertThat(text).doesNotContain("absoluteUri", "\"scheme\"", "\"authority\"", "\"fragment\"", "\"host\"");
    }

    @Test
    void listsMapsAndOptionalsCarryTheElementSchema() {
        assertThat(type(property("Links", "uriList"))).isEqualTo("array");
        assertString(property("Links", "uriList").path("items"), "uri");
        assertString(property("Links", "referenceMap").path("additionalProperties"), "uri-reference");
        assertString(property("Links", "optionalIri"), "iri");
    }

    @Test
    void constraintsOnUrikitAndStringFields() {
        JsonNode site = property("Links", "site");
        assertString(site, "uri");
        assertThat(site.path("maxLength").asInt()).isEqualTo(2048);
        assertThat(site.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(site.path("description").asText()).isEqualTo("A host is required. No userinfo (credentials).");

        JsonNode webhook = property("Links", "webhook");
        assertString(webhook, "uri");
        assertThat(webhook.path("maxLength").asInt()).isEqualTo(1024);
        assertThat(webhook.path("pattern").asText()).isEqualTo(HTTPS);
        assertThat(webhook.path("description").asText()).contains("Public hosts only");

        JsonNode homepage = property("Links", "homepage");
        assertString(homepage, "uri");
        assertThat(homepage.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(homepage.has("maxLength")).isFalse();

        JsonNode callback = property("HookRequest", "callback");
        assertString(callback, "uri");
        assertThat(callback.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(schema("HookRequest").path("required").toString()).contains("\"callback\"");
        assertString(property("HookRequest", "homepage"), "uri");
    }

    @Test
    void otherTypesAreAsSwaggerCoreDescribesThem() {
        assertThat(property("Links", "plainText").toString()).isEqualTo("{\"type\":\"string\"}");
        assertThat(type(property("Links", "count"))).isEqualTo("integer");
        assertThat(type(property("HookResponse", "id"))).isEqualTo("integer");
    }

    @Test
    void queryPathAndHeaderParameters() {
        assertString(parameter("/search", "since").path("schema"), "uri");
        assertString(parameter("/docs/{ref}", "ref").path("schema"), "uri-reference");
        assertString(parameter("/echo-header", "X-Callback").path("schema"), "uri");
        JsonNode to = parameter("/go", "to").path("schema");
        assertString(to, "uri");
        assertThat(to.path("pattern").asText()).isEqualTo(HTTPS);
        JsonNode of = parameter("/canonical", "of").path("schema");
        assertString(of, "uri");
        assertThat(of.path("maxLength").asInt()).isEqualTo(2048);
        assertThat(type(parameter("/links", "mirror").path("schema"))).isEqualTo("array");
        assertString(parameter("/links", "mirror").path("schema").path("items"), "uri");
        assertString(parameter("/links", "page").path("schema"), "iri");
        // constraints on the element type
        JsonNode sites = parameter("/links", "sites").path("schema");
        assertThat(type(sites)).isEqualTo("array");
        assertString(sites.path("items"), "uri");
        assertThat(sites.path("items").path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        JsonNode hook = parameter("/links", "hook").path("schema");
        assertString(hook, "uri");
        assertThat(hook.path("pattern").asText()).isEqualTo(HTTPS);
        assertThat(hook.path("maxLength").asInt()).isEqualTo(2048);
    }

    @Test
    void otherParametersOfTheSameOperationAreAsSpringdocDescribesThem() {
        // springdoc shares schema instances between parameters: a String, a List<String> and a
        // java.net.URI next to urikit parameters keep springdoc's own schema
        assertThat(parameter("/links", "tag").path("schema").toString()).isEqualTo("{\"type\":\"string\"}");
        JsonNode tags = parameter("/links", "tags").path("schema");
        assertThat(type(tags)).isEqualTo("array");
        assertThat(tags.path("items").toString()).isEqualTo("{\"type\":\"string\"}");
        JsonNode origin = parameter("/links", "origin").path("schema");
        assertThat(type(origin)).isEqualTo("string");
        assertThat(origin.path("format").asText()).isEqualTo("uri");
        assertThat(origin.has("pattern") || origin.has("maxLength") || origin.has("description")).isFalse();
    }

    @Test
    void fieldsOfAParameterObjectAreQueryParametersWithTheirSchema() {
        // without uri-spring-boot's registration springdoc drops a urikit field of a @ParameterObject
        JsonNode since = parameter("/filtered", "since");
        assertThat(since.path("in").asText()).isEqualTo("query");
        assertString(since.path("schema"), "uri");
        JsonNode site = parameter("/filtered", "site").path("schema");
        assertString(site, "uri");
        assertThat(site.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(site.path("maxLength").asInt()).isEqualTo(2048);
        assertThat(type(parameter("/filtered", "mirrors").path("schema"))).isEqualTo("array");
        assertString(parameter("/filtered", "mirrors").path("schema").path("items"), "uri");
        assertThat(document.path("paths").path("/filtered").path("get").path("parameters")).hasSize(3);
    }

    @Test
    void responseBodies() {
        JsonNode canonical = document.path("paths").path("/canonical").path("get").path("responses").path("200")
                .path("content").elements().next().path("schema");
        assertString(canonical, "uri");
        assertString(property("HookResponse", "callback"), "uri");
        assertString(property("HookResponse", "sameCallback").path("items"), "uri");
    }

    @Test
    void theReadmesDocumentExcerptIsTheRealOne() throws Exception {
        String readme = Files.readString(Path.of("..", "..", "README.md"));
        String marker = "<!-- spring-boot:openapi ";
        int at = readme.indexOf(marker);
        assertThat(at).as("the README's excerpt").isNotNegative();
        String name = readme.substring(at + marker.length(), readme.indexOf(" -->", at));
        int start = readme.indexOf("```json\n", at) + "```json\n".length();
        JsonNode excerpt = new ObjectMapper().readTree(readme.substring(start, readme.indexOf("```", start)));
        assertThat(schema(name)).isEqualTo(excerpt);

        // the DTO is the README's own: its declaration, as the section "Bean validation" shows it
        String source = Files.readString(Path.of("..", "it-spring-boot4", "src", "main", "java", "org", "urikit", "it",
                "boot", "SubscriptionRequest.java"));
        String declaration = source.substring(source.indexOf("public record " + name));
        assertThat(readme).contains(declaration.strip());
    }
}
