package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.testing.UriGenerator;

/**
 * Property tests from seeded ABNF generators ({@link UriGenerator#forRule}), run as plain JUnit:
 * every generated string is accepted by its rule, and every near-miss mutant (one character
 * inserted, deleted or replaced) gets the verdict of the independent regex oracle
 * ({@link Rfc3986Oracle}, written from RFC 3986 Appendix A), with the error index never past the
 * first character that no string of the rule can continue with. Set {@code -Durikit.seed=N} to replay;
 * the seed is in every failure message.
 */
class GrammarPropertiesTest {
    private static final long SEED = Long.getLong("urikit.seed", 0x3986L);
    private static final int SAMPLES = 400;
    /** Characters mutants draw from: every kind the grammar treats differently, and some it never allows. */
    private static final String ALPHABET = "aZ09-._~%!$&'()*+,;=:@/?#[]vV.fF \"<>\\^`{|}\u0000\u007f\u00e9";

    @ParameterizedTest
    @EnumSource(Rfc3986Rule.class)
    void generatedStringsAreAccepted(Rfc3986Rule rule) {
        long seed = SEED ^ rule.ordinal();
        UriGenerator g = new UriGenerator(seed);
        for (int i = 0; i < SAMPLES; i++) {
            String s = g.forRule(rule);
            String why = "seed " + seed + ", sample " + i + ", rule " + rule.abnfName() + ": \"" + s + "\"";
            assertThat(Rfc3986Oracle.matches(rule, s)).as("generator broken? oracle rejects %s", why).isTrue();
            assertThat(rule.check(s)).as(why).isEmpty();
            if (rule == Rfc3986Rule.URI_REFERENCE) {
                assertThat(UriReference.parse(s).toString()).isEqualTo(s);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Rfc3986Rule.class)
    void nearMissMutantsGetTheOraclesVerdictAndAnExplainedIndex(Rfc3986Rule rule) {
        long seed = SEED ^ (rule.ordinal() + 1000L);
        UriGenerator g = new UriGenerator(seed);
        SplittableRandom random = new SplittableRandom(seed);
        int invalid = 0;
        for (int i = 0; i < SAMPLES; i++) {
            String valid = g.forRule(rule);
            String mutant = mutate(valid, random);
            String why = "seed " + seed + ", sample " + i + ", rule " + rule.abnfName() + ": \"" + valid + "\" -> \""
                    + mutant + "\"";
            boolean expected = Rfc3986Oracle.matches(rule, mutant);
            Optional<ParseError> error = rule.check(mutant);
            assertThat(error.isEmpty()).as(why).isEqualTo(expected);
            if (error.isPresent()) {
                invalid++;
                int index = error.get().index();
                // explained: the error is never reported after the first character no match can continue
                // with (the text before the index can still become a match). It may be reported before
                // it, where the parser has looked ahead: in "h:21Z/" there is no '@', so ':' starts a port
                // and 'Z' is wrong, while a regex could still read "h:21Z" as userinfo.
                assertThat(index).as(why).isBetween(0, mutant.length());
                assertThat(Rfc3986Oracle.viablePrefix(rule, mutant.substring(0, index)))
                        .as("prefix before index %d viable (%s): %s", index, error.get().message(), why).isTrue();
            }
        }
        if (rule != Rfc3986Rule.URI_REFERENCE && rule != Rfc3986Rule.QUERY && rule != Rfc3986Rule.FRAGMENT) {
            assertThat(invalid).as("some mutants of %s are invalid (seed %d)", rule, seed).isPositive();
        }
    }

    /** One character inserted, deleted or replaced. */
    static String mutate(String s, SplittableRandom random) {
        int op = s.isEmpty() ? 0 : random.nextInt(3);
        char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        if (op == 0) {
            int at = random.nextInt(s.length() + 1);
            return s.substring(0, at) + c + s.substring(at);
        }
        int at = random.nextInt(s.length());
        return op == 1 ? s.substring(0, at) + s.substring(at + 1) : s.substring(0, at) + c + s.substring(at + 1);
    }
}
