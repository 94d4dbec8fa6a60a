package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * {@link Uts46#whatwg()} against the URL Standard's reference implementation of UTS #46, the npm
 * package tr46 7.0.0 (Unicode 18.0.0): its answers for 14,087 names (every IdnaTestV2 source, every
 * WPT input, 8,000 seeded random names), written by {@code tools/idna/tr46_compare.mjs --fixture}
 * into {@code tr46-7.0.0.jsonl.gz} (tr46: MIT, LICENSE-tr46.md). Every name whose code points this
 * JDK assigns must agree; names with newer code points are counted and printed (see
 * {@link Tr46Comparison} and docs/IDNA.md).
 */
class Tr46AgreementTest {

    @Test
    void everyNameWhoseCodePointsThisJdkAssignsAgreesWithTr46() throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("tr46-7.0.0.jsonl.gz"));
             BufferedReader r = new BufferedReader(
                     new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
            }
        }
        Tr46Comparison.Outcome o = Tr46Comparison.compare(lines);
        System.out.println(o.summary());
        o.jdkDisagreements().stream().limit(10).forEach(d -> System.out.println("  (JDK) " + d));
        assertThat(o.disagreements()).as("names whose code points this JDK assigns that disagree with tr46").isEmpty();
        assertThat(o.names() + o.jdkDependent()).isEqualTo(14_087);
        assertThat(o.names()).as("names whose code points this JDK assigns (JDK 17: 12,231)").isGreaterThan(12_000);
    }
}
