package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.core.util.Json31;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;

/** swagger-core alone (no Spring): the converter as ServiceLoader registers it, in OpenAPI 3.0 and 3.1. */
@SuppressWarnings("rawtypes") // swagger-core's readAll returns Map<String, Schema>
class UriModelConverterTest {
    private static final String HTTP_OR_HTTPS = "^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):";
    private static final String HTTPS = "^(?:[Hh][Tt][Tt][Pp][Ss]):";

    private static Map<String, Schema> read(boolean openapi31, Class<?> type) {
        return ModelConverters.getInstance(openapi31).readAll(new AnnotatedType(type));
    }

    private static JsonNode json(boolean openapi31, Object value) {
        ObjectMapper mapper = openapi31 ? Json31.mapper() : Json.mapper();
        return mapper.valueToTree(value);
    }

    private static JsonNode property(boolean openapi31, Class<?> type, String name) {
        Map<String, Schema> schemas = read(openapi31, type);
        JsonNode model = json(openapi31, schemas.get(type.getSimpleName()));
        JsonNode property = model.path("properties").path(name);
        assertThat(property.isMissingNode()).as("property %s in %s", name, model).isFalse();
        return property;
    }

    /** The JSON type: {@code "string"} in 3.0; in 3.1 a string or an array holding one. */
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
        assertThat(schema.has("properties")).as("%s", schema).isFalse();
        assertThat(schema.has("$ref")).as("%s", schema).isFalse();
    }

    @Test
    void isFoundByServiceLoaderAndIsInBothModelConverterInstances() {
        assertThat(ServiceLoader.load(ModelConverter.class).stream().map(ServiceLoader.Provider::type))
                .contains(UriModelConverter.class);
        assertThat(ModelConverters.getInstance(false).getConverters()).hasAtLeastOneElementOfType(UriModelConverter.class);
        assertThat(ModelConverters.getInstance(true).getConverters()).hasAtLeastOneElementOfType(UriModelConverter.class);
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void eachUrikitTypeIsAStringWithItsFormat(boolean openapi31) {
        Class<?> t = Dtos.AllTypes.class;
        assertString(property(openapi31, t, "uri"), "uri");
        assertString(property(openapi31, t, "uriReference"), "uri-reference");
        assertString(property(openapi31, t, "relativeReference"), "uri-reference");
        assertString(property(openapi31, t, "iri"), "iri");
        assertString(property(openapi31, t, "iriReference"), "iri-reference");
        assertString(property(openapi31, t, "relativeIriReference"), "iri-reference");
        assertString(property(openapi31, t, "whatwgUrl"), null);
        assertString(property(openapi31, t, "rfc1808Url"), null);
        assertString(property(openapi31, t, "rfc1738Url"), null);
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void elementsOfListsArraysOptionalsAndMapValuesGetTheSameSchema(boolean openapi31) {
        Class<?> t = Dtos.AllTypes.class;
        assertThat(type(property(openapi31, t, "uriList"))).isEqualTo("array");
        assertString(property(openapi31, t, "uriList").path("items"), "uri");
        assertThat(type(property(openapi31, t, "uriArray"))).isEqualTo("array");
        assertString(property(openapi31, t, "uriArray").path("items"), "uri");
        assertString(property(openapi31, t, "optionalUri"), "uri");
        assertThat(type(property(openapi31, t, "referenceMap"))).isEqualTo("object");
        assertString(property(openapi31, t, "referenceMap").path("additionalProperties"), "uri-reference");
        assertString(property(openapi31, t, "nestedIris").path("items").path("items"), "iri");
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void noUrikitTypeBecomesAComponentOrShowsItsGetters(boolean openapi31) {
        assertThat(read(openapi31, Dtos.AllTypes.class)).containsOnlyKeys("AllTypes");
        assertThat(read(openapi31, Dtos.Constrained.class)).containsOnlyKeys("Constrained");
        String document = json(openapi31, read(openapi31, Dtos.AllTypes.class)).toString();
        assertThat(document).doesNotContain("absoluteUri", "scheme", "authority", "\"host\"", "$ref", "allOf", "oneOf");
        // the one object with properties is AllTypes itself
        assertThat(document.split("\"properties\"", -1)).hasSize(2);
        // a urikit type read on its own, as a response body is
        Schema<?> alone = ModelConverters.getInstance(openapi31)
                .resolveAsResolvedSchema(new AnnotatedType(Uri.class).resolveAsRef(true)).schema;
        assertString(json(openapi31, alone), "uri");
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void constraintsBecomeFormatMaxLengthPatternAndDescription(boolean openapi31) {
        Class<?> t = Dtos.Constrained.class;
        JsonNode callback = property(openapi31, t, "callback");
        assertString(callback, "uri");
        assertThat(callback.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(callback.path("description").asText()).isEqualTo("No userinfo (credentials).");
        assertThat(callback.has("maxLength")).isFalse();

        JsonNode homepage = property(openapi31, t, "homepage");
        assertString(homepage, "uri");
        assertThat(homepage.has("pattern") || homepage.has("maxLength") || homepage.has("description")).isFalse();

        JsonNode link = property(openapi31, t, "link");
        assertString(link, "uri-reference");
        assertThat(link.path("maxLength").asInt()).isEqualTo(100);
        assertThat(link.path("pattern").asText())
                .isEqualTo("^(?:(?:[Hh][Tt][Tt][Pp][Ss]):|(?![A-Za-z][A-Za-z0-9+.\\-]*:))");

        assertString(property(openapi31, t, "relative"), "uri-reference");
        assertThat(property(openapi31, t, "relative").has("pattern")).isFalse();
        assertString(property(openapi31, t, "iriText"), "iri");

        // scheme rules are on: uri-validation requires an RFC 3986 reference too (LegacyGrammarFormatsTest)
        JsonNode legacy = property(openapi31, t, "legacy");
        assertString(legacy, "uri");
        assertThat(legacy.path("description").asText()).isEqualTo("Syntax: RFC 1808.");
        JsonNode legacyText = property(openapi31, t, "legacyText");
        assertString(legacyText, null);
        assertThat(legacyText.path("description").asText()).isEqualTo("Syntax: RFC 1808.");

        JsonNode browser = property(openapi31, t, "browserUrl");
        assertString(browser, null);
        assertThat(browser.has("pattern")).isFalse();
        assertThat(browser.path("description").asText()).isEqualTo("Parsed by the WHATWG URL Standard. Schemes: https.");

        JsonNode site = property(openapi31, t, "site");
        assertString(site, "uri");
        assertThat(site.path("maxLength").asInt()).isEqualTo(2048);
        assertThat(site.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(site.path("description").asText()).isEqualTo("A host is required. No userinfo (credentials).");

        JsonNode shortSite = property(openapi31, t, "shortSite");
        assertString(shortSite, "uri");
        assertThat(shortSite.path("maxLength").asInt()).isEqualTo(300);

        JsonNode webhook = property(openapi31, t, "webhook");
        assertString(webhook, "uri");
        assertThat(webhook.path("maxLength").asInt()).isEqualTo(2048);
        assertThat(webhook.path("pattern").asText()).isEqualTo(HTTPS);
        assertThat(webhook.path("description").asText()).isEqualTo("A host is required. No userinfo (credentials)."
                + " No fragment. Public hosts only: no local, private or special-purpose address or name."
                + " Read alike by RFC 3986 and the WHATWG URL Standard.");
        assertThat(property(openapi31, t, "webhookText").path("maxLength").asInt()).isEqualTo(512);

        JsonNode javaNetUri = property(openapi31, t, "javaNetUri");
        assertString(javaNetUri, "uri");
        assertThat(javaNetUri.path("pattern").asText()).isEqualTo("^(?:[Ff][Tt][Pp]):");
        assertString(property(openapi31, t, "javaNetUrl"), "uri");

        JsonNode both = property(openapi31, t, "both");
        assertThat(both.path("pattern").asText()).isEqualTo(HTTPS);
        assertThat(both.path("maxLength").asInt()).isEqualTo(64);

        JsonNode described = property(openapi31, t, "described");
        assertThat(described.path("description").asText()).isEqualTo("Where we send events");
        assertThat(described.path("format").asText()).isEqualTo("uri-template");
        assertThat(described.path("maxLength").asInt()).isEqualTo(2048);
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void nullableStringsGetTheFactsToo(boolean openapi31) {
        Class<?> t = Dtos.Nullables.class;
        JsonNode site = property(openapi31, t, "site");
        JsonNode uri = property(openapi31, t, "uri");
        if (openapi31) {
            assertThat(site.path("type").toString()).isEqualTo("[\"string\",\"null\"]");
            assertThat(uri.path("type").toString()).isEqualTo("[\"string\",\"null\"]");
        } else {
            assertThat(site.path("type").asText()).isEqualTo("string");
            assertThat(site.path("nullable").asBoolean()).isTrue();
            assertThat(uri.path("type").asText()).isEqualTo("string");
            assertThat(uri.path("nullable").asBoolean()).isTrue();
        }
        assertThat(site.path("format").asText()).isEqualTo("uri");
        assertThat(site.path("pattern").asText()).isEqualTo(HTTP_OR_HTTPS);
        assertThat(site.path("maxLength").asInt()).isEqualTo(2048);
        assertThat(uri.path("format").asText()).isEqualTo("uri");
        assertThat(uri.has("properties") || uri.has("$ref")).isFalse();
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void aTypeWithoutUrikitTypesOrConstraintsIsUnchanged(boolean openapi31) {
        // a ModelConverters built by hand has swagger-core's own resolver only (no ServiceLoader)
        ModelConverters without = new ModelConverters(openapi31);
        assertThat(without.getConverters()).noneMatch(UriModelConverter.class::isInstance);
        Map<String, Schema> expected = new TreeMap<>(without.readAll(new AnnotatedType(Dtos.Plain.class)));
        Map<String, Schema> actual = new TreeMap<>(read(openapi31, Dtos.Plain.class));
        assertThat(actual.keySet()).containsExactly("Nested", "Plain");
        assertThat(json(openapi31, actual)).isEqualTo(json(openapi31, expected));
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void theWholeDocumentIsValid(boolean openapi31) {
        Components components = new Components();
        for (Class<?> type : List.of(Dtos.AllTypes.class, Dtos.Constrained.class, Dtos.Plain.class)) {
            read(openapi31, type).forEach(components::addSchemas);
        }
        OpenAPI openApi = new OpenAPI().openapi(openapi31 ? "3.1.0" : "3.0.1")
                .info(new Info().title("t").version("1")).paths(new Paths()).components(components);
        String text = (openapi31 ? Json31.mapper() : Json.mapper()).valueToTree(openApi).toString();
        ParseOptions options = new ParseOptions();
        options.setResolve(false);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(text, null, options);
        assertThat(result.getMessages()).as(text).isEmpty();
        assertThat(result.getOpenAPI().getComponents().getSchemas()).containsKeys("AllTypes", "Constrained");
    }

    @Test
    void describeCopiesAndNeverModifiesTheGivenSchema() {
        UriStringSchema facts = UriStringSchema.of(Uri.class).orElseThrow();
        io.swagger.v3.oas.models.media.StringSchema shared = new io.swagger.v3.oas.models.media.StringSchema();
        Schema<?> described = UriModelConverter.describe(shared, facts);
        assertThat(described).isNotSameAs(shared);
        assertThat(described.getFormat()).isEqualTo("uri");
        assertThat(described.getType()).isEqualTo("string");
        assertThat(shared.getFormat()).isNull();

        Schema<?> shared31 = new io.swagger.v3.oas.models.media.JsonSchema().typesItem("string");
        Schema<?> described31 = UriModelConverter.describe(shared31, facts);
        assertThat(described31.getTypes()).containsExactly("string");
        assertThat(described31.getFormat()).isEqualTo("uri");
        assertThat(shared31.getFormat()).isNull();

        io.swagger.v3.oas.models.media.IntegerSchema number = new io.swagger.v3.oas.models.media.IntegerSchema();
        assertThat(UriModelConverter.describe(number, facts)).isSameAs(number);
    }
}
