package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The BOM lists exactly the published modules of the reactor: a module is published unless its pom
 * sets {@code maven.deploy.skip} to true.
 */
class BomTest {
    private static final Path ROOT = Path.of(System.getProperty("urikit.root", "..")).toAbsolutePath().normalize();

    private static Document read(Path pom) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(pom.toFile());
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    private static String text(Element parent, String name) {
        List<Element> c = children(parent, name);
        return c.isEmpty() ? null : c.get(0).getTextContent().trim();
    }

    /** The artifactIds of reactor modules that are published (jar or pom packaging, deploy not skipped). */
    private static Set<String> publishedModules() throws Exception {
        Element root = read(ROOT.resolve("pom.xml")).getDocumentElement();
        Set<String> published = new TreeSet<>();
        for (Element modules : children(root, "modules")) {
            for (Element module : children(modules, "module")) {
                Path pom = ROOT.resolve(module.getTextContent().trim()).resolve("pom.xml");
                Element project = read(pom).getDocumentElement();
                String artifactId = text(project, "artifactId");
                boolean skip = false;
                for (Element props : children(project, "properties")) {
                    skip |= "true".equals(text(props, "maven.deploy.skip"));
                }
                if (!skip && !"uri-bom".equals(artifactId)) {
                    published.add(artifactId);
                }
            }
        }
        return published;
    }

    @Test
    void bomListsExactlyThePublishedModulesAtTheProjectVersion() throws Exception {
        Element bom = read(ROOT.resolve("bom").resolve("pom.xml")).getDocumentElement();
        assertThat(children(bom, "parent")).as("the BOM has no parent, so nothing leaks into users' builds").isEmpty();
        Set<String> listed = new TreeSet<>();
        NodeList deps = bom.getElementsByTagName("dependency");
        for (int i = 0; i < deps.getLength(); i++) {
            Element dep = (Element) deps.item(i);
            assertThat(text(dep, "groupId")).isEqualTo("org.urikit");
            assertThat(text(dep, "version")).isEqualTo("${project.version}");
            assertThat(text(dep, "scope")).as("no scopes in a BOM").isNull();
            listed.add(text(dep, "artifactId"));
        }
        assertThat(listed).isEqualTo(publishedModules());
    }

    @Test
    void theBomIsPartOfTheReactorAndSharesItsVersion() throws Exception {
        Element root = read(ROOT.resolve("pom.xml")).getDocumentElement();
        Element bom = read(ROOT.resolve("bom").resolve("pom.xml")).getDocumentElement();
        assertThat(text(bom, "version")).isEqualTo(text(root, "version"));
        List<String> modules = new ArrayList<>();
        for (Element m : children(children(root, "modules").get(0), "module")) {
            modules.add(m.getTextContent().trim());
        }
        assertThat(modules).contains("bom");
        assertThat(Files.exists(ROOT.resolve("bom/pom.xml"))).isTrue();
    }
}
