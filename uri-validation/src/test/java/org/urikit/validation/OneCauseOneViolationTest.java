package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 24, item 3: one mistake, one violation. Where the WHATWG agreement check and the host
 * policy see the same thing (a numeric name and the address clients read it as, a host neither
 * can read), {@code @WebhookUrl} reports the host policy's message alone; two violations only for
 * two causes. The classic SSRF bypass list, with the exact messages in English, German and
 * French, on both providers.
 */
class OneCauseOneViolationTest {

    record Hook(@WebhookUrl String url) {
    }

    /** Without requireHost: an empty host is the policy's to report. */
    record Lenient(@ValidUri(publicHostsOnly = true, whatwg = ValidUri.Whatwg.AGREE) String url) {
    }

    /** One message in the three languages, with {@code %s} for its parameters. */
    private record Text(String en, String de, String fr) {
        String in(Locale locale, Object... args) {
            String template = switch (locale.getLanguage()) {
                case "de" -> de;
                case "fr" -> fr;
                default -> en;
            };
            return String.format(Locale.ROOT, template, args);
        }
    }

    private static final Text NUMERIC = new Text(
            "host %s is a numeric name that clients read as the IPv4 address %s",
            "Host %s ist ein numerischer Name, den Clients als IPv4-Adresse %s lesen",
            "l'h\u00f4te %s est un nom num\u00e9rique que les clients lisent comme l'adresse IPv4 %s");
    private static final Text NUMERIC_INVALID = new Text(
            "host %s ends in a number but is not an IPv4 address",
            "Host %s endet mit einer Zahl, ist aber keine IPv4-Adresse",
            "l'h\u00f4te %s se termine par un nombre mais n'est pas une adresse IPv4");
    private static final Text LOOPBACK = new Text(
            "host %s is a loopback address",
            "Host %s ist eine Loopback-Adresse",
            "l'h\u00f4te %s est une adresse de bouclage");
    private static final Text PRIVATE = new Text(
            "host %s is a private address",
            "Host %s ist eine private Adresse",
            "l'h\u00f4te %s est une adresse priv\u00e9e");
    private static final Text LOCALHOST = new Text(
            "host %s is a localhost name",
            "Host %s ist ein localhost-Name",
            "l'h\u00f4te %s est un nom localhost");
    private static final Text METADATA = new Text(
            "host %s is a cloud metadata endpoint",
            "Host %s ist ein Cloud-Metadaten-Endpunkt",
            "l'h\u00f4te %s est un point d'acc\u00e8s de m\u00e9tadonn\u00e9es cloud");
    private static final Text IPV_FUTURE = new Text(
            "host %s is an IPvFuture address, which cannot be checked",
            "Host %s ist eine IPvFuture-Adresse, die nicht gepr\u00fcft werden kann",
            "l'h\u00f4te %s est une adresse IPvFuture, qui ne peut pas \u00eatre v\u00e9rifi\u00e9e");
    private static final Text EMPTY = new Text(
            "the host is empty",
            "der Host ist leer",
            "l'h\u00f4te est vide");
    private static final Text HOST_REQUIRED = new Text(
            "a host is required",
            "ein Host ist erforderlich",
            "un h\u00f4te est requis");
    private static final Text CREDENTIALS = new Text(
            "credentials are not allowed",
            "Zugangsdaten sind nicht erlaubt",
            "les identifiants de connexion ne sont pas autoris\u00e9s");
    private static final Text OTHER_PATH = new Text(
            "browsers and HTTP clients (WHATWG URL Standard) read another path: \"%s\" instead of \"%s\"",
            "Browser und HTTP-Clients (WHATWG URL Standard) lesen einen anderen Pfad: \"%s\" statt \"%s\"",
            "les navigateurs et clients HTTP (WHATWG URL Standard) lisent un autre chemin : \"%s\" au lieu de \"%s\"");
    private static final Text OTHER_HOST = new Text(
            "browsers and HTTP clients (WHATWG URL Standard) read another host: \"%s\" instead of \"%s\"",
            "Browser und HTTP-Clients (WHATWG URL Standard) lesen einen anderen Host: \"%s\" statt \"%s\"",
            "les navigateurs et clients HTTP (WHATWG URL Standard) lisent un autre h\u00f4te : \"%s\" au lieu de \"%s\"");

    private static final Text PORT_RANGE = new Text(
            "breaks the https scheme rule in port at index %s: RFC 9293 \u00a73.1: a TCP port number is at most 65535",
            "verletzt die Regel des Schemas https im Port an Index %s: RFC 9293 \u00a73.1: eine TCP-Portnummer ist "
                    + "h\u00f6chstens 65535",
            "enfreint la r\u00e8gle du sch\u00e9ma https dans le port \u00e0 l'index %s : RFC 9293 \u00a73.1 : un "
                    + "num\u00e9ro de port TCP vaut au plus 65535");

