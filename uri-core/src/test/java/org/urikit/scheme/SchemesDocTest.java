package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.urikit.Component;
import org.urikit.Uri;

/** The examples of docs/SCHEMES.md are what the built-in rules report. */
class SchemesDocTest {
    private static final String HEADER = "| input | index | component | key |";

    private static List<String> doc() throws IOException {
        Path doc = Path.of("..", "docs", "SCHEMES.md");
        assertThat(doc).as("docs/SCHEMES.md beside this module").isRegularFile();
        return Files.readAllLines(doc, StandardCharsets.UTF_8);
    }

    private static String unquote(String cell) {
        String c = cell.strip();
        return c.startsWith("`") && c.endsWith("`") ? c.substring(1, c.length() - 1) : c;
    }

    @Test
    void everyExampleRowHolds() throws IOException {
        int rows = 0;
        boolean inTable = false;
        for (String line : doc()) {
            if (line.equals(HEADER)) {
                inTable = true;
                continue;
            }
            if (!inTable || line.startsWith("|---")) {
                continue;
            }
            if (!line.startsWith("|")) {
                inTable = false;
                continue;
            }
            String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
            assertThat(cells).as(line).hasSize(4);
            String input = unquote(cells[0]);
            List<Violation> v = SchemeRegistry.builtIn().check(Uri.parse(input));
            if (cells[1].strip().equals("–")) {
                assertThat(v).as(input).isEmpty();
            } else {
                assertThat(v).as(input).isNotEmpty();
                assertThat(v.get(0).index()).as(input).isEqualTo(Integer.parseInt(cells[1].strip()));
                assertThat(v.get(0).component()).as(input).isEqualTo(Component.valueOf(cells[2].strip()));
                assertThat(v.get(0).key()).as(input).isEqualTo(unquote(cells[3]));
            }
            rows++;
        }
        assertThat(rows).isGreaterThan(60);
    }

    @Test
    void theSnippetQuotesTheRealMessage() throws IOException {
        Violation v = SchemeRegistry.builtIn().check(Uri.parse("mailto:not%20an%20address")).get(0);
        assertThat(doc()).contains("v.get(0).index();   // 10, the %20", "v.get(0).key();     // \"" + v.key() + "\"",
                "v.get(0).message(); // \"" + v.message() + "\"");
        assertThat(v.index()).isEqualTo(10);
    }
}
