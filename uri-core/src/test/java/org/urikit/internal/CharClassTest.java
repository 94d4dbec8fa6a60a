package org.urikit.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CharClassTest {

    @Test
    void ofMatchesExactlyTheGivenCharacters() {
        CharClass cls = CharClass.of("a\u0000\u007f?@");
        for (char c = 0; c < 256; c++) {
            assertThat(cls.matches(c)).as("U+%04X", (int) c).isEqualTo("a\u0000\u007f?@".indexOf(c) >= 0);
        }
    }

    @Test
    void rangeIsInclusive() {
        CharClass cls = CharClass.range('0', '9');
        assertThat(cls.matches('0')).isTrue();
        assertThat(cls.matches('9')).isTrue();
        assertThat(cls.matches('/')).isFalse();
        assertThat(cls.matches(':')).isFalse();
    }

    @Test
    void bitsAcrossTheTwoWordsAreKeptApart() {
        // 63 and 64 sit on both sides of the low/high boundary; 0 and 127 at the ends
        CharClass low = CharClass.of("?");
        CharClass high = CharClass.of("@");
        assertThat(low.matches('?')).isTrue();
        assertThat(low.matches('@')).isFalse();
        assertThat(high.matches('@')).isTrue();
        assertThat(high.matches('?')).isFalse();
        assertThat(CharClass.of("\u007f").matches('\u00bf')).isFalse(); // 127 + 64 must not wrap
        assertThat(CharClass.of("?").matches('\u007f')).isFalse();
        assertThat(CharClass.of("\u0000").matches('\u0040')).isFalse();
    }

    @Test
    void orMinusAndPctEncoded() {
        CharClass ab = CharClass.of("a").or(CharClass.of("b"));
        assertThat(ab).isEqualTo(CharClass.of("ba"));
        assertThat(ab.minus(CharClass.of("a"))).isEqualTo(CharClass.of("b"));
        assertThat(ab.allowsPctEncoded()).isFalse();
        assertThat(ab.orPctEncoded().allowsPctEncoded()).isTrue();
        assertThat(ab.orPctEncoded().matches('%')).isTrue();
        assertThat(ab.hashCode()).isEqualTo(CharClass.of("ab").hashCode());
        assertThat(ab).isNotEqualTo(CharClass.of("a"));
    }

    @Test
    void nonAsciiNeverMatchesAndIsRejectedWhenBuilding() {
        CharClass all = CharClass.range('\u0000', '\u007f');
        assertThat(all.matches('\u0080')).isFalse();
        assertThat(all.matches('\uffff')).isFalse();
        assertThat(all.matches('\ud800')).isFalse();
        assertThatThrownBy(() -> CharClass.of("\u00e9")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void toStringListsTheMembers() {
        assertThat(CharClass.of("ba\t").toString()).isEqualTo("CharClass[\\u0009ab]");
    }
}
