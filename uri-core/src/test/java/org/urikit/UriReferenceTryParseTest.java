package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.testing.Corpus;

/**
 * {@link UriReference#tryParse(String, ReferenceForm)} agrees with the throwing parsers and with
 * {@code check}; {@link UriReference#hasHost()} agrees with {@link UriReference#host()}.
 */
class UriReferenceTryParseTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://a/b?c#d | ANY          | Uri
        http://a/b?c#d | URI          | Uri
        http://a/b?c#d | ABSOLUTE_URI |
        http://a/b?c   | ABSOLUTE_URI | Uri
        http://a/b?c#d | RELATIVE     |
        //a/b          | ANY          | RelativeReference
        //a/b          | URI          |
        //a/b          | RELATIVE     | RelativeReference
        a b            | ANY          |
        ''             | ANY          | RelativeReference
        ''             | URI          |
        """)
    void returnsTheValueOfTheForm(String input, ReferenceForm form, String type) {
        Optional<UriReference> ref = UriReference.tryParse(input, form);
        if (type == null) {
            assertThat(ref).isEmpty();
        } else {
            assertThat(ref).get().extracting(r -> r.getClass().getSimpleName()).isEqualTo(type);
            assertThat(ref.get().toString()).isEqualTo(input);
        }
    }

    @Test
    void agreesWithParseAndCheckOnTheCorpus() {
        for (String line : Corpus.all()) {
            for (ReferenceForm form : ReferenceForm.values()) {
                Optional<UriReference> ref = UriReference.tryParse(line, form);
                Optional<ParseError> error = Rfc.RFC_3986.check(line, form);
                assertThat(ref.isPresent()).as("%s %s", form, line).isEqualTo(error.isEmpty());
                if (ref.isPresent()) {
                    assertThat(ref.get()).isEqualTo(UriReference.parse(line));
                    assertThat(ref.get() instanceof Uri).isEqualTo(form != ReferenceForm.RELATIVE
                            && (form != ReferenceForm.ANY || UriReference.parse(line) instanceof Uri));
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        http://h/          | true
        http://u@h:80      | true
        //[::1]            | true
        s://%41            | true
        file:///etc        | false
        http://u@:80/      | false
        //                 | false
        mailto:a@b         | false
        /a/b               | false
        a:b?//h            | false
        """)
    void hasHostMeansANonEmptyHost(String input, boolean expected) {
        assertThat(UriReference.parse(input).hasHost()).isEqualTo(expected);
    }

    @Test
    void hasHostAgreesWithHostOnTheCorpus() {
        for (String line : Corpus.all()) {
            Optional<UriReference> ref = UriReference.tryParse(line, ReferenceForm.ANY);
            if (ref.isPresent()) {
                assertThat(ref.get().hasHost()).as(line).isEqualTo(ref.get().host().map(h -> !h.isEmpty()).orElse(false));
            }
        }
    }
}
