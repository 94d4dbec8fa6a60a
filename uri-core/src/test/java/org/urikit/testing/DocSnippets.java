package org.urikit.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * For docs pages whose code is test code: a test source marks regions between
 * {@code // [snippet NAME]} and {@code // [/snippet]}, and the page shows each region in a
 * {@code java} block right below a {@code <!-- snippet:source KEY -->} marker. Shared with other
 * modules through uri-core's test-jar.
 */
public final class DocSnippets {
    private static final String MARKER = "<!-- snippet:source ";
    private static final String START = "// [snippet ";
    private static final String END = "// [/snippet]";

    private DocSnippets() {
    }

    /**
     * Adds the regions of one source, each without the indentation of its start marker.
     *
     * @param source the test source
     * @param keyPrefix put before each region's name to make its key ({@code ""}, or {@code "File.java#"})
     * @param into where the regions go, by key
     * @throws IOException if the source cannot be read
     */
    public static void readRegions(Path source, String keyPrefix, Map<String, String> into) throws IOException {
        String name = null;
        StringBuilder region = null;
        int indent = 0;
        for (String line : Files.readAllLines(source, StandardCharsets.UTF_8)) {
            String s = line.strip();
            if (s.startsWith(START)) {
                name = s.substring(START.length(), s.length() - 1);
                region = new StringBuilder();
                indent = line.indexOf('/');
            } else if (s.equals(END)) {
                into.put(keyPrefix + name, String.valueOf(region));
                region = null;
            } else if (region != null) {
                region.append(line.length() >= indent ? line.substring(indent) : line.strip()).append('\n');
            }
        }
    }

    /**
     * Asserts that every marked block of the page equals its region, and that every region is shown.
     *
     * @param page the docs page
     * @param pageName the page's name in assertion messages, for example {@code "docs/IRI.md"}
     * @param regions the regions by key
     * @throws IOException if the page cannot be read
     */
    public static void assertPageShowsExactly(Path page, String pageName, Map<String, String> regions)
            throws IOException {
        List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.startsWith(MARKER)) {
                continue;
            }
            String key = line.substring(MARKER.length(), line.length() - "-->".length()).strip();
            assertThat(regions).as("%s line %d names a region", pageName, i + 1).containsKey(key);
            assertThat(lines.get(i + 1)).as("line %d", i + 2).isEqualTo("```java");
            StringBuilder block = new StringBuilder();
            int k = i + 2;
            while (!lines.get(k).equals("```")) {
                block.append(lines.get(k++)).append('\n');
            }
            assertThat(block.toString()).as("%s line %d: %s", pageName, i + 3, key).isEqualTo(regions.get(key));
            shown.add(key);
        }
        assertThat(shown).as("every region is shown").containsExactlyInAnyOrderElementsOf(regions.keySet());
    }
}
