package org.urikit.quarkus;

import java.util.Objects;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Inject;
import org.urikit.jackson.UriModule;

/**
 * Registers urikit's Jackson module ({@code uri-jackson}), built from {@code quarkus.urikit.json.*}, in the
 * {@code ObjectMapper} Quarkus produces, so that urikit values are JSON strings of their exact text both ways.
 * A bean only when the application has {@code quarkus-jackson}: the deployment module adds it then. Thread-safe.
 *
 * @since 0.1
 */
public class UrikitObjectMapperCustomizer implements ObjectMapperCustomizer {
    private final UriModule module;

    /**
     * The customizer for a configuration.
     *
     * @param config the extension's configuration
     * @throws NullPointerException if {@code config} is null
     */
    @Inject
    public UrikitObjectMapperCustomizer(UrikitConfig config) {
        this.module = module(Objects.requireNonNull(config, "config").json());
    }

    /**
     * The module for the JSON options.
     *
     * @param json the options
     * @return a new module
     */
    static UriModule module(UrikitConfig.Json json) {
        UriModule.Builder b = UriModule.builder()
                .grammar(json.grammar())
                .trim(json.trim())
                .validateJavaNetUri(json.validateJavaNetUri());
        json.normalizeOnRead().normalizer().ifPresent(b::normalizeOnRead);
        json.normalizeOnWrite().normalizer().ifPresent(b::normalizeOnWrite);
        return b.build();
    }

    /**
     * Registers the module.
     *
     * @param mapper Quarkus's mapper
     */
    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(module);
    }
}
