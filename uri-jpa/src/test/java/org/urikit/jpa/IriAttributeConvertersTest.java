package org.urikit.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.urikit.Iri;
import org.urikit.UriSyntaxException;
import org.urikit.idna.IdnaException;

class IriAttributeConvertersTest {
    private final IriAttributeConverter text = new IriAttributeConverter();
    private final IriAsUriAttributeConverter uri = new IriAsUriAttributeConverter();

    @Test
    void textIsExact() {
        Iri iri = Iri.parse("HTTPS://MÜNCHEN.de/stra%C3%9Fe/./ß?q=ä#teil");
        assertThat(text.convertToDatabaseColumn(iri)).isEqualTo("HTTPS://MÜNCHEN.de/stra%C3%9Fe/./ß?q=ä#teil");
        assertThat(text.convertToEntityAttribute("HTTPS://MÜNCHEN.de/stra%C3%9Fe/./ß?q=ä#teil")).isEqualTo(iri);
        assertThatThrownBy(() -> text.convertToEntityAttribute("//münchen.de/")).isInstanceOf(UriSyntaxException.class);
    }

    @Test
    void uriFormIsAsciiAndReadsBackAsTheIri() {
        Iri iri = Iri.parse("https://münchen.de/straße?q=ä#teil");
        assertThat(uri.convertToDatabaseColumn(iri)).isEqualTo("https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4#teil");
        assertThat(uri.convertToEntityAttribute("https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4#teil")).isEqualTo(iri);
        // an equivalent IRI, not the same text, when the host is not in its UTS #46 form
        assertThat(uri.convertToEntityAttribute(uri.convertToDatabaseColumn(Iri.parse("https://MÜNCHEN.de/"))))
                .hasToString("https://münchen.de/");
        // ASCII hosts and percent-encoded ASCII stay as they are
        assertThat(uri.convertToEntityAttribute("http://Example.COM/%41")).hasToString("http://Example.COM/%41");
        assertThatThrownBy(() -> uri.convertToDatabaseColumn(Iri.parse("https://a\u200Db.de/")))
                .isInstanceOf(IdnaException.class);
        assertThatThrownBy(() -> uri.convertToEntityAttribute("https://münchen.de/")).isInstanceOf(UriSyntaxException.class);
    }
}
