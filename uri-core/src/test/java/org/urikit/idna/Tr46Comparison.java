package org.urikit.idna;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;

/**
 * Compares {@link Uts46#whatwg()} with the answers of the URL Standard's reference implementation of
 * UTS #46 (the npm package tr46 7.0.0, Unicode 18.0.0) that {@code tools/idna/tr46_compare.mjs}
 * writes: one JSON array per line, {@code [name, toASCII or null, toUnicode, toUnicode error]}.
 * {@link Tr46AgreementTest} runs it on the committed fixture; {@link #main} on a file written
 * outside the repository (the large corpus, by hand):
 * {@code java -cp uri-core/target/test-classes:uri-core/target/classes org.urikit.idna.Tr46Comparison /tmp/tr46.jsonl}.
 *
 * <p>A name agrees when ToASCII fails on both sides or gives the same ASCII name, and ToUnicode
 * gives the same output and records an error on both sides or on neither (not counting
 * {@code X4_2}, an empty label, which tr46 does not report). A name that holds (or whose tr46
 * ToUnicode holds) a code point Unicode 18.0 assigns and this JDK does not
 * ({@link IdnaTestV2Test#unknownToThisJdk()}) is counted apart: its NFC, General_Category and
 * Bidi_Class come from the JDK.
 */
public final class Tr46Comparison {

    /**
     * The outcome.
     *
     * @param names names whose code points this JDK assigns
     * @param disagreements those of them that disagree, described
     * @param jdkDependent names with a code point this JDK does not assign
     * @param jdkDisagreements those of them that disagree, described
     */
    record Outcome(int names, List<String> disagreements, int jdkDependent, List<String> jdkDisagreements) {

        String summary() {
            return String.format(java.util.Locale.ROOT, "tr46 7.0.0 comparison (table %s, JDK %d): %d names: %d agree,"
                            + " %d disagree; %d more hold code points this JDK does not assign: %d agree, %d disagree",
                    Uts46.mappingTableVersion(), Runtime.version().feature(), names, names - disagreements.size(),
                    disagreements.size(), jdkDependent, jdkDependent - jdkDisagreements.size(), jdkDisagreements.size());
        }
    }

    private Tr46Comparison() {
    }

    /**
     * Compares every line.
     *
     * @param lines the lines of a file tools/idna/tr46_compare.mjs wrote
     * @return the counts and the disagreements
     */
    static Outcome compare(List<String> lines) {
        BitSet unknownToJdk = IdnaTestV2Test.unknownToThisJdk();
        Uts46 whatwg = Uts46.whatwg();
        int names = 0;
        int jdkDependent = 0;
        List<String> disagreements = new ArrayList<>();
        List<String> jdkDisagreements = new ArrayList<>();
        for (String line : lines) {
            if (line.isEmpty()) {
                continue;
            }
            List<?> a = (List<?>) MiniJson.parse(line);
            String name = (String) a.get(0);
            String ascii = (String) a.get(1);
            String unicode = (String) a.get(2);
            boolean unicodeError = "true".equals(a.get(3));
            IdnaResult toAscii = whatwg.toAscii(name);
            IdnaResult toUnicode = whatwg.toUnicode(name);
            String ours = toAscii.isValid() ? toAscii.output() : null;
            // tr46 has no X4_2 (an empty label in ToUnicode, which IdnaTestV2 reports): not counted
            boolean ourError = toUnicode.codes().stream().anyMatch(c -> c != IdnaErrorCode.X4_2);
            boolean same = Objects.equals(ours, ascii) && ourError == unicodeError
                    && toUnicode.output().equals(unicode);
            boolean dependent = holdsAny(unknownToJdk, name) || holdsAny(unknownToJdk, unicode);
            if (dependent) {
                jdkDependent++;
            } else {
                names++;
            }
            if (!same) {
                String d = escape(name) + ": tr46 " + escape(String.valueOf(ascii)) + " / " + escape(unicode)
                        + (unicodeError ? " (error)" : "") + "; urikit " + escape(String.valueOf(ours)) + " / "
                        + escape(toUnicode.output()) + " " + toUnicode.codes();
                (dependent ? jdkDisagreements : disagreements).add(d);
            }
        }
        return new Outcome(names, disagreements, jdkDependent, jdkDisagreements);
    }

    /**
     * Prints the counts and the first disagreements; exits with status 1 when a name whose code
     * points this JDK assigns disagrees.
     *
     * @param args the file written by tools/idna/tr46_compare.mjs
     * @throws IOException when it cannot be read
     */
    public static void main(String[] args) throws IOException {
        Outcome o = compare(Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8));
        System.out.println(o.summary());
        o.disagreements().stream().limit(30).forEach(d -> System.out.println("  " + d));
        o.jdkDisagreements().stream().limit(10).forEach(d -> System.out.println("  (JDK) " + d));
        if (!o.disagreements().isEmpty()) {
            System.exit(1);
        }
    }

    private static boolean holdsAny(BitSet set, String s) {
        return s.codePoints().anyMatch(set::get);
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (cp >= 0x20 && cp < 0x7F) {
                sb.append((char) cp);
            } else {
                sb.append(String.format(java.util.Locale.ROOT, "\\x{%X}", cp));
            }
        });
        return sb.toString();
    }
}
