package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.urikit.internal.Rfc3987Chars;
import org.urikit.testing.Corpus;

/**
 * Properties of IRIs on seeded generated values (print the seed on failure; {@code -Durikit.seed}
 * and {@code -Durikit.cases} change them): the IRI-URI round trip of RFC 3987 §3, every URI is an
 * IRI with the same components, normalization is idempotent, resolution agrees with the URI forms.
 */
class IriPropertiesTest {
    private static final long SEED = Long.getLong("urikit.seed", 0x3987_0001L);
    private static final int CASES = Integer.getInteger("urikit.cases", 5_000);

    /** Generates valid IRIs in NFC without percent-encoded ASCII and without bidi formatting characters. */
    static final class IriGenerator {
        private static final int[][] RANGES = {{0xA0, 0x24F}, {0x370, 0x3FF}, {0x400, 0x4FF}, {0x5D0, 0x5EA},
            {0x620, 0x64A}, {0x3040, 0x30FF}, {0x4E00, 0x9FFF}, {0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFDF0, 0xFDFF},
            {0xFF01, 0xFFEF}, {0x10000, 0x1FFFD}, {0x20000, 0x2FFFD}, {0xE1000, 0xEFFFD}};
        private static final String ASCII = "abcXYZ019-._~!$&'()*+,;=";
        private final Random random;

        IriGenerator(long seed) {
            this.random = new Random(seed);
        }

        private void ucs(StringBuilder sb) {
            int[] r = RANGES[random.nextInt(RANGES.length)];
            int cp = r[0] + random.nextInt(r[1] - r[0] + 1);
            if (Rfc3987Chars.isUcschar(cp) && !Rfc3987Chars.isBidiFormatting(cp)) {
                sb.appendCodePoint(cp);
            }
        }

        /** {@code extra}: ASCII characters allowed here beyond iunreserved and sub-delims. */
        private String part(int max, String extra, boolean query) {
            StringBuilder sb = new StringBuilder();
            int n = random.nextInt(max + 1);
            for (int k = 0; k < n; k++) {
                int what = random.nextInt(10);
                if (what < 4) {
                    ucs(sb);
                } else if (what == 4) {
                    // a percent-encoding that stays encoded on the way back: ill-formed UTF-8
                    sb.append(random.nextBoolean() ? "%FF" : "%C0");
                } else if (what == 5 && query) {
                    sb.appendCodePoint(random.nextBoolean() ? 0xE000 + random.nextInt(0x1900)
                            : 0x100000 + random.nextInt(0xFFFE));
                } else {
                    String a = ASCII + extra;
                    sb.append(a.charAt(random.nextInt(a.length())));
                }
            }
            return java.text.Normalizer.normalize(sb, java.text.Normalizer.Form.NFC);
        }

        String next() {
            StringBuilder sb = new StringBuilder();
            boolean scheme = random.nextInt(4) > 0;
            if (scheme) {
                sb.append(List.of("http", "https", "s", "urn", "a+b.c").get(random.nextInt(5))).append(':');
            }
            boolean authority = random.nextInt(3) > 0;
            if (authority) {
                sb.append("//");
                if (random.nextInt(4) == 0) {
                    sb.append(part(6, ":", false)).append('@');
                }
                switch (random.nextInt(6)) {
                    case 0 -> sb.append("[::1]");
                    case 1 -> sb.append("192.0.2.1");
                    default -> sb.append(part(12, "", false));
                }
                if (random.nextInt(4) == 0) {
                    sb.append(':').append(random.nextInt(70000));
                }
            }
            int segments = random.nextInt(4);
            for (int k = 0; k < segments; k++) {
                String seg = part(6, ":@", false);
                if (k == 0 && !authority) {
                    seg = seg.replace(":", "");
                    if (seg.isEmpty()) {
                        seg = "x";
                    }
                    if (scheme && random.nextBoolean()) {
                        sb.append('/');
                    }
                } else {
                    sb.append('/');
                }
                sb.append(seg);
            }
            if (random.nextBoolean()) {
                sb.append('?').append(part(8, ":@/?", true));
            }
            if (random.nextInt(3) == 0) {
                sb.append('#').append(part(6, ":@/?", false));
            }
            return sb.toString();
        }
    }

