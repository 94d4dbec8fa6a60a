package org.urikit.build;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** The reactor as its poms describe it. */
final class Reactor {
    static final Path ROOT = Path.of(System.getProperty("urikit.root", "..")).toAbsolutePath().normalize();

    private Reactor() {
    }

    static Document read(Path pom) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(pom.toFile());
    }

    static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    static String text(Element parent, String name) {
        List<Element> c = children(parent, name);
        return c.isEmpty() ? null : c.get(0).getTextContent().trim();
    }

    /** A reactor module: its folder, its pom's root element and whether it is published. */
    record Module(String artifactId, Path dir, Element project, boolean published) {
    }

    /** Every module of the root pom's {@code <modules>}, artifactId to module, in the pom's order. */
    static Map<String, Module> modules() throws Exception {
        Element root = read(ROOT.resolve("pom.xml")).getDocumentElement();
        Map<String, Module> all = new LinkedHashMap<>();
        for (Element modules : children(root, "modules")) {
            for (Element module : children(modules, "module")) {
                Path dir = ROOT.resolve(module.getTextContent().trim());
                Element project = read(dir.resolve("pom.xml")).getDocumentElement();
                String artifactId = text(project, "artifactId");
                boolean skip = false;
                for (Element props : children(project, "properties")) {
                    skip |= "true".equals(text(props, "maven.deploy.skip"));
                }
                all.put(artifactId, new Module(artifactId, dir, project, !skip));
            }
        }
        return all;
    }

    /** The reactor modules that are published (deploy not skipped), artifactId to module folder; the BOM is not counted. */
    static Map<String, Path> publishedModules() throws Exception {
        Map<String, Path> published = new TreeMap<>();
        for (Module m : modules().values()) {
            if (m.published() && !"uri-bom".equals(m.artifactId())) {
                published.put(m.artifactId(), m.dir());
            }
        }
        return published;
    }

    /**
     * The artifactIds of group {@code org.urikit} that a module's pom names as its parent, as a
     * dependency of any scope or as a plugin's dependency: what {@code mvn -pl MODULE -am} builds
     * with it when they are reactor modules. Managed dependencies ({@code dependencyManagement}) do
     * not count, except imported BOMs.
     */
    static Set<String> urikitDependencies(Element project) {
        Set<String> out = new TreeSet<>();
        for (Element parent : children(project, "parent")) {
            addIfUrikit(parent, out);
        }
        NodeList deps = project.getElementsByTagName("dependency");
        for (int i = 0; i < deps.getLength(); i++) {
            Element dep = (Element) deps.item(i);
            Node container = dep.getParentNode().getParentNode();
            boolean managed = container instanceof Element e && e.getTagName().equals("dependencyManagement");
            if (!managed || "import".equals(text(dep, "scope"))) {
                addIfUrikit(dep, out);
            }
        }
        return out;
    }

    private static void addIfUrikit(Element coordinates, Set<String> out) {
        String group = text(coordinates, "groupId");
        if ("org.urikit".equals(group) || "${project.groupId}".equals(group)) {
            out.add(text(coordinates, "artifactId"));
        }
    }
}
