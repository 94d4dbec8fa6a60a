package org.urikit.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The compat run tests what it says: each class named in {@code urikit.compat.expect}
 * ({@code class=version,...}) is loaded from the jar of that version, so that a version property
 * that failed to override the root pom's shows up as a failure, not as a run of the wrong version.
 */
class VersionsUnderTestTest {
    @Test
    void theImplementationsAreTheVersionsNamed() throws Exception {
        String expect = System.getProperty("urikit.compat.expect", "");
        assertThat(expect).as("urikit.compat.expect").contains("=");
        for (String pair : expect.split(",")) {
            String[] kv = pair.split("=", 2);
            Class<?> type = Class.forName(kv[0].strip());
            assertThat(jarOf(type)).as(kv[0]).endsWith("-" + kv[1].strip() + ".jar");
        }
    }

    private static String jarOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).getFileName().toString();
    }
}
