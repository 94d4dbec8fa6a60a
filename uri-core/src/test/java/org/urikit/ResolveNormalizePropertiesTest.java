package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.function.LongConsumer;

import org.junit.jupiter.api.Test;
import org.urikit.testing.UriGenerator;

/**
 * Properties of resolution, normalization and relativization over seeded generated references.
 * Each failure names its seed; rerun one with {@code -Durikit.seed=N}; search longer with
 * {@code -Durikit.seed=N -Durikit.runs=M}.
 */
class ResolveNormalizePropertiesTest {
    private static final int RUNS = 3000;

    /** Runs the property for seeds base..base+RUNS; the base comes from urikit.seed or is fixed. */
    private static void forSeeds(LongConsumer property) {
        String fixed = System.getProperty("urikit.seed");
        long first = fixed != null ? Long.parseLong(fixed) : 20261121L;
        int runs = Integer.getInteger("urikit.runs", fixed != null ? 1 : RUNS);
        for (long seed = first; seed < first + runs; seed++) {
            try {
                property.accept(seed);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("property failed for seed " + seed + " (rerun with -Durikit.seed=" + seed
                        + "): " + e.getMessage(), e);
            }
        }
    }

    /** All 16 step combinations. */
    private static List<Normalizer> allNormalizers() {
        List<Normalizer> out = new java.util.ArrayList<>();
        Normalizer.Step[] steps = Normalizer.Step.values();
        for (int mask = 0; mask < 1 << steps.length; mask++) {
            EnumSet<Normalizer.Step> set = EnumSet.noneOf(Normalizer.Step.class);
            for (int i = 0; i < steps.length; i++) {
                if ((mask >> i & 1) != 0) {
                    set.add(steps[i]);
                }
            }
            out.add(Normalizer.of(set.toArray(new Normalizer.Step[0])));
        }
        return out;
    }

