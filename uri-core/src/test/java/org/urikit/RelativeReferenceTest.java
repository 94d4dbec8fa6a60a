package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InvalidObjectException;
import java.util.ArrayList;
import java.util.List;

import nl.jqno.equalsverifier.EqualsVerifier;
import nl.jqno.equalsverifier.Warning;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link RelativeReference}: the rule relative-ref, the colon rule, equality, serialization. */
class RelativeReferenceTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "//", "?", "#", ".", "..", "../a", "./a:b", "a/b:c", "//h:/p", "/a//b", "@", "?a:b",
            "#a:b", "a@b"})
    void parsesRelativeReferencesExactly(String input) {
        RelativeReference ref = RelativeReference.parse(input);
        assertThat(ref.toString()).isSameAs(input);
        assertThat(RelativeReference.check(input)).isEmpty();
        assertThat(Rfc3986Rule.RELATIVE_REF.matches(input)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a:b       | 1 | COLON_IN_FIRST_SEGMENT | PATH
            a:        | 1 | COLON_IN_FIRST_SEGMENT | PATH
            http://h  | 4 | COLON_IN_FIRST_SEGMENT | PATH
            ab%41:c   | 5 | COLON_IN_FIRST_SEGMENT | PATH
            """)
    void rejectsAColonInTheFirstSegment(String input, int index, ErrorKind kind, Component component) {
        assertThatThrownBy(() -> RelativeReference.parse(input)).isInstanceOfSatisfying(UriSyntaxException.class, e -> {
            assertThat(e.error().index()).isEqualTo(index);
            assertThat(e.error().kind()).isEqualTo(kind);
            assertThat(e.error().component()).isEqualTo(component);
            assertThat(e.error().rule()).isEqualTo("path-noscheme");
        });
    }

    @Test
    void hasNoScheme() {
        RelativeReference ref = RelativeReference.parse("//h/p?q#f");
        assertThat(ref).isNotInstanceOf(Uri.class);
        assertThat(ref.host()).contains("h");
        assertThat(ref.withoutFragment()).isInstanceOf(RelativeReference.class);
        assertThat(ref.withoutFragment().toString()).isEqualTo("//h/p?q");
        RelativeReference plain = RelativeReference.parse("a");
        assertThat(plain.withoutFragment()).isSameAs(plain);
    }

    @Test
    void equalsAndHashCodeCompareTheExactText() {
        EqualsVerifier.forClass(RelativeReference.class)
                .withOnlyTheseFields("text")
                .withNonnullFields("text")
                .usingGetClass()
                .suppress(Warning.TRANSIENT_FIELDS)
                .withPrefabValues(RelativeReference.class, RelativeReference.parse("a"), RelativeReference.parse("b"))
                .verify();
        assertThat(RelativeReference.parse("./a")).isNotEqualTo(RelativeReference.parse("a"));
        assertThat(RelativeReference.parse("a")).isEqualTo(RelativeReference.parse("a"));
        assertThat(RelativeReference.parse("a").hashCode()).isEqualTo("a".hashCode());
    }

    @Test
    void compareToOrdersByTheExactText() {
        List<String> texts = List.of("b", "a", "", "//x", "?", "A");
        List<RelativeReference> refs = new ArrayList<>(texts.stream().map(RelativeReference::parse).toList());
        refs.sort(null);
        assertThat(refs).extracting(RelativeReference::toString).containsExactlyElementsOf(texts.stream().sorted().toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "//", "//u@h:1/p?q#f", "a/b", "#"})
    void serializesAsItsText(String input) throws Exception {
        RelativeReference ref = RelativeReference.parse(input);
        Object back = SerializationSupport.roundTrip(ref);
        assertThat(back).isInstanceOf(RelativeReference.class).isEqualTo(ref);
        assertThat(((RelativeReference) back).host()).isEqualTo(ref.host());
        assertThat(((RelativeReference) back).path()).isEqualTo(ref.path());
    }

    @Test
    void aTamperedStreamIsRejected() throws Exception {
        byte[] bytes = SerializationSupport.serialize(RelativeReference.parse("//host/p"));
        byte[] tampered = SerializationSupport.replace(bytes, "//host/p", "a:host/p"); // a URI, not a relative-ref
        assertThatThrownBy(() -> SerializationSupport.deserialize(tampered)).isInstanceOf(InvalidObjectException.class);
    }

    @Test
    void nullArgumentsAreNullPointerExceptions() {
        assertThatThrownBy(() -> RelativeReference.parse(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> RelativeReference.check(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> RelativeReference.parse("a").compareTo(null)).isInstanceOf(NullPointerException.class);
    }
}
