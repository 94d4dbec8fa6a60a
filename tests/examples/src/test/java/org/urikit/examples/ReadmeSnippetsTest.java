package org.urikit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles every {@code ```java} block of README.md and of the pages docs/*.md against the test
 * class path, and runs it.
 *
 * <p>Conventions (README and docs authors: read this):
 * <ul>
 *   <li>{@code import} lines at the top of a block are its imports; {@code org.urikit.*} and
 *       {@code java.util.*} are imported for every block.</li>
 *   <li>All blocks of all pages share one package: a block may use a type that another block
 *       declares, so type names are unique across README.md and docs/*.md.</li>
 *   <li>A declaration starting at column 0 (a {@code record}, {@code class}, {@code interface},
 *       {@code enum}, possibly after annotations and modifiers) becomes a type of its own.</li>
 *   <li>Every other line is a statement: together they become the body of a method that the test
 *       runs. A block of types only is compiled.</li>
 *   <li>Marker comments on the lines just above the fence change that:
 *       {@code <!-- snippet:compile-only -->} (compiled, not run: keep these rare);
 *       {@code <!-- snippet:params TYPE NAME, ... -->} (the statements use these variables, which the
 *       reader has, e.g. an {@code EntityManager em}; compiled, not run);
 *       {@code <!-- snippet:throws FULLY.QUALIFIED.Exception -->} (run; the last statement, on one
 *       line, must throw that exception, as the block's comment shows; the others must not throw);
 *       {@code <!-- snippet:source FILE#NAME -->} (a copy of a region of a test source, which
 *       another test compares with that source, e.g. SecuritySnippetsTest for docs/SECURITY.md:
 *       not compiled here).</li>
 * </ul>
 */
class ReadmeSnippetsTest {

    private static final String MARKER = "<!-- snippet:";

    record Snippet(String page, int line, List<String> markers, List<String> code) {
        String name() {
            return page + " line " + line;
        }

        /** A Java identifier part for this snippet's statement class: page and line. */
        String id() {
            return page.replaceAll("[^A-Za-z0-9]", "_") + "_" + line;
        }
    }

    /** README.md, then docs/*.md in name order, as paths relative to the repository root. */
    static List<String> pages() throws IOException {
        List<String> pages = new ArrayList<>(List.of("README.md"));
        try (Stream<Path> docs = Files.list(root().resolve("docs"))) {
            docs.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".md")).sorted()
                    .forEach(n -> pages.add("docs/" + n));
        }
        return pages;
    }

    private static Path root() {
        String readme = System.getProperty("urikit.readme");
        assertThat(readme).as("system property urikit.readme (set by surefire)").isNotNull();
        return Path.of(readme).toAbsolutePath().normalize().getParent();
    }

    static List<Snippet> snippets() throws IOException {
        List<Snippet> snippets = new ArrayList<>();
        for (String page : pages()) {
            snippets.addAll(snippets(page));
        }
        return snippets;
    }

    static List<Snippet> snippets(String page) throws IOException {
        List<String> lines = Files.readAllLines(root().resolve(page), StandardCharsets.UTF_8);
        List<Snippet> snippets = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).strip().equals("```java")) {
                continue;
            }
            List<String> markers = new ArrayList<>();
            for (int j = i - 1; j >= 0 && lines.get(j).strip().startsWith(MARKER); j--) {
                markers.add(0, lines.get(j).strip());
            }
            int indent = lines.get(i).indexOf('`');
            List<String> code = new ArrayList<>();
            int k = i + 1;
            while (!lines.get(k).strip().equals("```")) {
                String line = lines.get(k);
                code.add(line.length() >= indent ? line.substring(indent) : line.strip());
                k++;
            }
            if (markers.stream().noneMatch(m -> m.startsWith(MARKER + "source "))) {
                snippets.add(new Snippet(page, i + 1, markers, code));
            }
            i = k;
        }
        return snippets;
    }

    @Test
    void readmeAndDocsHaveSnippetsAndEveryMarkerIsKnown() throws IOException {
        assertThat(snippets("README.md")).hasSizeGreaterThanOrEqualTo(4);
        assertThat(pages()).contains("docs/CORE.md", "docs/GRAMMARS.md", "docs/VALIDATION.md", "docs/JSON.md",
                "docs/JPA.md");
        List<Snippet> snippets = snippets();
        assertThat(snippets).hasSizeGreaterThan(15);
        for (Snippet s : snippets) {
            for (String m : s.markers()) {
                assertThat(m).as(s.name()).matches(
                        "<!-- snippet:(compile-only|params [^>]+|throws [\\w.]+) -->");
            }
        }
    }

    /** One snippet turned into sources: its types and its statement class. */
    record Generated(Snippet snippet, String className, List<Path> files, boolean run) {
    }

    @TestFactory
    Stream<DynamicTest> everyJavaSnippetCompilesAndRuns(@TempDir Path dir) throws IOException {
        // All blocks share one package, so a later block may use a type an earlier one declared
        // (type names are unique across the pages); each block's statements get a class of their own.
        Path src = dir.resolve("src/readme");
        Files.createDirectories(src);
        List<Generated> generated = new ArrayList<>();
        Set<String> typeNames = new HashSet<>();
        for (Snippet s : snippets()) {
            generated.add(generate(s, src, typeNames));
        }
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<Path> all = new ArrayList<>();
        generated.forEach(g -> all.addAll(g.files()));
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            javac.getTask(null, files, diagnostics, List.of("-proc:none", "-d", classes.toString(),
                    "-classpath", System.getProperty("java.class.path")), null,
                    files.getJavaFileObjectsFromPaths(all)).call();
        }
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                ReadmeSnippetsTest.class.getClassLoader());
        List<DynamicTest> tests = new ArrayList<>();
        for (Generated g : generated) {
            tests.add(DynamicTest.dynamicTest(g.snippet().name(), () -> check(g, diagnostics, loader)));
        }
        return tests.stream().onClose(() -> {
            try {
                loader.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static Generated generate(Snippet s, Path src, Set<String> typeNames) throws IOException {
        List<String> imports = new ArrayList<>(List.of("import org.urikit.*;", "import java.util.*;"));
        List<List<String>> types = new ArrayList<>();
        List<String> statements = new ArrayList<>();
        List<String> code = s.code();
        for (int i = 0; i < code.size(); i++) {
            String line = code.get(i);
            if (line.startsWith("import ")) {
                imports.add(line);
            } else if (startsType(code, i)) {
                List<String> type = new ArrayList<>();
                int depth = 0;
                int parens = 0;
                boolean opened = false;
                for (; i < code.size(); i++) {
                    String t = code.get(i);
                    type.add(t);
                    for (char c : t.toCharArray()) {
                        if (c == '(') {
                            parens++;
                        } else if (c == ')') {
                            parens--;
                        } else if (c == '{' && parens == 0) {
                            depth++;
                            opened = true;
                        } else if (c == '}' && parens == 0) {
                            depth--;
                        }
                    }
                    if (opened && depth == 0) {
                        break;
                    }
                }
                types.add(type);
            } else {
                statements.add(line);
            }
        }

        String params = "";
        boolean run = true;
        String expectedThrow = null;
        for (String m : s.markers()) {
            String body = m.substring(MARKER.length(), m.length() - "-->".length()).strip();
            if (body.equals("compile-only")) {
                run = false;
            } else if (body.startsWith("params ")) {
                params = body.substring("params ".length());
                run = false;
            } else if (body.startsWith("throws ")) {
                expectedThrow = body.substring("throws ".length());
            }
        }

        String header = "package readme;\n" + String.join("\n", imports) + "\n";
        List<Path> files = new ArrayList<>();
        for (List<String> type : types) {
            String name = typeName(type);
            assertThat(typeNames.add(name)).as(s.name() + ": type " + name + " is declared twice in README.md and docs/*.md").isTrue();
            Path file = src.resolve(name + ".java");
            Files.writeString(file, header + String.join("\n", type) + "\n", StandardCharsets.UTF_8);
            files.add(file);
        }
        if (expectedThrow != null) {
            // only the last statement may throw, and it must throw exactly that
            int last = statements.size() - 1;
            while (last >= 0 && (statements.get(last).isBlank() || statements.get(last).strip().startsWith("//"))) {
                last--;
            }
            assertThat(last).as(s.name() + ": a throws marker needs a statement").isNotNegative();
            String statement = statements.get(last);
            assertThat(statement.strip()).as(s.name() + ": the throwing statement is one line").endsWith(";");
            statements.set(last, "try { " + statement.strip() + " } catch (" + expectedThrow + " expected) { return; }\n"
                    + "throw new AssertionError(\"the last statement did not throw " + expectedThrow + "\");");
        }
        String className = "Snippet_" + s.id();
        Path main = src.resolve(className + ".java");
        Files.writeString(main, header + "public class " + className + " {\n"
                + "    public static void run(" + params + ") throws Throwable {\n"
                + String.join("\n", statements) + "\n    }\n}\n", StandardCharsets.UTF_8);
        files.add(main);
        return new Generated(s, className, files, run && !statements.stream().allMatch(String::isBlank));
    }

    private static void check(Generated g, DiagnosticCollector<JavaFileObject> diagnostics, ClassLoader loader)
            throws Exception {
        StringBuilder errors = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR && d.getSource() != null
                    && g.files().contains(Path.of(d.getSource().toUri()))) {
                errors.append(Path.of(d.getSource().toUri()).getFileName()).append(':').append(d.getLineNumber())
                        .append(": ").append(d.getMessage(Locale.ROOT)).append('\n');
            }
        }
        if (errors.length() > 0) {
            StringBuilder sources = new StringBuilder();
            for (Path f : g.files()) {
                sources.append(Files.readString(f)).append('\n');
            }
            fail(g.snippet().name() + " does not compile:\n" + errors + sources);
        }
        if (!g.run()) {
            return;
        }
        Method m = loader.loadClass("readme." + g.className()).getMethod("run");
        try {
            m.invoke(null);
        } catch (InvocationTargetException e) {
            throw new AssertionError(g.snippet().name() + " threw", e.getCause());
        }
    }

    private static boolean startsType(List<String> code, int i) {
        for (int j = i; j < code.size(); j++) {
            String line = code.get(j);
            if (line.isEmpty() || Character.isWhitespace(line.charAt(0))) {
                return false;
            }
            String[] words = line.split("[\\s(<{]+");
            boolean annotationsOnly = true;
            for (String w : words) {
                switch (w) {
                    case "record", "class", "interface", "enum":
                        return true;
                    case "public", "final", "abstract", "static", "sealed", "non-sealed":
                        annotationsOnly = false;
                        break;
                    default:
                        if (!w.startsWith("@") && !w.isEmpty() && !(annotationsOnly && w.contains(")"))) {
                            return false;
                        }
                }
            }
            if (!line.startsWith("@") && annotationsOnly) {
                return false;
            }
        }
        return false;
    }

    private static String typeName(List<String> type) {
        for (String line : type) {
            String[] words = line.split("[\\s(<{]+");
            for (int w = 0; w + 1 < words.length; w++) {
                if (List.of("record", "class", "interface", "enum").contains(words[w])) {
                    return words[w + 1];
                }
            }
        }
        throw new IllegalStateException("no type name in " + type);
    }
}
