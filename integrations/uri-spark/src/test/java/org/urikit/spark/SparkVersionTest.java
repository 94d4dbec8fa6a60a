package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The tests run on the Spark the build meant: surefire passes the expected version ({@code spark.version} here,
 * {@code spark40.version} in tests/it-spark40, which runs these same tests).
 */
class SparkVersionTest {
    @Test
    void theSessionRunsTheExpectedSparkRelease() {
        String expected = System.getProperty("urikit.expectedSparkVersion");
        assertThat(expected).as("urikit.expectedSparkVersion, set by surefire").isNotBlank();
        assertThat(SparkSessions.get().version()).isEqualTo(expected);
    }
}
