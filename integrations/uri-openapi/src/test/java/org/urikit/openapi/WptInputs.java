package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The inputs of the committed WPT {@code urltestdata.json} (in uri-core's test-jar). */
final class WptInputs {
    private WptInputs() {
    }

    static List<String> read() {
        List<String> inputs = new ArrayList<>();
        try (InputStream in = WptInputs.class.getResourceAsStream("/org/urikit/whatwg/urltestdata.json")) {
            assertThat(in).as("uri-core's test-jar holds the WPT data").isNotNull();
            for (JsonNode test : new ObjectMapper().readTree(in)) {
                if (test.has("input")) {
                    inputs.add(test.get("input").asText());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return inputs;
    }
}
