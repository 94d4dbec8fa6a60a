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
}
