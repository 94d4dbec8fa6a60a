package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.urikit.testing.Corpus;
import org.urikit.testing.DirtyUrls;

/**
 * The URL corpus of the tests ({@link Corpus}: kasztp.txt and the generated {@link DirtyUrls}):
 * every line either parses back to itself or is rejected with a valid index, and the dirty lines
 * that the corpus notes list are the ones rejected.
 */
class CorpusTest {

    /** Lines that RFC 3986 rejects, counted by an independent ABNF-derived recognizer (the kinds: corpus/NOTICE.md). */
    private static final int KASZTP_REJECTED = 341; // 150 with a quote in the host + 191 more

    record Result(List<String> accepted, List<String> rejected) {
    }

    static Result check(List<String> lines) {
        List<String> accepted = new ArrayList<>();
        List<String> rejected = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (String line : lines) {
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
        List<String> lines = Corpus.kasztp();
        assertThat(lines).hasSize(47_978);
        Result r = check(lines);
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

    /**
     * The generated dirty lines (in place of a real-world list of unknown copyright): each kind of
     * dirt is rejected exactly where it starts, and every line without dirt parses back to itself.
     */
    @Test
    void generatedDirtyLinesAreRejectedWhereTheDirtStarts() {
        List<String> lines = Corpus.dirty();
        assertThat(lines).hasSize(DirtyUrls.COUNT).isEqualTo(DirtyUrls.generate(DirtyUrls.SEED, DirtyUrls.COUNT));
        Result r = check(lines);
        Map<DirtyUrls.Kind, List<String>> byKind = new EnumMap<>(DirtyUrls.Kind.class);
        for (String l : lines) {
            byKind.computeIfAbsent(DirtyUrls.kindOf(l), k -> new ArrayList<>()).add(l);
        }
        assertThat(byKind.keySet()).containsExactlyInAnyOrder(DirtyUrls.Kind.values());
        assertThat(byKind.values()).allSatisfy(l -> assertThat(l).hasSizeGreaterThan(500));
        // clean and long lines: all accepted; long ones up to 2,000 chars
        assertThat(r.rejected()).hasSize(lines.size() - byKind.get(DirtyUrls.Kind.CLEAN).size()
                - byKind.get(DirtyUrls.Kind.LONG).size());
        assertThat(byKind.get(DirtyUrls.Kind.LONG).stream().mapToInt(String::length).max().orElseThrow())
                .isBetween(1_800, 1_999);
        // wrapped in a leading '"': rejected at index 0
        assertThat(byKind.get(DirtyUrls.Kind.QUOTED)).allSatisfy(l -> assertThat(UriReference.check(l).orElseThrow()
                .index()).isZero());
        // {{template}}: rejected at the first '{', in the path or the query
        assertThat(byKind.get(DirtyUrls.Kind.TEMPLATE)).allSatisfy(l -> {
            ParseError e = UriReference.check(l).orElseThrow();
            assertThat(e.index()).as(l).isEqualTo(l.indexOf('{'));
            assertThat(e.component()).isIn(Component.PATH, Component.QUERY);
        });
        // '[' outside an IP-literal: rejected at it, in the query
        assertThat(byKind.get(DirtyUrls.Kind.BRACKETS)).allSatisfy(l -> {
            ParseError e = UriReference.check(l).orElseThrow();
            assertThat(e.index()).as(l).isEqualTo(l.indexOf('['));
            assertThat(e.component()).isEqualTo(Component.QUERY);
        });
        // CJK, mojibake, U+FFFD, a supplementary character: rejected at the first non-ASCII char
        assertThat(byKind.get(DirtyUrls.Kind.NON_ASCII)).allSatisfy(l -> {
            int first = 0;
            while (l.charAt(first) <= 0x7F) {
                first++;
            }
            assertThat(UriReference.check(l).orElseThrow().index()).as(l).isEqualTo(first);
        });
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
