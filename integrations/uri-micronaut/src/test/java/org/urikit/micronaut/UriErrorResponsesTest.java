package org.urikit.micronaut;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The request path that error answers may show. */
class UriErrorResponsesTest {

    @Test
    void showsThePathWithoutAtSign() {
        assertThat(UriErrorResponses.shownPath("/uri/query")).isEqualTo("/uri/query");
        assertThat(UriErrorResponses.shownPath(null)).isEqualTo("/");
        assertThat(UriErrorResponses.shownPath("")).isEqualTo("/");
    }

    @Test
    void dropsAPathThatCouldHoldAUserinfo() {
        assertThat(UriErrorResponses.shownPath("/hooks/http:%2F%2Fu:pw@h")).isEqualTo("/");
        assertThat(UriErrorResponses.shownPath("/hooks/http%3A%2F%2Fu%3Apw%40h")).isEqualTo("/");
        assertThat(UriErrorResponses.shownPath("/hooks/u%3apw%40h")).isEqualTo("/");
    }

    @Test
    void escapesWhatMicronautsInterpolatorReads() {
        assertThat(ValidUriValidatorBridge.Bridge.escape("invalid character '{' at ${x}"))
                .isEqualTo("invalid character '\\{' at \\$\\{x\\}");
    }
}
