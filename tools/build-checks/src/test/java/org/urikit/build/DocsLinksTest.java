package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every link of the README and of {@code docs/} resolves ({@link MarkdownLinks}): relative files
 * exist, anchors are headings of their file. External links are not fetched.
 */
class DocsLinksTest {
    private static final Path ROOT = Reactor.ROOT;

    /** README.md and every Markdown file under docs/. */
    static List<Path> docs() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        try (Stream<Path> walk = Files.walk(ROOT.resolve("docs"))) {
            walk.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    @Test
    void everyLinkOfTheReadmeAndTheDocsResolves() throws IOException {
        List<Path> files = docs();
        assertThat(files).contains(ROOT.resolve("docs/CORE.md"), ROOT.resolve("docs/BENCHMARKS.md"));
        int links = 0;
        for (Path f : files) {
            links += MarkdownLinks.links(Files.readString(f, StandardCharsets.UTF_8)).size();
        }
        assertThat(links).as("links read").isGreaterThan(50);
        assertThat(MarkdownLinks.findings(ROOT, files)).isEmpty();
    }

    /** The check finds each kind of broken link in a synthetic repository, and accepts the good ones beside them. */
    @Test
    void theCheckFindsEveryKindOfBrokenLink(@TempDir Path repo) throws IOException {
        write(repo.resolve("README.md"), """
                # Title

                ## Core (`uri-core`)

                See [core](#core-uri-core), [JSON](docs/JSON.md), [a section](docs/JSON.md#jackson-2-and-3)
                and [the tests](tests/) and ![a picture](docs/pic.png "a title") and <https://example.com/x>.
                Broken: [gone](#core), [missing](docs/MISSING.md), [anchor](docs/JSON.md#jackson-2-3).
                `[not a link](nowhere.md)` and [external](https://example.com/nowhere.md#x).
                <!-- [commented out](nowhere.md) -->

                ```md
                [in a fence](nowhere.md)
                ```

                [ref]: docs/ALSO-MISSING.md
                """);
        write(repo.resolve("docs/JSON.md"), """
                # JSON

                ## Jackson 2 and 3

                [back](../README.md#core-uri-core), [twice](docs/CLI.md), [self](#jackson-2-and-3),
                [repeated](#options-1), [not repeated](#options-2), [html](#custom-id) [outside](../../x.md)

                ### Options

                ### Options

                <a id="custom-id"></a>
                """);
        Files.writeString(repo.resolve("docs/pic.png"), "png");
        Files.createDirectories(repo.resolve("tests"));

        assertThat(MarkdownLinks.findings(repo, List.of(repo.resolve("README.md"), repo.resolve("docs/JSON.md"))))
                .containsExactly(
                        "README.md:7: (#core) names no heading or anchor of README.md",
                        "README.md:7: (docs/MISSING.md) does not exist (resolves to docs/MISSING.md)",
                        "README.md:7: (docs/JSON.md#jackson-2-3) names no heading or anchor of docs/JSON.md",
                        "README.md:15: (docs/ALSO-MISSING.md) does not exist (resolves to docs/ALSO-MISSING.md)",
                        "docs/JSON.md:5: (docs/CLI.md) does not exist (resolves to docs/docs/CLI.md)",
                        "docs/JSON.md:6: (#options-2) names no heading or anchor of docs/JSON.md",
                        "docs/JSON.md:6: (../../x.md) leaves the repository");
    }

    /** Anchors as GitHub makes them, for headings of this repository's docs. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            Spring Boot (`uri-spring-boot`)                               | spring-boot-uri-spring-boot
            Bean validation: `@ValidUri`                                  | bean-validation-validuri
            Frameworks: binding by convention, Quarkus, Micronaut         | frameworks-binding-by-convention-quarkus-micronaut
            International domain names: UTS #46 (`org.urikit.idna`)       | international-domain-names-uts-46-orgurikitidna
            Run-to-run spread of the target ratios (kasztp)               | run-to-run-spread-of-the-target-ratios-kasztp
            "Headline (kasztp, JDK 17, 3 forks, 11:39 – 11:53 UTC)"       | headline-kasztp-jdk-17-3-forks-1139--1153-utc
            IRI ↔ URI, `toUri()` and *emphasis*                           | iri--uri-touri-and-emphasis
            snake_case and _emphasis_                                     | snake_case-and-emphasis
            Straße [linked](https://example.com)                          | straße-linked
            """)
    void slugsAreGitHubs(String heading, String anchor) {
        assertThat(MarkdownLinks.slug(heading)).isEqualTo(anchor);
    }

    @Test
    void headingsAreAtxHeadingsOutsideCode() {
        assertThat(MarkdownLinks.heading("## Two commands ##")).isEqualTo("Two commands");
        assertThat(MarkdownLinks.heading("   # C# #")).isEqualTo("C#");
        assertThat(MarkdownLinks.heading("#hashtag")).isNull();
        assertThat(MarkdownLinks.heading("####### seven")).isNull();
        assertThat(MarkdownLinks.heading("    # indented code")).isNull();
        assertThat(MarkdownLinks.anchors("```\n# not a heading\n```\n# A\n# A\n<!--\n# B\n-->"))
                .containsExactly("a", "a-1");
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
