package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RFC 1738's BNF follows RFC 822, under which a quoted literal of more than one character ignores
 * case (RFC 5234 says the same of quoted strings): every such literal of the BNF
 * ({@code rfc1738/bnf.txt}, RFC 1738 §5 as published) is matched in every ASCII case, by the parser,
 * the {@link Rfc1738Rule} checks and the typed views, which keep the text as written. One-letter
 * literals are matched as spelled, and no non-ASCII character stands for a letter.
 */
class Rfc1738LiteralCaseTest {

    /**
     * Each multi-character literal of the BNF, with an input where it stands at {@code {}}: the
     * literal, the template, the rule the input is, the parts of the input with the literal as spelled.
     */
    static final Map<String, String[]> LITERALS = new LinkedHashMap<>();

    static {
        put("//", "x-foo:{}u@h/p", "genericurl", "schemepart=//u@h/p user=u password=- host=h port=- urlpath=p");
        put(";type=", "ftp://h/a{}i", "ftpurl", "user=- password=- host=h port=- fpath=a ftptype=i");
        put("ftp://", "{}u:p@h:21/pub;type=d", "ftpurl", "user=u password=p host=h port=21 fpath=pub ftptype=d");
        put("file://", "{}h/etc/hosts", "fileurl", "host=h fpath=etc/hosts");
        put("localhost", "file://{}/etc/hosts", "fileurl", "host={} fpath=etc/hosts");
        put("http://", "{}h:80/p?q", "httpurl", "host=h port=80 hpath=p search=q");
        put("gopher://", "{}h/1sel%09s%09plus", "gopherurl", "host=h port=- gtype=1 selector=sel search=s gopher+_string=plus");
        put("%09", "gopher://h/1sel{}s", "gopherurl", "host=h port=- gtype=1 selector=sel search=s gopher+_string=-");
        put("mailto:", "{}a@b.example", "mailtourl", "encoded822addr=a@b.example");
        put("news:", "{}comp.lang.java", "newsurl", "grouppart=comp.lang.java group=comp.lang.java article=-");
        put("nntp://", "{}h/comp.lang.java/12", "nntpurl", "host=h port=- group=comp.lang.java article_number=12");
        put("telnet://", "{}u:p@h:23/", "telneturl", "user=u password=p host=h port=23");
        put("wais://", "{}h/db/t/p", "waisurl", "host=h port=- database=db search=- wtype=t wpath=p");
        put("prospero://", "{}h/p;f=v", "prosperourl", "host=h port=- ppath=p fieldspecs=[[f, v]]");
    }

    private static void put(String literal, String template, String rule, String parts) {
        LITERALS.put(literal, new String[] {template, rule, parts});
    }

