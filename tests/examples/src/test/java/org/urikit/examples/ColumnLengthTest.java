package org.urikit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.WebhookUrl;

/**
 * The column length the documentation gives URL columns ({@code @Column(length = N)} in the README
 * and docs/) is the default {@code maxLength} of {@code @HttpUrl} and {@code @WebhookUrl}, so that a
 * value these accept fits the documented column.
 */
class ColumnLengthTest {

    @Test
    void documentedColumnLengthIsTheDefaultMaxLength() throws Exception {
        int httpUrl = (Integer) HttpUrl.class.getMethod("maxLength").getDefaultValue();
        int webhookUrl = (Integer) WebhookUrl.class.getMethod("maxLength").getDefaultValue();
        assertThat(httpUrl).isEqualTo(webhookUrl).isEqualTo(2048);
        List<Integer> lengths = documentedColumnLengths();
        assertThat(lengths).isNotEmpty().containsOnly(httpUrl);
    }

    /** Every N of {@code @Column(length = N)} in README.md and docs/*.md. */
    static List<Integer> documentedColumnLengths() throws IOException {
        String readme = System.getProperty("urikit.readme");
        assertThat(readme).as("system property urikit.readme (set by surefire)").isNotNull();
        Path root = Path.of(readme).toAbsolutePath().getParent();
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        String marker = "@Column(length = ";
        List<Integer> lengths = new ArrayList<>();
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            for (int i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1)) {
                int start = i + marker.length();
                int end = start;
                while (end < text.length() && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                assertThat(end).as("%s: a number after %s", f.getFileName(), marker).isGreaterThan(start);
                lengths.add(Integer.parseInt(text.substring(start, end)));
            }
        }
        return lengths;
    }
}
