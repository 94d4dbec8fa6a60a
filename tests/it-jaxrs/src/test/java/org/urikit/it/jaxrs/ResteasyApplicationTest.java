package org.urikit.it.jaxrs;

import io.undertow.Undertow;
import jakarta.ws.rs.core.Application;
import java.util.Set;

import org.jboss.resteasy.plugins.server.undertow.UndertowJaxrsServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * RESTEasy 6.2 (Jakarta REST 3.1) on Undertow, JSON-B through {@code resteasy-json-binding-provider} (Yasson). RESTEasy
 * reads {@code META-INF/services/jakarta.ws.rs.ext.Providers} from every jar: the application
 * names only its resource, and urikit's providers come with uri-jaxrs's jar.
 */
class ResteasyApplicationTest extends JaxRsApplicationContract {
    private static UndertowJaxrsServer server;
    private static String base;

    /** The application: its resource only. */
    public static class HooksApplication extends Application {
        @Override
        public Set<Class<?>> getClasses() {
            return Set.of(Hooks.class);
        }
    }

    @BeforeAll
    static void start() throws Exception {
        int port = freePort();
        base = "http://127.0.0.1:" + port + "/";
        server = new UndertowJaxrsServer().start(Undertow.builder().addHttpListener(port, "127.0.0.1"));
        server.deploy(HooksApplication.class);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @Override
    String base() {
        return base;
    }
}