    /**
     * Whether the path holds a dot-segment, besides the "/." that a path without an authority
     * needs in front of "//".
     */
    static boolean hasDotSegment(UriReference ref) {
        String path = ref.path();
        int from = !ref.hasAuthority() && path.startsWith("/.//") ? 2 : 0;
        for (String seg : path.substring(from).split("/", -1)) {
            if (seg.equals(".") || seg.equals("..")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void generatedTextParsesBackToItself() {
        forSeeds(seed -> {
            UriGenerator g = new UriGenerator(seed);
            String u = g.uri();
            assertThat(Uri.parse(u)).as(u).hasToString(u);
            String r = g.relativeRef();
            assertThat(RelativeReference.parse(r)).as(r).hasToString(r);
        });
    }

    @Test
    void normalizeIsIdempotentForEveryCombinationOfSteps() {
        List<Normalizer> normalizers = allNormalizers();
        forSeeds(seed -> {
            UriGenerator g = new UriGenerator(seed);
            UriReference ref = UriReference.parse(g.reference());
            for (Normalizer n : normalizers) {
                UriReference once = n.normalize(ref);
                assertThat(n.normalize(once)).as("%s on %s", n, ref).isEqualTo(once);
                assertThat(n.isNormalized(once)).as("%s on %s", n, ref).isTrue();
                assertThat(once.getClass()).isEqualTo(ref.getClass());
                assertThat(UriReference.check(once.toString())).as("%s", once).isEmpty();
                assertThat(n.equivalent(ref, once)).isTrue();
                assertThat(n.comparator().compare(ref, once)).isZero();
            }
        });
    }

    @Test
    void normalizedUrisHaveNoDotSegmentsAndParse() {
        forSeeds(seed -> {
            Uri uri = Uri.parse(new UriGenerator(seed).uri());
            for (Normalizer n : List.of(Normalizer.syntaxBased(), Normalizer.schemeBased(),
                    Normalizer.of(Normalizer.Step.DOT_SEGMENTS))) {
                Uri norm = n.normalize(uri);
                assertThat(hasDotSegment(norm)).as("%s -> %s", uri, norm).isFalse();
                assertThat(Uri.parse(norm.toString())).isEqualTo(norm);
            }
        });
    }

    @Test
    void normalizedRelativeReferencesResolveLikeTheOriginal() {
        forSeeds(seed -> {
            UriGenerator g = new UriGenerator(seed);
            Uri base = Normalizer.syntaxBased().normalize(Uri.parse("http://h/" + g.pathRootless(false)));
            RelativeReference ref = RelativeReference.parse(g.relativeRef());
            RelativeReference norm = Normalizer.of(Normalizer.Step.DOT_SEGMENTS).normalize(ref);
            assertThat(base.resolve(norm)).as("base %s, ref %s, normalized %s", base, ref, norm)
                    .isEqualTo(base.resolve(ref));
        });
    }

    @Test
    void resolvedResultsParseAndHaveNoDotSegments() {
        forSeeds(seed -> {
            UriGenerator g = new UriGenerator(seed);
            // the base's own path is taken as it is when the reference has none: normalize it first
            Uri base = Normalizer.syntaxBased().normalize(Uri.parse(g.uri()));
            UriReference ref = UriReference.parse(g.reference());
            for (Resolver resolver : List.of(Resolver.rfc3986(), Resolver.rfc3986().withStrict(false))) {
                Uri target = resolver.resolve(base, ref);
                assertThat(Uri.check(target.toString())).as("%s + %s", base, ref).isEmpty();
                assertThat(hasDotSegment(target)).as("%s + %s = %s", base, ref, target).isFalse();
                assertThat(target.fragment()).isEqualTo(ref.fragment());
            }
        });
    }

    @Test
    void relativizeThenResolveGivesTheTargetBack() {
        forSeeds(seed -> {
            UriGenerator g = new UriGenerator(seed);
            Uri base = Uri.parse(g.uri());
            // targets near the base (resolved from it) and unrelated ones, all free of dot-segments
            UriReference ref = UriReference.parse(g.reference());
            Uri near = base.resolve(ref);
            Uri far = Normalizer.of(Normalizer.Step.DOT_SEGMENTS).normalize(Uri.parse(g.uri()));
            for (Uri target : List.of(near, far)) {
                UriReference r = base.relativize(target);
                assertThat(base.resolve(r)).as("base %s, target %s, relative %s", base, target, r).isEqualTo(target);
                assertThat(r.toString().length()).isLessThanOrEqualTo(target.toString().length());
            }
            if (ref instanceof RelativeReference) {
                // ref itself reaches the target: the shortest reference is relative and no longer
                UriReference r = base.relativize(near);
                assertThat(r).as("base %s, ref %s, target %s", base, ref, near).isInstanceOf(RelativeReference.class);
                assertThat(r.toString().length()).as("base %s, ref %s, target %s: %s", base, ref, near, r)
                        .isLessThanOrEqualTo(ref.toString().length());
            }
        });
    }

    /** Any string at all: controls, surrogates (paired or not), non-ASCII, URI delimiters. */
    private static String anyString(java.util.SplittableRandom r) {
        String alphabet = "/.:?#[]@%2Ea+&=;\u0000 \t\u00e4\uD800\uDC00\uD83D\uDE00~";
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(16);
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @Test
    void hostileStringsGetOnlyTheDocumentedExceptions() {
        forSeeds(seed -> {
            java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
            Uri base = Uri.parse(new UriGenerator(seed).uri());
            String s = anyString(r);
            try {
                Uri target = base.resolve(s);
                assertThat(Uri.check(target.toString())).isEmpty();
                assertThat(base.resolve(base.relativize(target)).toString()).isEqualTo(target.toString());
            } catch (UriSyntaxException expected) {
                assertThat(expected.error().index()).isBetween(0, s.length());
            }
            assertThat(PercentCodec.decode(s)).isNotNull();
            assertThat(PercentCodec.decodeForm(s)).isNotNull();
            assertThat(QueryParameters.parse(s).size()).isLessThanOrEqualTo(s.length());
            for (Component c : new Component[] {Component.USERINFO, Component.HOST, Component.PATH,
                Component.PATH_SEGMENT, Component.QUERY, Component.FRAGMENT}) {
                try {
                    String encoded = PercentCodec.encode(c, s);
                    assertThat(PercentCodec.decode(encoded)).isEqualTo(s);
                } catch (IllegalArgumentException expected) {
                    assertThat(expected.getMessage()).contains("surrogate");
                }
            }
            UriBuilder b = Uri.builder().scheme(r.nextBoolean() ? "http" : s);
            switch (r.nextInt(6)) {
                case 0 -> b.host(s);
                case 1 -> b.host("h").userinfo(s);
                case 2 -> b.host("h").port(s);
                case 3 -> b.path(s);
                case 4 -> b.query(s);
                default -> b.fragment(s);
            }
            try {
                Uri built = b.build();
                assertThat(Uri.parse(built.toString())).isEqualTo(built);
            } catch (UriSyntaxException expected) {
                assertThat(expected.error().index()).isBetween(0, expected.error().input().length());
            }
        });
    }
}
