package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.ContinuousTestingTestUtils;
import io.quarkus.test.ContinuousTestingTestUtils.TestStatus;
import io.quarkus.test.QuarkusDevModeTest;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Continuous testing with the extension: dev mode runs the application's {@code @QuarkusTest}
 * ({@link ContinuousTestingResourceET}: a {@code Uri} over HTTP, in a JSON body and as a query parameter, and the 400
 * problem) and runs it again after each change. The tests pass; a change of the resource fails exactly the test
 * that expects the old answer, the others (JSON, the parameter converter, the problem) still pass in the rebuilt
 * test application; the test changed to match passes again; a change of the extension's build-time configuration
 * ({@code quarkus.urikit.json.normalize-on-write}) reaches the rebuilt test application and fails exactly the
 * byte-exact round trip.
 */
class UrikitContinuousTestingTest {
    @RegisterExtension
    static final QuarkusDevModeTest TEST = new QuarkusDevModeTest()
            .withApplicationRoot(jar -> jar.addClasses(ContinuousTestingResource.class,
                            ContinuousTestingResource.Link.class)
                    .addAsResource(new StringAsset(ContinuousTestingTestUtils.appProperties(
                            // no datasource, no Hibernate ORM (on this module's test class path): a shorter start
                            // of both applications, the dev mode one and the test one
                            "quarkus.datasource.active=false", "quarkus.hibernate-orm.enabled=false",
                            "quarkus.devservices.enabled=false",
                            // any free ports: other builds on the machine may hold 8080 and 8081
                            "quarkus.http.port=0", "quarkus.http.test-port=0")), "application.properties"))
            .setTestArchiveProducer(() -> ShrinkWrap.create(JavaArchive.class)
                    .addClass(ContinuousTestingResourceET.class));

    @Test
    void theApplicationsTestsPassFailAndPassAgainAsTheSourcesChange() {
        ContinuousTestingTestUtils utils = new ContinuousTestingTestUtils();
        TestStatus status = utils.waitForNextCompletion();
        assertThat(status.getTotalTestsPassed()).as("first run: %s", status).isEqualTo(3);
        assertThat(status.getTotalTestsFailed()).as("first run: %s", status).isZero();

        TEST.modifySourceFile(ContinuousTestingResource.class,
                s -> s.replace("base.resolve(\"first\")", "base.resolve(\"../second?x#y\")"));
        status = utils.waitForNextCompletion();
        assertThat(status.getTotalTestsFailed()).as("after the resource changed: %s", status).isEqualTo(1);
        assertThat(status.getTotalTestsPassed()).as("after the resource changed: %s", status).isEqualTo(2);

        TEST.modifyTestSourceFile(ContinuousTestingResourceET.class,
                s -> s.replace("https://example.com/a/first", "https://example.com/second?x#y"));
        status = utils.waitForNextCompletion();
        assertThat(status.getTotalTestsPassed()).as("after the test changed: %s", status).isEqualTo(3);
        assertThat(status.getTotalTestsFailed()).as("after the test changed: %s", status).isZero();

        // build-time configuration of the extension: the rebuilt test application writes normalized text, so
        // the byte-exact round trip (and only it) fails
        TEST.modifyResourceFile("application.properties",
                s -> s + "\nquarkus.urikit.json.normalize-on-write=syntax-based\n");
        status = utils.waitForNextCompletion();
        assertThat(status.getTotalTestsFailed()).as("after the configuration changed: %s", status).isEqualTo(1);
        assertThat(status.getTotalTestsPassed()).as("after the configuration changed: %s", status).isEqualTo(2);
    }
}