    /** The quoted literals of the BNF ({@code <">} is the one-character literal {@code '"'}; {@code ;} starts a comment). */
    static List<String> quotedLiterals(String bnf) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < bnf.length()) {
            char c = bnf.charAt(i);
            if (bnf.startsWith("<\">", i)) {
                out.add("\"");
                i += 3;
            } else if (c == '"') {
                int end = bnf.indexOf('"', i + 1);
                out.add(bnf.substring(i + 1, end));
                i = end + 1;
            } else if (c == ';') {
                int eol = bnf.indexOf('\n', i);
                i = eol < 0 ? bnf.length() : eol + 1;
            } else {
                i++;
            }
        }
        return out;
    }

    @Test
    void theTestCoversEveryMultiCharacterLiteralOfTheBnf() throws IOException {
        String bnf;
        try (InputStream in = getClass().getResourceAsStream("/rfc1738/bnf.txt")) {
            assertThat(in).isNotNull();
            bnf = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> all = quotedLiterals(bnf);
        assertThat(all).contains("a", "Z", "\"", ";", "&").hasSizeGreaterThan(100);
        TreeSet<String> multi = new TreeSet<>();
        for (String l : all) {
            if (l.length() > 1) {
                multi.add(l);
            }
        }
        assertThat(multi).isEqualTo(new TreeSet<>(LITERALS.keySet()));
    }

    /** Every ASCII case spelling of a literal: 2^letters of them, the literal as spelled first. */
    static List<String> caseVariants(String literal) {
        List<Integer> letters = new ArrayList<>();
        for (int i = 0; i < literal.length(); i++) {
            if (Character.isLetter(literal.charAt(i))) {
                letters.add(i);
            }
        }
        List<String> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << letters.size(); mask++) {
            char[] cs = literal.toCharArray();
            for (int b = 0; b < letters.size(); b++) {
                if ((mask & 1 << b) != 0) {
                    int at = letters.get(b);
                    cs[at] = Character.toUpperCase(cs[at]);
                }
            }
            out.add(new String(cs));
        }
        return out;
    }

    static List<String> literals() {
        return new ArrayList<>(LITERALS.keySet());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("literals")
    void everyCaseOfTheLiteralMatches(String literal) {
        String[] t = LITERALS.get(literal);
        List<String> variants = caseVariants(literal);
        long letters = literal.chars().filter(Character::isLetter).count();
        assertThat(variants).hasSize(1 << letters).doesNotHaveDuplicates().contains(literal,
                literal.toUpperCase(Locale.ROOT));
        Rfc1738Rule rule = Rfc1738Rule.forName(t[1]).orElseThrow();
        for (String v : variants) {
            String input = t[0].replace("{}", v);
            assertThat(Rfc1738Url.check(input)).as(input).isEmpty();
            assertThat(rule.check(input)).as(input).isEmpty();
            Rfc1738Url url = Rfc1738Url.parse(input);
            assertThat(url.toString()).isEqualTo(input);
            assertThat(url.parts().rule()).isEqualTo(rule);
            // the typed view holds the text as written: a literal that is itself a part keeps its case
            assertThat(parts(url)).as(input).isEqualTo(t[2].replace("{}", v));
            assertThat(Explanation.explain(input).verdict(Rfc.RFC_1738).accepted()).as(input).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        ftp://h/a;type=i | i
        ftp://h/a;TYPE=i | i
        ftp://h/a;Type=I | I
        ftp://h/a;tYpE=a | a
        ftp://h/a;TYPE=A | A
        ftp://h/a;type=D | D
        FTP://h/a;TyPe=d | d
        """)
    void ftpTypeIsTheTypeCodeAsWritten(String input, String type) {
        Rfc1738Url.Ftp ftp = (Rfc1738Url.Ftp) Rfc1738Url.parse(input).parts();
        assertThat(ftp.ftptype()).contains(type);
        assertThat(ftp.fpath()).contains("a");
        assertThat(Rfc1738Rule.FTPURL.matches(input)).isTrue();
    }

    /** ftptype = "A" | "I" | "D" | "a" | "i" | "d": exactly these six, whatever the case of ";type=". */
    @Test
    void oneLetterLiteralsAreMatchedAsSpelled() {
        for (String prefix : List.of("ftp://h/a;type=", "ftp://h/a;TYPE=")) {
            for (char c = 0; c < 0x250; c++) {
                String input = prefix + c;
                boolean listed = "AIDaid".indexOf(c) >= 0;
                assertThat(Rfc1738Url.check(input).isEmpty()).as("U+%04X", (int) c).isEqualTo(listed);
                if (!listed) {
                    ParseError e = Rfc1738Url.check(input).orElseThrow();
                    assertThat(e.index()).isEqualTo(prefix.length());
                    assertThat(e.rule()).isEqualTo("ftptype");
                }
            }
        }
    }

    /**
     * Only ASCII letters fold: U+0131 (dotless i, upper case 'I'), U+017F (long s, upper case 'S')
     * and U+212A (Kelvin sign, lower case 'k') never stand for a letter of a literal.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        ftp://h/a;\u0131ype=i    | 10
        ftp://h/a;TYPE\u017F=i   | 14
        ftp://h/a;t\u0178pe=i    | 11
        file://locaĺhost/x       | 11
        file://localho\u017Ft/x  | 14
        gopher://h/1a%0\u0131b   | 15
        """)
    void noOtherCharacterStandsForALetter(String input, int index) {
        assertThat(Rfc1738Url.check(input)).as(input).get().extracting(ParseError::index).isEqualTo(index);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        f\u0131le://h/x
        mailto\u017F:a@b
        wai\u017F://h/db
        """)
    void aSchemeWithANonAsciiLookalikeIsNoScheme(String input) {
        ParseError e = Rfc1738Url.check(input).orElseThrow();
        assertThat(e.kind()).isEqualTo(ErrorKind.MISSING_SCHEME);
    }

    /** The parts as "name=value" joined by spaces; absent parts as "name=-". */
    private static String parts(Rfc1738Url url) {
        StringBuilder sb = new StringBuilder();
        url.parts().asMap().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k)
                .append('=').append(v.map(Object::toString).orElse("-")));
        return sb.toString();
    }
}
