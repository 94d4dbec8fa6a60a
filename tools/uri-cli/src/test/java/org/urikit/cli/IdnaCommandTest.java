package org.urikit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdnaCommandTest {

    @Test
    void toAsciiWithTheWhatwgFlagsByDefault() {
        Run r = Run.args("idna", "toascii", "Bücher.example", "faß.de", "--", "-x.example", "a_b.example");
        assertThat(r.out()).isEqualTo("xn--bcher-kva.example\nxn--fa-hia.de\n-x.example\na_b.example\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void toUnicode() {
        Run r = Run.args("idna", "tounicode", "xn--bcher-kva.example", "xn--0.com");
        assertThat(r.out()).isEqualTo("bücher.example\ninvalid: P4\n");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void optionsTurnOnTheChecks() {
        assertThat(Run.args("idna", "toascii", "--transitional", "faß.de").out()).isEqualTo("fass.de\n");
        assertThat(Run.args("idna", "toascii", "--std3", "a_b").out()).isEqualTo("invalid: U1\n");
        assertThat(Run.args("idna", "toascii", "--check-hyphens", "--", "-x").out()).isEqualTo("invalid: V3\n");
        assertThat(Run.args("idna", "toascii", "--verify-dns-length", "a..b").out()).isEqualTo("invalid: A4_2\n");
    }

    @Test
    void jsonFromStandardInput() {
        Run r = Run.of("münchen.de\n\u0301x.de\nxn--0.com\n", "idna", "toascii", "--format", "json");
        assertThat(r.out()).isEqualTo("""
                {"input": "münchen.de", "output": "xn--mnchen-3ya.de"}
                {"input": "\u0301x.de", "errors": ["V6"]}
                {"input": "xn--0.com", "errors": ["P4"]}
                """);
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void usageErrors() {
        Run none = Run.args("idna");
        assertThat(none.err()).startsWith("uri: 'uri idna' needs toascii or tounicode");
        assertThat(none.exit()).isEqualTo(2);
        Run bad = Run.args("idna", "tobits", "x");
        assertThat(bad.err()).startsWith("uri: unknown operation tobits for 'uri idna' (expected toascii or tounicode)");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(Run.args("idna", "tounicode", "--verify-dns-length", "x").exit()).isEqualTo(2);
        assertThat(Run.args("idna", "--help").out()).startsWith("Usage: uri idna toascii|tounicode");
    }
}
