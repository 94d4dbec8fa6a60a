package org.urikit.internal;

/**
 * The non-ASCII character ranges of RFC 3987 §2.2, as code point range checks: the ASCII part of
 * every IRI rule is the RFC 3986 class of the same name ({@link Rfc3986Chars}).
 *
 * <p>The ranges are code points: a supplementary character is one code point made of a surrogate
 * pair, and a surrogate code point (U+D800 to U+DFFF) is in no range, so an unpaired surrogate is
 * never allowed.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3987#section-2.2">RFC 3987 §2.2</a>
 */
public final class Rfc3987Chars {
    private Rfc3987Chars() {
    }

    /**
     * {@code ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / …
     * / %xD0000-DFFFD / %xE1000-EFFFD} (RFC 3987 §2.2): every plane from 1 to 14 without its last
     * two code points (the noncharacters U+xFFFE and U+xFFFF), plane 14 from U+E1000.
     *
     * @param cp a code point
     * @return true if {@code cp} is a {@code ucschar}
     */
    public static boolean isUcschar(int cp) {
        if (cp < 0x10000) {
            return cp >= 0xA0 && cp <= 0xD7FF || cp >= 0xF900 && cp <= 0xFDCF || cp >= 0xFDF0 && cp <= 0xFFEF;
        }
        if (cp >= 0xE0000 && cp < 0xE1000 || cp >= 0xF0000) {
            return false;
        }
        return (cp & 0xFFFF) <= 0xFFFD;
    }

    /**
     * {@code iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD} (RFC 3987 §2.2), allowed
     * only in {@code iquery}.
     *
     * @param cp a code point
     * @return true if {@code cp} is an {@code iprivate}
     */
    public static boolean isIprivate(int cp) {
        return cp >= 0xE000 && cp <= 0xF8FF || cp >= 0xF0000 && cp <= 0x10FFFF && (cp & 0xFFFF) <= 0xFFFD;
    }

    /**
     * The bidirectional formatting characters that RFC 3987 §4.1 says IRIs MUST NOT contain: LRM
     * (U+200E), RLM (U+200F), LRE (U+202A), RLE (U+202B), PDF (U+202C), LRO (U+202D) and RLO
     * (U+202E). They are {@code ucschar}s, so the grammar of §2.2 admits them; URI-to-IRI
     * conversion (§3.2 step 4) keeps them percent-encoded.
     *
     * @param cp a code point
     * @return true if {@code cp} is one of the seven
     */
    public static boolean isBidiFormatting(int cp) {
        return cp == 0x200E || cp == 0x200F || cp >= 0x202A && cp <= 0x202E;
    }
}
