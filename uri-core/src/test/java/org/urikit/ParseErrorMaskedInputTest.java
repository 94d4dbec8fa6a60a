package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ParseErrorMaskedInputTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://me:s3cret@a b/     | 18 | http://me:****@a b/   | 16
            http://me:@a b/           | 12 | http://me:****@a b/   | 16
            http://me@a b/            | 11 | http://me@a b/        | 11
            http://a b/x:y@z          |  8 | http://a b/x:****@z   |  8
            ftp://u:p:q@h^/           | 13 | ftp://u:****@h^/      | 14
            http://me:a-very-long-password-indeed@h^/ | 39 | http://me:****@h^/ | 16
            http:me:s3cret@a b        | 16 | http:me:****@a b      | 14
            https:/me:s3cret@h^/x//y  | 18 | https:/me:****@h^/x//y | 16
            """)
    void masksThePasswordWithFourStarsAndMovesTheIndex(String input, int index, String masked, int maskedIndex) {
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.index()).isEqualTo(index);
        assertThat(e.maskedInput()).isEqualTo(masked).isEqualTo(UriReference.redact(input));
        assertThat(e.maskedIndex()).isEqualTo(maskedIndex);
        // the caret stays under the offending character
        assertThat(masked.charAt(maskedIndex)).isEqualTo(input.charAt(index));
        assertThat(UriReference.redactedIndex(input, index)).isEqualTo(maskedIndex);
        assertThat(e.message()).doesNotContain("s3cret").doesNotContain("long-password");
    }

    @Test
    void anErrorInsideThePasswordPointsAtTheMask() {
        ParseError e = UriReference.check("http://me:pa ss@h/").orElseThrow();
        assertThat(e.index()).isEqualTo(12);
        assertThat(e.maskedInput()).isEqualTo("http://me:****@h/");
        assertThat(e.maskedIndex()).isEqualTo(10);
        assertThat(e.maskedInput().charAt(e.maskedIndex())).isEqualTo('*');
    }

    @Test
    void anErrorAtTheEndPointsAtTheEndOfTheMaskedInput() {
        String input = "http://me:secret@[::1";
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.index()).isEqualTo(input.length());
        assertThat(e.maskedInput()).isEqualTo("http://me:****@[::1");
        assertThat(e.maskedIndex()).isEqualTo(e.maskedInput().length());
        assertThat(UriReference.redactedIndex(input, input.length())).isEqualTo(e.maskedInput().length());
    }

    @Test
    void redactedIndexChecksItsArguments() {
        assertThatThrownBy(() -> UriReference.redactedIndex(null, 0)).isInstanceOf(NullPointerException.class)
                .hasMessage("text");
        assertThatThrownBy(() -> UriReference.redactedIndex("http://h/", 10))
                .isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> UriReference.redactedIndex("http://h/", -1))
                .isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(UriReference.redactedIndex("http://h/", 9)).isEqualTo(9);
    }
}
