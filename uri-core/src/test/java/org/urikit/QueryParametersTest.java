package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.urikit.QueryParameters.Parameter;

import nl.jqno.equalsverifier.EqualsVerifier;

class QueryParametersTest {

    @Test
    void readsDecodedPairsInOrderWithDuplicates() {
        QueryParameters p = Uri.parse("http://h/?a=1&b=x+y&a=%C3%BC&flag&=v&c=d=e").queryParameters();
        assertThat(p.all()).containsExactly(new Parameter("a", "1"), new Parameter("b", "x+y"),
                new Parameter("a", "ü"), new Parameter("flag", ""), new Parameter("", "v"), new Parameter("c", "d=e"));
        assertThat(p.all("a")).containsExactly("1", "ü");
        assertThat(p.first("a")).contains("1");
        assertThat(p.first("flag")).contains("");
        assertThat(p.first("zz")).isEmpty();
        assertThat(p.contains("b")).isTrue();
        assertThat(p.names()).containsExactly("a", "b", "flag", "", "c");
        assertThat(p.size()).isEqualTo(6);
        assertThat(p).hasToString("[a=1, b=x+y, a=ü, flag=, =v, c=d=e]");
        assertThat(p).containsExactlyElementsOf(p.all());
    }

    @Test
    void skipsEmptyPieces() {
        assertThat(QueryParameters.parse("&&a&&b=&").all()).containsExactly(new Parameter("a", ""),
                new Parameter("b", ""));
        assertThat(QueryParameters.parse("").isEmpty()).isTrue();
        assertThat(QueryParameters.parse("&").isEmpty()).isTrue();
    }

    @Test
    void noQueryAndEmptyQueryHaveNoParameters() {
        assertThat(Uri.parse("http://h/").queryParameters().isEmpty()).isTrue();
        assertThat(Uri.parse("http://h/?").queryParameters().isEmpty()).isTrue();
        assertThat(RelativeReference.parse("?x=1").queryParameters().first("x")).contains("1");
    }

    @Test
    void formDecodingIsAskedForExplicitly() {
        assertThat(QueryParameters.parseForm("q=a+b%2Bc&x+y=1").all()).containsExactly(new Parameter("q", "a b+c"),
                new Parameter("x y", "1"));
        assertThat(QueryParameters.parse("q=a+b").first("q")).contains("a+b");
    }

    @Test
    void equalityComparesTheParameters() {
        assertThat(QueryParameters.parse("a=1&b")).isEqualTo(QueryParameters.parse("a=%31&b="))
                .hasSameHashCodeAs(QueryParameters.parse("a=%31&b="));
        assertThat(QueryParameters.parse("a=1&b=2")).isNotEqualTo(QueryParameters.parse("b=2&a=1"));
    }

    @Test
    void equalsAndHashCodeFollowTheirContract() {
        EqualsVerifier.forClass(QueryParameters.class).withNonnullFields("parameters").verify();
        EqualsVerifier.forClass(Parameter.class).withNonnullFields("name", "value").verify();
    }

    @Test
    void viewsAreUnmodifiable() {
        QueryParameters p = QueryParameters.parse("a=1");
        assertThatThrownBy(() -> p.all().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> p.all("a").clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> p.names().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void readsManyParametersWithoutEqualsSignsInLinearTime() {
        String q = "a&".repeat(200_000);
        assertThat(QueryParameters.parse(q).size()).isEqualTo(200_000);
    }

    @Test
    void rejectsNullArguments() {
        assertThatThrownBy(() -> QueryParameters.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> QueryParameters.parse("a").first(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Parameter(null, "")).isInstanceOf(NullPointerException.class);
        assertThat(List.of(new Parameter("a", "b"))).hasSize(1);
    }

    /**
     * The URL Standard's urlencoded parser (§5.1) runs "UTF-8 decode without BOM" on each
     * percent-decoded name and value: the Encoding Standard's decoder, one U+FFFD for each maximal
     * subpart. Expected values worked out by hand from that decoder.
     */
    @Test
    void decodesIllFormedUtf8AsTheUrlencodedParserDoes() {
        QueryParameters p = QueryParameters.parseForm(
                "s=%ED%A0%80&t=%ED%BF%BF&o=%F0%80%80&e=%E0%80&h=%F4%90%80%80&c=%C0%AF&z=x%E2%82&l=%80%BF"
                        + "&ok=%F0%9F%98%80+%C3%BC&m=%E2%82%41");
        assertThat(p.first("s")).contains("\uFFFD\uFFFD\uFFFD");
        assertThat(p.first("t")).contains("\uFFFD\uFFFD\uFFFD");
        assertThat(p.first("o")).contains("\uFFFD\uFFFD\uFFFD");
        assertThat(p.first("e")).contains("\uFFFD\uFFFD");
        assertThat(p.first("h")).contains("\uFFFD\uFFFD\uFFFD\uFFFD");
        assertThat(p.first("c")).contains("\uFFFD\uFFFD");
        assertThat(p.first("z")).contains("x\uFFFD");
        assertThat(p.first("l")).contains("\uFFFD\uFFFD");
        assertThat(p.first("ok")).contains("\uD83D\uDE00 \u00FC");
        assertThat(p.first("m")).contains("\uFFFDA");
        // the same decoding without form decoding, '+' kept
        assertThat(QueryParameters.parse("a=%ED%A0%80+%E2%82").first("a")).contains("\uFFFD\uFFFD\uFFFD+\uFFFD");
        // a name is decoded the same way
        assertThat(QueryParameters.parse("%ED%A0%80=1").names()).containsExactly("\uFFFD\uFFFD\uFFFD");
    }

    @Test
    void keepsAByteOrderMarkAndReplacesUnpairedSurrogates() {
        // "without BOM": a leading EF BB BF is U+FEFF, not removed
        assertThat(QueryParameters.parseForm("%EF%BB%BFa=1").names()).containsExactly("\uFEFFa");
        // the Standard reads scalar value strings: an unpaired surrogate is U+FFFD
        assertThat(QueryParameters.parse("a=x\uD800y&b=\uDC00").all()).containsExactly(
                new Parameter("a", "x\uFFFDy"), new Parameter("b", "\uFFFD"));
        // a literal character between percent-encoded bytes ends a sequence
        assertThat(QueryParameters.parseForm("a=%C3\u00FC%BC&b=\uD83D\uDE00%F0").first("a")).contains("\uFFFD\u00FC\uFFFD");
        assertThat(QueryParameters.parseForm("b=\uD83D\uDE00%F0").first("b")).contains("\uD83D\uDE00\uFFFD");
    }
}
