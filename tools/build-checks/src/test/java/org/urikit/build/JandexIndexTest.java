package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.Index;
import org.jboss.jandex.IndexReader;
import org.junit.jupiter.api.Test;

/**
 * Every published jar carries {@code META-INF/jandex.idx}, an index of exactly its own classes
 * (Quarkus reads it to see a library's classes without the application naming the jar). The jars
 * are found on this module's test class path: build-checks depends on every published module.
 */
class JandexIndexTest {
    private static final String INDEX = "META-INF/jandex.idx";

    @Test
    void everyPublishedJarHasAnIndexOfItsOwnClasses() throws Exception {
        Map<String, Path> published = Reactor.publishedModules();
        assertThat(published).containsKeys("uri-core", "uri-validation", "uri-jackson", "uri-jackson3", "uri-jpa");
        for (Map.Entry<String, Path> module : published.entrySet()) {
            Path artifact = onClassPath(module.getKey(), module.getValue());
            List<String> classes = new ArrayList<>();
            for (ClassInfo c : readIndex(artifact).getKnownClasses()) {
                classes.add(c.name().toString());
            }
            assertThat(classes).as("%s: classes in %s", module.getKey(), INDEX).isNotEmpty()
                    .allSatisfy(name -> assertThat(name).startsWith("org.urikit."))
                    .containsExactlyInAnyOrderElementsOf(classFiles(artifact));
        }
    }

    /** The module's jar (or, before packaging, its classes folder) on the test class path. */
    static Path onClassPath(String artifactId, Path moduleDir) {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (String entry : cp.split(File.pathSeparator)) {
            Path p = Path.of(entry).toAbsolutePath().normalize();
            String name = p.getFileName().toString();
            boolean jar = name.startsWith(artifactId + "-") && name.endsWith(".jar") && !name.endsWith("-tests.jar")
                    && name.substring(artifactId.length() + 1).matches("\\d.*");
            if (jar || p.equals(moduleDir.resolve("target").resolve("classes").toAbsolutePath().normalize())) {
                return p;
            }
        }
        throw new AssertionError(artifactId + " is published but not on build-checks' test class path:"
                + " add it to tools/build-checks/pom.xml's dependencies");
    }

    static Index readIndex(Path artifact) throws IOException {
        if (Files.isDirectory(artifact)) {
            Path index = artifact.resolve(INDEX);
            assertThat(index).as("%s in %s", INDEX, artifact).exists();
            try (InputStream in = Files.newInputStream(index)) {
                return new IndexReader(in).read();
            }
        }
        try (JarFile jar = new JarFile(artifact.toFile())) {
            ZipEntry entry = jar.getEntry(INDEX);
            assertThat(entry).as("%s in %s", INDEX, artifact).isNotNull();
            try (InputStream in = jar.getInputStream(entry)) {
                return new IndexReader(in).read();
            }
        }
    }

    /** The class names of the artifact's .class files (package-info too, as Jandex indexes it), module-info left out. */
    private static List<String> classFiles(Path artifact) throws IOException {
        List<String> names = new ArrayList<>();
        if (Files.isDirectory(artifact)) {
            try (var files = Files.walk(artifact)) {
                files.map(f -> artifact.relativize(f).toString().replace(File.separatorChar, '/'))
                        .forEach(n -> addClass(names, n));
            }
        } else {
            try (JarFile jar = new JarFile(artifact.toFile())) {
                jar.stream().forEach(e -> addClass(names, e.getName()));
            }
        }
        return names;
    }

    private static void addClass(List<String> names, String path) {
        if (path.endsWith(".class") && !path.endsWith("module-info.class") && !path.startsWith("META-INF/")) {
            names.add(path.substring(0, path.length() - ".class".length()).replace('/', '.'));
        }
    }
}
