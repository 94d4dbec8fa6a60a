package org.urikit.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonFormat;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Compat;
import org.urikit.Normalizer;
import org.urikit.Rfc;
import org.urikit.jackson.contract.Failure;
import org.urikit.jackson.contract.Json;
import org.urikit.jackson.contract.Options;
import org.urikit.jackson.contract.UriJsonContract;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.json.JsonMapper;

/** The shared cases on Jackson 3, plus what only Jackson 3 has: its version and service types. */
class UriModuleTest extends UriJsonContract {

    @Override
    protected Json json(Options o) {
        UriModule.Builder m = UriModule.builder().grammar(o.grammar()).trim(o.trim())
                .validateJavaNetUri(o.validateJavaNetUri())
                .browserStyleInput(o.browserStyleInput());
        if (o.normalizeOnRead() != null) {
            m.normalizeOnRead(o.normalizeOnRead());
        }
        if (o.normalizeOnWrite() != null) {
            m.normalizeOnWrite(o.normalizeOnWrite());
        }
        JsonMapper.Builder b = JsonMapper.builder().addModule(m.build());
        if (o.unwrapSingleValueArrays()) {
            b.enable(tools.jackson.databind.DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
        }
        for (Map.Entry<Class<?>, String> e : o.emptyString().entrySet()) {
            b.withCoercionConfig(e.getKey(),
                    c -> c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.valueOf(e.getValue())));
        }
        for (Map.Entry<Class<?>, String> e : o.formats().entrySet()) {
            b.withConfigOverride(e.getKey(), c -> c.setFormat(JsonFormat.Value.forPattern(e.getValue())));
        }
        return new Jackson3(b.build());
    }

    @Override
    protected Json discovered() {
        return new Jackson3(JsonMapper.builder().findAndAddModules().build());
    }

    private record Jackson3(JsonMapper mapper) implements Json {
        @Override
        public String write(Object value) {
            return mapper.writeValueAsString(value);
        }

        @Override
        public <T> T read(String json, Class<T> type) {
            return mapper.readValue(json, type);
        }

        @Override
        public Failure failure(String json, Class<?> type) {
            try {
                Object v = mapper.readValue(json, type);
                return fail("expected an exception reading " + json + " as " + type.getName() + ", got " + v);
            } catch (DatabindException e) {
                return new Failure(e.getClass().getSimpleName(), e.getMessage(), e.getOriginalMessage(),
                        e.getLocation() == null ? -1 : e.getLocation().getLineNr(),
                        e.getLocation() == null ? -1 : e.getLocation().getColumnNr(), e.getPathReference(),
                        e instanceof InvalidFormatException i ? i.getValue() : null, e.getCause());
            }
        }
    }

    @Test
    void versionIsTheProjectVersion() {
        assertThat(new UriModule().version().toString()).isEqualTo(System.getProperty("urikit.expected.version"));
        assertThat(PackageVersion.VERSION.getGroupId()).isEqualTo("org.urikit");
        assertThat(PackageVersion.VERSION.getArtifactId()).isEqualTo("uri-jackson3");
    }

    @Test
    void findModulesFindsIt() {
        assertThat(MapperBuilder.findModules()).hasAtLeastOneElementOfType(UriModule.class);
        assertThat(JsonMapper.builder().findAndAddModules().build().registeredModules())
                .hasAtLeastOneElementOfType(UriModule.class);
    }

    @Test
    void serviceFileAndModuleDescriptorNameTheModule() throws IOException {
        try (InputStream in = UriModule.class.getResourceAsStream("/META-INF/services/tools.jackson.databind.JacksonModule")) {
            assertThat(in).isNotNull();
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8).strip()).isEqualTo(UriModule.class.getName());
        }
        Module m = UriModule.class.getModule();
        // Surefire runs these tests on the module path (its default for a module with module-info),
        // where discovery goes through the provides clause; a compat run puts the module on the class
        // path, where discovery reads the service file (asserted above) and there is no descriptor.
        if (Compat.isCompatRun()) {
            assertThat(m.isNamed()).as("compat runs use the class path").isFalse();
            return;
        }
        assertThat(m.isNamed()).as("tests run on the module path").isTrue();
        assertThat(m.getDescriptor().provides()).anySatisfy(p -> {
            assertThat(p.service()).isEqualTo(JacksonModule.class.getName());
            assertThat(p.providers()).containsExactly(UriModule.class.getName());
        });
    }

    @Test
    void theLastRegistrationWinsSoAddTheConfiguredModuleAfterDiscovery() {
        UriModule trimming = UriModule.builder().trim(true).build();
        JsonMapper configuredLast = JsonMapper.builder().findAndAddModules().addModule(trimming).build();
        assertThat(configuredLast.readValue("\" http://a/\"", org.urikit.Uri.class)).hasToString("http://a/");
        JsonMapper configuredFirst = JsonMapper.builder().addModule(trimming).findAndAddModules().build();
        assertThatThrownBy(() -> configuredFirst.readValue("\" http://a/\"", org.urikit.Uri.class))
                .isInstanceOf(InvalidFormatException.class);
    }

    @Test
    void optionsAreReported() {
        UriModule m = UriModule.builder().trim(true).validateJavaNetUri(true).build();
        assertThat(m.trims()).isTrue();
        assertThat(m.validatesJavaNetUri()).isTrue();
        assertThat(m.grammar()).isEqualTo(Rfc.RFC_3986);
        assertThat(new UriModule().trims()).isFalse();
        assertThat(new UriModule().validatesJavaNetUri()).isFalse();
        assertThat(new UriModule().normalizesOnRead()).isEmpty();
        assertThat(new UriModule().normalizesOnWrite()).isEmpty();
        Normalizer n = Normalizer.syntaxBased();
        assertThat(UriModule.builder().normalizeOnRead(n).build().normalizesOnRead()).containsSame(n);
        assertThat(UriModule.builder().browserStyleInput(true).build().readsBrowserStyleInput()).isTrue();
        assertThat(new UriModule().readsBrowserStyleInput()).isFalse();
        assertThat(UriModule.builder().normalizeOnWrite(n).build().normalizesOnWrite()).containsSame(n);
    }
}
