package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.urikit.testing.Corpus;

/**
 * The real-world URL corpus ({@code ../shared/data/urls/}): every line either parses back to
 * itself or is rejected with a valid index, and the dirty lines that the corpus README lists are
 * the ones rejected.
 */
class CorpusTest {

    /** Lines that RFC 3986 rejects, counted by an independent ABNF-derived recognizer (see the corpus README). */
    private static final int KASZTP_REJECTED = 341; // README: 150 with a quote in the host + 191 more
    private static final int USERBAIT_REJECTED = 52;

    record Result(List<String> accepted, List<String> rejected) {
    }

    static Result check(String file) {
        List<String> accepted = new ArrayList<>();
        List<String> rejected = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (String line : Corpus.lines(file)) {
            Optional<ParseError> error = UriReference.check(line);
            if (error.isEmpty()) {
                UriReference ref = UriReference.parse(line);
                // re-parsing the text gives an equal value with the same components
                UriReference again = UriReference.parse(ref.toString());
                if (!ref.toString().equals(line) || !again.equals(ref) || !again.host().equals(ref.host())
                        || !again.path().equals(ref.path()) || !again.query().equals(ref.query())
                        || !again.fragment().equals(ref.fragment())) {
                    wrong.add("not exact: " + line);
                }
                accepted.add(line);
            } else {
                ParseError e = error.get();
                if (e.index() < 0 || e.index() > line.length() || !e.input().equals(line)
                        || !e.message().contains("at index " + e.index())) {
                    wrong.add("bad error " + e + ": " + line);
                }
                rejected.add(line);
            }
        }
        assertThat(wrong).isEmpty();
        return new Result(accepted, rejected);
    }

    @Test
    void kasztpLinesParseExactlyOrAreRejectedAtAValidIndex() {
        List<String> lines = Corpus.lines("kasztp.txt");
        assertThat(lines).hasSize(47_978);
        Result r = check("kasztp.txt");
        assertThat(r.rejected()).hasSize(KASZTP_REJECTED);
        assertThat(r.accepted()).hasSize(lines.size() - KASZTP_REJECTED);

        // 150 lines like https://"www.mobygames.com/...: the quote is the first host character
        List<String> quoted = lines.stream().filter(l -> l.startsWith("https://\"")).toList();
        assertThat(quoted).hasSize(150);
        for (String l : quoted) {
            ParseError e = UriReference.check(l).orElseThrow();
            assertThat(e.index()).isEqualTo(8);
            assertThat(e.component()).isEqualTo(Component.HOST);
            assertThat(e.kind()).isEqualTo(ErrorKind.UNEXPECTED_CHARACTER);
        }
        // backslashes, spaces, '|', '{', '}': every such line is rejected, at such a character
        assertRejectedAtOneOf(lines, '\\', 160);
        assertRejectedAtOneOf(lines, ' ', 24);
        assertThat(lines.stream().filter(l -> l.indexOf('|') >= 0 || l.indexOf('{') >= 0 || l.indexOf('}') >= 0))
                .isNotEmpty().allSatisfy(l -> assertThat(UriReference.check(l)).isPresent());
        // hosts with '_' are valid reg-names (46 of them)
        List<String> underscore = r.accepted().stream().filter(l -> hostOf(l).indexOf('_') >= 0).toList();
        assertThat(underscore).hasSize(46);
        assertThat(underscore).allSatisfy(l -> assertThat(UriReference.parse(l).hostKind()).contains(HostKind.REG_NAME));
        // the last line, "https://", is a valid URI with an empty host
        assertThat(lines.get(lines.size() - 1)).isEqualTo("https://");
        assertThat(Uri.parse("https://").host()).contains("");
        assertThat(r.accepted()).allSatisfy(l -> assertThat(l).startsWith("https://"));
    }

    @Test
    void userbaitLinesParseExactlyOrAreRejectedAtAValidIndex() {
        List<String> lines = Corpus.lines("userbait.txt");
        assertThat(lines).hasSize(11_426);
        Result r = check("userbait.txt");
        assertThat(r.rejected()).hasSize(USERBAIT_REJECTED);
        // 24 lines wrapped in a leading '"': rejected at index 0
        List<String> quoted = lines.stream().filter(l -> l.startsWith("\"")).toList();
        assertThat(quoted).hasSize(24);
        assertThat(quoted).allSatisfy(l -> assertThat(UriReference.check(l).orElseThrow().index()).isZero());
        // 5 lines with non-ASCII characters: all rejected
        List<String> nonAscii = lines.stream().filter(l -> l.chars().anyMatch(c -> c > 127)).toList();
        assertThat(nonAscii).hasSize(5).allSatisfy(l -> assertThat(UriReference.check(l)).isPresent());
        // {{template}} placeholders and '[' ']' outside an IP-literal are rejected
        assertThat(lines.stream().filter(l -> l.contains("{{"))).isNotEmpty()
                .allSatisfy(l -> assertThat(UriReference.check(l)).isPresent());
        assertThat(lines.stream().filter(l -> l.contains("?p[]="))).isNotEmpty()
                .allSatisfy(l -> assertThat(UriReference.check(l).orElseThrow().component()).isEqualTo(Component.QUERY));
        // the longest line (1,641 chars) parses
        assertThat(lines.stream().mapToInt(String::length).max().orElseThrow()).isEqualTo(1_641);
    }

    @Test
    void everyLineAgreesWithTheAbnfOracle() throws InterruptedException {
        // the regex oracle recurses per repetition: run it on a thread with a large stack
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                for (String line : Corpus.all()) {
                    boolean oracle = Rfc3986Oracle.matches(Rfc3986Rule.URI_REFERENCE, line);
                    assertThat(UriReference.check(line).isEmpty()).as(line).isEqualTo(oracle);
                }
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "corpus-oracle", 512L << 20);
        t.start();
        t.join();
        assertThat(failure.get()).isNull();
    }

    private static void assertRejectedAtOneOf(List<String> lines, char c, int expectedLines) {
        List<String> with = lines.stream().filter(l -> l.indexOf(c) >= 0).toList();
        assertThat(with).hasSize(expectedLines);
        for (String l : with) {
            ParseError e = UriReference.check(l).orElseThrow();
            // the first offending character is this one, or an earlier forbidden one
            assertThat(e.index()).as(l).isLessThanOrEqualTo(l.indexOf(c));
        }
    }

    /** The host of an "https://host..." line, cut without the parser. */
    private static String hostOf(String line) {
        int start = line.indexOf("//") + 2;
        int end = start;
        while (end < line.length() && "/?#".indexOf(line.charAt(end)) < 0) {
            end++;
        }
        String authority = line.substring(start, end);
        return authority.substring(authority.lastIndexOf('@') + 1);
    }
}
