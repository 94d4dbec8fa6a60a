package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * The registry's allocation-free lookup (an open-addressing table probed with the hash of the
 * lower-cased name) finds every rule of a large registry in any ASCII case, and nothing else.
 */
class SchemeRegistryLookupTest {

    /** A rule that reports one violation naming itself, so a test sees which rule ran. */
    private record Named(String name) implements SchemeRule {
        @Override
        public List<Violation> check(Uri uri) {
            return List.of(new Violation(ErrorKind.FORBIDDEN_COMPONENT, 0, Component.SCHEME, name));
        }
    }

    @Test
    void findsEveryRuleOfALargeRegistryInAnyCase() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        SchemeRegistry registry = SchemeRegistry.builtIn();
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < 200; i++) {
            String name = "s" + Integer.toString(random.nextInt(1_000_000), 36) + (i % 3 == 0 ? "+x" : "-y.z");
            names.add(name);
            registry = registry.with(new Named(name));
        }
        for (String name : names) {
            String mixed = mixCase(name, random);
            assertThat(registry.find(mixed)).as("seed %d, %s", seed, mixed).get()
                    .extracting(SchemeRule::name).isEqualTo(name);
            assertThat(registry.check(Uri.parse(mixed + ":x"))).as("seed %d, %s", seed, mixed)
                    .extracting(Violation::message).containsExactly(name);
            assertThat(registry.find(name + "q")).as("seed %d", seed).isEmpty();
            assertThat(registry.check(Uri.parse(name.substring(0, name.length() - 1) + ":x"))).as("seed %d", seed)
                    .isEmpty();
        }
        for (SchemeRule builtIn : SchemeRegistry.builtIn().rules()) {
            assertThat(registry.find(builtIn.name().toUpperCase(Locale.ROOT))).containsSame(builtIn);
        }
    }

    @Test
    void findsNothingInTheEmptyRegistryAndKeepsNonAsciiLookupAsItWas() {
        assertThat(SchemeRegistry.empty().find("http")).isEmpty();
        assertThat(SchemeRegistry.empty().check(Uri.parse("http://h/"))).isEmpty();
        // U+212A KELVIN SIGN lower-cases (Locale.ROOT) to 'k': the lookup of non-ASCII text is unchanged
        SchemeRegistry kafka = SchemeRegistry.empty().with(new Named("kafka"));
        assertThat(kafka.find("\u212Aafka")).isEqualTo(kafka.find("kafka"));
        assertThat(kafka.find("kafk\u00e1")).isEmpty();
    }

    private static String mixCase(String s, Random random) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            sb.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
        }
        return sb.toString();
    }
}
