package org.urikit.jaxrs;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.ws.rs.ext.ContextResolver;
import java.util.Objects;

import org.urikit.jsonb.UriJsonb;

/**
 * The {@code Jsonb} that a runtime's JSON-B provider (Jersey's {@code jersey-media-json-binding},
 * RESTEasy's {@code resteasy-json-binding-provider}) uses for request and response bodies:
 * uri-jsonb's serializers and deserializers added to the configuration, and a rejected urikit value
 * reported as a {@link UriProblemException} (400 {@code application/problem+json} naming the
 * property path, index, component, rule and reason, never the value) instead of the provider's own
 * error. Needs JSON-B and uri-jsonb on the class path; {@link UriFeature} registers it only then.
 *
 * <pre>{@code
 * new ResourceConfig().register(UriFeature.class);                       // default options
 * new ResourceConfig().register(new UriJsonbResolver(new JsonbConfig()   // own configuration
 *         .withFormatting(true)));
 * }</pre>
 *
 * <p>One {@code Jsonb} is made lazily from the JSON-B implementation found by
 * {@link JsonbBuilder#create(JsonbConfig)} and shared by all requests and types. Thread-safe.
 *
 * @since 0.1
 */
public class UriJsonbResolver implements ContextResolver<Jsonb> {
    private final JsonbConfig config;
    private volatile Jsonb jsonb;

    /** The resolver with uri-jsonb's default options on an otherwise default configuration. */
    public UriJsonbResolver() {
        this(new JsonbConfig());
    }

    /**
     * The resolver with uri-jsonb's default options added to {@code config}.
     *
     * @param config the application's configuration (uri-jsonb's serializers are added to it)
     * @throws NullPointerException if {@code config} is null
     */
    public UriJsonbResolver(JsonbConfig config) {
        this(config, UriJsonb.defaults());
    }

    /**
     * The resolver with {@code options} added to {@code config}.
     *
     * @param config the application's configuration
     * @param options uri-jsonb's options
     * @throws NullPointerException if an argument is null
     */
    public UriJsonbResolver(JsonbConfig config, UriJsonb options) {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(options, "options");
        this.config = options.addTo(config);
    }

    /**
     * The shared {@code Jsonb}, for every type.
     *
     * @param type the type of the body (any)
     * @return the {@code Jsonb}
     */
    @Override
    public Jsonb getContext(Class<?> type) {
        Jsonb j = jsonb;
        if (j == null) {
            synchronized (this) {
                j = jsonb;
                if (j == null) {
                    j = new ProblemJsonb(JsonbBuilder.create(config));
                    jsonb = j;
                }
            }
        }
        return j;
    }
}
