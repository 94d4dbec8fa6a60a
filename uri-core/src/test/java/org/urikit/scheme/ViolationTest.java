package org.urikit.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.Component;
import org.urikit.ErrorKind;

class ViolationTest {

    @Test
    void theFourArgumentConstructorHasNoKey() {
        Violation v = new Violation(ErrorKind.FORBIDDEN_COMPONENT, 7, Component.FRAGMENT, "no fragment");
        assertThat(v.key()).isNull();
        assertThat(v).isEqualTo(new Violation(ErrorKind.FORBIDDEN_COMPONENT, 7, Component.FRAGMENT, "no fragment", null));
        assertThat(v).hasToString("FORBIDDEN_COMPONENT in fragment at index 7: no fragment");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ws.fragment", "a", "coap-host_2.x", "9.port"})
    void keepsAKey(String key) {
        assertThat(new Violation(ErrorKind.MISSING_COMPONENT, 5, Component.HOST, "why", key).key()).isEqualTo(key);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ".a", "a.", "-a", "a b", "a{b}", "a\\b", "\u00e9", "a=b", "a:b"})
    void rejectsWhatIsNotAMessageKey(String key) {
        assertThatThrownBy(() -> new Violation(ErrorKind.MISSING_COMPONENT, 5, Component.HOST, "why", key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a message key");
    }
}
