package org.urikit.quarkus;

import java.util.Objects;

import io.quarkus.jsonb.JsonbConfigCustomizer;
import jakarta.inject.Inject;
import jakarta.json.bind.JsonbConfig;
import org.urikit.jsonb.UriJsonb;

/**
 * Adds urikit's JSON-B serializers and deserializers ({@code uri-jsonb}), with the grammar and trimming of
 * {@code quarkus.urikit.json.*}, to the {@code JsonbConfig} Quarkus builds its {@code Jsonb} from. A bean only
 * when the application has {@code quarkus-jsonb} (for instance through {@code quarkus-rest-jsonb}). Thread-safe.
 *
 * @since 0.1
 */
public class UrikitJsonbConfigCustomizer implements JsonbConfigCustomizer {
    private final UriJsonb jsonb;

    /**
     * The customizer for a configuration.
     *
     * @param config the extension's configuration
     * @throws NullPointerException if {@code config} is null
     */
    @Inject
    public UrikitJsonbConfigCustomizer(UrikitConfig config) {
        UrikitConfig.Json json = Objects.requireNonNull(config, "config").json();
        this.jsonb = UriJsonb.builder().grammar(json.grammar()).trim(json.trim()).build();
    }

    /**
     * Adds urikit's serializers and deserializers.
     *
     * @param config Quarkus's configuration
     */
    @Override
    public void customize(JsonbConfig config) {
        jsonb.addTo(config);
    }
}
