package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.idna.IdnaErrorCode;
import org.urikit.idna.IdnaException;
import org.urikit.idna.Uts46;

/** The IRI host conversions through UTS #46: {@link Iri#toUri(Uts46)} and {@link Normalizer.Step#IDN}. */
class IriIdnaTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://résumé.example.org                 | http://xn--rsum-bpad.example.org
            http://r%C3%A9sum%C3%A9.example.org/ü     | http://xn--rsum-bpad.example.org/%C3%BC
            https://Bücher.example/straße?ä#ö         | https://xn--bcher-kva.example/stra%C3%9Fe?%C3%A4#%C3%B6
            https://faß.de/                           | https://xn--fa-hia.de/
            http://u:pw@例え.jp:8080/                  | http://u:pw@xn--r8jz45g.jp:8080/
            http://[::1]/ü                            | http://[::1]/%C3%BC
            http://192.0.2.1/                         | http://192.0.2.1/
            file:///ü                                 | file:///%C3%BC
            mailto:ü@example.org                      | mailto:%C3%BC@example.org
            """)
    void theHostThroughToAsciiTheRestPercentEncoded(String iri, String uri) {
        assertThat(Iri.parse(iri).toUri(Uts46.whatwg()).toString()).isEqualTo(uri);
        assertThat(Iri.parse(iri).toUri(Uts46.strict()).toString()).isEqualTo(uri);
    }

    @Test
    void theRfcExampleAndTheOptionsChosen() {
        // RFC 3987 §3.1: "may be converted to http://xn--rsum-bpad.example.org instead of
        // http://r%C3%A9sum%C3%A9.example.org"
        Iri iri = Iri.parse("http://résumé.example.org");
        assertThat(iri.toUri().toString()).isEqualTo("http://r%C3%A9sum%C3%A9.example.org");
        assertThat(iri.toUri(Uts46.strict()).toString()).isEqualTo("http://xn--rsum-bpad.example.org");
        // STD3 rules: '_' is valid for the WHATWG flags, not for the strict ones
        Iri underscore = Iri.parse("http://a_ü.example/");
        // expected Punycode from an independent encoder: Python's "a_ü".encode("punycode") == b"a_-yka"
        assertThat(underscore.toUri(Uts46.whatwg()).toString()).isEqualTo("http://xn--a_-yka.example/");
        assertThatThrownBy(() -> underscore.toUri(Uts46.strict())).isInstanceOf(IdnaException.class)
                .satisfies(e -> assertThat(((IdnaException) e).result().codes()).contains(IdnaErrorCode.U1));
        // a host ToASCII rejects: an error, never a silent fallback
        assertThatThrownBy(() -> Iri.parse("http://xn--a.example/").toUri(Uts46.whatwg()))
                .isInstanceOf(IdnaException.class);
        assertThatThrownBy(() -> iri.toUri((Uts46) null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void asciiCharactersOfTheResultThatARegNameCannotHoldArePercentEncoded() {
        // %3C decodes to '<', valid for UTS #46 without STD3 rules, not in a reg-name
        Iri iri = Iri.parse("http://a%3Cb.ü.example/");
        assertThat(iri.toUri(Uts46.whatwg()).toString()).isEqualTo("http://a%3Cb.xn--tda.example/");
    }

    @Test
    void idnHostsNormalizeToTheirUnicodeForm() {
        Normalizer idn = Normalizer.of(Normalizer.Step.IDN);
        List<String> equivalent = List.of("http://résumé.example.org/", "http://xn--rsum-bpad.example.org/",
                "http://RÉSUMÉ.Example.ORG/", "http://XN--RSUM-BPAD.example.org/", "http://r%C3%A9sum%C3%A9.example.org/");
        for (String s : equivalent) {
            assertThat(Normalizer.iri().normalize(Iri.parse(s)).toString()).as(s)
                    .isEqualTo("http://résumé.example.org/");
        }
        // a host ToUnicode rejects is left to the other steps
        assertThat(idn.normalize(Iri.parse("http://xn--a.EXAMPLE/")).toString()).isEqualTo("http://xn--a.EXAMPLE/");
        assertThat(Normalizer.iri().normalize(Iri.parse("http://xn--a.EXAMPLE/")).toString())
                .isEqualTo("http://xn--a.example/");
        // ASCII hosts without xn-- labels are not touched; URIs never
        Iri ascii = Iri.parse("http://example.org/");
        assertThat(idn.normalize(ascii)).isSameAs(ascii);
        Uri uri = Uri.parse("http://xn--rsum-bpad.example.org/");
        assertThat(Normalizer.iri().normalize(uri)).isSameAs(uri);
        assertThat(Normalizer.iri().steps()).containsExactly(Normalizer.Step.CASE, Normalizer.Step.PERCENT_ENCODING,
                Normalizer.Step.DOT_SEGMENTS, Normalizer.Step.NFC, Normalizer.Step.IDN);
    }

    @Test
    void theIriNormalFormIsIdempotentOnGeneratedIris() {
        IriPropertiesTest.IriGenerator gen = new IriPropertiesTest.IriGenerator(0x1D4AL);
        for (int n = 0; n < 3_000; n++) {
            IriReference ref = IriReference.parse(gen.next());
            IriReference once = Normalizer.iri().normalize(ref);
            assertThat(Normalizer.iri().normalize(once)).as("case %d: %s", n, ref).isEqualTo(once);
        }
    }

    /** Found by IriFuzzTest#parse: NFC over a whole component composed the hex digit 'e' of "%ae" with U+0300. */
    @Test
    void nfcNeverComposesAHexDigitOfAPercentEncodingWithAMarkAfterIt() {
        assertThat(Normalizer.iri().normalize(Iri.parse("http://a/%ae\u0300x?%Ae\u0301#%ae\u0300")).toString())
                .isEqualTo("http://a/%AE\u0300x?%AE\u0301#%AE\u0300");
        assertThat(Normalizer.of(Normalizer.Step.NFC).normalize(IriReference.parse("e\u0300/%e2%82%ace\u0301")).toString())
                .isEqualTo("\u00e8/%e2%82%ac\u00e9");
        assertThat(Normalizer.of(Normalizer.Step.NFC).normalize(IriReference.parse("%Ae\u0300")).toString())
                .isEqualTo("%Ae\u0300");
    }

    /** Found by IriFuzzTest#parse: a letter decoded from %41 before U+0304 was composed only by a second pass. */
    @Test
    void aLetterDecodedBeforeACombiningMarkIsComposedInTheSamePass() {
        assertThat(Normalizer.iri().normalize(Iri.parse("http://a/%41\u0304?%61\u0301")).toString())
                .isEqualTo("http://a/\u0100?\u00e1");
        Normalizer pctNfc = Normalizer.of(Normalizer.Step.PERCENT_ENCODING, Normalizer.Step.NFC);
        IriReference once = pctNfc.normalize(IriReference.parse("x/%41\u0304"));
        assertThat(once.toString()).isEqualTo("x/\u0100");
        assertThat(pctNfc.normalize(once)).isSameAs(once);
    }
}
