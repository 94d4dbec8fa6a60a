package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 24, item 2: the parts of every RFC 1738 scheme are named by the BNF rule whose text they
 * hold, in {@link Rfc1738Url.Parts#asMap()} and in the typed views alike. The names below are
 * written from RFC 1738 §5 by hand; {@code rfc1738/bnf.txt} (the BNF as published) confirms that
 * each is a rule of the grammar.
 */
class Rfc1738PartNamesTest {

    /**
     * The keys that are not the name of a BNF rule, each with where its name comes from: nntp's
     * {@code [ "/" digits ]} has no rule of its own; §3.7 calls it {@code <article-number>}.
     * Prospero's {@code *[ fieldspec ]} is a list of {@code fieldspec}s.
     */
    private static final Map<String, String> NOT_RULE_NAMES = Map.of(
            "article_number", "RFC 1738 §3.7: nntp://<host>:<port>/<newsgroup-name>/<article-number>",
            "fieldspecs", "prosperourl = \"prospero://\" hostport \"/\" ppath *[ fieldspec ]");

    /**
     * One row per scheme grammar (news three times, for its three alternatives): the input and every
     * part as {@code rule=text}, {@code rule=-} when absent, in the order of the grammar.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
        httpurl     | http://h.example:8080/a;b?c=d      | host=h.example port=8080 hpath=a;b search=c=d
        ftpurl      | ftp://u:p@h.example/a/b;type=d     | user=u password=p host=h.example port=- fpath=a/b ftptype=d
        fileurl     | file://h.example/etc/hosts         | host=h.example fpath=etc/hosts
        gopherurl   | gopher://h:70/1sel%09s%09plus      | host=h port=70 gtype=1 selector=sel search=s gopher+_string=plus
        mailtourl   | mailto:a@b.example                 | encoded822addr=a@b.example
        newsurl     | news:*                             | grouppart=* group=- article=-
        newsurl     | news:comp.lang.java                | grouppart=comp.lang.java group=comp.lang.java article=-
        newsurl     | news:1234@h.example                | grouppart=1234@h.example group=- article=1234@h.example
        nntpurl     | nntp://h:119/alt.test/42           | host=h port=119 group=alt.test article_number=42
        nntpurl     | nntp://h/alt.test                  | host=h port=- group=alt.test article_number=-
        telneturl   | telnet://u:p@h:23/                 | user=u password=p host=h port=23
        waisurl     | wais://h/db?a                      | host=h port=- database=db search=a wtype=- wpath=-
        waisurl     | wais://h/db/t/p                    | host=h port=- database=db search=- wtype=t wpath=p
        prosperourl | prospero://h/p/q;a=b               | host=h port=- ppath=p/q fieldspecs=[[a, b]]
        genericurl  | x-y://u:p@h:1/z                    | schemepart=//u:p@h:1/z user=u password=p host=h port=1 urlpath=z
        """)
    void everySchemeNamesItsPartsByTheBnf(String rule, String input, String expected) throws IOException {
        Rfc1738Url.Parts parts = Rfc1738Url.parse(input).parts();
        assertThat(parts.rule().bnfName()).isEqualTo(rule);
        Map<String, Optional<Object>> map = parts.asMap();
        List<String> shown = new ArrayList<>();
        map.forEach((k, v) -> shown.add(k + "=" + v.map(Object::toString).orElse("-")));
        assertThat(String.join(" ", shown)).isEqualTo(expected);
        Set<String> rules = bnfRuleNames();
        for (String key : map.keySet()) {
            assertThat(rules.contains(key) || NOT_RULE_NAMES.containsKey(key))
                    .as("%s: key %s is a rule of RFC 1738 §5", input, key).isTrue();
        }
        assertThat(rules).doesNotContainAnyElementsOf(NOT_RULE_NAMES.keySet());
    }

    /** The typed view has one component per key of the map, with the same value. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        http://h.example:8080/a;b?c=d
        ftp://u:p@h.example/a/b;type=d
        file:///etc/hosts
        gopher://h:70/1sel%09s%09plus
        mailto:a@b.example
        news:*
        news:comp.lang.java
        news:1234@h.example
        nntp://h:119/alt.test/42
        telnet://u:p@h:23/
        wais://h/db/t/p
        prospero://h/p/q;a=b;c=
        x-y://u:p@h:1/z
        x-y:opaque
        """)
    void typedViewsAndMapAgree(String input) throws ReflectiveOperationException {
        Rfc1738Url.Parts parts = Rfc1738Url.parse(input).parts();
        Map<String, Optional<Object>> fromView = new LinkedHashMap<>();
        for (RecordComponent c : parts.getClass().getRecordComponents()) {
            Object v = c.getAccessor().invoke(parts);
            if (v instanceof List<?> list) {
                v = list.stream().map(f -> List.of(((Rfc1738Url.Fieldspec) f).name(), ((Rfc1738Url.Fieldspec) f).value()))
                        .toList();
            }
            fromView.put(key(c.getName()), v instanceof Optional<?> o ? o.map(Object.class::cast) : Optional.of(v));
        }
        assertThat(parts.asMap()).containsExactlyEntriesOf(fromView);
    }

    @Test
    void newsStarIsAGrouppartThatIsNeitherGroupNorArticle() {
        Rfc1738Url.News news = (Rfc1738Url.News) Rfc1738Url.parse("news:*").parts();
        assertThat(news.grouppart()).isEqualTo("*");
        assertThat(news.group()).isEmpty();
        assertThat(news.article()).isEmpty();
        // a group starts with a letter: "*" is not one
        assertThat(Rfc1738Rule.NEWSURL.check("news:*a")).isPresent();
        Rfc1738Url.Nntp nntp = (Rfc1738Url.Nntp) Rfc1738Url.parse("nntp://h/g/7").parts();
        assertThat(nntp.articleNumber()).contains("7");
    }

    /** A record component's key: the Java name, except where the rule name is no Java name. */
    private static String key(String component) {
        return switch (component) {
            case "gopherPlus" -> "gopher+_string";
            case "articleNumber" -> "article_number";
            default -> component;
        };
    }

    /**
     * The rule names that the hand-written table above relies on, read from the left-hand sides of
     * {@code rfc1738/bnf.txt} (a rule starts a line; continuation lines start with a space).
     */
    private Set<String> bnfRuleNames() throws IOException {
        Set<String> names = new TreeSet<>();
        try (InputStream in = getClass().getResourceAsStream("/rfc1738/bnf.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
            for (String line : text.split("\n", -1)) {
                int eq = line.indexOf('=');
                if (!line.isEmpty() && line.charAt(0) != ';' && line.charAt(0) != ' ' && eq > 0) {
                    names.add(line.substring(0, eq).strip());
                }
            }
        }
        assertThat(names).contains("url", "grouppart", "group", "article", "gopher+_string", "fieldspec", "digits")
                .hasSizeGreaterThan(60);
        return names;
    }
}
