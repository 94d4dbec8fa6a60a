package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.urikit.testing.UriGenerator;

/** {@code start(Component)}/{@code end(Component)} cut out exactly what the accessors return. */
class ComponentPositionsTest {
    private static final Map<Component, Function<UriReference, Optional<String>>> ACCESSORS = Map.of(
            Component.SCHEME, r -> r instanceof Uri u ? Optional.of(u.scheme()) : Optional.empty(),
            Component.AUTHORITY, UriReference::authority,
            Component.USERINFO, UriReference::userinfo,
            Component.HOST, UriReference::host,
            Component.PORT, UriReference::port,
            Component.PATH, r -> Optional.of(r.path()),
            Component.QUERY, UriReference::query,
            Component.FRAGMENT, UriReference::fragment);

    @Test
    void theDocumentedExample() {
        UriReference r = UriReference.parse("http://u@h:80/p?q#f");
        assertThat(r.start(Component.HOST)).isEqualTo(9);
        assertThat(r.end(Component.HOST)).isEqualTo(10);
        assertThat(r.start(Component.QUERY)).isEqualTo(16);
        assertThat(r.start(Component.PORT)).isEqualTo(11);
        assertThat(UriReference.parse("/p").start(Component.HOST)).isEqualTo(-1);
        assertThat(UriReference.parse("/p").end(Component.SCHEME)).isEqualTo(-1);
        // empty but present: "a:b?" has an empty query at 4
        assertThat(UriReference.parse("a:b?").start(Component.QUERY)).isEqualTo(4);
        assertThat(UriReference.parse("a:b?").end(Component.QUERY)).isEqualTo(4);
    }

    @Test
    void positionsCutOutWhatTheAccessorsReturnOnGeneratedReferences() {
        UriGenerator gen = new UriGenerator(17);
        for (int i = 0; i < 5_000; i++) {
            String text = gen.reference();
            UriReference ref = UriReference.parse(text);
            for (Map.Entry<Component, Function<UriReference, Optional<String>>> e : ACCESSORS.entrySet()) {
                int start = ref.start(e.getKey());
                int end = ref.end(e.getKey());
                Optional<String> cut = start < 0 ? Optional.empty() : Optional.of(text.substring(start, end));
                assertThat(cut).as(text + " " + e.getKey()).isEqualTo(e.getValue().apply(ref));
                assertThat(end < 0).isEqualTo(start < 0);
            }
        }
    }

    @Test
    void componentsOfOtherGrammarsAreRejected() {
        UriReference r = UriReference.parse("http://h/");
        for (Component c : new Component[] {Component.NET_LOC, Component.PARAMS, Component.SCHEME_SPECIFIC_PART,
                Component.PATH_SEGMENT}) {
            assertThatThrownBy(() -> r.start(c)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> r.end(c)).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
