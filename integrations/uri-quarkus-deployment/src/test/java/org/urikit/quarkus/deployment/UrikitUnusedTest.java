package org.urikit.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.arc.Arc;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.builder.BuildContext;
import io.quarkus.deployment.builditem.GeneratedResourceBuildItem;
import io.quarkus.deployment.builditem.IndexDependencyBuildItem;
import io.quarkus.resteasy.reactive.spi.ExceptionMapperBuildItem;
import io.quarkus.resteasy.reactive.spi.ParamConverterBuildItem;
import io.quarkus.resteasy.reactive.spi.ReaderInterceptorBuildItem;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application whose classes name no urikit type (Quarkus REST with Jackson, JSON-B, Hibernate Validator on the
 * class path): the extension registers none of its integrations (no urikit jar indexed, no bean, no REST provider),
 * as collected by a build step of the test, and Quarkus's {@code ObjectMapper} has no urikit module.
 */
class UrikitUnusedTest {
    static final String REPORT = "urikit-unused-items.txt";

    @RegisterExtension
    static final QuarkusUnitTest TEST = new QuarkusUnitTest()
            .overrideConfigKey("quarkus.devservices.enabled", "false")
            .withApplicationRoot(jar -> jar.addClasses(Notes.class))
            .addBuildChainCustomizer(chain -> chain.addBuildStep(UrikitUnusedTest::report)
                    .consumes(UrikitUsageBuildItem.class)
                    .consumes(IndexDependencyBuildItem.class)
                    .consumes(AdditionalBeanBuildItem.class)
                    .consumes(ParamConverterBuildItem.class)
                    .consumes(ExceptionMapperBuildItem.class)
                    .consumes(ReaderInterceptorBuildItem.class)
                    .produces(GeneratedResourceBuildItem.class)
                    .build());

    /** A resource with no urikit type. */
    @Path("/notes")
    public static class Notes {
        /**
         * Echoes a text.
         *
         * @param q the text
         * @return the text
         */
        @GET
        public String get(@QueryParam("q") String q) {
            return "note " + q;
        }
    }

    /** Writes, one {@code kind name} a line, the usage decision and every urikit name the build items carry. */
    static void report(BuildContext context) {
        StringBuilder sb = new StringBuilder();
        sb.append("used ").append(context.consume(UrikitUsageBuildItem.class).isUsed()).append('\n');
        for (IndexDependencyBuildItem i : context.consumeMulti(IndexDependencyBuildItem.class)) {
            sb.append("index ").append(i.getGroupId()).append(':').append(i.getArtifactId()).append('\n');
        }
        for (AdditionalBeanBuildItem b : context.consumeMulti(AdditionalBeanBuildItem.class)) {
            for (String c : b.getBeanClasses()) {
                sb.append("bean ").append(c).append('\n');
            }
        }
        for (ParamConverterBuildItem p : context.consumeMulti(ParamConverterBuildItem.class)) {
            sb.append("param-converter ").append(p.getClassName()).append('\n');
        }
        for (ExceptionMapperBuildItem m : context.consumeMulti(ExceptionMapperBuildItem.class)) {
            sb.append("exception-mapper ").append(m.getClassName()).append('\n');
        }
        for (ReaderInterceptorBuildItem r : context.consumeMulti(ReaderInterceptorBuildItem.class)) {
            sb.append("reader-interceptor ").append(r.getClassName()).append('\n');
        }
        context.produce(new GeneratedResourceBuildItem(REPORT, sb.toString().getBytes(StandardCharsets.UTF_8)));
    }

    @Inject
    ObjectMapper mapper;

    static List<String> report() throws Exception {
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(REPORT)) {
            assertThat(in).as(REPORT).isNotNull();
            return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        }
    }

    @Test
    void nothingOfUrikitIsRegistered() throws Exception {
        List<String> lines = report();
        assertThat(lines).contains("used false");
        // other extensions' items are there (the report is not empty by accident), none of urikit's
        assertThat(lines).anyMatch(l -> l.startsWith("bean "));
        // Quarkus REST's own scanning of uri-jaxrs's indexed jar still proposes its mapper as a bean, which the
        // extension's build-time condition then keeps out of the container (the next test): only its items here
        assertThat(lines).noneMatch(l -> l.contains("org.urikit") && !l.startsWith("bean "));
        assertThat(lines).filteredOn(l -> l.startsWith("bean org.urikit."))
                .allMatch(l -> l.equals("bean org.urikit.jaxrs.UriProblemExceptionMapper")
                        || l.equals("bean " + UrikitUnusedTest.class.getName()));
    }

    @Test
    void theObjectMapperHasNoUrikitModuleAndNoUrikitBeanExists() {
        assertThat(mapper.getRegisteredModuleIds()).noneMatch(id -> String.valueOf(id).contains("urikit"));
        assertThat(Arc.container().beanManager().getBeans(Object.class).stream()
                .map(b -> b.getBeanClass().getName())).noneMatch(n -> n.startsWith("org.urikit.")
                        && !n.startsWith(UrikitUnusedTest.class.getName()));
    }

    @Test
    void theApplicationWorks() {
        given().queryParam("q", "a").get("/notes").then().statusCode(200).body(org.hamcrest.Matchers.is("note a"));
    }
}
