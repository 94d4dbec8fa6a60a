package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import java.util.Random;
import java.util.Set;

import jakarta.validation.ValidationException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.urikit.ReferenceForm;
import org.urikit.Uri;
import org.urikit.WhatwgUrl;

/** {@code @ValidUri(whatwg = AGREE | ONLY)} and {@code @WebhookUrl}, on both providers (issue #19, item 4). */
class WhatwgAgreementTest {

    @SuppressWarnings("unused")
    static class Links {
        @ValidUri(whatwg = ValidUri.Whatwg.AGREE)
        String agree;
        @ValidUri(whatwg = ValidUri.Whatwg.AGREE, schemeRules = false, form = ReferenceForm.ANY)
        String agreeAny;
        @ValidUri(whatwg = ValidUri.Whatwg.ONLY)
        String only;
        @ValidUri(whatwg = ValidUri.Whatwg.ONLY, publicHostsOnly = true, allowUserinfo = false)
        String onlyPublic;
        @WebhookUrl
        String webhook;
    }

    /** The README's example (section "Browser-style input"), as printed there. */
    record CallbackForm(@WebhookUrl String callback,
            @ValidUri(whatwg = ValidUri.Whatwg.ONLY, publicHostsOnly = true) String pasted) {
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void readmeExample(Provider p) {
        assertThat(p.messages(CallbackForm.class, "callback", "https://hooks.example.com/a/%2e%2e/admin")).containsExactly(
                "browsers and HTTP clients (WHATWG URL Standard) read another path: \"/admin\" instead of \"/a/%2e%2e/admin\"");
        assertThat(p.messages(CallbackForm.class, "pasted", "http://127.0.0.1\\@evil.com")).containsExactly(
                "host 127.0.0.1 is a loopback address");
    }

    @SuppressWarnings("unused")
    static class Misconfigured {
        @ValidUri(whatwg = ValidUri.Whatwg.ONLY, form = ReferenceForm.RELATIVE)
        String relative;
    }

    private static final String WHATWG = "browsers and HTTP clients (WHATWG URL Standard) ";

    private static Set<String> check(Provider p, String property, String value) {
        return p.messages(Links.class, property, value);
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void agreementAcceptsTheSameReadingSpelledOtherwise(Provider p) {
        assertThat(check(p, "agree", "HTTP://Example.COM:80/a/./b/../c")).isEmpty();
        assertThat(check(p, "agree", "https://%65xample.com/x?y#z")).isEmpty();
        assertThat(check(p, "agree", "http://h:080/")).isEmpty();
        assertThat(check(p, "agree", "http://u:p;w@h/")).isEmpty();
        assertThat(check(p, "agree", "http://[0:0::1]/")).isEmpty();
        assertThat(check(p, "agree", "mailto:a@example.com")).isEmpty();
        assertThat(check(p, "agree", "urn:isbn:0451450523")).isEmpty();
        assertThat(check(p, "agreeAny", "../relative/%2e%2e")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void agreementRejectsAnotherReading(Provider p) {
        // RFC 3986: no host, path "evil.com"; the Standard: host evil.com
        assertThat(check(p, "agreeAny", "http:evil.com")).containsExactly(
                WHATWG + "read another host: \"evil.com\" instead of \"\"");
        assertThat(check(p, "agreeAny", "http:///evil.com")).containsExactly(
                WHATWG + "read another host: \"evil.com\" instead of \"\"");
        // RFC 3986: %2e%2e is a segment; the Standard: ".."
        assertThat(check(p, "agree", "https://h/public/%2e%2e/admin")).containsExactly(
                WHATWG + "read another path: \"/admin\" instead of \"/public/%2e%2e/admin\"");
        assertThat(check(p, "agree", "https://h/a/%2E")).containsExactly(
                WHATWG + "read another path: \"/a/\" instead of \"/a/%2E\"");
        // a name to RFC 3986, an IPv4 address to the Standard
        assertThat(check(p, "agreeAny", "http://0x7f.1/")).containsExactly(
                WHATWG + "read another host: \"127.0.0.1\" instead of \"0x7f.1\"");
        assertThat(check(p, "agreeAny", "http://h:65536/")).containsExactly(
                WHATWG + "cannot read it: port-out-of-range in port at index 9");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theClassicBypassesNeverPass(Provider p) {
        // CVE-2024-22243/22259/22262 and the backslash: RFC 3986 itself rejects them
        assertThat(check(p, "agree", "https://127.0.0.1[@evil.com")).hasSize(1).first().asString()
                .contains("(RFC 3986 ");
        assertThat(check(p, "agree", "http://127.0.0.1\\@evil.com")).hasSize(1).first().asString()
                .contains("(RFC 3986 ");
        // read the client's way, the host is 127.0.0.1, and the credentials "127.0.0.1["
        assertThat(check(p, "onlyPublic", "http://127.0.0.1\\@evil.com")).containsExactly(
                "host 127.0.0.1 is a loopback address");
        assertThat(check(p, "onlyPublic", "https://127.0.0.1[@evil.com")).containsExactly("credentials are not allowed");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void onlyValidatesAsTheStandardAlone(Provider p) {
        assertThat(check(p, "only", " https://Example.com/a b\t")).isEmpty();
        assertThat(check(p, "only", "http:evil.com")).isEmpty();
        assertThat(check(p, "only", "http://[::1")).containsExactly(WHATWG + "cannot read it: IPv6-unclosed in host at index 7");
        assertThat(check(p, "only", "/relative")).containsExactly(
                WHATWG + "cannot read it: missing-scheme-non-relative-URL in scheme at index 0");
        assertThatThrownBy(() -> p.messages(Misconfigured.class, "relative", "x")).isInstanceOf(ValidationException.class)
                .hasStackTraceContaining("the Standard reads absolute URLs only");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void webhookUrlReadsTheUrlAsTheClientWill(Provider p) {
        assertThat(check(p, "webhook", "https://hooks.example.com/a/b?c=d")).isEmpty();
        assertThat(check(p, "webhook", "https://hooks.example.com/a/%2e%2e/admin")).containsExactly(
                WHATWG + "read another path: \"/admin\" instead of \"/a/%2e%2e/admin\"");
        // one cause, one violation: the https rule tells the port out of range, the Standard's failure is not repeated
        assertThat(check(p, "webhook", "https://hooks.example.com:65536/")).containsExactly(
                "breaks the https scheme rule in port at index 26: RFC 9293 \u00a73.1: a TCP port number is at most 65535");
        assertThat(check(p, "agreeAny", "https://hooks.example.com:65536/")).containsExactly(
                WHATWG + "cannot read it: port-out-of-range in port at index 26");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void messagesAreTranslated(Provider p) {
        assertThat(p.messages(Locale.GERMAN, Links.class, "agree", "https://h/%2e%2e/x")).containsExactly(
                "Browser und HTTP-Clients (WHATWG URL Standard) lesen einen anderen Pfad: \"/x\" statt \"/%2e%2e/x\"");
        assertThat(p.messages(Locale.FRENCH, Links.class, "agreeAny", "http:evil.com")).containsExactly(
                "les navigateurs et clients HTTP (WHATWG URL Standard) lisent un autre h\u00f4te : \"evil.com\" au lieu de \"\"");
    }

    private static final String[] SCHEMES = {"http", "https", "HTTP", "ws", "file", "foo"};
    private static final String[] SEPARATORS = {":", "://", ":/", ":///", ":\\\\", "://\\", ":////"};
    private static final String[] USERINFO = {"", "", "u@", "u:p@", "a%40b@", "127.0.0.1[@", "x\\@", "@", "evil.com:443@"};
    private static final String[] HOSTS = {"example.com", "EXAMPLE.com", "evil.com", "127.0.0.1", "%65vil.com", "[::1]",
        "h", "", "0x7f.1", "ex%41mple.org", "a.b%2fc"};
    private static final String[] PORTS = {"", "", ":80", ":8080", ":", ":99999", ":0443"};
    private static final String[] PATHS = {"", "/", "/a", "/%2e%2e/x", "/./b", "\\x", "@evil.com", "/a b", "?q", "#f",
        "/..%2f", "%2e"};

    /**
     * The property of issue #19: on generated inputs, the agreement option never accepts a value
     * whose two readings name different hosts. The oracle is independent of the implementation:
     * the RFC 3986 host percent-decoded and lower-cased (special schemes) or as written (others)
     * is the Standard's hostname.
     */
    @ParameterizedTest
    @EnumSource(Provider.class)
    void agreementNeverAcceptsAnotherHost(Provider p) {
        Random random = new Random(19);
        int accepted = 0;
        int hostRejected = 0;
        for (int i = 0; i < 3000; i++) {
            String text = pick(random, SCHEMES) + pick(random, SEPARATORS) + pick(random, USERINFO) + pick(random, HOSTS)
                    + pick(random, PORTS) + pick(random, PATHS) + pick(random, PATHS);
            Set<String> m = check(p, "agreeAny", text);
            if (m.isEmpty()) {
                accepted++;
                Uri uri = Uri.parse(text);
                String scheme = uri.scheme().toLowerCase(Locale.ROOT);
                boolean special = !scheme.equals("foo");
                String rfcHost = uri.host().map(h -> special ? decode(h).toLowerCase(Locale.ROOT) : h).orElse("");
                String standardHost = WhatwgUrl.parse(text).hostname();
                assertThat(standardHost).as(text).isEqualTo(rfcHost);
            } else if (m.stream().anyMatch(s -> s.contains("read another host"))) {
                hostRejected++;
            }
        }
        // the generator reaches both sides of the property
        assertThat(accepted).isGreaterThan(100);
        assertThat(hostRejected).isGreaterThan(20);
    }

    private static String pick(Random r, String[] values) {
        return values[r.nextInt(values.length)];
    }

    private static String decode(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                b.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

}
