package org.urikit.it.micronaut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;

import io.micronaut.context.ApplicationContext;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.UriReference;

/**
 * Jackson databind in a Micronaut application: Micronaut's {@code ObjectMapper} finds urikit's
 * Jackson module by module scan ({@code jackson.module-scan}, on by default), with uri-micronaut
 * the only urikit dependency.
 */
class JacksonDatabindTest {

    /** A bean that databind reads and writes through its public fields. */
    public static final class Page {
        public Uri self;
        public List<UriReference> links;
        public Map<Uri, String> titles;
    }

    @Test
    void micronautsObjectMapperReadsAndWritesUrikitValuesExactly() throws Exception {
        try (ApplicationContext context = ApplicationContext.run(Map.of("datasources.default.url",
                "jdbc:h2:mem:databind;DB_CLOSE_DELAY=-1"))) {
            ObjectMapper mapper = context.getBean(ObjectMapper.class);
            String json = "{\"self\":\"HTTP://Example.COM:80/a/./b\",\"links\":[\"../x\",null],"
                    + "\"titles\":{\"https://h/\":\"home\"}}";
            Page page = mapper.readValue(json, Page.class);
            assertThat(page.self).isEqualTo(Uri.parse("HTTP://Example.COM:80/a/./b"));
            assertThat(page.links).containsExactly(UriReference.parse("../x"), null);
            assertThat(page.titles).containsEntry(Uri.parse("https://h/"), "home");
            assertThat(mapper.writeValueAsString(page)).isEqualTo(json);
            assertThatThrownBy(() -> mapper.readValue("\"http://u:s3cr3t@a b/\"", new TypeReference<Uri>() { }))
                    .isInstanceOf(InvalidFormatException.class)
                    .hasMessageContaining("U+0020")
                    .hasMessageNotContaining("s3cr3t");
        }
    }
}
