package org.urikit.build;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

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

    /** The reactor modules that are published (deploy not skipped), artifactId to module folder. */
    static Map<String, Path> publishedModules() throws Exception {
        Element root = read(ROOT.resolve("pom.xml")).getDocumentElement();
        Map<String, Path> published = new TreeMap<>();
        for (Element modules : children(root, "modules")) {
            for (Element module : children(modules, "module")) {
                Path dir = ROOT.resolve(module.getTextContent().trim());
                Path pom = dir.resolve("pom.xml");
                Element project = read(pom).getDocumentElement();
                String artifactId = text(project, "artifactId");
                boolean skip = false;
                for (Element props : children(project, "properties")) {
                    skip |= "true".equals(text(props, "maven.deploy.skip"));
                }
                if (!skip && !"uri-bom".equals(artifactId)) {
                    published.put(artifactId, dir);
                }
            }
        }
        return published;
    }
}
