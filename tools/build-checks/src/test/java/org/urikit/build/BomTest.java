package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The BOM lists exactly the published modules of the reactor: a module is published unless its pom
 * sets {@code maven.deploy.skip} to true.
 */
class BomTest {
    @Test
    void bomListsExactlyThePublishedModulesAtTheProjectVersion() throws Exception {
        Element bom = Reactor.read(Reactor.ROOT.resolve("bom").resolve("pom.xml")).getDocumentElement();
        assertThat(Reactor.children(bom, "parent")).as("the BOM has no parent, so nothing leaks into users' builds").isEmpty();
        Set<String> listed = new TreeSet<>();
        NodeList deps = bom.getElementsByTagName("dependency");
        for (int i = 0; i < deps.getLength(); i++) {
            Element dep = (Element) deps.item(i);
            assertThat(Reactor.text(dep, "groupId")).isEqualTo("org.urikit");
            assertThat(Reactor.text(dep, "version")).isEqualTo("${project.version}");
            assertThat(Reactor.text(dep, "scope")).as("no scopes in a BOM").isNull();
            listed.add(Reactor.text(dep, "artifactId"));
        }
        assertThat(listed).isEqualTo(Reactor.publishedModules().keySet());
    }

    @Test
    void theBomIsPartOfTheReactorAndSharesItsVersion() throws Exception {
        Element root = Reactor.read(Reactor.ROOT.resolve("pom.xml")).getDocumentElement();
        Element bom = Reactor.read(Reactor.ROOT.resolve("bom").resolve("pom.xml")).getDocumentElement();
        assertThat(Reactor.text(bom, "version")).isEqualTo(Reactor.text(root, "version"));
        List<String> modules = new ArrayList<>();
        for (Element m : Reactor.children(Reactor.children(root, "modules").get(0), "module")) {
            modules.add(m.getTextContent().trim());
        }
        assertThat(modules).contains("bom");
        assertThat(Files.exists(Reactor.ROOT.resolve("bom/pom.xml"))).isTrue();
    }
}
