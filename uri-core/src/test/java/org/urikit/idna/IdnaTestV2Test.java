package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Unicode's UTS #46 conformance file {@code IdnaTestV2-17.0.0.txt} (copied into the test
 * resources with its licence): toUnicode, toAsciiN and toAsciiT of every line, with every check on
 * ({@link Uts46#strict()}), compared by output and by whether an error is recorded (the file says
 * implementations "need only record that there is an error").
 *
 * <p>The file is Unicode 17.0.0 (the newest one there is); the mapping table is 18.0.0, and the
 * JDK's NFC, bidi classes and general categories have the JDK's version (JDK 17: Unicode 13.0). A
 * line is <em>selected by program</em> (not asserted, counted) when its source or expected
 * toUnicode holds a code point
 * <ol>
 * <li>whose status or mapping differs between the 17.0.0 table (as the PyPI package idna 3.13
 *     carries it, {@code uts46data-17.0.0.py}) and the 18.0.0 table: there the file's answer is
 *     17.0's; or</li>
 * <li>that the 18.0.0 table does not have as disallowed (so Unicode 18.0 assigns it) and this JDK's
 *     {@link Character} does not assign ({@code Character.getType == UNASSIGNED}): its NFC, general
 *     category and bidi class come from the JDK, which treats it as unassigned.</li>
 * </ol>
 * Every other line must pass all three operations.
 */
class IdnaTestV2Test {

    record Line(int number, String source, String toUnicode, Set<String> toUnicodeStatus, String toAsciiN,
            Set<String> toAsciiNStatus, String toAsciiT, Set<String> toAsciiTStatus) {
    }

    static List<Line> lines() {
        List<Line> out = new ArrayList<>();
        int number = 0;
        for (String raw : IdnaTableGenerator.lines("IdnaTestV2-17.0.0.txt")) {
            number++;
            int hash = raw.indexOf('#');
            String data = hash < 0 ? raw : raw.substring(0, hash);
            if (data.isBlank()) {
                continue;
            }
            String[] f = data.split(";", -1);
            String source = value(f[0], null);
            String toUnicode = value(f[1], source);
            Set<String> toUnicodeStatus = status(f[2], Set.of());
            String toAsciiN = value(f[3], toUnicode);
            Set<String> toAsciiNStatus = status(f[4], toUnicodeStatus);
            String toAsciiT = value(f[5], toAsciiN);
            Set<String> toAsciiTStatus = status(f[6], toAsciiNStatus);
            out.add(new Line(number, source, toUnicode, toUnicodeStatus, toAsciiN, toAsciiNStatus, toAsciiT,
                    toAsciiTStatus));
        }
        return out;
    }

    private static String value(String field, String blank) {
        String t = field.trim();
        if (t.isEmpty()) {
            return blank;
        }
        if (t.equals("\"\"")) {
            return "";
        }
        return unescape(t);
    }

    private static Set<String> status(String field, Set<String> blank) {
        String t = field.trim();
        if (t.isEmpty()) {
            return blank;
        }
        Set<String> codes = new TreeSet<>();
        for (String c : t.substring(1, t.length() - 1).split(",")) {
            if (!c.isBlank()) {
                codes.add(c.trim());
            }
        }
        return codes;
    }

    /** Reads the file's escapes: \\uXXXX and \\x{XXXX}. */
    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'u') {
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'x') {
                int close = s.indexOf('}', i);
                sb.appendCodePoint(Integer.parseInt(s.substring(i + 3, close), 16));
                i = close;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * Code points whose status or mapping in the 17.0.0 table (as the PyPI package idna 3.13 carries
     * it, uts46data-17.0.0.py) differs from the 18.0.0 table the library is built from.
     */
    static BitSet changedSince17() {
        int[] status = new int[0x110000];
        String[] mapping = new String[0x110000];
        for (IdnaTableGenerator.Entry e : IdnaTableGenerator.entries()) {
            for (int cp = e.first(); cp <= e.last(); cp++) {
                status[cp] = e.status();
                mapping[cp] = e.mapping();
            }
        }
        List<int[]> starts = new ArrayList<>();
        List<String> maps = new ArrayList<>();
        for (String line : IdnaTableGenerator.lines("uts46data-17.0.0.py")) {
            String t = line.trim();
            if (!t.startsWith("(0x")) {
                continue;
            }
            int comma = t.indexOf(',');
            int cp = Integer.parseInt(t.substring(3, comma), 16);
            int q1 = t.indexOf('"', comma);
            char s = t.charAt(q1 + 1);
            int st = s == 'V' ? IdnaTableGenerator.VALID : s == 'I' ? IdnaTableGenerator.IGNORED
                    : s == 'M' ? IdnaTableGenerator.MAPPED : s == 'D' ? IdnaTableGenerator.DEVIATION
                    : IdnaTableGenerator.DISALLOWED;
            int q3 = t.indexOf(',', q1 + 3); // a third field: "..." or '...' (for a mapping to '"')
            String m = "";
            if (q3 >= 0 && t.indexOf('"', q3) + t.indexOf('\'', q3) > -2) {
                int dq = t.indexOf('"', q3);
                int sq = t.indexOf('\'', q3);
                int open = dq < 0 ? sq : sq < 0 ? dq : Math.min(dq, sq);
                m = t.substring(open + 1, t.lastIndexOf(t.charAt(open))).replace("\\\\", "\\");
            }
            starts.add(new int[] {cp, st});
            maps.add(st == IdnaTableGenerator.MAPPED || st == IdnaTableGenerator.DEVIATION ? m : "");
        }
        BitSet changed = new BitSet(0x110000);
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : 0x110000;
            for (int cp = starts.get(i)[0]; cp < end; cp++) {
                if (status[cp] != starts.get(i)[1] || !mapping[cp].equals(maps.get(i))) {
                    changed.set(cp);
                }
            }
        }
        return changed;
    }

    /** Code points the table does not have as disallowed (Unicode 18.0 assigns them) and this JDK does not assign. */
    static BitSet unknownToThisJdk() {
        BitSet unknown = new BitSet(0x110000);
        for (IdnaTableGenerator.Entry e : IdnaTableGenerator.entries()) {
            if (e.status() == IdnaTableGenerator.DISALLOWED) {
                continue;
            }
            for (int cp = e.first(); cp <= e.last(); cp++) {
                if (Character.getType(cp) == Character.UNASSIGNED) {
                    unknown.set(cp);
                }
            }
        }
        return unknown;
    }

    static final String CHANGED = "status changed between 17.0 and 18.0";
    static final String UNKNOWN_TO_JDK = "assigned in 18.0, unknown to this JDK's Unicode data";

    /** Why a line is selected (not asserted), or null. */
    static String selection(BitSet changed, BitSet unknownToJdk, String... texts) {
        for (String text : texts) {
            for (int i = 0; i < text.length(); ) {
                int cp = text.codePointAt(i);
                i += Character.charCount(cp);
                if (changed.get(cp)) {
                    return CHANGED;
                }
                if (unknownToJdk.get(cp)) {
                    return UNKNOWN_TO_JDK;
                }
            }
        }
        return null;
    }

    private static String check(String what, IdnaResult r, String output, Set<String> status) {
        boolean outputOk = r.output().equals(output);
        boolean errorOk = r.isValid() == status.isEmpty();
        if (outputOk && errorOk) {
            return null;
        }
        return what + ": got " + r + " expected " + output + " " + status;
    }

    @Test
    void everyLineOfIdnaTestV2() {
        BitSet changed = changedSince17();
        BitSet unknownToJdk = unknownToThisJdk();
        System.out.println("code points whose status or mapping changed from 17.0 to 18.0: " + changed.cardinality()
                + " " + changed.stream().limit(40).mapToObj(Integer::toHexString).toList());
        System.out.println("code points the 18.0 table does not disallow and JDK " + Runtime.version().feature()
                + " does not assign: " + unknownToJdk.cardinality());
        Uts46 nontransitional = Uts46.strict();
        Uts46 transitional = Uts46.strict().withTransitionalProcessing(true);
        int lines = 0;
        int cases = 0;
        int passed = 0;
        int exactCodes = 0;
        int selectedLines = 0;
        int selectedCases = 0;
        int selectedAgree = 0;
        int selectedJdk = 0;
        int selectedChanged = 0;
        List<String> failures = new ArrayList<>();
        for (Line line : lines()) {
            lines++;
            String why = selection(changed, unknownToJdk, line.source(), line.toUnicode());
            IdnaResult u = nontransitional.toUnicode(line.source());
            IdnaResult n = nontransitional.toAscii(line.source());
            IdnaResult t = transitional.toAscii(line.source());
            String[] problems = {
                check("toUnicode", u, line.toUnicode(), line.toUnicodeStatus()),
                check("toAsciiN", n, line.toAsciiN(), line.toAsciiNStatus()),
                check("toAsciiT", t, line.toAsciiT(), line.toAsciiTStatus()),
            };
            if (why != null) {
                selectedLines++;
                if (why.equals(CHANGED)) {
                    selectedChanged++;
                } else {
                    selectedJdk++;
                }
            }
            for (String problem : problems) {
                cases++;
                if (why != null) {
                    selectedCases++;
                    if (problem == null) {
                        selectedAgree++;
                    }
                } else if (problem == null) {
                    passed++;
                } else {
                    failures.add("line " + line.number() + " " + line.source() + ": " + problem);
                }
            }
            exactCodes += codes(u).equals(line.toUnicodeStatus()) ? 1 : 0;
            exactCodes += codes(n).equals(line.toAsciiNStatus()) ? 1 : 0;
            exactCodes += codes(t).equals(line.toAsciiTStatus()) ? 1 : 0;
        }
        System.out.printf("IdnaTestV2 17.0.0 (table %s, JDK %s): %d lines, %d cases: %d passed, %d failed;"
                        + " selected by program: %d lines (%d with a status changed from 17.0 to 18.0,"
                        + " %d with code points this JDK does not assign), %d cases, of which %d agree anyway;"
                        + " exact error codes in %d of %d cases%n",
                Uts46.mappingTableVersion(), Runtime.version().feature(), lines, cases, passed, failures.size(),
                selectedLines, selectedChanged, selectedJdk, selectedCases, selectedAgree, exactCodes, cases);
        failures.stream().limit(40).forEach(System.out::println);
        assertThat(failures.size()).as("failures (first 40 printed)").isZero();
        assertThat(passed + selectedCases).isEqualTo(cases);
        assertThat(lines).isGreaterThan(6000);
    }

    static Set<String> codes(IdnaResult r) {
        Set<String> codes = new TreeSet<>();
        for (IdnaErrorCode c : r.codes()) {
            codes.add(c.name());
        }
        return codes;
    }
}
