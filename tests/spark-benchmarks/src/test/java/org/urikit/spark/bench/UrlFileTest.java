package org.urikit.spark.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UrlFileTest {
    private static final List<String> CORPUS = List.of("https://a.example/", "http://b_c.example/x?y=1",
            "https://\"quoted.example/", "https://xn--mnchen-3ya.de/", "https://münchen.de/", "https://");

    @TempDir
    Path dir;

    @Test
    void writesEveryLineOncePerCopyCopyZeroInCorpusOrder() throws IOException {
        UrlFile f = UrlFile.write(CORPUS, 3, dir.resolve("urls.txt"));

        List<String> lines = Files.readAllLines(f.path(), StandardCharsets.UTF_8);
        assertThat(f.lines()).isEqualTo(18);
        assertThat(lines).hasSize(18);
        assertThat(lines.subList(0, 6)).containsExactlyElementsOf(CORPUS);
        assertThat(lines.subList(6, 12)).containsExactlyInAnyOrderElementsOf(CORPUS);
        assertThat(lines.subList(12, 18)).containsExactlyInAnyOrderElementsOf(CORPUS);
        assertThat(f.bytes()).isEqualTo(Files.size(f.path()));
    }

    @Test
    void laterCopiesAreShuffledWithAFixedSeed() throws IOException {
        List<String> many = new java.util.ArrayList<>();
        for (int i = 0; i < 100; i++) {
            many.add("https://h" + i + ".example/");
        }
        UrlFile a = UrlFile.write(many, 2, dir.resolve("a.txt"));
        UrlFile b = UrlFile.write(many, 2, dir.resolve("b.txt"));

        List<String> linesA = Files.readAllLines(a.path(), StandardCharsets.UTF_8);
        assertThat(linesA.subList(100, 200)).isNotEqualTo(many).containsExactlyInAnyOrderElementsOf(many);
        assertThat(Files.readAllLines(b.path(), StandardCharsets.UTF_8)).isEqualTo(linesA);
    }

    @Test
    void reusesAFileOfTheSameSize() throws IOException {
        Path target = dir.resolve("urls.txt");
        UrlFile.write(CORPUS, 2, target);
        Files.setLastModifiedTime(target, java.nio.file.attribute.FileTime.fromMillis(0));

        UrlFile again = UrlFile.write(CORPUS, 2, target);

        assertThat(Files.getLastModifiedTime(target).toMillis()).isZero();
        assertThat(again.lines()).isEqualTo(12);
        UrlFile more = UrlFile.write(CORPUS, 3, target);
        assertThat(Files.readAllLines(more.path(), StandardCharsets.UTF_8)).hasSize(18);
    }

    @Test
    void readsLinesSplitOnLfAndLeavesOutLinesWithCr() throws IOException {
        Path a = dir.resolve("a.txt");
        Path b = dir.resolve("b.txt");
        Files.writeString(a, "https://a/\nhttps://b/\r\nhttps://c/\n", StandardCharsets.UTF_8);
        Files.writeString(b, "https://d/ x\n\nhttps://e/", StandardCharsets.UTF_8);

        assertThat(UrlFile.readCorpus(List.of(a, b)))
                .containsExactly("https://a/", "https://c/", "https://d/ x", "", "https://e/");
    }

    @Test
    void rejectsALineThatSparkWouldSplit() {
        assertThatThrownBy(() -> UrlFile.write(List.of("https://a/\rb"), 1, dir.resolve("x.txt")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UrlFile.write(CORPUS, 0, dir.resolve("x.txt")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
