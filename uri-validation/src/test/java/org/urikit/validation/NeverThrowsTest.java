package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.HostKind;
import org.urikit.IriReference;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.UriReference;
import org.urikit.testing.Corpus;

/**
 * {@code isValid} never throws, whatever the input: seeded random strings built from URI
 * delimiters, digits, percent signs, controls, lone surrogates and non-ASCII, plus the real-world
 * corpus, against every option at once. A value with no violation must be an RFC 3986 reference
 * (the core's {@code check} is the independent oracle).
 */
class NeverThrowsTest {

    @SuppressWarnings("unused")
    static class Everything {
        @ValidUri(form = ReferenceForm.ANY, schemes = {"http", "https", "ftp"}, requireHost = true,
                allowUserinfo = false, allowQuery = false, allowFragment = false,
                hostKinds = {HostKind.REG_NAME, HostKind.IPV6}, ports = {80, 443}, maxLength = 200,
                publicHostsOnly = true)
        String strict;
        @ValidUri(form = ReferenceForm.ANY, publicHostsOnly = true)
        String lenient;
        @ValidUri(form = ReferenceForm.ANY, normalForm = ValidUri.NormalForm.SCHEME_BASED)
        String normal;
        @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY, allowQuery = false)
        String rfc1808;
        @ValidUri(grammar = Rfc.RFC_1738, publicHostsOnly = true)
        String rfc1738;
        @ValidUri(grammar = Rfc.RFC_3987, form = ReferenceForm.ANY, schemes = {"http", "https"}, allowUserinfo = false,
                hostKinds = {HostKind.REG_NAME, HostKind.IPV4}, ports = 443, publicHostsOnly = true,
                normalForm = ValidUri.NormalForm.SCHEME_BASED)
        String rfc3987;
    }

    private static final String[] PIECES = {"http", "https", "ftp", "://", "//", ":", "/", "?", "#", "@", "[", "]",
        "%", "%2", "%41", "%00", "%E3%80%82", ".", "..", "0x", "0", "1", "127", "255", "256", "::", "ffff", "v1.",
        "localhost", "a", "-", "_", "~", "!", "$", "'", "(", "*", "+", ",", ";", "=", " ", "\t", "\u0000", "\u00e9",
        "\ud800", "\udc00", "\ud83d\ude00", "\u00fc", "\uff4c", "\u3002", "\u200d", "\ue000", "xn--", "{", "}", "\\", "\"", "<", "|", "1.2.3.4", "fe80::", "::ffff:"};

    private static String randomInput(Random r) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            sb.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    private static void checkOne(Provider p, String input, long seed) {
        for (String property : List.of("strict", "lenient", "normal", "rfc1808", "rfc1738", "rfc3987")) {
            Set<String> messages;
            try {
                messages = p.with(Locale.ENGLISH, v -> Provider.texts(v.validateValue(Everything.class, property, input)));
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + ", input " + escape(input) + ": " + e, e);
            }
            if (messages.isEmpty() && property.equals("rfc3987")) {
                assertThat(IriReference.check(input)).as("seed %d, input %s", seed, escape(input)).isEmpty();
            } else if (messages.isEmpty()) {
                assertThat(UriReference.check(input)).as("seed %d, input %s", seed, escape(input)).isEmpty();
            } else {
                assertThat(messages).as("seed %d, input %s", seed, escape(input))
                        .allSatisfy(m -> assertThat(m).isNotBlank().doesNotContain("{org.urikit"));
            }
        }
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        s.chars().forEach(c -> sb.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return sb.append('"').toString();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void randomInputsNeverThrow(Provider p) {
        long seed = Long.getLong("urikit.seed", System.nanoTime());
        Random r = new Random(seed);
        for (int i = 0; i < 1500; i++) {
            checkOne(p, randomInput(r), seed);
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void hugeInputsNeverThrow(Provider p) {
        checkOne(p, "http://" + "a".repeat(1 << 20) + "/", 0);
        checkOne(p, "http://[" + "1:".repeat(100_000) + "]/", 0);
        checkOne(p, "http://" + "1.".repeat(100_000) + "1/", 0);
        checkOne(p, "%".repeat(100_000), 0);
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theRealWorldCorpusNeverThrows(Provider p) {
        List<String> lines = Corpus.all();
        assertThat(lines).hasSizeGreaterThan(1000);
        int step = Math.max(1, lines.size() / 2000);
        for (int i = 0; i < lines.size(); i += step) {
            checkOne(p, lines.get(i), -1);
        }
    }
}
