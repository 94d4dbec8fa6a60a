package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Uts46Test {

    @Test
    void presetsHaveTheDocumentedFlags() {
        Uts46 w = Uts46.whatwg();
        assertThat(List.of(w.checkHyphens(), w.checkBidi(), w.checkJoiners(), w.useStd3AsciiRules(),
                w.transitionalProcessing(), w.verifyDnsLength(), w.ignoreInvalidPunycode()))
                .containsExactly(false, true, true, false, false, false, false);
        Uts46 s = Uts46.strict();
        assertThat(List.of(s.checkHyphens(), s.checkBidi(), s.checkJoiners(), s.useStd3AsciiRules(),
                s.transitionalProcessing(), s.verifyDnsLength(), s.ignoreInvalidPunycode()))
                .containsExactly(true, true, true, true, false, true, false);
        Uts46 all = w.withCheckHyphens(true).withUseStd3AsciiRules(true).withTransitionalProcessing(true)
                .withVerifyDnsLength(true).withIgnoreInvalidPunycode(true).withCheckBidi(false).withCheckJoiners(false);
        assertThat(List.of(all.checkHyphens(), all.checkBidi(), all.checkJoiners(), all.useStd3AsciiRules(),
                all.transitionalProcessing(), all.verifyDnsLength(), all.ignoreInvalidPunycode()))
                .containsExactly(true, false, false, true, true, true, true);
        assertThat(w.withCheckBidi(true)).isSameAs(w);
        assertThat(Uts46.mappingTableVersion()).isEqualTo("18.0.0");
    }

    @Test
    void examples() {
        assertThat(Uts46.whatwg().toAscii("Bücher.example").output()).isEqualTo("xn--bcher-kva.example");
        assertThat(Uts46.whatwg().toAscii("münchen.de").output()).isEqualTo("xn--mnchen-3ya.de");
        assertThat(Uts46.whatwg().toAscii("例え.jp").output()).isEqualTo("xn--r8jz45g.jp");
        assertThat(Uts46.strict().toAsciiOrThrow("faß.de")).isEqualTo("xn--fa-hia.de");
        assertThat(Uts46.strict().withTransitionalProcessing(true).toAsciiOrThrow("faß.de")).isEqualTo("fass.de");
        assertThat(Uts46.whatwg().toUnicode("xn--mnchen-3ya.de").output()).isEqualTo("münchen.de");
        // fullwidth and ideographic full stops map to '.'; U+034F is ignored
        assertThat(Uts46.whatwg().toAsciiOrThrow("１２７．０．０．１")).isEqualTo("127.0.0.1");
        assertThat(Uts46.whatwg().toAsciiOrThrow("127。0。0。1")).isEqualTo("127.0.0.1");
        assertThat(Uts46.whatwg().toAsciiOrThrow("127.0.0.1\u034F")).isEqualTo("127.0.0.1");
        assertThat(Uts46.whatwg().toAsciiOrThrow("ｌｏｃａｌｈｏｓｔ")).isEqualTo("localhost");
    }

    /** The values the README's and docs/IDNA.md's comments quote. */
    @Test
    void readmeExamples() {
        assertThat(Uts46.whatwg().toAsciiOrThrow("Bücher.example")).isEqualTo("xn--bcher-kva.example");
        IdnaResult r = Uts46.strict().toAscii("faß.-de");
        assertThat(r.output()).isEqualTo("xn--fa-hia.-de");
        assertThat(r.codes()).containsExactly(IdnaErrorCode.V3);
        assertThat(r.toString()).isEqualTo("xn--fa-hia.-de [V3]");
        assertThat(Uts46.whatwg().toUnicode("xn--mnchen-3ya.de").output()).isEqualTo("münchen.de");
        assertThat(Uts46.whatwg().toAscii("faß.-de").isValid()).isTrue();
        assertThat(new IdnaException(r).getMessage()).isEqualTo(
                "Invalid domain name: V3 (label begins or ends with '-') in label 1 \"-de\": \"faß.-de\"");
    }

    @Test
    void resultsWithErrorsAndTheirExceptionSurviveJavaSerialization() throws Exception {
        IdnaResult r = Uts46.strict().toAscii("ok.\u0301x.-bad-");
        assertThat(r.errors()).hasSize(2);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(r);
            out.writeObject(new IdnaException(r));
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            IdnaResult back = (IdnaResult) in.readObject();
            assertThat(back).isEqualTo(r);
            assertThat(back.errors()).containsExactlyElementsOf(r.errors());
            assertThat(((IdnaException) in.readObject()).result()).isEqualTo(r);
        }
    }

    @Test
    void errorsCarryCodeLabelIndexAndLabel() {
        IdnaResult r = Uts46.strict().toAscii("ok.\u0301x.-bad-");
        assertThat(r.isValid()).isFalse();
        assertThat(r.errors()).containsExactly(
                new IdnaError(IdnaErrorCode.V6, 1, "\u0301x"),
                new IdnaError(IdnaErrorCode.V3, 2, "-bad-"));
        assertThat(r.codes()).containsExactly(IdnaErrorCode.V6, IdnaErrorCode.V3);
        assertThat(r.output()).isEqualTo("ok.xn--x-wbb.-bad-");
        assertThatThrownBy(r::orElseThrow).isInstanceOf(IdnaException.class)
                .hasMessage("Invalid domain name: V6 (label begins with a combining mark) in label 1 \"\u0301x\""
                        + " and 1 more: \"ok.\u0301x.-bad-\"")
                .satisfies(e -> assertThat(((IdnaException) e).result()).isEqualTo(r));
        IdnaResult dns = Uts46.strict().toAscii("a..b");
        assertThat(dns.errors()).containsExactly(new IdnaError(IdnaErrorCode.A4_2, 1, ""));
        assertThat(Uts46.strict().toUnicode("a..b").errors()).containsExactly(new IdnaError(IdnaErrorCode.X4_2, 1, ""));
        assertThat(Uts46.strict().toAscii("").errors()).extracting(IdnaError::code)
                .containsExactly(IdnaErrorCode.A4_2, IdnaErrorCode.A4_1);
        assertThat(Uts46.whatwg().toAscii("").isValid()).isTrue();
        assertThat(Uts46.whatwg().toAscii("\u200D.example").codes()).containsExactly(IdnaErrorCode.C2);
        assertThat(Uts46.whatwg().withCheckJoiners(false).toAscii("\u200D.example").isValid()).isTrue();
        assertThat(Uts46.whatwg().toAscii("\u064Aa").codes()).contains(IdnaErrorCode.B2);
        assertThat(Uts46.whatwg().withCheckBidi(false).toAscii("\u064Aa").isValid()).isTrue();
        assertThat(Uts46.strict().toAscii("a_b").codes()).containsExactly(IdnaErrorCode.U1);
        assertThat(Uts46.whatwg().toAscii("a_b").isValid()).isTrue();
    }

    @Test
    void invalidPunycode() {
        assertThat(Uts46.whatwg().toAscii("xn--0.com").codes()).containsExactly(IdnaErrorCode.P4);
        assertThat(Uts46.whatwg().toAscii("xn--0.com").output()).isEqualTo("xn--0.com");
        // IgnoreInvalidPunycode: the label is kept and validated as an ordinary label
        assertThat(Uts46.whatwg().withIgnoreInvalidPunycode(true).toAscii("xn--0.com").isValid()).isTrue();
        assertThat(Uts46.whatwg().toAscii("xn--ASCII-").errors())
                .containsExactly(new IdnaError(IdnaErrorCode.P4, 0, "ascii"));
        assertThat(Uts46.whatwg().toUnicode("xn--xn--a--gua.pt").codes()).containsExactly(IdnaErrorCode.V4);
    }

    @Test
    void asciiFastPathReturnsTheSameStringAndAllocatesNothing() throws ReflectiveOperationException {
        Uts46 w = Uts46.whatwg();
        Uts46 s = Uts46.strict();
        String host = "www.example-shop.co.uk";
        assertThat(w.toAsciiOrThrow(host)).isSameAs(host);
        assertThat(s.toAsciiOrThrow(host)).isSameAs(host);
        assertThat(w.toAscii(host).output()).isSameAs(host);
        assertThat(w.toAsciiOrThrow("a..b")).isSameAs("a..b");
        // not fast, still right
        assertThat(w.toAsciiOrThrow("WWW.Example.com")).isEqualTo("www.example.com");
        assertThat(w.toAsciiOrThrow("xn--zca.de")).isEqualTo("xn--zca.de");

        // com.sun.management.ThreadMXBean by reflection: tests compile inside module org.urikit,
        // which does not read java.management (they run on the class path, which does)
        Object bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
        Method allocatedBytes = Class.forName("com.sun.management.ThreadMXBean")
                .getMethod("getThreadAllocatedBytes", long.class);
        Long id = Thread.currentThread().getId();
        for (int i = 0; i < 20_000; i++) {
            w.toAsciiOrThrow(host); // warm up
        }
        long before = (Long) allocatedBytes.invoke(bean, id);
        for (int i = 0; i < 100_000; i++) {
            s.toAsciiOrThrow(host);
            w.toAsciiOrThrow(host);
        }
        long allocated = (Long) allocatedBytes.invoke(bean, id) - before;
        assertThat(allocated).as("bytes allocated by 200,000 fast-path calls").isLessThan(4096);
    }

    /** The 128 combinations of the seven options. */
    private static List<Uts46> everyOptionCombination() {
        List<Uts46> all = new java.util.ArrayList<>();
        for (int flags = 0; flags < 128; flags++) {
            all.add(Uts46.whatwg().withCheckHyphens((flags & 1) != 0).withCheckBidi((flags & 2) != 0)
                    .withCheckJoiners((flags & 4) != 0).withUseStd3AsciiRules((flags & 8) != 0)
                    .withTransitionalProcessing((flags & 16) != 0).withVerifyDnsLength((flags & 32) != 0)
                    .withIgnoreInvalidPunycode((flags & 64) != 0));
        }
        return all;
    }

    /**
     * The fast path gives exactly what full processing gives (output and error list, and
     * toAsciiOrThrow's String or exception), for generated ASCII names under every combination of
     * options; the counts show that the fast path was taken for each kind of name it should take.
     */
    @Test
    void fastPathAgreesWithFullProcessing() {
        Random random = new Random(4646);
        List<Uts46> options = everyOptionCombination();
        int fastSame = 0;
        int fastLowered = 0;
        int fastStrict = 0;
        int fastDnsLimits = 0;
        int fastNotLdh = 0;
        for (int round = 0; round < 1500; round++) {
            String name = round < FAST_PATH_EDGES.length ? FAST_PATH_EDGES[round] : asciiName(random);
            for (Uts46 u : options) {
                IdnaResult full = u.toAsciiFullProcessing(name);
                String fast = u.fastPathOrNull(name);
                String what = name + " with " + describe(u);
                assertThat(u.toAscii(name)).as(what).isEqualTo(full);
                // the per-label pass, for the names the class bits do not settle, decides every name alike
                assertThat(u.fastPathByLabelOrNull(name)).as(what).isEqualTo(fast);
                if (fast != null) {
                    assertThat(full.isValid()).as(what).isTrue();
                    assertThat(fast).as(what).isEqualTo(full.output());
                    boolean same = fast == name;
                    fastSame += same ? 1 : 0;
                    fastLowered += same ? 0 : 1;
                    fastStrict += describe(u).equals(describe(Uts46.strict())) ? 1 : 0;
                    fastDnsLimits += u.verifyDnsLength() && hasDnsLimit(name) ? 1 : 0;
                    fastNotLdh += name.chars().anyMatch(c -> c == '_' || c == ' ') ? 1 : 0;
                    assertThat(u.toAsciiOrThrow(name)).as(what).isEqualTo(full.output());
                    if (name.equals(full.output())) {
                        assertThat(u.toAsciiOrThrow(name)).as(what).isSameAs(name);
                    }
                } else if (full.isValid()) {
                    assertThat(u.toAsciiOrThrow(name)).as(what).isEqualTo(full.output());
                } else if (round % 8 == 0) { // exceptions cost: a sample is enough
                    assertThatThrownBy(() -> u.toAsciiOrThrow(name)).as(what).isInstanceOf(IdnaException.class)
                            .satisfies(e -> assertThat(((IdnaException) e).result()).isEqualTo(full));
                }
            }
        }
        assertThat(fastSame).isGreaterThan(30_000);
        assertThat(fastLowered).isGreaterThan(20_000);
        assertThat(fastStrict).isGreaterThan(150);
        assertThat(fastDnsLimits).isGreaterThan(600);
        assertThat(fastNotLdh).isGreaterThan(500);
    }

    private static String describe(Uts46 u) {
        return List.of(u.checkHyphens(), u.checkBidi(), u.checkJoiners(), u.useStd3AsciiRules(),
                u.transitionalProcessing(), u.verifyDnsLength(), u.ignoreInvalidPunycode()).toString();
    }

    /** Names at each limit of the fast path, tried first. */
    private static final String[] FAST_PATH_EDGES = {
        "", ".", "..", "a", "a.", ".a", "a..b", "-", "a-", "-a", "ab--c", "a--b", "abc--", "ab-", "xn--", "xn--zca",
        "XN--ZCA", "Xn--zca.de", "xn--bcher-kva.example", "xn--0.com", "xn--ASCII-", "xn--a", "xn--xn--a--gua.pt",
        "xn-a", "xn---a", "xnx--a", "a_b", "_dmarc.example.com", "a b", "a\u0000b", "a\u007fb", "a~b.c", "A.B.C",
        "www.Example.COM", "ü.de", "a.\u0301", "a" + "b".repeat(62), "a" + "b".repeat(63), "a" + "b".repeat(62) + ".",
        dnsName(253, false), dnsName(254, false), dnsName(255, false), dnsName(253, true), dnsName(254, true),
        dnsName(252, true), dnsName(253, false).toUpperCase(java.util.Locale.ROOT),
    };

    private static boolean hasDnsLimit(String name) {
        return name.length() == 253 || name.length() == 254 || name.contains("b".repeat(62));
    }

    /** A name of labels of 63 and a shorter last one, {@code length} long before the trailing dot if any. */
    private static String dnsName(int length, boolean trailingDot) {
        StringBuilder sb = new StringBuilder();
        while (sb.length() + 64 < length) {
            sb.append("a").append("b".repeat(62)).append('.');
        }
        sb.append("c".repeat(length - sb.length()));
        return trailingDot ? sb + "." : sb.toString();
    }

    private static final String LOWER_AND_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final String NOT_LDH = "_ !\"#$%&'()*+,/:;<=>?@[\\]^`{|}~\u0000\t\u007f";
    private static final String[] PUNYCODE = {"xn--zca", "xn--bcher-kva", "xn--mnchen-3ya", "xn--r8jz45g", "XN--ZCA",
        "Xn--Bcher-Kva", "xn--", "xn--0", "xn--a", "xn--ascii-", "xn--xn--a--gua", "xn--a-", "xn--99999999999999999999",
        "xn--zca-", "xn---"};

    /** A generated ASCII name (now and then one non-ASCII char) of the shapes the fast path has to judge. */
    private static String asciiName(Random random) {
        int shape = random.nextInt(20);
        if (shape == 0) { // at the DNS length limits, maybe with upper case or a trailing dot
            String n = dnsName(250 + random.nextInt(7), random.nextBoolean());
            return random.nextBoolean() ? n : n.replace('b', 'B');
        }
        StringBuilder sb = new StringBuilder();
        if (random.nextInt(15) == 0) {
            sb.append('.');
        }
        for (int labels = 1 + random.nextInt(4), l = 0; l < labels; l++) {
            if (l > 0) {
                sb.append('.');
            }
            sb.append(label(random));
        }
        if (random.nextInt(10) == 0) {
            sb.append('.');
        }
        if (random.nextInt(60) == 0) {
            sb.insert(random.nextInt(sb.length() + 1), "üß\u0301\u05D0".charAt(random.nextInt(4)));
        }
        return sb.toString();
    }

    private static String label(Random random) {
        int kind = random.nextInt(12);
        if (kind == 0) {
            return "";
        }
        if (kind == 1) {
            String p = PUNYCODE[random.nextInt(PUNYCODE.length)];
            return random.nextBoolean() ? p : p.substring(0, 4) + randomChars(random, random.nextInt(8), 0);
        }
        int len = kind == 2 ? 62 + random.nextInt(3) : 1 + random.nextInt(kind < 6 ? 6 : 15);
        int upperEvery = random.nextInt(3) == 0 ? 5 : 0;
        StringBuilder sb = new StringBuilder(randomChars(random, len, upperEvery));
        for (int h = random.nextInt(3); h > 0; h--) { // hyphens at every position, "--" at 3-4 included
            int at = random.nextInt(Math.min(6, len + 1));
            sb.insert(random.nextBoolean() ? at : sb.length() - at, random.nextInt(4) == 0 ? "--" : "-");
        }
        if (random.nextInt(8) == 0) {
            sb.insert(random.nextInt(sb.length() + 1), NOT_LDH.charAt(random.nextInt(NOT_LDH.length())));
        }
        return sb.toString();
    }

    private static String randomChars(Random random, int length, int upperEvery) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            char c = LOWER_AND_DIGITS.charAt(random.nextInt(LOWER_AND_DIGITS.length()));
            sb.append(upperEvery > 0 && random.nextInt(upperEvery) == 0 ? Character.toUpperCase(c) : c);
        }
        return sb.toString();
    }

    @Test
    void nullIsRejectedAtTheBoundary() {
        assertThatThrownBy(() -> Uts46.whatwg().toAscii(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("domainName");
        assertThatThrownBy(() -> Uts46.whatwg().toUnicode(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Uts46.whatwg().toAsciiOrThrow(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void anyStringGivesAResult() {
        String[] odd = {"\uD800", "\uDC00a", "a\uD800.b", "\u0000", "\t\n", ".", "..", "xn--", "xn--\uD800",
            "\u200C", "\u0301", "\uFFFF", "xn--99999999999999999999", "-", "\u05D0.\u0661", "\u0627\u200C\u0628"};
        for (Uts46 u : List.of(Uts46.whatwg(), Uts46.strict(), Uts46.strict().withTransitionalProcessing(true),
                Uts46.whatwg().withIgnoreInvalidPunycode(true))) {
            for (String s : odd) {
                assertThat(u.toAscii(s)).isNotNull();
                assertThat(u.toUnicode(s)).isNotNull();
            }
        }
        String huge = "ü".repeat(300_000) + ".a" + "\u0301".repeat(100_000) + "." + "xn--".repeat(50_000);
        assertThat(Uts46.strict().toAscii(huge).isValid()).isFalse();
        assertThat(Uts46.whatwg().toUnicode(huge).output()).startsWith("üü");
    }

    /** ToUnicode(ToASCII(x)) = ToUnicode(x), and ToASCII of it is stable, for generated names valid for both. */
    @Test
    void toUnicodeOfToAsciiRoundTrips() {
        Random random = new Random(46);
        String[] pieces = {"a", "b", "z", "0", "9", "-", "ü", "ß", "é", "日本", "例え", "ж", "ω", "ς", "\u0627\u0644",
            "\u05D0", "\u0915\u094D\u200D", "\uD83D\uDE00", "Ä", "ｂ", "\u3002", "."};
        int valid = 0;
        for (int round = 0; round < 5000; round++) {
            StringBuilder sb = new StringBuilder();
            for (int i = random.nextInt(6) + 1; i > 0; i--) {
                sb.append(pieces[random.nextInt(pieces.length)]);
            }
            String x = sb.toString();
            IdnaResult ascii = Uts46.whatwg().toAscii(x);
            if (!ascii.isValid() || !Uts46.whatwg().toUnicode(x).isValid()) {
                continue; // invalid, or an empty label (valid for ToASCII, X4_2 for ToUnicode)
            }
            valid++;
            IdnaResult unicode = Uts46.whatwg().toUnicode(ascii.output());
            assertThat(unicode.isValid()).as(x).isTrue();
            assertThat(unicode.output()).as(x).isEqualTo(Uts46.whatwg().toUnicode(x).output());
            assertThat(Uts46.whatwg().toAscii(unicode.output()).output()).as(x).isEqualTo(ascii.output());
        }
        assertThat(valid).isGreaterThan(1000);
    }

    /**
     * ToUnicode has no VerifyDnsLength flag, yet an empty label other than the root label is an
     * error there, {@code X4_2}, whatever the flags: that is UTS #46's conformance data. Its file
     * {@code IdnaTestV2.txt} (committed as {@code IdnaTestV2-17.0.0.txt}) gives ToUnicode of
     * {@code ""} the status {@code [X4_2]} (and ToASCII {@code [A4_1, A4_2]}) and explains:
     * "The special error code X4_2 is now returned where a toASCII error code was formerly being
     * generated in toUnicode due to an empty label: A4_2 was being generated for an empty label in
     * CheckBidi (in addition to A4_2’s normal usage)." The codes an implementation may ignore when a
     * flag is false are listed there, and {@code X4_2} is not among them: "VerifyDnsLength: A4_1,
     * A4_2". So with the WHATWG flags (VerifyDnsLength false) ToASCII of {@code ""} succeeds and
     * ToUnicode of {@code ""} records {@code X4_2}; its output is still {@code ""}.
     */
    @Test
    void toUnicodeRecordsAnEmptyLabelAsTheConformanceFileDoes() {
        List<String> file = IdnaTableGenerator.lines("IdnaTestV2-17.0.0.txt");
        assertThat(file).contains("\"\"; ; [X4_2]; ; [A4_1, A4_2]; ;  #", "a..c; ; [X4_2]; ; [A4_2]; ;  # a..c",
                ".; ; [X4_2]; ; [A4_1, A4_2]; ;  # .");
        assertThat(file).contains("# VerifyDnsLength:   A4_1, A4_2",
                "# The special error code X4_2 is now returned where a toASCII error code");
        assertThat(file).noneMatch(l -> l.startsWith("#") && l.contains("X4_2") && l.contains(":   "));

        IdnaResult empty = Uts46.whatwg().toUnicode("");
        assertThat(empty.output()).isEmpty();
        assertThat(empty.errors()).containsExactly(new IdnaError(IdnaErrorCode.X4_2, 0, ""));
        assertThat(Uts46.whatwg().toAscii("").isValid()).isTrue();
        assertThat(Uts46.whatwg().toAscii("").output()).isEmpty();
        assertThat(Uts46.whatwg().toUnicode("a..c").codes()).containsExactly(IdnaErrorCode.X4_2);
        assertThat(Uts46.whatwg().toAscii("a..c").isValid()).isTrue();
        // the root label is no error: "a." and "xn--bcher-kva.example." are fine, "." is not
        assertThat(Uts46.whatwg().toUnicode("a.").isValid()).isTrue();
        assertThat(Uts46.whatwg().toUnicode("xn--bcher-kva.example.").output()).isEqualTo("b\u00FCcher.example.");
        assertThat(Uts46.whatwg().toUnicode(".").errors()).containsExactly(new IdnaError(IdnaErrorCode.X4_2, 0, ""));
        // no flag turns it off
        assertThat(Uts46.whatwg().withVerifyDnsLength(true).toUnicode("").codes()).containsExactly(IdnaErrorCode.X4_2);
        assertThat(Uts46.whatwg().withCheckBidi(false).withCheckJoiners(false).toUnicode("").codes())
                .containsExactly(IdnaErrorCode.X4_2);
    }
}