    @Test
    void toUriThenToIriGivesTheIriBack() {
        IriGenerator gen = new IriGenerator(SEED);
        int nonAscii = 0;
        for (int n = 0; n < CASES; n++) {
            String text = gen.next();
            IriReference iri;
            try {
                iri = IriReference.parse(text);
            } catch (UriSyntaxException e) {
                fail("seed " + SEED + ", case " + n + ": the generator made an invalid IRI: " + e.getMessage());
                return;
            }
            UriReference uri = iri.toUri();
            if (IriConversions.firstNonAscii(uri.toString(), 0, uri.toString().length()) >= 0) {
                fail("seed " + SEED + ", case " + n + ": not ASCII: " + uri);
            }
            if (!uri.toIri().equals(iri)) {
                fail("seed " + SEED + ", case " + n + ": " + text + " -> " + uri + " -> " + uri.toIri());
            }
            // the mapping is idempotent and the identity on URIs (RFC 3987 §3.1)
            assertThat(IriReference.parse(uri.toString()).toUri()).isEqualTo(uri);
            if (!text.equals(uri.toString())) {
                nonAscii++;
            }
        }
        assertThat(nonAscii).as("IRIs with non-ASCII characters (seed %d)", SEED).isGreaterThan(CASES / 2);
    }

    @Test
    void normalizationOfIrisIsIdempotentAndResolutionAgreesWithTheUriForms() {
        IriGenerator gen = new IriGenerator(SEED + 1);
        Normalizer all = Normalizer.schemeBased().with(Normalizer.Step.NFC);
        for (int n = 0; n < CASES; n++) {
            IriReference ref = IriReference.parse(gen.next());
            for (Normalizer norm : List.of(Normalizer.syntaxBased(), all)) {
                IriReference once = norm.normalize(ref);
                assertThat(norm.normalize(once)).as("seed %d, case %d: %s", SEED, n, ref).isEqualTo(once);
            }
            if (ref instanceof Iri base) {
                IriReference other = IriReference.parse(gen.next());
                Iri target = base.resolve(other);
                assertThat(target.toUri()).as("seed %d, case %d: %s against %s", SEED, n, other, base)
                        .isEqualTo(base.toUri().resolve(other.toUri()));
            }
        }
    }

    @Test
    void everyGeneratedUriReferenceIsAnIriReferenceWithTheSameComponents() {
        ReferenceGenerator gen = new ReferenceGenerator(SEED);
        int valid = 0;
        for (int n = 0; n < CASES * 4; n++) {
            String s = n % 2 == 0 ? gen.next() : gen.nextPiece();
            if (UriReference.check(s).isEmpty()) {
                valid++;
                UriReference u = UriReference.parse(s);
                IriTest.assertSameComponents(u, IriReference.parse(s));
                // toIri decodes only UTF-8 of non-ASCII: back to URI it is the same text but hex case
                assertThat(u.toIri().toUri().toString()).as("seed %d, case %d", SEED, n).isEqualToIgnoringCase(s);
            }
        }
        assertThat(valid).isGreaterThan(CASES / 2);
    }

    @Test
    void corpusLinesThatAreUrisAreIrisWithTheSameComponents() {
        int uris = 0;
        List<String> irisOnly = new java.util.ArrayList<>();
        for (String line : Corpus.all()) {
            boolean uri = UriReference.check(line).isEmpty();
            boolean iri = IriReference.check(line).isEmpty();
            if (uri) {
                uris++;
                assertThat(iri).as(line).isTrue();
                IriTest.assertSameComponents(UriReference.parse(line), IriReference.parse(line));
            } else if (iri) {
                irisOnly.add(line);
                IriReference ref = IriReference.parse(line);
                assertThat(ref.toUri().toIri().toUri().toString()).as(line).isEqualToIgnoringCase(ref.toUri().toString());
            }
        }
        assertThat(uris).isGreaterThan(47_000);
        // the generated dirty lines with non-ASCII characters: RFC 3987 accepts those whose only
        // fault for RFC 3986 is a ucschar; the oracle agrees on every one of them
        assertThat(irisOnly).isNotEmpty();
        int nonAscii = 0;
        for (String line : Corpus.dirty()) {
            if (line.chars().anyMatch(c -> c >= 128) && line.length() < 2_000) {
                nonAscii++;
                assertThat(IriReference.check(line).isEmpty()).as(line)
                        .isEqualTo(Rfc3987Oracle.matches(Rfc3987Rule.IRI_REFERENCE, line));
            }
        }
        for (String line : irisOnly) {
            assertThat(line.chars().anyMatch(c -> c >= 128)).as(line).isTrue();
        }
        assertThat(nonAscii).isGreaterThan(irisOnly.size());
    }
}
