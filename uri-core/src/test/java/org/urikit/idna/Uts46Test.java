package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThat(Uts46.mappingTableVersion()).isEqualTo("15.1.0");
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

    /** The fast path gives what full processing gives, for every combination of options. */
    @Test
    void fastPathAgreesWithFullProcessing() {
        Random random = new Random(4646);
        String[] pieces = {"a", "z", "0", "-", "--", ".", "xn--", "xn--zca", "xn--a", "ab", "A", "_", "ü"};
        int fast = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            for (int i = random.nextInt(8); i >= 0; i--) {
                sb.append(pieces[random.nextInt(pieces.length)]);
            }
            if (round % 50 == 0) {
                sb.append("a".repeat(random.nextInt(300)));
            }
            String name = sb.toString();
            int flags = random.nextInt(128);
            Uts46 u = Uts46.whatwg().withCheckHyphens((flags & 1) != 0).withCheckBidi((flags & 2) != 0)
                    .withCheckJoiners((flags & 4) != 0).withUseStd3AsciiRules((flags & 8) != 0)
                    .withTransitionalProcessing((flags & 16) != 0).withVerifyDnsLength((flags & 32) != 0)
                    .withIgnoreInvalidPunycode((flags & 64) != 0);
            IdnaResult r = u.toAscii(name);
            assertThat(r).as("%s with %s", name, flags).isEqualTo(u.toAsciiFullProcessing(name));
            fast += r.output() == name && r.isValid() ? 1 : 0;
        }
        assertThat(fast).isGreaterThan(2000);
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
}
