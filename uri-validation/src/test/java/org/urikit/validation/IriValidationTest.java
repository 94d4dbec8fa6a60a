package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.ReferenceForm;
import org.urikit.RelativeIriReference;
import org.urikit.Rfc;

/** {@code @ValidUri(grammar = RFC_3987)} on text and on the IRI types, with the component options, on both providers. */
class IriValidationTest {

    @SuppressWarnings("unused")
    static class Page {
        @ValidUri(grammar = Rfc.RFC_3987)
        String link;

        @ValidUri(grammar = Rfc.RFC_3987, schemes = "https", allowUserinfo = false)
        String secure;

        @ValidUri(grammar = Rfc.RFC_3987, publicHostsOnly = true)
        String hook;

        @ValidUri(grammar = Rfc.RFC_3987, normalForm = ValidUri.NormalForm.SYNTAX_BASED)
        String normal;

        @ValidUri(grammar = Rfc.RFC_3987)
        Iri iri;

        @ValidUri(grammar = Rfc.RFC_3987, form = ReferenceForm.ANY)
        IriReference any;

        @ValidUri(grammar = Rfc.RFC_3987, form = ReferenceForm.RELATIVE, requireHost = true)
        RelativeIriReference relative;

        @ValidUri
        Iri uriOnly;
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void iriTextIsValidUnderRfc3987(Provider p) {
        assertThat(p.messages(Page.class, "link", "https://münchen.de/straße")).isEmpty();
        assertThat(p.messages(Page.class, "link", "https://9m.no/拠傅")).isEmpty();
        assertThat(p.messages(Page.class, "link", "http://a/#\uE000"))
                .containsExactly("invalid character '\uE000' (U+E000) in fragment at index 10 (RFC 3987 ifragment)");
        assertThat(p.messages(Page.class, "link", "https://mün chen.de/"))
                .containsExactly("invalid character ' ' (U+0020) in host at index 11 (RFC 3987 ireg-name)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void optionsApplyToIris(Provider p) {
        assertThat(p.messages(Page.class, "secure", "https://例え.jp/パス")).isEmpty();
        assertThat(p.messages(Page.class, "secure", "ftp://例え.jp/パス"))
                .containsExactly("scheme \"ftp\" is not allowed (allowed: https)");
        assertThat(p.messages(Page.class, "secure", "https://ü:geheim@例え.jp/"))
                .containsExactly("credentials are not allowed")
                .noneMatch(m -> m.contains("geheim"));
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void unicodeHostsAreJudgedByTheirToAsciiForm(Provider p) {
        assertThat(p.messages(Page.class, "hook", "https://münchen.de/straße")).isEmpty();
        // fullwidth letters, which UTS #46 maps to "localhost"
        assertThat(p.messages(Page.class, "hook", "https://ｌｏｃａｌｈｏｓｔ/"))
                .containsExactly("host localhost is a localhost name");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void normalFormIsTheIrisNormalForm(Provider p) {
        assertThat(p.messages(Page.class, "normal", "http://a/ä")).isEmpty();
        assertThat(p.messages(Page.class, "normal", "HTTP://a/./ä"))
                .containsExactly("is not in normal form (normalized: http://a/ä)");
        assertThat(p.messages(Page.class, "normal", "HTTP://ü:geheim@a/ä"))
                .containsExactly("is not in normal form (normalized: http://ü:****@a/ä)");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void iriValues(Provider p) {
        assertThat(p.messages(Page.class, "iri", Iri.parse("https://例え.jp/パス"))).isEmpty();
        assertThat(p.messages(Page.class, "any", IriReference.parse("パス?q"))).isEmpty();
        assertThat(p.messages(Page.class, "relative", RelativeIriReference.parse("//例え.jp/パス"))).isEmpty();
        assertThat(p.messages(Page.class, "relative", RelativeIriReference.parse("パス")))
                .containsExactly("a host is required");
        // the default grammar, RFC 3986, refuses non-ASCII characters
        assertThat(p.messages(Page.class, "uriOnly", Iri.parse("https://a/ä")))
                .containsExactly("invalid character 'ä' (U+00E4) in path at index 10 (RFC 3986 path-abempty)");
        assertThat(p.messages(Page.class, "uriOnly", Iri.parse("https://a/b"))).isEmpty();
    }
}
