package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Index;
import org.junit.jupiter.api.Test;

/**
 * Every published jar carries GraalVM native-image metadata in
 * {@code META-INF/native-image/org.urikit/ARTIFACT/} ({@code reflect-config.json},
 * {@code resource-config.json}) that covers what the code needs at run time, derived here from the
 * jar itself:
 * <ul>
 *   <li>each concrete Jakarta Validation {@code ConstraintValidator}, Jakarta Persistence or Micronaut
 *       Data {@code AttributeConverter} (from the jar's Jandex index), and each provider named in a
 *       {@code META-INF/services} file, must be registered for reflection with its no-argument
 *       constructor (providers and frameworks instantiate them reflectively);</li>
 *   <li>each resource of the jar (message bundles, service files, framework registration files,
 *       data files; not classes, the manifest, Maven's and Jandex's files, or the metadata itself)
 *       must match a pattern of {@code resource-config.json};</li>
 *   <li>and the metadata names no class the jar does not have.</li>
 * </ul>
 * No native executable is built here (no GraalVM on these machines): this checks the metadata
 * against the code, not a native run.
 */
class NativeImageMetadataTest {
    private static final String PREFIX = "META-INF/native-image/org.urikit/";
    private static final List<DotName> REFLECTIVE_TYPES = List.of(
            DotName.createSimple("jakarta.validation.ConstraintValidator"),
            DotName.createSimple("jakarta.persistence.AttributeConverter"),
            DotName.createSimple("io.micronaut.data.model.runtime.convert.AttributeConverter"));
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyPublishedJarDeclaresWhatItsCodeNeeds() throws Exception {
        Map<String, Path> published = Reactor.publishedModules();
        assertThat(published).containsKeys("uri-core", "uri-validation", "uri-jpa", "uri-micronaut");
        for (Map.Entry<String, Path> module : published.entrySet()) {
            String artifactId = module.getKey();
            Path artifact = JandexIndexTest.onClassPath(artifactId, module.getValue());
            Map<String, byte[]> files = files(artifact);
            Index index = JandexIndexTest.readIndex(artifact);

            String dir = PREFIX + artifactId + "/";
            assertThat(files.keySet()).as("%s: %sreflect-config.json and resource-config.json", artifactId, dir)
                    .contains(dir + "reflect-config.json", dir + "resource-config.json");
            JsonNode reflect = JSON.readTree(files.get(dir + "reflect-config.json"));
            JsonNode resources = JSON.readTree(files.get(dir + "resource-config.json"));

            TreeSet<String> reflective = new TreeSet<>();
            for (DotName type : REFLECTIVE_TYPES) {
                for (ClassInfo c : index.getAllKnownImplementors(type)) {
                    if (!c.isInterface() && !java.lang.reflect.Modifier.isAbstract(c.flags())) {
                        reflective.add(c.name().toString());
                    }
                }
            }
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                if (f.getKey().startsWith("META-INF/services/")) {
                    for (String line : new String(f.getValue(), StandardCharsets.UTF_8).split("\n")) {
                        String provider = line.replaceFirst("#.*", "").trim();
                        if (!provider.isEmpty()) {
                            reflective.add(provider);
                        }
                    }
                }
            }
            for (String path : files.keySet()) {
                // Micronaut's service-like lists: META-INF/micronaut/SERVICE/PROVIDER, one file per provider
                String[] parts = path.split("/");
                if (parts.length == 4 && path.startsWith("META-INF/micronaut/")) {
                    reflective.add(parts[3]);
                }
            }
            Map<String, JsonNode> declared = new TreeMap<>();
            for (JsonNode entry : reflect) {
                declared.put(entry.path("name").asText(), entry);
            }
            for (String type : reflective) {
                assertThat(declared).as("%s: %sreflect-config.json registers %s", artifactId, dir, type)
                        .containsKey(type);
                assertThat(hasNoArgConstructor(declared.get(type)))
                        .as("%s: %s is registered with its no-argument constructor", artifactId, type).isTrue();
            }
            for (String name : declared.keySet()) {
                ClassInfo c = index.getClassByName(DotName.createSimple(name));
                assertThat(c).as("%s: reflect-config.json names %s, which the jar does not have", artifactId, name)
                        .isNotNull();
                assertThat(c.hasNoArgsConstructor() || !hasNoArgConstructor(declared.get(name)))
                        .as("%s: %s has the no-argument constructor its entry names", artifactId, name).isTrue();
            }

            List<Pattern> patterns = new ArrayList<>();
            for (JsonNode include : resources.path("resources").path("includes")) {
                patterns.add(Pattern.compile(include.path("pattern").asText()));
            }
            for (String path : files.keySet()) {
                if (isResource(path)) {
                    assertThat(patterns.stream().anyMatch(p -> p.matcher(path).matches()))
                            .as("%s: %sresource-config.json includes %s", artifactId, dir, path).isTrue();
                }
            }
        }
    }

    private static boolean hasNoArgConstructor(JsonNode entry) {
        if (entry.path("allDeclaredConstructors").asBoolean() || entry.path("allPublicConstructors").asBoolean()) {
            return true;
        }
        for (JsonNode m : entry.path("methods")) {
            if (m.path("name").asText().equals("<init>") && m.path("parameterTypes").isArray()
                    && m.path("parameterTypes").isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /**
     * What the code may read at run time: every file but classes and build bookkeeping (Quarkus's extension
     * descriptors, build-step lists and configuration documentation, {@code META-INF/quarkus-*}, are read by the
     * Quarkus build only).
     */
    private static boolean isResource(String path) {
        return !path.endsWith("/") && !path.endsWith(".class") && !path.equals("META-INF/MANIFEST.MF")
                && !path.startsWith("META-INF/maven/") && !path.equals("META-INF/jandex.idx")
                && !path.startsWith("META-INF/native-image/") && !path.startsWith("META-INF/quarkus-");
    }

    /** The artifact's files by path (a jar, or before packaging its classes folder). */
    private static Map<String, byte[]> files(Path artifact) throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        if (Files.isDirectory(artifact)) {
            try (var walk = Files.walk(artifact)) {
                for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                    out.put(artifact.relativize(f).toString().replace(File.separatorChar, '/'), Files.readAllBytes(f));
                }
            }
        } else {
            try (JarFile jar = new JarFile(artifact.toFile())) {
                for (var e : (Iterable<java.util.jar.JarEntry>) jar.stream()::iterator) {
                    if (!e.isDirectory()) {
                        try (InputStream in = jar.getInputStream(new ZipEntry(e.getName()))) {
                            out.put(e.getName(), in.readAllBytes());
                        }
                    }
                }
            }
        }
        return out;
    }
}
