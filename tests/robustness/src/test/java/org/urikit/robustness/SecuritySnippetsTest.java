package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.urikit.testing.DocSnippets;

/**
 * The code of docs/SECURITY.md is the code these tests compile and run: each block below a
 * {@code <!-- snippet:source FILE#NAME -->} marker equals the region between
 * {@code // [snippet NAME]} and {@code // [/snippet]} of that test source, and every region is
 * shown in the page.
 */
class SecuritySnippetsTest {
    private static final Path SOURCES = Path.of("src/test/java/org/urikit/robustness");

    /** The regions of the test sources, by "File.java#name". */
    static Map<String, String> regions() throws IOException {
        Map<String, String> regions = new LinkedHashMap<>();
        for (String file : List.of("CheckedHttpClient.java", "CheckedOkHttp.java", "HostRefusedException.java",
                "HostPolicyExamplesTest.java")) {
            DocSnippets.readRegions(SOURCES.resolve(file), file + "#", regions);
        }
        return regions;
    }

    @Test
    void everyBlockOfThePageIsTestedCode() throws IOException {
        String page = System.getProperty("urikit.security");
        assertThat(page).as("system property urikit.security (set by surefire)").isNotNull();
        DocSnippets.assertPageShowsExactly(Path.of(page), "docs/SECURITY.md", regions());
    }
}
