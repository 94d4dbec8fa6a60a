package org.urikit.idna;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import org.junit.jupiter.api.Test;
import org.urikit.internal.IdnaTable;

/** The generated table against its sources, code point by code point, and the generator against the committed file. */
class IdnaTableTest {

    @Test
    void committedSourceIsWhatTheGeneratorWrites() throws IOException {
        String committed = Files.readString(Path.of(IdnaTableGenerator.TARGET), StandardCharsets.UTF_8);
        assertThat(committed).as("regenerate with IdnaTableGenerator").isEqualTo(IdnaTableGenerator.generate());
    }

    @Test
    void everyCodePointHasTheStatusAndMappingOfIdnaMappingTable() {
        int checked = 0;
        for (IdnaTableGenerator.Entry e : IdnaTableGenerator.entries()) {
            for (int cp = e.first(); cp <= e.last(); cp++) {
                int value = IdnaTable.value(cp);
                assertThat(IdnaTable.status(value)).as("status of U+%04X", cp).isEqualTo(e.status());
                String mapping = IdnaTable.mappings().substring(IdnaTable.mappingStart(value), IdnaTable.mappingEnd(value));
                assertThat(mapping).as("mapping of U+%04X", cp).isEqualTo(e.mapping());
                checked++;
            }
        }
        assertThat(checked).isEqualTo(0x110000);
        assertThat(IdnaTable.unicodeVersion()).isEqualTo("18.0.0").isEqualTo(Uts46.mappingTableVersion());
    }

    /**
     * Code points whose status changed in Unicode 16.0, which browsers (the URL Standard's
     * reference implementation, tr46 7.0.0) map or ignore: the values written here are Unicode's,
     * not read from the table.
     */
    @Test
    void codePointsMappedOrIgnoredSinceUnicode16() {
        assertThat(mapping(0x10A0)).isEqualTo("\u2D00");       // GEORGIAN CAPITAL LETTER AN
        assertThat(mapping(0x10C5)).isEqualTo("\u2D25");
        assertThat(mapping(0x1C90)).isEqualTo("\u10D0");       // GEORGIAN MTAVRULI CAPITAL LETTER AN
        assertThat(mapping(0x04C0)).isEqualTo("\u04CF");       // CYRILLIC LETTER PALOCHKA
        for (int cp : new int[] {0x180E, 0x206B, 0x115F, 0x1160, 0x3164, 0xFFA0}) {
            assertThat(IdnaTable.status(IdnaTable.value(cp))).as("U+%04X", cp).isEqualTo(IdnaTable.IGNORED);
        }
        assertThat(IdnaTable.status(IdnaTable.value(0x2065))).isEqualTo(IdnaTable.DISALLOWED); // unassigned
        // as tr46 7.0.0 gives them (15.1.0: V7)
        assertThat(Uts46.whatwg().toAsciiOrThrow("\u10A0\u10D0.example")).isEqualTo("xn--lod545l.example");
        assertThat(Uts46.whatwg().toAscii("a\u180Eb\u3164c.example").output()).isEqualTo("abc.example");
    }

    private static String mapping(int cp) {
        int value = IdnaTable.value(cp);
        assertThat(IdnaTable.status(value)).as("status of U+%04X", cp).isEqualTo(IdnaTable.MAPPED);
        return IdnaTable.mappings().substring(IdnaTable.mappingStart(value), IdnaTable.mappingEnd(value));
    }

    /** The generator refuses a table with the statuses Unicode 16.0 removed; this one has none. */
    @Test
    void tableHasNoStd3Statuses() {
        int lines = 0;
        for (String line : IdnaTableGenerator.lines(IdnaTableGenerator.MAPPING_TABLE)) {
            assertThat(line).doesNotContain("STD3_valid").doesNotContain("STD3_mapped");
            lines++;
        }
        assertThat(lines).isGreaterThan(8000);
    }

