package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class WhatwgDisagreementTest {

    @ParameterizedTest
    @CsvSource(delimiterString = "=>", textBlock = """
        http://127.1/                   => host     => 127.1                => 127.0.0.1
        http://0x7f.0.0.1/              => host     => 0x7f.0.0.1           => 127.0.0.1
        http://h/%2e%2e/admin           => path     => /%2e%2e/admin        => /admin
        http://h/a/%2E/b                => path     => /a/%2E/b             => /a/b
        http://a%40b@h/                 => host     => h                    => h
        http:evil.com                   => host     => (none)               => evil.com
        http://exa%00mple.com/          => failure  => http://exa%00mple.com/ => domain-invalid-code-point
        """)
    void findsWhereTheReadingsDiffer(String text, String component, String rfc, String whatwg) {
        Optional<WhatwgDisagreement> d = WhatwgDisagreement.of(Uri.parse(text));
        if (component.equals("host") && rfc.equals(whatwg)) {
            // "http://a%40b@h/": both read user "a@b" and host "h"
            assertThat(d).isEmpty();
            return;
        }
        assertThat(d).contains(new WhatwgDisagreement(component, rfc, whatwg));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://Example.COM:80", "https://h/a/./b/../c?q#f", "HTTPS://xn--bcher-kva.example/",
        "https://b%C3%BCcher.example/", "foo://Host/a", "mailto:a@b", "http://u:p@[0:0::1]:8080/x", "file:///x",
        "ws://h:80/", "http://h:/", "http://u:@h/", "http://h:0080/", "http://[::1:2:3:4:5]/"})
    void agreesOnTheSameUrl(String text) {
        assertThat(WhatwgDisagreement.of(Uri.parse(text))).isEmpty();
    }

    @Test
    void nullIsRejected() {
        assertThatThrownBy(() -> WhatwgDisagreement.of(null)).hasMessage("uri");
    }

    private static final String[] PIECES = {"http://", "https://", "foo://", "h", "H", "127", ".", "1", "0x7f", "%2e",
        "%2E", "..", "/", ":", "80", "@", "%40", "%41", "b%C3%BCcher", "xn--", "[::1]", "?", "#", "-", "_", "~", "%5C",
        "a", "0"};

    /** On generated valid URIs: when the two readings agree, they name the same host (and scheme and port). */
    @Test
    void neverAgreesWhereTheHostsDiffer() {
        long seed = 46L;
        SplittableRandom r = new SplittableRandom(seed);
        int agreed = 0;
        int compared = 0;
        for (int i = 0; i < 40_000; i++) {
            StringBuilder sb = new StringBuilder(PIECES[r.nextInt(3)]);
            for (int n = r.nextInt(8); n > 0; n--) {
                sb.append(PIECES[r.nextInt(PIECES.length)]);
            }
            Optional<ParseError> e = UriReference.check(sb.toString());
            if (e.isPresent() || !(UriReference.parse(sb.toString()) instanceof Uri uri)) {
                continue;
            }
            compared++;
            Optional<WhatwgUrl> w = WhatwgUrl.tryParse(uri.toString());
            Optional<WhatwgDisagreement> d = WhatwgDisagreement.of(uri);
            assertThat(d.isEmpty() || w.isEmpty() || !d.get().component().equals("failure")).isTrue();
            if (d.isPresent()) {
                continue;
            }
            agreed++;
            String what = "seed " + seed + " case " + i + " " + uri;
            // the Standard's host, read again as RFC 3986 text, is the RFC reading's host
            String rfcHost = uri.decodedHost().map(h -> h.toLowerCase(java.util.Locale.ROOT)).orElse("");
            String whatwgHost = w.get().hostname();
            if (uri.hostKind().orElse(null) == HostKind.REG_NAME && rfcHost.chars().allMatch(c -> c < 0x80)
                    && WhatwgParser.defaultPort(w.get().scheme()) != WhatwgParser.NOT_SPECIAL) {
                assertThat(whatwgHost).as(what).isEqualTo(rfcHost);
            }
            assertThat(w.get().scheme()).as(what).isEqualTo(uri.scheme().toLowerCase(java.util.Locale.ROOT));
        }
        assertThat(compared).isGreaterThan(2_000);
        assertThat(agreed).isGreaterThan(200);
    }
}
