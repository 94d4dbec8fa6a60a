package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The code of docs/SECURITY.md is the code these tests compile and run: each block below a
 * {@code <!-- snippet:source FILE#NAME -->} marker equals the region between
 * {@code // [snippet NAME]} and {@code // [/snippet]} of that test source, and every region is
 * shown in the page.
 */
class SecuritySnippetsTest {
    private static final String MARKER = "<!-- snippet:source ";
    private static final Path SOURCES = Path.of("src/test/java/org/urikit/robustness");

    /** The regions of the test sources, by "File.java#name". */
    static Map<String, String> regions() throws IOException {
        Map<String, String> regions = new LinkedHashMap<>();
        for (String file : List.of("CheckedHttpClient.java", "CheckedOkHttp.java", "HostRefusedException.java",
                "HostPolicyExamplesTest.java")) {
            List<String> lines = Files.readAllLines(SOURCES.resolve(file), StandardCharsets.UTF_8);
            String name = null;
            StringBuilder region = null;
            int indent = 0;
            for (String line : lines) {
                String s = line.strip();
                if (s.startsWith("// [snippet ")) {
                    name = s.substring("// [snippet ".length(), s.length() - 1);
                    region = new StringBuilder();
                    indent = line.indexOf('/');
                } else if (s.equals("// [/snippet]")) {
                    regions.put(file + "#" + name, region.toString());
                    region = null;
                } else if (region != null) {
                    region.append(line.length() >= indent ? line.substring(indent) : line.strip()).append('\n');
                }
            }
        }
        return regions;
    }

    @Test
    void everyBlockOfThePageIsTestedCode() throws IOException {
        String page = System.getProperty("urikit.security");
        assertThat(page).as("system property urikit.security (set by surefire)").isNotNull();
        List<String> lines = Files.readAllLines(Path.of(page), StandardCharsets.UTF_8);
        Map<String, String> regions = regions();
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.startsWith(MARKER)) {
                continue;
            }
            String key = line.substring(MARKER.length(), line.length() - "-->".length()).strip();
            assertThat(regions).as("docs/SECURITY.md line %d names a region", i + 1).containsKey(key);
            assertThat(lines.get(i + 1)).as("line %d", i + 2).isEqualTo("```java");
            StringBuilder block = new StringBuilder();
            int k = i + 2;
            while (!lines.get(k).equals("```")) {
                block.append(lines.get(k++)).append('\n');
            }
            assertThat(block.toString()).as("docs/SECURITY.md line %d: %s", i + 3, key).isEqualTo(regions.get(key));
            shown.add(key);
        }
        assertThat(shown).as("every region is shown").containsExactlyInAnyOrderElementsOf(regions.keySet());
    }
}