    @Test
    void viramasAndJoiningTypesAreThoseOfTheirFiles() {
        boolean[] virama = new boolean[0x110000];
        char[] joining = new char[0x110000];
        java.util.Arrays.fill(joining, 'U');
        for (IdnaTableGenerator.Property p : IdnaTableGenerator.properties()) {
            for (int cp = p.first(); cp <= p.last(); cp++) {
                if (p.value() == 'V') {
                    virama[cp] = true;
                } else {
                    joining[cp] = p.value();
                }
            }
        }
        for (int cp = 0; cp < 0x110000; cp++) {
            assertThat(IdnaTable.isVirama(cp)).as("virama U+%04X", cp).isEqualTo(virama[cp]);
            assertThat(IdnaTable.joiningType(cp)).as("joining type U+%04X", cp).isEqualTo(joining[cp]);
        }
        assertThat(IdnaTable.isVirama(0x094D)).isTrue();          // DEVANAGARI SIGN VIRAMA
        assertThat(IdnaTable.joiningType(0x0628)).isEqualTo('D'); // ARABIC LETTER BEH
        assertThat(IdnaTable.joiningType(0x0627)).isEqualTo('R'); // ARABIC LETTER ALEF
        assertThat(IdnaTable.joiningType(0x0300)).isEqualTo('T'); // COMBINING GRAVE ACCENT (Mn)
        assertThat(IdnaTable.joiningType(0x200C)).isEqualTo('U'); // ZWNJ: U although Cf
        assertThat(IdnaTable.isVirama(0x113D0)).isTrue();         // TULU-TIGALARI CONJOINER (16.0)
        assertThat(IdnaTable.isVirama(0x1612F)).isTrue();         // KIRAT RAI SIGN VIRAMA (16.0)
    }

    /**
     * What lets validation skip the per-code-point V7 and CONTEXTJ lookups of the non-ASCII code
     * points of a name whose mapping saw only valid code points: every non-ASCII code point a
     * mapping produces is valid and no joiner, but ß (the mapping of ẞ, which transitional
     * processing replaces by "ss" instead; nontransitional keeps the deviation ß).
     */
    @Test
    void mappingsProduceOnlyValidCodePointsAndTheSharpS() {
        int nonAscii = 0;
        for (int cp = 0; cp < 0x110000; cp++) {
            int value = IdnaTable.value(cp);
            int status = IdnaTable.status(value);
            if (status != IdnaTable.MAPPED && status != IdnaTable.DEVIATION) {
                continue;
            }
            String mapping = IdnaTable.mappings().substring(IdnaTable.mappingStart(value), IdnaTable.mappingEnd(value));
            for (int i = 0; i < mapping.length(); ) {
                int m = mapping.codePointAt(i);
                i += Character.charCount(m);
                if (m < 0x80) {
                    continue;
                }
                nonAscii++;
                if (m == 0xDF) {
                    assertThat(cp).as("maps to \u00DF").isEqualTo(0x1E9E);
                    continue;
                }
                assertThat(m).as("U+%04X in the mapping of U+%04X", m, cp).isNotIn(0x200C, 0x200D);
                assertThat(IdnaTable.status(IdnaTable.value(m))).as("status of U+%04X, in the mapping of U+%04X", m, cp)
                        .isEqualTo(IdnaTable.VALID);
            }
        }
        assertThat(nonAscii).isGreaterThan(5000);
    }

