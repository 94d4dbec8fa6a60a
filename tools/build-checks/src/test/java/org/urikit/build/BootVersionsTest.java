package org.urikit.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The Spring Boot applications (it-spring-boot4, it-spring-boot3) take Boot's parent, whose version
 * cannot be a property of the root pom: it must equal the Boot line that uri-spring-boot names there.
 */
class BootVersionsTest {
    private static final Path ROOT = Path.of(System.getProperty("urikit.root", "..")).toAbsolutePath().normalize();

    private static Element root(Path pom) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    }

    private static String first(Element e, String tag) {
        return e.getElementsByTagName(tag).item(0).getTextContent().trim();
    }

    @Test
    void eachBootApplicationRunsOnTheBootLineTheRootPomNames() throws Exception {
        Element properties = (Element) root(ROOT.resolve("pom.xml")).getElementsByTagName("properties").item(0);
        for (String line : new String[] {"4", "3"}) {
            Element parent = (Element) root(ROOT.resolve("tests/it-spring-boot" + line + "/pom.xml")).getElementsByTagName("parent").item(0);
            assertThat(first(parent, "artifactId")).isEqualTo("spring-boot-starter-parent");
            assertThat(first(parent, "version")).as("it-spring-boot" + line)
                    .isEqualTo(first(properties, "spring-boot" + line + ".version"));
        }
    }
}
