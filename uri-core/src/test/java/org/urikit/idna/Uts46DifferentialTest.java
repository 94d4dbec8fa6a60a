package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The buffer-based processing of {@link Uts46} gives exactly the result (output, every error with
 * its code, label index and label) of the string-per-label implementation it replaced
 * ({@link Uts46Reference}), for ToASCII and ToUnicode: on every string of IdnaTestV2 and WPT's
 * two files under four option sets, and on generated names under random options.
 */
class Uts46DifferentialTest {

    private static final List<Uts46> PRESETS = List.of(Uts46.strict(), Uts46.whatwg(),
            Uts46.strict().withTransitionalProcessing(true), Uts46.whatwg().withIgnoreInvalidPunycode(true));

    private static Uts46 options(int flags) {
        return Uts46.whatwg().withCheckHyphens((flags & 1) != 0).withCheckBidi((flags & 2) != 0)
                .withCheckJoiners((flags & 4) != 0).withUseStd3AsciiRules((flags & 8) != 0)
                .withTransitionalProcessing((flags & 16) != 0).withVerifyDnsLength((flags & 32) != 0)
                .withIgnoreInvalidPunycode((flags & 64) != 0);
    }

    private static int compare(Uts46 u, String name) {
        Uts46Reference old = new Uts46Reference(u);
        assertThat(u.toAsciiFullProcessing(name)).as("toAscii %s with %s", name, u).isEqualTo(old.toAscii(name));
        assertThat(u.toUnicode(name)).as("toUnicode %s with %s", name, u).isEqualTo(old.toUnicode(name));
        return 2;
    }

    @Test
    void conformanceStringsGiveTheSameResults() {
        Set<String> names = new LinkedHashSet<>();
        for (IdnaTestV2Test.Line line : IdnaTestV2Test.lines()) {
            names.add(line.source());
            names.add(line.toUnicode());
            names.add(line.toAsciiN());
            names.add(line.toAsciiT());
        }
        for (String file : List.of("toascii.json", "IdnaTestV2.json")) {
            for (Object o : (List<?>) MiniJson.parse(String.join("\n", IdnaTableGenerator.lines(file)))) {
                if (o instanceof Map<?, ?> m) {
                    names.add((String) m.get("input"));
                }
            }
        }
        Random random = new Random(4618);
        int compared = 0;
        for (String name : names) {
            for (Uts46 u : PRESETS) {
                compared += compare(u, name);
            }
            compared += compare(options(random.nextInt(128)), name);
        }
        assertThat(names.size()).isGreaterThan(6000);
        assertThat(compared).isEqualTo(names.size() * (PRESETS.size() + 1) * 2);
    }

    @Test
    void generatedNamesGiveTheSameResults() {
        Random random = new Random(1846);
        String[] pieces = {"a", "Z", "0", "-", "--", ".", "\u3002", "\uFF0E", "xn--", "XN--", "xn--zca", "xn--a",
            "xn--ls8h", "xn--4db6c", "xn--tda", "xn--a-ecp.ru", "xn--ab-", "xn--\u00fc", "_", "\u00fc", "\u00df",
            "\u1E9E", "\u03C2", "\u0301", "\u0308", "\u1161", "\u11A8", "\u1100", "\u200C", "\u200D", "\u00AD",
            "\u034F", "\u0915\u094D", "\u0628", "\u0627", "\u0661", "\u06F1", "\u05D0", "1", "\uFB1D", "\u2126",
            "\u212B", "A\u030A", "\uD800", "\uDC00", "\uD83D\uDE00", "\uD802\uDD00", "\u0000", "\uFFFF", "\u2488",
            "\u33C6", "\uFDFA", "\u0345", "\u0E33", "\u00C0", "\u4E00", "\u0345\u0301", "\u0CCA", "\u0CD5",
            "\u0316", "\u05B0", "\u093F", "\u0334", "\u00E9", "\u1EB9", "\u0F71", "\uAC00"};
        int compared = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            for (int i = random.nextInt(10); i >= 0; i--) {
                sb.append(pieces[random.nextInt(pieces.length)]);
            }
            if (round % 97 == 0) {
                sb.append("\u00e9".repeat(random.nextInt(200))).append(".").append("a".repeat(random.nextInt(300)));
            }
            compared += compare(options(random.nextInt(128)), sb.toString());
        }
        assertThat(compared).isEqualTo(40_000);
    }

    @Test
    void longAndOverflowingLabelsGiveTheSameResults() {
        List<String> names = new ArrayList<>();
        names.add("\u00fc".repeat(300) + ".a" + "\u0301".repeat(200) + "." + "xn--".repeat(100));
        names.add("xn--" + "9".repeat(40));
        names.add("xn--" + "a".repeat(300) + "-" + "b".repeat(300));
        names.add("\uDBFF\uDFFF".repeat(130) + "\u00e9");
        names.add("\u0080" + "\uDBFF\uDFFF".repeat(3000));
        names.add("a".repeat(70) + "." + "\u00fc".repeat(60) + "." + "b".repeat(254));
        for (String name : names) {
            for (int flags = 0; flags < 128; flags += 5) {
                compare(options(flags), name);
            }
        }
        assertThat(names).hasSize(6);
    }
}