    private static final List<Locale> LOCALES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH);

    /** A URL and each of its expected messages: a text and its parameters. */
    private record Case(String url, List<Message> messages) {
        List<String> in(Locale locale) {
            List<String> texts = new ArrayList<>();
            for (Message m : messages) {
                texts.add(m.text().in(locale, m.args()));
            }
            return texts;
        }
    }

    private record Message(Text text, Object... args) {
    }

    private static Case url(String url, Message... messages) {
        return new Case(url, List.of(messages));
    }

    private static Message m(Text text, Object... args) {
        return new Message(text, args);
    }

    /** Numeric names: the Standard reads the address the policy judged; one violation each. */
    private static final List<Case> ONE_CAUSE = List.of(
            url("https://0x7f.1/", m(NUMERIC, "0x7f.1", "127.0.0.1")),
            url("https://2130706433/", m(NUMERIC, "2130706433", "127.0.0.1")),
            url("https://017700000001/", m(NUMERIC, "017700000001", "127.0.0.1")),
            url("https://0177.0.0.1/", m(NUMERIC, "0177.0.0.1", "127.0.0.1")),
            url("https://127.1/", m(NUMERIC, "127.1", "127.0.0.1")),
            url("https://127.0.1/", m(NUMERIC, "127.0.1", "127.0.0.1")),
            url("https://0x7f000001/", m(NUMERIC, "0x7f000001", "127.0.0.1")),
            url("https://0x7f.0x0.0x0.0x1/", m(NUMERIC, "0x7f.0x0.0x0.0x1", "127.0.0.1")),
            url("https://127.000.000.001/", m(NUMERIC, "127.000.000.001", "127.0.0.1")),
            url("https://0/", m(NUMERIC, "0", "0.0.0.0")),
            url("https://0xa9fea9fe/", m(NUMERIC, "0xa9fea9fe", "169.254.169.254")),
            url("https://0300.0250.1.1/", m(NUMERIC, "0300.0250.1.1", "192.168.1.1")),
            url("https://0x7f.1./", m(NUMERIC, "0x7f.1.", "127.0.0.1")),
            url("https://0x7f.1%CD%8F/", m(NUMERIC, "0x7f.1%CD%8F", "127.0.0.1")),
            // the trailing dot: clients read 127.0.0.1, the policy judges it as 127.0.0.1
            url("https://127.0.0.1./", m(LOOPBACK, "127.0.0.1.")),
            // neither the Standard nor the policy can read it as an address
            url("https://256.1.1.1/", m(NUMERIC_INVALID, "256.1.1.1")),
            url("https://0x100000000/", m(NUMERIC_INVALID, "0x100000000")),
            url("https://1.2.3.4.5/", m(NUMERIC_INVALID, "1.2.3.4.5")),
            url("https://[v1.x]/", m(IPV_FUTURE, "[v1.x]")),
            // no host: requireHost says so; the Standard's host-missing is the same cause
            url("https:///", m(HOST_REQUIRED)),
            // one violation before this change too: the two readings agree
            url("https://127.0.0.1/", m(LOOPBACK, "127.0.0.1")),
            url("https://[::1]/", m(LOOPBACK, "[::1]")),
            url("https://localhost/", m(LOCALHOST, "localhost")),
            url("https://169.254.169.254/", m(METADATA, "169.254.169.254")),
            url("https://127.0.0.1%CD%8F/", m(LOOPBACK, "127.0.0.1%CD%8F")),
            url("https://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/", m(LOOPBACK, "%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1")),
            // the https rule and the Standard see the same port out of range
            url("https://hooks.example.com:65536/", m(PORT_RANGE, 26)));

    /** Two causes, two violations: what the policy says and what else the Standard reads otherwise. */
    private static final List<Case> TWO_CAUSES = List.of(
            url("https://0x7f.1/a/%2e%2e/admin", m(OTHER_PATH, "/admin", "/a/%2e%2e/admin"), m(NUMERIC, "0x7f.1", "127.0.0.1")),
            url("https://127.0.0.1./%2e%2e/x", m(OTHER_PATH, "/x", "/%2e%2e/x"), m(LOOPBACK, "127.0.0.1.")),
            url("https://127.0.0.1/a/%2e%2e/admin", m(OTHER_PATH, "/admin", "/a/%2e%2e/admin"), m(LOOPBACK, "127.0.0.1")),
            url("https://u@0x7f.1/", m(CREDENTIALS), m(NUMERIC, "0x7f.1", "127.0.0.1")),
            url("https://10.0.0.1:65536/", m(PORT_RANGE, 17), m(PRIVATE, "10.0.0.1")));

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theClassicBypassesGiveOneViolationPerCause(Provider p) {
        for (List<Case> cases : List.of(ONE_CAUSE, TWO_CAUSES)) {
            for (Case c : cases) {
                for (Locale locale : LOCALES) {
                    assertThat(p.messages(locale, Hook.class, "url", c.url())).as("%s (%s)", c.url(), locale)
                            .containsExactlyInAnyOrderElementsOf(c.in(locale))
                            .hasSize(cases == ONE_CAUSE ? 1 : 2);
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void withoutRequireHostTheEmptyHostIsThePolicysToReport(Provider p) {
        for (Locale locale : LOCALES) {
            // the Standard's host-missing and the policy's empty host: one cause
            assertThat(p.messages(locale, Lenient.class, "url", "https:///")).containsExactly(EMPTY.in(locale));
            // two readings: RFC 3986 has an empty host, the Standard reads evil.com
            assertThat(p.messages(locale, Lenient.class, "url", "http:///evil.com")).containsExactlyInAnyOrder(
                    OTHER_HOST.in(locale, "evil.com", ""), EMPTY.in(locale));
        }
    }
}
