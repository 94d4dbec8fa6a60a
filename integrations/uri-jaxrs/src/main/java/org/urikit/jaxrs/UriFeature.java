package org.urikit.jaxrs;

import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;

/**
 * Registers urikit's Jakarta REST providers: {@link UriParamConverterProvider},
 * {@link UriProblemExceptionMapper}, {@link UriProblemReaderInterceptor}, and {@link UriJsonbResolver} when JSON-B and uri-jsonb are on
 * the class path and the application has registered no {@code UriJsonbResolver} of its own.
 *
 * <pre>{@code
 * new ResourceConfig(MyResource.class).register(UriFeature.class); // Jersey
 * // or Jersey's package scanning: .packages("com.example", "org.urikit.jaxrs")
 * }</pre>
 *
 * <p>RESTEasy finds it with no code through {@code META-INF/services/jakarta.ws.rs.ext.Providers};
 * runtimes that scan for {@code @Provider} classes find it as one. Stateless and thread-safe.
 *
 * @since 0.1
 */
@Provider
public class UriFeature implements Feature {
    private static final boolean JSONB = present("jakarta.json.bind.JsonbBuilder") && present("org.urikit.jsonb.UriJsonb");

    /** The feature. */
    public UriFeature() {
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, UriFeature.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * Registers the providers.
     *
     * @param context the runtime's configuration
     * @return true: the feature is enabled
     */
    @Override
    public boolean configure(FeatureContext context) {
        if (!context.getConfiguration().isRegistered(UriParamConverterProvider.class)) {
            context.register(UriParamConverterProvider.class);
        }
        if (!context.getConfiguration().isRegistered(UriProblemExceptionMapper.class)) {
            context.register(UriProblemExceptionMapper.class);
        }
        if (!context.getConfiguration().isRegistered(UriProblemReaderInterceptor.class)) {
            context.register(UriProblemReaderInterceptor.class);
        }
        if (JSONB && !context.getConfiguration().isRegistered(UriJsonbResolver.class)
                && context.getConfiguration().getInstances().stream().noneMatch(UriJsonbResolver.class::isInstance)) {
            context.register(UriJsonbResolver.class);
        }
        return true;
    }
}
