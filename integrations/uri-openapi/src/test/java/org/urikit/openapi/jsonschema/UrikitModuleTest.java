package org.urikit.openapi.jsonschema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.openapi.DtosForJsonSchema;

import tools.jackson.databind.JsonNode;

/** victools jsonschema-generator 5 with the module, as users add it. */
class UrikitModuleTest {
    private static JsonNode schema(Class<?> type, boolean withModule) {
        SchemaGeneratorConfigBuilder builder = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12,
                OptionPreset.PLAIN_JSON)
                // without it, victools describes a Map as a bare object, whatever its values
                .with(Option.MAP_VALUES_AS_ADDITIONAL_PROPERTIES);
        if (withModule) {
            builder.with(new UrikitModule());
        }
        return new SchemaGenerator(builder.build()).generateSchema(type);
    }

    private static JsonNode property(Class<?> type, String name) {
        JsonNode property = schema(type, true).path("properties").path(name);
        assertThat(property.isMissingNode()).as("%s in %s", name, schema(type, true)).isFalse();
        return property;
    }

    private static void assertString(JsonNode schema, String format) {
        JsonNode type = schema.path("type");
        if (type.isArray()) {
            // victools writes an Optional as nullable: ["string", "null"]
            assertThat(type.toString()).as("%s", schema).isEqualTo("[\"string\",\"null\"]");
        } else {
            assertThat(type.asString()).as("%s", schema).isEqualTo("string");
        }
        if (format == null) {
            assertThat(schema.has("format")).as("%s", schema).isFalse();
        } else {
            assertThat(schema.path("format").asString()).as("%s", schema).isEqualTo(format);
        }
        assertThat(schema.has("properties")).as("%s", schema).isFalse();
        assertThat(schema.has("$ref")).as("%s", schema).isFalse();
    }

    @Test
    void eachUrikitTypeIsAStringWithItsFormat() {
        Class<?> t = DtosForJsonSchema.AllTypes.class;
        assertString(property(t, "uri"), "uri");
        assertString(property(t, "uriReference"), "uri-reference");
        assertString(property(t, "relativeReference"), "uri-reference");
        assertString(property(t, "iri"), "iri");
        assertString(property(t, "iriReference"), "iri-reference");
        assertString(property(t, "relativeIriReference"), "iri-reference");
        assertString(property(t, "whatwgUrl"), null);
        assertString(property(t, "rfc1808Url"), null);
        assertString(property(t, "rfc1738Url"), null);
        assertString(schema(Uri.class, true), "uri");
    }

    @Test
    void elementsOfListsArraysOptionalsAndMapValuesGetTheSameSchema() {
        Class<?> t = DtosForJsonSchema.AllTypes.class;
        assertString(property(t, "uriList").path("items"), "uri");
        assertString(property(t, "uriArray").path("items"), "uri");
        assertString(property(t, "optionalUri"), "uri");
        assertThat(property(t, "optionalUri").path("type").isArray()).isTrue();
        assertString(property(t, "referenceMap").path("additionalProperties"), "uri-reference");
        assertString(property(t, "nestedIris").path("items").path("items"), "iri");
        assertThat(schema(t, true).toString()).doesNotContain("absoluteUri", "$defs", "$ref");
    }

    @Test
    void constraintsBecomeFormatMaxLengthPatternAndDescription() {
        Class<?> t = DtosForJsonSchema.Constrained.class;
        JsonNode callback = property(t, "callback");
        assertString(callback, "uri");
        assertThat(callback.path("pattern").asString()).isEqualTo("^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):");
        assertThat(callback.path("description").asString()).isEqualTo("No userinfo (credentials).");

        JsonNode homepage = property(t, "homepage");
        assertString(homepage, "uri");
        assertThat(homepage.has("pattern") || homepage.has("maxLength") || homepage.has("description")).isFalse();

        JsonNode site = property(t, "site");
        assertString(site, "uri");
        assertThat(site.path("maxLength").asInt()).isEqualTo(2048);

        JsonNode webhook = property(t, "webhook");
        assertString(webhook, "uri");
        assertThat(webhook.path("maxLength").asInt()).isEqualTo(512);
        assertThat(webhook.path("pattern").asString()).isEqualTo("^(?:[Hh][Tt][Tt][Pp][Ss]):");
        assertThat(webhook.path("description").asString()).startsWith("A host is required.");

        JsonNode mirrors = property(t, "mirrors");
        assertThat(mirrors.path("type").asString()).isEqualTo("array");
        assertString(mirrors.path("items"), "uri-reference");
        assertThat(mirrors.path("items").path("maxLength").asInt()).isEqualTo(80);
    }

    @Test
    void aTypeWithoutUrikitTypesOrConstraintsIsUnchanged() {
        for (Class<?> type : List.of(DtosForJsonSchema.Plain.class, String.class, java.net.URI.class)) {
            assertThat(schema(type, true)).as("%s", type).isEqualTo(schema(type, false));
        }
    }
}
