package org.urikit.it.jaxrs;

import com.sun.net.httpserver.HttpServer;
import java.net.URI;

import org.glassfish.jersey.jdkhttp.JdkHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Jersey 4 (Jakarta REST 4.0) on its JDK HTTP server, JSON-B through {@code jersey-media-json-binding} (Yasson). Jersey
 * finds {@code @Provider} classes by package scanning, not through {@code META-INF/services}: the
 * application names urikit's package, the one line a Jersey user adds.
 */
class JerseyApplicationTest extends JaxRsApplicationContract {
    private static HttpServer server;
    private static String base;

    @BeforeAll
    static void start() throws Exception {
        int port = freePort();
        base = "http://127.0.0.1:" + port + "/";
        ResourceConfig app = new ResourceConfig(Hooks.class).packages("org.urikit.jaxrs");
        server = JdkHttpServerFactory.createHttpServer(URI.create(base), app);
    }

    @AfterAll
    static void stop() {
        server.stop(0);
    }

    @Override
    String base() {
        return base;
    }
}
