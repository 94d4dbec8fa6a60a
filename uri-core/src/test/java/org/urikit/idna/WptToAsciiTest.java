package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * web-platform-tests {@code toascii.json} and {@code IdnaTestV2.json} (copies in the test
 * resources, 3-Clause BSD): the URL Standard's "domain to ASCII" with beStrict = false, built here
 * from {@link Uts46#whatwg()} the way the URL Standard builds it (an ASCII domain is lower-cased
 * whatever ToASCII says; an empty result and forbidden domain code points fail). A case whose
 * result would go on to the IPv4 parser (ends in a number) is selected by program and counted, as
 * is a case with code points whose status changed between Unicode 17.0 and 18.0, or that Unicode
 * 18.0 assigns and this JDK does not (as in {@link IdnaTestV2Test}).
 */
class WptToAsciiTest {

    /** Forbidden domain code points (URL Standard): the forbidden host code points, C0 controls, '%', DEL. */
    static boolean forbiddenDomainCodePoint(char c) {
        return c <= 0x20 || c == 0x7F || "#/:<>?@[\\]^|%".indexOf(c) >= 0;
    }

    /** URL Standard "domain to ASCII" (beStrict false), or null for failure. */
    static String domainToAscii(String domain) {
        String result;
        boolean ascii = domain.chars().allMatch(c -> c < 0x80);
        if (ascii) {
            result = domain.toLowerCase(Locale.ROOT);
        } else {
            IdnaResult r = Uts46.whatwg().toAscii(domain);
            if (!r.isValid()) {
                return null;
            }
            result = r.output();
        }
        if (result.isEmpty()) {
            return null;
        }
        for (int i = 0; i < result.length(); i++) {
            if (forbiddenDomainCodePoint(result.charAt(i))) {
                return null;
            }
        }
        return result;
    }

    /** The URL Standard's "ends in a number" (then the IPv4 parser decides, which is not UTS #46). */
    static boolean endsInANumber(String host) {
        String[] parts = host.split("\\.", -1);
        int last = parts.length - 1;
        if (parts[last].isEmpty() && last > 0) {
            last--;
        }
        String p = parts[last];
        if (!p.isEmpty() && p.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return true;
        }
        return p.startsWith("0x") || p.startsWith("0X")
                ? p.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0) : false;
    }

    @ParameterizedTest
    @ValueSource(strings = {"toascii.json", "IdnaTestV2.json"})
    void everyCase(String file) {
        String json = String.join("\n", IdnaTableGenerator.lines(file));
        BitSet changed = IdnaTestV2Test.changedSince17();
        BitSet unknownToJdk = IdnaTestV2Test.unknownToThisJdk();
        int cases = 0;
        int passed = 0;
        int selected = 0;
        int selectedAgree = 0;
        List<String> failures = new ArrayList<>();
        for (Object o : (List<?>) MiniJson.parse(json)) {
            if (!(o instanceof Map<?, ?> m)) {
                continue; // a comment
            }
            cases++;
            String input = (String) m.get("input");
            String expected = (String) m.get("output");
            // WPT's runner skips the empty input (new URL() cannot take it); its expected "" is
            // UTS #46 ToASCII's own result (no error without VerifyDnsLength): compare that
            String actual = input.isEmpty() ? Uts46.whatwg().toAscii(input).orElseThrow() : domainToAscii(input);
            boolean ok = java.util.Objects.equals(actual, expected);
            String why = IdnaTestV2Test.selection(changed, unknownToJdk, input, expected == null ? "" : expected);
            if (why == null && actual != null && endsInANumber(actual)) {
                why = "ends in a number (IPv4 parser)";
            }
            if (why != null) {
                selected++;
                selectedAgree += ok ? 1 : 0;
                if (!ok && selected - selectedAgree <= 10) {
                    System.out.println("  selected (" + why + "), differs: " + input + ": got " + actual
                            + " expected " + expected);
                }
            } else if (ok) {
                passed++;
            } else {
                failures.add(input + ": got " + actual + " expected " + expected);
            }
        }
        System.out.printf("WPT %s: %d cases: %d passed, %d failed; selected by program: %d, of which %d agree anyway%n",
                file, cases, passed, failures.size(), selected, selectedAgree);
        failures.stream().limit(30).forEach(System.out::println);
        assertThat(failures.size()).as("failures (first 30 printed)").isZero();
        assertThat(cases).isGreaterThan(80);
    }
}
