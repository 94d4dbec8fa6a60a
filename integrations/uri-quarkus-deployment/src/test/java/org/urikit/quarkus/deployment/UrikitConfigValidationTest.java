package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A urikit constraint on a configuration mapping stops the application at startup, with urikit's messages and
 * without the password of the configured value.
 */
class UrikitConfigValidationTest {
    static final String SECRET = "s3cr3t-pw";

    @RegisterExtension
    static final QuarkusUnitTest TEST = new QuarkusUnitTest()
            // no database here: no H2 started by Dev Services (quarkus-jdbc-h2 is on this module's test class path)
            .overrideConfigKey("quarkus.devservices.enabled", "false")
            .withApplicationRoot(jar -> jar.addClasses(UrikitConfigTest.AppConfig.class))
            .overrideConfigKey("app.hook", "https://user:" + SECRET + "@10.0.0.1/x")
            .assertException(e -> {
                StringBuilder all = new StringBuilder();
                for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
                    all.append(t).append('\n');
                }
                assertThat(all.toString()).contains("app.hook").contains("host 10.0.0.1 is a private address")
                        .contains("credentials are not allowed").doesNotContain(SECRET);
            });

    @Test
    void startupFails() {
        // the assertions are on the startup failure, above: QuarkusUnitTest runs no test method when the application
        // fails as expected, and fails the test when it starts
        fail("the application must not start");
    }
}
