package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import java.net.InetAddress;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.urikit.HostKind;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgDisagreement;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;
import org.urikit.WhatwgValidationError;

/**
 * Coverage-guided fuzz tests of the WHATWG URL parser (Jazzer). Under {@code mvn verify} each method
 * replays its inputs in {@code src/test/resources/org/urikit/robustness/WhatwgFuzzTestInputs/<method>/};
 * {@code JAZZER_FUZZ=1} (see {@code tools/scripts/fuzz.sh}) fuzzes one method.
 */
class WhatwgFuzzTest {
    /** The Standard's special schemes (URL Standard, "special scheme"). */
    private static final Set<String> SPECIAL = Set.of("ftp", "file", "http", "https", "ws", "wss");

    /**
     * Any string, with and without a base: a value or WhatwgUrlException with an index inside the
     * input; the href is printable ASCII and parses to itself; toUri() is a valid RFC 3986 URI;
     * validation error indices are inside the input.
     */
    @FuzzTest
    void parse(FuzzedDataProvider data) {
        String base = data.consumeString(40);
        String input = data.consumeRemainingAsString();
        Optional<WhatwgUrl> b = WhatwgUrl.tryParse(base);
        Optional<WhatwgUrl> u;
        try {
            u = Optional.of(b.isPresent() ? WhatwgUrl.parse(input, b.get()) : WhatwgUrl.parse(input));
        } catch (WhatwgUrlException e) {
            assertThat(e.index()).isBetween(0, input.length());
            assertThat(b.isPresent() ? WhatwgUrl.tryParse(input, b.get()) : WhatwgUrl.tryParse(input)).isEmpty();
            return;
        }
        String href = u.get().href();
        assertThat(href.chars().allMatch(c -> c >= 0x20 && c < 0x7F)).as(href).isTrue();
        assertThat(WhatwgUrl.parse(href).href()).isEqualTo(href);
        Uri uri = u.get().toUri();
        assertThat(Uri.check(uri.toString())).isEmpty();
        for (WhatwgValidationError e : u.get().validationErrors()) {
            assertThat(e.index()).isBetween(0, input.length());
        }
    }

    /** Each setter on any value: a value whose href parses to itself. */
    @FuzzTest
    void setters(FuzzedDataProvider data) {
        int which = data.consumeInt(0, 8);
        String value = data.consumeString(60);
        Optional<WhatwgUrl> u = WhatwgUrl.tryParse(data.consumeRemainingAsString());
        if (u.isEmpty()) {
            return;
        }
        WhatwgUrl url = u.get();
        WhatwgUrl v = switch (which) {
            case 0 -> url.withProtocol(value);
            case 1 -> url.withUsername(value);
            case 2 -> url.withPassword(value);
            case 3 -> url.withHost(value);
            case 4 -> url.withHostname(value);
            case 5 -> url.withPort(value);
            case 6 -> url.withPathname(value);
            case 7 -> url.withSearch(value);
            default -> url.withHash(value);
        };
        assertThat(WhatwgUrl.parse(v.href()).href()).isEqualTo(v.href());
        assertThat(Uri.check(v.toUri().toString())).isEmpty();
    }

    /**
     * The agreement check ({@link WhatwgDisagreement}, behind {@code @ValidUri(whatwgAgreement)} and
     * {@code @WebhookUrl}) on any text: when it finds no disagreement, the Standard parses the text
     * and names the same scheme, the same host (an ASCII name ignoring case, an IPv4 address as
     * written, an IPv6 address as the same 16 bytes) and the same port (the default port omitted),
     * so a client that reads the URL by the Standard connects where the RFC 3986 check looked.
     */
    @FuzzTest
    void agreement(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        if (UriReference.check(text).isPresent() || !(UriReference.parse(text) instanceof Uri uri)) {
            return;
        }
        if (WhatwgDisagreement.of(uri).isPresent()) {
            return;
        }
        WhatwgUrl w = WhatwgUrl.parse(text); // no disagreement: the Standard must not fail it
        assertThat(w.scheme()).as(text).isEqualTo(uri.scheme().toLowerCase(Locale.ROOT));
        boolean special = SPECIAL.contains(w.scheme());
        Optional<String> host = uri.decodedHost();
        HostKind kind = uri.hostKind().orElse(null);
        if (host.isPresent() && !host.get().isEmpty() && special) {
            if (kind == HostKind.IPV6) {
                Optional<InetAddress> a = Uri.parse("http://" + w.hostname() + "/").hostAddress();
                assertThat(a).as(text).isEqualTo(uri.hostAddress());
            } else if (kind == HostKind.IPV4 || host.get().chars().allMatch(c -> c < 0x80)) {
                assertThat(w.hostname()).as(text).isEqualTo(host.get().toLowerCase(Locale.ROOT));
            }
        }
        OptionalInt port = uri.portNumber();
        if (port.isPresent() && w.portNumber() >= 0) {
            assertThat(w.portNumber()).as(text).isEqualTo(port.getAsInt());
        }
    }
}
