package org.urikit.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Compat;
import org.urikit.Normalizer;
import org.urikit.jackson.contract.Failure;
import org.urikit.jackson.contract.Json;
import org.urikit.jackson.contract.Options;
import org.urikit.jackson.contract.UriJsonContract;

/** The shared cases on Jackson 2, plus what only Jackson 2 has: its version and service types. */
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
            b.enable(com.fasterxml.jackson.databind.DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
        }
        for (Map.Entry<Class<?>, String> e : o.emptyString().entrySet()) {
            b.withCoercionConfig(e.getKey(),
                    c -> c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.valueOf(e.getValue())));
        }
        for (Map.Entry<Class<?>, String> e : o.formats().entrySet()) {
            b.withConfigOverride(e.getKey(), c -> c.setFormat(JsonFormat.Value.forPattern(e.getValue())));
        }
        return new Jackson2(b.build());
    }

    @Override
    protected Json discovered() {
        return new Jackson2(new ObjectMapper().findAndRegisterModules());
    }

    private record Jackson2(ObjectMapper mapper) implements Json {
        @Override
        public String write(Object value) {
            try {
                return mapper.writeValueAsString(value);
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public <T> T read(String json, Class<T> type) {
            try {
                return mapper.readValue(json, type);
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Failure failure(String json, Class<?> type) {
            try {
                Object v = mapper.readValue(json, type);
                return fail("expected an exception reading " + json + " as " + type.getName() + ", got " + v);
            } catch (DatabindException e) {
                return new Failure(e.getClass().getSimpleName(), e.getMessage(), e.getOriginalMessage(),
                        e.getLocation() == null ? -1 : e.getLocation().getLineNr(),
                        e.getLocation() == null ? -1 : e.getLocation().getColumnNr(),
                        e instanceof com.fasterxml.jackson.databind.JsonMappingException m ? m.getPathReference() : "",
                        e instanceof InvalidFormatException i ? i.getValue() : null, e.getCause());
            } catch (JsonProcessingException e) {
                return fail("not a databind exception", e);
            }
        }
    }

    @Test
    void versionIsTheProjectVersion() {
        assertThat(new UriModule().version().toString()).isEqualTo(System.getProperty("urikit.expected.version"));
        assertThat(PackageVersion.VERSION.getGroupId()).isEqualTo("org.urikit");
        assertThat(PackageVersion.VERSION.getArtifactId()).isEqualTo("uri-jackson");
    }

    @Test
    void findModulesFindsIt() {
        assertThat(ObjectMapper.findModules()).hasAtLeastOneElementOfType(UriModule.class);
        assertThat(new ObjectMapper().findAndRegisterModules().getRegisteredModuleIds())
                .contains(new UriModule().getTypeId());
    }

    @Test
    void serviceFileAndModuleDescriptorNameTheModule() throws IOException {
        try (InputStream in = UriModule.class.getResourceAsStream(
                "/META-INF/services/com.fasterxml.jackson.databind.Module")) {
            assertThat(in).isNotNull();
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8).strip()).isEqualTo(UriModule.class.getName());
        }
        java.lang.Module m = UriModule.class.getModule();
        // Surefire runs these tests on the module path (its default for a module with module-info),
        // where discovery goes through the provides clause; a compat run puts the module on the class
        // path, where discovery reads the service file (asserted above) and there is no descriptor.
        if (Compat.isCompatRun()) {
            assertThat(m.isNamed()).as("compat runs use the class path").isFalse();
            return;
        }
        assertThat(m.isNamed()).as("tests run on the module path").isTrue();
        assertThat(m.getDescriptor().provides()).anySatisfy(p -> {
            assertThat(p.service()).isEqualTo(Module.class.getName());
            assertThat(p.providers()).containsExactly(UriModule.class.getName());
        });
    }

    @Test
    void theFirstRegistrationWinsSoRegisterTheConfiguredModuleBeforeDiscovery() throws Exception {
        UriModule trimming = UriModule.builder().trim(true).build();
        ObjectMapper configuredFirst = JsonMapper.builder().addModule(trimming).findAndAddModules().build();
        assertThat(configuredFirst.readValue("\" http://a/\"", org.urikit.Uri.class)).hasToString("http://a/");
        ObjectMapper discoveredFirst = JsonMapper.builder().findAndAddModules().addModule(trimming).build();
        assertThatThrownBy(() -> discoveredFirst.readValue("\" http://a/\"", org.urikit.Uri.class))
                .isInstanceOf(InvalidFormatException.class);
    }

    @Test
    void optionsAreReported() {
        UriModule m = UriModule.builder().trim(true).validateJavaNetUri(true).build();
        assertThat(m.trims()).isTrue();
        assertThat(m.validatesJavaNetUri()).isTrue();
        assertThat(m.grammar()).isEqualTo(org.urikit.Rfc.RFC_3986);
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
