package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ParseErrorMaskedInputTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            http://me:s3cret@a b/     | http://me:******@a b/
            http://me:@a b/           | http://me:@a b/
            http://me@a b/            | http://me@a b/
            http://a b/x:y@z          | http://a b/x:*@z
            ftp://u:p:q@h^/           | ftp://u:***@h^/
            """)
    void masksEachPasswordCharacterKeepingIndexes(String input, String masked) {
        ParseError e = UriReference.check(input).orElseThrow();
        assertThat(e.maskedInput()).isEqualTo(masked).hasSameSizeAs(input);
        assertThat(e.message()).doesNotContain("s3cret");
    }
}
