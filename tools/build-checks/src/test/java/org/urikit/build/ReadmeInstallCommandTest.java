package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's installation command installs the published modules and nothing else: its
 * {@code -pl} list is exactly the published modules of the reactor (the BOM included), so a new
 * published module fails this test until it is added there, and {@code -am} pulls in no module that
 * is never published (tests, examples, benchmarks and their peers).
 */
class ReadmeInstallCommandTest {
    private static final Path ROOT = Reactor.ROOT;

    /** The words of the {@code mvn} line in the first {@code sh} block of the README's "Installation" section. */
    static List<String> installCommand() throws Exception {
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int section = lines.indexOf("## Installation");
        assertThat(section).as("the README has an Installation section").isNotNegative();
        boolean inBlock = false;
        for (String line : lines.subList(section + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            if (line.equals("```sh")) {
                inBlock = true;
            } else if (line.startsWith("```")) {
                inBlock = false;
            } else if (inBlock && line.startsWith("mvn ")) {
                return Arrays.asList(line.strip().split(" +"));
            }
        }
        throw new AssertionError("no mvn line in a sh block of the README's Installation section");
    }

    /** The folders given to {@code -pl}, relative to the root. */
    static List<String> selection(List<String> command) {
        int pl = command.indexOf("-pl");
        assertThat(pl).as("the install command selects modules with -pl: %s", command).isNotNegative();
        assertThat(command.size()).isGreaterThan(pl + 1);
        return Arrays.asList(command.get(pl + 1).split(","));
    }

    @Test
    void theCommandInstallsWithTheModulesItNeedsAndWithoutTests() throws Exception {
        List<String> command = installCommand();
        assertThat(command).startsWith("mvn").contains("install", "-DskipTests", "-am")
                .doesNotContain("verify", "deploy");
    }

    @Test
    void itsModuleListIsExactlyThePublishedModules() throws Exception {
        Set<String> published = new TreeSet<>();
        for (Reactor.Module m : Reactor.modules().values()) {
            if (m.published()) {
                published.add(ROOT.relativize(m.dir()).toString().replace('\\', '/'));
            }
        }
        assertThat(published).as("the reactor's published modules").contains("bom", "uri-core", "tools/uri-cli")
                .doesNotContain("tests/benchmarks", "tests/examples", "tools/build-checks");
        Set<String> listed = new TreeSet<>(selection(installCommand()));
        Set<String> missing = new TreeSet<>(published);
        missing.removeAll(listed);
        Set<String> extra = new TreeSet<>(listed);
        extra.removeAll(published);
        assertThat(missing).as("published modules the README's install command (-pl) misses: add them").isEmpty();
        assertThat(extra).as("modules of the README's install command (-pl) that are not published").isEmpty();
    }

    /** What {@code -am} adds to the selection: every reactor module it depends on, in any scope, and parents. */
    @Test
    void alsoMakePullsInNoUnpublishedModule() throws Exception {
        Map<String, Reactor.Module> modules = Reactor.modules();
        Map<Path, Reactor.Module> byDir = new HashMap<>();
        for (Reactor.Module m : modules.values()) {
            byDir.put(m.dir().normalize(), m);
        }
        Deque<Reactor.Module> todo = new ArrayDeque<>();
        for (String dir : selection(installCommand())) {
            Reactor.Module m = byDir.get(ROOT.resolve(dir).normalize());
            assertThat(m).as("-pl names the reactor module %s", dir).isNotNull();
            todo.add(m);
        }
        Set<String> built = new TreeSet<>();
        List<String> unpublished = new ArrayList<>();
        while (!todo.isEmpty()) {
            Reactor.Module m = todo.pop();
            if (!built.add(m.artifactId())) {
                continue;
            }
            if (!m.published()) {
                unpublished.add(m.artifactId());
            }
            for (String dep : Reactor.urikitDependencies(m.project())) {
                Reactor.Module upstream = modules.get(dep);
                if (upstream != null) {
                    todo.add(upstream);
                }
            }
        }
        assertThat(unpublished).as("modules -am would build and install, though never published").isEmpty();
        assertThat(built).contains("uri-core", "uri-bom", "uri-spring-boot");
    }

    @Test
    void dependenciesCountInEveryScopeAndPluginsButManagedOnesDoNot(@TempDir Path dir) throws Exception {
        Path pom = dir.resolve("pom.xml");
        Files.writeString(pom, """
                <project>
                  <parent><groupId>org.urikit</groupId><artifactId>urikit-parent</artifactId></parent>
                  <artifactId>m</artifactId>
                  <dependencyManagement><dependencies>
                    <dependency><groupId>org.urikit</groupId><artifactId>managed</artifactId></dependency>
                    <dependency><groupId>org.urikit</groupId><artifactId>imported</artifactId><scope>import</scope></dependency>
                  </dependencies></dependencyManagement>
                  <dependencies>
                    <dependency><groupId>org.urikit</groupId><artifactId>compiled</artifactId></dependency>
                    <dependency><groupId>${project.groupId}</groupId><artifactId>tested</artifactId><scope>test</scope></dependency>
                    <dependency><groupId>org.other</groupId><artifactId>other</artifactId></dependency>
                  </dependencies>
                  <build><plugins><plugin><artifactId>p</artifactId><dependencies>
                    <dependency><groupId>org.urikit</groupId><artifactId>plugged</artifactId></dependency>
                  </dependencies></plugin></plugins></build>
                </project>
                """, StandardCharsets.UTF_8);
        assertThat(Reactor.urikitDependencies(Reactor.read(pom).getDocumentElement()))
                .containsExactly("compiled", "imported", "plugged", "tested", "urikit-parent");
    }
}
