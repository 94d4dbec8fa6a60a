package org.urikit.jsonb;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.json.bind.Jsonb;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.UriReference;

/**
 * Byte-exact round trips over the committed URL corpus (uri-core's test resources,
 * {@code corpus/kasztp.txt}, MIT, see its NOTICE.md): every line urikit parses is written as the
 * same JSON string as the line itself (the implementation writing the {@code String}), and read back
 * as the same text.
 */
class CorpusRoundTripTest {
    private static List<String> parsedLines() throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = CorpusRoundTripTest.class.getResourceAsStream("/corpus/kasztp.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (UriReference.check(line).isEmpty()) {
                    lines.add(line);
                }
            }
        }
        return lines;
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void everyParsedCorpusLineRoundTripsByteForByte(Implementation impl) throws Exception {
        List<String> lines = parsedLines();
        assertThat(lines).hasSizeGreaterThan(40_000);
        List<UriReference> values = new ArrayList<>(lines.size());
        for (String line : lines) {
            values.add(UriReference.parse(line));
        }
        Type listOfRefs = new ArrayList<UriReference>() { }.getClass().getGenericSuperclass();
        try (Jsonb jsonb = impl.jsonb()) {
            String asStrings = jsonb.toJson(lines);
            String asValues = jsonb.toJson(values);
            assertThat(asValues).isEqualTo(asStrings);
            List<UriReference> read = jsonb.fromJson(asValues, listOfRefs);
            assertThat(read).hasSameSizeAs(lines);
            for (int i = 0; i < lines.size(); i++) {
                assertThat(read.get(i).toString()).isEqualTo(lines.get(i));
            }
        }
    }
}
