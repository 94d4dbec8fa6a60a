package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;

/**
 * Every built-in rule on generated URIs made of the characters its grammar cares about (each
 * scheme's delimiters, percent-encoded octets, letters, digits): it never throws, its violations
 * are in text order with an index inside the text, a key, and a message naming an RFC section;
 * and a rule reports the same on the same URI (no state). Seeded, so a failure repeats.
 */
class BuiltInRulesGeneratedTest {
    private static final String[] PIECES = {"a", "B", "z", "0", "7", "f", "-", ".", "_", "~", "!", "$", "&", "'",
        "(", ")", "*", "+", ",", ";", "=", ":", "@", "/", "?", "#", "%20", "%22", "%23", "%2C", "%40", "%5B", "%5C",
        "%5D", "%C3%A9", "%0A", "//", "?+", "?=", ";base64", ";type=a", ";ext=1", ";isub=", ";phone-context=",
        "example.com", "[::1]", "u:p@", ":65536", ":80", "isbn", "text/plain", "QQ==", "+1-201", "*"};

    @Test
    void rulesNeverThrowAndReportInTextOrder() {
        Random random = new Random(20261124L);
        int checked = 0;
        int violated = 0;
        for (SchemeRule rule : SchemeRegistry.builtIn().rules()) {
            for (int n = 0; n < 1_500; n++) {
                StringBuilder b = new StringBuilder(rule.name()).append(':');
                if (random.nextInt(3) == 0) {
                    b.append("//");
                }
                for (int k = random.nextInt(12); k > 0; k--) {
                    b.append(PIECES[random.nextInt(PIECES.length)]);
                }
                String text = b.toString();
                if (Uri.check(text).isPresent()) {
                    continue;
                }
                Uri uri = Uri.parse(text);
                List<Violation> violations = rule.check(uri);
                int previous = 0;
                for (Violation v : violations) {
                    // plain checks: a described assertion per violation would make this suite slow
                    if (v.index() < previous || v.index() > text.length() || v.key() == null
                            || !v.message().startsWith("RFC ") || !v.message().contains(" §")) {
                        fail(text + ": " + violations);
                    }
                    previous = v.index();
                }
                if (!rule.check(uri).equals(violations)) {
                    fail(text + ": not the same violations twice");
                }
                checked++;
                violated += violations.isEmpty() ? 0 : 1;
            }
        }
        // the generator reaches both outcomes often
        assertThat(checked).isGreaterThan(10_000);
        assertThat(violated).isBetween(checked / 10, checked - checked / 10);
    }

    @Test
    void longInputsAreReadInOnePass() {
        // a quarter of a million characters in each rule's longest loop: done in one pass, no stack growth
        String many = "a".repeat(1 << 18);
        for (String text : List.of("mailto:" + many + "@" + many, "mailto:%22" + "%5C%22".repeat(1 << 16) + "%22@x",
                "urn:isbn:" + many + "?+" + "?".repeat(1 << 16) + "?=q", "data:;base64," + "QUJD".repeat(1 << 18),
                "tel:+" + "1-".repeat(1 << 18) + ";a" + ";b".repeat(1 << 16), "news:" + many,
                "nntp://h/a/" + "1".repeat(1 << 18), "data:" + many + "/" + many + ",x")) {
            List<Violation> v = SchemeRegistry.builtIn().check(Uri.parse(text));
            assertThat(v.size()).as(text.substring(0, 12)).isLessThanOrEqualTo(2);
        }
    }
}
