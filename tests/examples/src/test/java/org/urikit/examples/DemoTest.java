package org.urikit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class DemoTest {

    private static String runMain() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            Demo.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsEachRejectionWithItsMessageAndStoresOnlyTheValidRegistrations() {
        String out = runMain();
        assertThat(out.lines().map(String::strip)).contains(
                "1. Read 8 webhook registrations from webhooks.json (Jackson with urikit's UriModule)",
                "ok       billing    https://hooks.shop.example.com/billing?v=2  archive ftp://files.shop.example.com/exports/invoices.csv;type=a",
                "rejected typo       https://hooks.shop .example.com/typo",
                "callback: invalid character ' ' (U+0020) in host at index 18 (RFC 3986 reg-name)",
                "callback: host 10.0.0.7 is a private address",
                "rejected leaky      https://deploy:****@ci.example.net/hook",
                "callback: credentials are not allowed",
                "callback: scheme \"gopher\" is not allowed (allowed: https)",
                "archive: invalid character 'x' (U+0078) in scheme-specific part at index 37 (RFC 1738 ftptype)",
                "3. Store the 3 valid ones (Hibernate ORM, H2 in memory, uri-jpa's UriAttributeConverter) and query them by host (JPQL)",
                "hooks.shop.example.com: 2 webhooks",
                "shipping   https://HOOKS.shop.example.com/shipping",
                "collect.example.org: 1 webhook",
                "column text of shipping: https://HOOKS.shop.example.com/shipping (exact, not normalized); rows with callback = https://HOOKS.shop.example.com/shipping: 1",
                "../refund                                          -> https://hooks.shop.example.com/billing/refund",
                "normalized: https://hooks.shop.example.com/billing/v2/b/~team",
                "RFC 3986 URI-reference: accepted",
                "RFC 1738 url: rejected at index 19: invalid character '~' (U+007E) in path at index 19 (RFC 1738 hsegment)",
                "accepted by RFC 3986: true; by RFC 1738: false");
        // the password of the "leaky" registration is never printed
        assertThat(out).doesNotContain("s3cret");
        // nothing but the report: no log lines from Hibernate or H2
        assertThat(out).doesNotContain("HHH").doesNotContain("INFO").doesNotContain("WARN");
    }

    @Test
    void printsTheSameReportOnEveryRun() {
        assertThat(runMain()).isEqualTo(runMain());
    }
}
