package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** Runs the built {@code target/uri.jar} in a new JVM, as the README does. */
class UriJarIT {

    private record Result(int exit, String out, String err) {
    }

    private static Result run(String stdin, String... args) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("uri.jar", "target/uri.jar"));
        assertThat(jar).isRegularFile();
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("uri-out", ".txt");
        Path err = Files.createTempFile("uri-err", ".txt");
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            try (OutputStream in = p.getOutputStream()) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
            }
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("finished").isTrue();
            return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    @Test
    void theReadmeDemoRunsFromTheJar() throws Exception {
        Result r = run("", "parse", "https://user@example.com:8443/a/b?q=1#top", "http://a b/");
        assertThat(r.out()).startsWith("valid    https://user@example.com:8443/a/b?q=1#top\n")
                .contains("         host      \"example.com\"\n")
                .endsWith("         invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)\n");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).isEmpty();
    }

    @Test
    void standardInputIsReadAsUtf8SplitOnLfOnly() throws Exception {
        Result r = run("http://a/b\nhttp://a/b\r\nhttp://a/\u00e9\n\n", "check", "--format", "bits");
        assertThat(r.out()).isEqualTo("1\n0\n0\n1\n");
        assertThat(r.exit()).isEqualTo(1);
        Result json = run("http://a/\u00e9\n", "check", "--format", "json");
        assertThat(json.out()).startsWith("{\"input\": \"http://a/\u00e9\", \"valid\": false,");
    }

    @Test
    void usageErrorsExitTwo() throws Exception {
        Result r = run("", "frobnicate");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("uri: unknown command frobnicate");
    }
}
