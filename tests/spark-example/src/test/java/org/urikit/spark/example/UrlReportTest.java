package org.urikit.spark.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.urikit.ParseError;
import org.urikit.Uri;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;
import org.urikit.spark.example.UrlReport.HostCount;
import org.urikit.spark.example.UrlReport.ReasonCount;
import org.urikit.spark.example.UrlReport.Report;
import org.urikit.testing.Corpus;

/**
 * Runs {@link UrlReport} on the repository's corpus (kasztp.txt and the generated dirty lines, written to
 * {@code target/}) and checks every number against plain Java loops over urikit's own calls: no Spark on
 * that side.
 */
class UrlReportTest {
    private static final Path INPUT = Path.of("target", "url-report", "corpus.txt");
    private static List<String> lines;

    @BeforeAll
    static void writeCorpus() throws IOException {
        lines = Corpus.all();
        for (String line : lines) {
            // Spark's text reader splits lines at CR too: the file would not hold these lines
            assertThat(line).doesNotContain("\r");
        }
        Files.createDirectories(INPUT.getParent());
        Files.writeString(INPUT, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }

    private static List<HostCount> expectedTopHosts(int top) {
        Map<String, Long> counts = new HashMap<>();
        for (String line : lines) {
            Optional<WhatwgUrl> url = WhatwgUrl.tryParse(line);
            if (url.isPresent() && url.get().hasHost()) {
                counts.merge(url.get().hostname(), 1L, Long::sum);
            }
        }
        List<HostCount> all = new ArrayList<>();
        counts.forEach((host, n) -> all.add(new HostCount(host, n)));
        all.sort(Comparator.comparingLong(HostCount::count).reversed().thenComparing(HostCount::host));
        return all.subList(0, Math.min(top, all.size()));
    }

    private static List<ReasonCount> expectedReasons(String grammar) {
        Map<List<String>, Long> counts = new HashMap<>();
        for (String line : lines) {
            if (grammar.equals("whatwg")) {
                Optional<WhatwgValidationError> e = WhatwgUrl.check(line);
                e.ifPresent(w -> counts.merge(List.of(w.component().label(), w.type()), 1L, Long::sum));
            } else {
                Optional<ParseError> e = Uri.check(line);
                e.ifPresent(p -> counts.merge(List.of(p.component().label(), p.kind().name()), 1L, Long::sum));
            }
        }
        List<ReasonCount> all = new ArrayList<>();
        counts.forEach((key, n) -> all.add(new ReasonCount(key.get(0), key.get(1), n)));
        all.sort(Comparator.comparingLong(ReasonCount::count).reversed()
                .thenComparing(ReasonCount::component).thenComparing(ReasonCount::reason));
        return all;
    }

    @Test
    void topHostsAndRfc3986ReasonsAreUrikitsOwn() {
        Report report = UrlReport.run(LocalSpark.get(), INPUT.toString(), 20, "rfc3986");

        assertThat(report.urls()).isEqualTo(lines.size());
        assertThat(report.topHosts()).hasSize(20).containsExactlyElementsOf(expectedTopHosts(20));
        List<ReasonCount> reasons = expectedReasons("rfc3986");
        assertThat(report.reasons()).containsExactlyElementsOf(reasons);
        assertThat(report.invalid()).isEqualTo(reasons.stream().mapToLong(ReasonCount::count).sum())
                .isEqualTo(lines.stream().filter(l -> Uri.check(l).isPresent()).count());
    }

    @Test
    void whatwgReasonsAreUrikitsOwn() {
        Report report = UrlReport.run(LocalSpark.get(), INPUT.toString(), 5, "whatwg");

        assertThat(report.topHosts()).containsExactlyElementsOf(expectedTopHosts(5));
        assertThat(report.reasons()).isNotEmpty().containsExactlyElementsOf(expectedReasons("whatwg"));
        assertThat(report.invalid()).isEqualTo(lines.stream().filter(l -> WhatwgUrl.check(l).isPresent()).count());
    }

    @Test
    void printsTheReport() {
        Report report = new Report(3, 1, List.of(new HostCount("a.example", 2)),
                List.of(new ReasonCount("host", "UNEXPECTED_CHARACTER", 1)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        UrlReport.print(report, "rfc3986", new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(String.join(System.lineSeparator(),
                "3 URLs, 1 invalid (rfc3986)", "", "Top hosts", "        2  a.example", "",
                "Why invalid (rfc3986)", "        1  UNEXPECTED_CHARACTER in the host", ""));
    }
}
