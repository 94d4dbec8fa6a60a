package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No test names a path outside the repository ({@link RepositoryPaths}), so that {@code mvn -B verify}
 * in a fresh clone with nothing beside it runs every test.
 */
class TestsStayInTheRepositoryTest {
    private static final Path ROOT = Path.of(System.getProperty("urikit.root", "..")).toAbsolutePath().normalize();

    @Test
    void noTestSourceOrPomNamesAPathOutsideTheRepository() throws IOException {
        assertThat(ROOT.resolve("uri-core/src/test/java/org/urikit/testing/Corpus.java")).isRegularFile();
        assertThat(RepositoryPaths.findings(ROOT)).isEmpty();
    }

    /** The check finds each way out in a synthetic repository, and nothing in the allowed forms beside them. */
    @Test
    void theCheckFindsEveryWayOutInASyntheticRepository(@TempDir Path dir) throws IOException {
        Path repo = dir.resolve("repo");
        copy("root-pom.xml.sample", repo.resolve("pom.xml"));
        copy("module-pom.xml.sample", repo.resolve("m/pom.xml"));
        copy("Bad.java.sample", repo.resolve("m/src/test/java/m/Bad.java"));
        copy("Good.java.sample", repo.resolve("m/src/test/java/m/Good.java"));
        copy("test-config.properties.sample", repo.resolve("m/src/test/resources/test-config.properties"));
        // main code and test data are not read: the benchmarks may name a corpus folder, data may hold anything
        copy("Bad.java.sample", repo.resolve("m/src/main/java/m/Bad.java"));
        copy("Bad.java.sample", repo.resolve("m/src/test/resources/urls.txt"));
        // build output is not read either
        copy("Bad.java.sample", repo.resolve("m/target/test-classes/m/Bad.java"));

        assertThat(RepositoryPaths.findings(repo)).containsExactly(
                "m/pom.xml:7: ${project.basedir}/../../beside leaves the repository (resolves to ../beside)",
                "m/pom.xml:8: ${user.home} is outside the repository",
                "m/src/test/java/m/Bad.java:8: names shared" + "/data beside the repository", // split: this file names none
                "m/src/test/java/m/Bad.java:9: \"../../elsewhere/urls\" leaves the repository (resolves to ../elsewhere/urls)",
                "m/src/test/java/m/Bad.java:10: \"../../beside\" leaves the repository (resolves to ../beside)",
                "m/src/test/java/m/Bad.java:11: \"/work/main/README.md\" is an absolute path (only /tmp is allowed, for temporary files)",
                "m/src/test/java/m/Bad.java:12: \"C:\\data\\urls.txt\" is an absolute path (only /tmp is allowed, for temporary files)",
                "m/src/test/java/m/Bad.java:13: reads user.home, outside the repository",
                "m/src/test/java/m/Bad.java:14: \"../../../x\" leaves the repository (resolves to ../../x)",
                "m/src/test/resources/test-config.properties:2: \"/srv/urls\" is an absolute path (only /tmp is allowed, for temporary files)",
                "pom.xml:7: ${maven.multiModuleProjectDirectory}/../urls leaves the repository (resolves to ../urls)",
                "pom.xml:9: \"/var/cache/urikit\" is an absolute path (only /tmp is allowed, for temporary files)");
    }

    @Test
    void aRepositoryWithOnlyAllowedPathsHasNoFinding(@TempDir Path dir) throws IOException {
        Path repo = dir.resolve("repo");
        copy("Good.java.sample", repo.resolve("m/src/test/java/m/Good.java"));
        assertThat(RepositoryPaths.findings(repo)).isEmpty();
    }

    private static void copy(String sample, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        try (InputStream in = TestsStayInTheRepositoryTest.class.getResourceAsStream("/outside-paths/" + sample)) {
            assertThat(in).as(sample).isNotNull();
            Files.copy(in, to);
        }
    }
}