    /**
     * What lets validation skip the per-code-point V7 lookups of a name whose mapping saw only
     * valid code points: NFC composes valid code points into valid ones. Checked on every
     * composite this JDK's Normalizer produces.
     */
    @Test
    void nfcComposesValidCodePointsIntoValidOnes() {
        int composites = 0;
        for (int cp = 0; cp < 0x110000; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                continue;
            }
            String s = new String(Character.toChars(cp));
            String nfd = Normalizer.normalize(s, Normalizer.Form.NFD);
            if (nfd.equals(s) || !Normalizer.normalize(nfd, Normalizer.Form.NFC).equals(s)) {
                continue; // not a canonical composite
            }
            boolean allValid = nfd.codePoints().allMatch(c -> IdnaTable.status(IdnaTable.value(c)) == IdnaTable.VALID);
            if (allValid) {
                composites++;
                assertThat(IdnaTable.status(IdnaTable.value(cp))).as("status of U+%04X", cp).isEqualTo(IdnaTable.VALID);
            }
        }
        assertThat(composites).isGreaterThan(1000);
    }

    /**
     * The rule that lets mapping skip java.text.Normalizer: a code point it does not flag is NFC on
     * its own, and never the second code point of a canonical decomposition (so never composes with
     * what precedes it); and a code point that is not a combining mark (which mapping checks for
     * marks in a row) has combining class 0: after U+0301 (class 230) and before U+0334 (class 1)
     * it stays in place. Checked with this JDK's Normalizer on every code point.
     */
    @Test
    void nfcQuickCheckFlagsEveryCodePointNfcCanChange() {
        for (int cp = 0; cp < 0x110000; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) {
                continue;
            }
            String s = new String(Character.toChars(cp));
            int status = IdnaTable.status(IdnaTable.value(cp));
            if (!Uts46.mayChangeUnderNfc(cp, status) && status != IdnaTable.MAPPED && status != IdnaTable.IGNORED) {
                assertThat(Normalizer.isNormalized(s, Normalizer.Form.NFC)).as("U+%04X is NFC", cp).isTrue();
                int type = Character.getType(cp);
                if (type != Character.NON_SPACING_MARK && type != Character.COMBINING_SPACING_MARK
                        && type != Character.ENCLOSING_MARK) {
                    assertThat(Normalizer.isNormalized("\u4E00\u0301" + s, Normalizer.Form.NFC)
                            && Normalizer.isNormalized("\u4E00" + s + "\u0334", Normalizer.Form.NFC))
                            .as("U+%04X, not a mark, is a starter", cp).isTrue();
                }
            }
            String nfd = Normalizer.normalize(s, Normalizer.Form.NFD);
            for (int i = Character.charCount(nfd.codePointAt(0)); i < nfd.length(); ) {
                int second = nfd.codePointAt(i);
                i += Character.charCount(second);
                // with the status map() passes: a code point the table does not have as valid
                // (e.g. one this JDK knows and Unicode 18.0 does not assign) is flagged as disallowed
                assertThat(Uts46.mayChangeUnderNfc(second, IdnaTable.status(IdnaTable.value(second))))
                        .as("U+%04X in the decomposition of U+%04X", second, cp).isTrue();
            }
        }
    }

    /**
     * Letters beyond the BMP that NFC composes (Unicode 16.0: U+16D67 U+16D67 is U+16D68): valid
     * in the 18.0 table, so the quick check of mapping must flag them although they are no marks.
     * The expected output is the running JDK's NFC (JDK 25 composes, JDK 17 knows neither).
     */
    @Test
    void lettersBeyondTheBmpThatComposeAreNormalized() {
        String e = new String(Character.toChars(0x16D67));
        for (String name : new String[] {e + e, "a" + e + e, e + e + ".example"}) {
            String expected = Normalizer.normalize(name, Normalizer.Form.NFC);
            assertThat(Uts46.whatwg().toUnicode(name).output()).as(name).isEqualTo(expected);
        }
        // a decoded label that is not NFC: V1, when this JDK composes the two
        IdnaResult decoded = Uts46.whatwg().toUnicode("xn--" + Punycode.encode(e + e));
        assertThat(decoded.codes().contains(IdnaErrorCode.V1))
                .isEqualTo(!Normalizer.isNormalized(e + e, Normalizer.Form.NFC));
        assertThat(IdnaTable.status(IdnaTable.value(0x16D67))).isEqualTo(IdnaTable.VALID);
        assertThat(IdnaTable.status(IdnaTable.value(0x16D68))).isEqualTo(IdnaTable.VALID);
    }

    /** The binary search of Uts46.specialBeyondBmp against a plain scan of its pairs, on every code point. */
    @Test
    void specialBeyondBmpFindsExactlyItsPairs() {
        int[] r = Uts46.SPECIAL_BEYOND_BMP;
        int found = 0;
        for (int cp = 0; cp < 0x110000; cp++) {
            boolean inPair = false;
            for (int i = 0; i < r.length; i += 2) {
                inPair |= cp >= r[i] && cp <= r[i + 1];
            }
            assertThat(Uts46.specialBeyondBmp(cp)).as("U+%04X", cp).isEqualTo(inPair);
            found += inPair ? 1 : 0;
        }
        assertThat(found).isGreaterThan(550); // U+2F800..U+2FA1D alone are 542
        assertThat(Uts46.specialBeyondBmp(0x16D67)).isTrue();
        assertThat(Uts46.specialBeyondBmp(0x1F600)).isFalse();
    }

    /** The blocks the Bidi rule looks in to tell a bidi domain name hold every R, AL and AN code point of this JDK. */
    @Test
    void rightToLeftCodePointsAreInTheBlocksLookedAt() {
        int rtl = 0;
        for (int cp = 0; cp < 0x110000; cp++) {
            if ((Uts46.bidiClass(cp) & Uts46.RTL_CLASSES) != 0) {
                rtl++;
                assertThat(Uts46.mayBeRightToLeft(cp)).as("U+%04X", cp).isTrue();
            }
        }
        assertThat(rtl).isGreaterThan(5000);
    }

    /** The blocks whose combining marks Uts46 does not look up when it starts hold none in this JDK. */
    @Test
    void blocksSkippedForMarksHoldNone() {
        int checked = 0;
        for (int cp = 0x3400; cp < 0xF900; cp++) {
            if (cp == 0xA000) {
                cp = 0xAC00;
            }
            int type = Character.getType(cp);
            assertThat(type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                    || type == Character.ENCLOSING_MARK).as("U+%04X is a mark", cp).isFalse();
            checked++;
        }
        assertThat(checked).isEqualTo((0xA000 - 0x3400) + (0xF900 - 0xAC00));
    }
}
