package org.urikit.it.jpms;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.ModuleDescriptor;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.oas.models.media.Schema;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.openapi.UriModelConverter;
import org.urikit.openapi.jsonschema.UrikitModule;

/** uri-openapi on the module path: its descriptor, the converter found through provides, the victools module. */
class OpenApiModulePathTest {
    @Test
    void isANamedModuleExportingItsTwoPackagesAndProvidingTheConverter() {
        Module module = UriModelConverter.class.getModule();
        assertThat(module.getName()).isEqualTo("org.urikit.openapi");
        ModuleDescriptor descriptor = module.getDescriptor();
        assertThat(descriptor.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder("org.urikit.openapi", "org.urikit.openapi.jsonschema");
        assertThat(descriptor.exports()).noneMatch(ModuleDescriptor.Exports::isQualified);
        assertThat(descriptor.provides()).anySatisfy(p -> {
            assertThat(p.service()).isEqualTo(ModelConverter.class.getName());
            assertThat(p.providers()).containsExactly(UriModelConverter.class.getName());
        });
    }

    @Test
    void swaggerCoreFindsTheConverterAndDescribesUriAsAString() {
        assertThat(ServiceLoader.load(ModelConverter.class).stream().map(ServiceLoader.Provider::type))
                .contains(UriModelConverter.class);
        Schema<?> schema = ModelConverters.getInstance(false)
                .resolveAsResolvedSchema(new AnnotatedType(Uri.class)).schema;
        assertThat(schema.getType()).isEqualTo("string");
        assertThat(schema.getFormat()).isEqualTo("uri");
    }

    @Test
    void victoolsModuleWorks() {
        SchemaGenerator generator = new SchemaGenerator(
                new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12, OptionPreset.PLAIN_JSON)
                        .with(new UrikitModule()).build());
        assertThat(generator.generateSchema(Uri.class).get("format").asString()).isEqualTo("uri");
    }
}
