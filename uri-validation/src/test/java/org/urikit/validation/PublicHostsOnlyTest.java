package org.urikit.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code publicHostsOnly}: every non-public host in every textual form the grammar allows, and
 * public hosts that must pass, on both providers. Each row: the host of {@code https://HOST/}, then
 * the expected message (empty: valid).
 */
class PublicHostsOnlyTest {

    @SuppressWarnings("unused")
    static class Hook {
        @ValidUri(publicHostsOnly = true)
        String url;
    }

    static final String ROWS = """
            example.com                    |
            hooks.example.co.uk.           |
            xn--bcher-kva.example          |
            b%C3%BCcher.example            |
            B%C3%BCCHER.example.           |
            %E4%BE%8B%E3%81%88.jp          |
            xn--r8jz45g.jp                 |
            93.184.216.34                  |
            1.1.1.1                        |
            172.32.0.1                     |
            100.128.0.1                    |
            [2606:4700:4700::1111]         |
            [2002:808:808::1]              |
            127.0.0.1                      | host 127.0.0.1 is a loopback address
            127.255.255.254                | host 127.255.255.254 is a loopback address
            10.0.0.1                       | host 10.0.0.1 is a private address
            172.16.5.4                     | host 172.16.5.4 is a private address
            172.31.255.255                 | host 172.31.255.255 is a private address
            192.168.1.1                    | host 192.168.1.1 is a private address
            100.64.0.1                     | host 100.64.0.1 is a shared (carrier-grade NAT) address
            169.254.1.1                    | host 169.254.1.1 is a link-local address
            169.254.169.254                | host 169.254.169.254 is a cloud metadata endpoint
            169.254.170.2                  | host 169.254.170.2 is a cloud metadata endpoint
            100.100.100.200                | host 100.100.100.200 is a cloud metadata endpoint
            0.0.0.0                        | host 0.0.0.0 is an unspecified address
            255.255.255.255                | host 255.255.255.255 is the broadcast address
            224.0.0.1                      | host 224.0.0.1 is a multicast address
            240.0.0.1                      | host 240.0.0.1 is a reserved or documentation address
            192.0.2.1                      | host 192.0.2.1 is a reserved or documentation address
            198.18.0.1                     | host 198.18.0.1 is a reserved or documentation address
            203.0.113.9                    | host 203.0.113.9 is a reserved or documentation address
            [::1]                          | host [::1] is a loopback address
            [0:0:0:0:0:0:0:1]              | host [0:0:0:0:0:0:0:1] is a loopback address
            [::]                           | host [::] is an unspecified address
            [::ffff:127.0.0.1]             | host [::ffff:127.0.0.1] is an IPv4-mapped or IPv4-compatible IPv6 address
            [::ffff:7f00:1]                | host [::ffff:7f00:1] is an IPv4-mapped or IPv4-compatible IPv6 address
            [::FFFF:8.8.8.8]               | host [::FFFF:8.8.8.8] is an IPv4-mapped or IPv4-compatible IPv6 address
            [::127.0.0.1]                  | host [::127.0.0.1] is an IPv4-mapped or IPv4-compatible IPv6 address
            [::a00:1]                      | host [::a00:1] is an IPv4-mapped or IPv4-compatible IPv6 address
            [::ffff:0:a00:1]               | host [::ffff:0:a00:1] is an IPv6 address translated to an IPv4 address (NAT64, SIIT, 6to4 or Teredo)
            [64:ff9b::10.0.0.1]            | host [64:ff9b::10.0.0.1] is an IPv6 address translated to an IPv4 address (NAT64, SIIT, 6to4 or Teredo)
            [2002:a00:1::]                 | host [2002:a00:1::] is an IPv6 address translated to an IPv4 address (NAT64, SIIT, 6to4 or Teredo)
            [fe80::1]                      | host [fe80::1] is a link-local address
            [FEBF:ffff::1]                 | host [FEBF:ffff::1] is a link-local address
            [fec0::1]                      | host [fec0::1] is a private address
            [fc00::1]                      | host [fc00::1] is a unique-local address
            [fdff:ffff::1]                 | host [fdff:ffff::1] is a unique-local address
            [fd00:ec2::254]                | host [fd00:ec2::254] is a cloud metadata endpoint
            [ff02::1]                      | host [ff02::1] is a multicast address
            [2001:db8::1]                  | host [2001:db8::1] is a reserved or documentation address
            [3fff::1]                      | host [3fff::1] is a reserved or documentation address
            [v1.fe80::1]                   | host [v1.fe80::1] is an IPvFuture address, which cannot be checked
            localhost                      | host localhost is a localhost name
            LocalHost                      | host LocalHost is a localhost name
            localhost.                     | host localhost. is a localhost name
            api.localhost                  | host api.localhost is a localhost name
            %6c%6F%63alhost                | host %6c%6F%63alhost is a localhost name
            ip6-localhost                  | host ip6-localhost is a localhost name
            ip6-loopback                   | host ip6-loopback is a localhost name
            localhost.localdomain          | host localhost.localdomain is a localhost name
            localhost4                     | host localhost4 is a localhost name
            localhost4.localdomain4        | host localhost4.localdomain4 is a localhost name
            localhost6                     | host localhost6 is a localhost name
            LOCALHOST6.localdomain6.       | host LOCALHOST6.localdomain6. is a localhost name
            metadata.google.internal       | host metadata.google.internal is a cloud metadata endpoint
            metadata.google.internal.      | host metadata.google.internal. is a cloud metadata endpoint
            db.internal                    | host db.internal is a local network name
            printer.local                  | host printer.local is a local network name
            router.home.arpa               | host router.home.arpa is a local network name
            intranet                       | host intranet is a single-label name, resolved through local search domains
            127.1                          | host 127.1 is a numeric name that clients read as the IPv4 address 127.0.0.1
            0x7f000001                     | host 0x7f000001 is a numeric name that clients read as the IPv4 address 127.0.0.1
            0X7F.1                         | host 0X7F.1 is a numeric name that clients read as the IPv4 address 127.0.0.1
            2130706433                     | host 2130706433 is a numeric name that clients read as the IPv4 address 127.0.0.1
            0177.0.0.1                     | host 0177.0.0.1 is a numeric name that clients read as the IPv4 address 127.0.0.1
            127.000.000.001                | host 127.000.000.001 is a numeric name that clients read as the IPv4 address 127.0.0.1
            10.0.0.1.                      | host 10.0.0.1. is a private address
            8.8.8.8.                       |
            10.1.                          | host 10.1. is a numeric name that clients read as the IPv4 address 10.0.0.1
            0x                             | host 0x is a numeric name that clients read as the IPv4 address 0.0.0.0
            0                              | host 0 is a numeric name that clients read as the IPv4 address 0.0.0.0
            %31%32%37.0.0.1                | host %31%32%37.0.0.1 is a loopback address
            %EF%BC%91%EF%BC%92%EF%BC%97.1  | host %EF%BC%91%EF%BC%92%EF%BC%97.1 is a numeric name that clients read as the IPv4 address 127.0.0.1
            127%E3%80%820%E3%80%820%E3%80%821 | host 127%E3%80%820%E3%80%820%E3%80%821 is a loopback address
            127%EF%BD%A10%EF%BC%8E0%EF%BC%8E1 | host 127%EF%BD%A10%EF%BC%8E0%EF%BC%8E1 is a loopback address
            %EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94 | host %EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94 is a localhost name
            LOCAL%C2%ADHOST                | host LOCAL%C2%ADHOST is a localhost name
            1.2.3.4.5                      | host 1.2.3.4.5 ends in a number but is not an IPv4 address
            example.1                      | host example.1 ends in a number but is not an IPv4 address
            4294967296                     | host 4294967296 ends in a number but is not an IPv4 address
            256.1.1.1                      | host 256.1.1.1 ends in a number but is not an IPv4 address
            09.1.1.1                       | host 09.1.1.1 ends in a number but is not an IPv4 address
            127.0.0.1%00.example.com       | host 127.0.0.1%00.example.com holds %00, a percent-encoded U+0000 that a host name cannot hold
            a..example.com                 | host a..example.com is not a well-formed host name
            .example.com                   | host .example.com is not a well-formed host name
            a%20b.example.com              | host a%20b.example.com holds %20, a percent-encoded ' ' (U+0020) that a host name cannot hold
            a%FF.example.com               | host a%FF.example.com holds %FF, which does not begin a well-formed UTF-8 sequence
            a%C3%28.example.com            | host a%C3%28.example.com holds %C3, which does not begin a well-formed UTF-8 sequence
            a%E2%80%8Db.example.com        | host a%E2%80%8Db.example.com is not a valid international domain name (UTS #46 errors C2): clients cannot map it to ASCII
            xn--a.example.com              | host xn--a.example.com is not a valid international domain name (UTS #46 errors V7): clients cannot map it to ASCII
            %E2%80%AEa.example.com         | host %E2%80%AEa.example.com is not a valid international domain name (UTS #46 errors V7): clients cannot map it to ASCII
            a%EF%BC%8Fb.example.com        | host a%EF%BC%8Fb.example.com is not a well-formed host name
            127.0.0.1%CD%8F                | host 127.0.0.1%CD%8F is a loopback address
            169.254.169.254%EF%B8%8F       | host 169.254.169.254%EF%B8%8F is a cloud metadata endpoint
            10.0.0.1%E1%A0%8B              | host 10.0.0.1%E1%A0%8B is a private address
            127.1%F3%A0%84%80              | host 127.1%F3%A0%84%80 is a numeric name that clients read as the IPv4 address 127.0.0.1
            a%2Fb.example.com              | host a%2Fb.example.com holds %2F, a percent-encoded '/' (U+002F) that a host name cannot hold
            good.com%40evil.com            | host good.com%40evil.com holds %40, a percent-encoded '@' (U+0040) that a host name cannot hold
            a%2561.example.com             | host a%2561.example.com holds %25, a percent-encoded '%' (U+0025) that a host name cannot hold
            """;

    static List<Arguments> rows() {
        List<Arguments> rows = new ArrayList<>();
        for (String line : ROWS.strip().split("\n")) {
            String[] cells = line.split("\\|", 2);
            for (Provider p : Provider.values()) {
                rows.add(Arguments.of(p, cells[0].strip(), cells[1].strip()));
            }
        }
        return rows;
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("rows")
    void judgesHostsByTheirText(Provider p, String host, String expected) {
        var messages = p.messages(Hook.class, "url", "https://" + host + "/path");
        if (expected.isEmpty()) {
            assertThat(messages).isEmpty();
        } else {
            assertThat(messages).containsExactly(expected);
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void valuesWithoutAHostPassAndTheEmptyHostDoesNot(Provider p) {
        assertThat(p.messages(Hook.class, "url", "mailto:a@localhost")).isEmpty();
        assertThat(p.messages(Hook.class, "url", "urn:example:127.0.0.1")).isEmpty();
        assertThat(p.messages(Hook.class, "url", "file:///etc/passwd")).containsExactly("the host is empty");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void portAndUserinfoDoNotHideTheHost(Provider p) {
        assertThat(p.messages(Hook.class, "url", "https://user:pw@127.0.0.1:8080/")).containsExactly(
                "host 127.0.0.1 is a loopback address");
        assertThat(p.messages(Hook.class, "url", "https://example.com@127.0.0.1/")).containsExactly(
                "host 127.0.0.1 is a loopback address");
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void unreadableInternationalHostsAreExplainedInEveryLanguage(Provider p) {
        String idn = "https://a%E2%80%8Db.example/";
        String utf8 = "https://a%C3%28.example/";
        assertThat(p.messages(Locale.GERMAN, Hook.class, "url", idn)).containsExactly("Host a%E2%80%8Db.example ist "
                + "kein g\u00fcltiger internationaler Domainname (UTS-#46-Fehler C2): Clients k\u00f6nnen ihn nicht in ASCII umwandeln");
        assertThat(p.messages(Locale.FRENCH, Hook.class, "url", idn)).containsExactly("l'h\u00f4te a%E2%80%8Db.example "
                + "n'est pas un nom de domaine international valide (erreurs UTS #46 C2) : les clients ne peuvent pas le "
                + "convertir en ASCII");
        assertThat(p.messages(Locale.GERMAN, Hook.class, "url", utf8)).containsExactly(
                "Host a%C3%28.example enth\u00e4lt %C3, das keine g\u00fcltige UTF-8-Folge beginnt");
        assertThat(p.messages(Locale.FRENCH, Hook.class, "url", utf8)).containsExactly(
                "l'h\u00f4te a%C3%28.example contient %C3, qui ne commence pas une s\u00e9quence UTF-8 valide");
        // several codes, in the order of their declaration
        assertThat(p.messages(Hook.class, "url", "https://%CC%81%E2%80%8D.example/")).containsExactly(
                "host %CC%81%E2%80%8D.example is not a valid international domain name (UTS #46 errors V6, C2): clients "
                + "cannot map it to ASCII");
    }

    @Test
    void everyRowIsAnRfc3986Uri() {
        // The rows test the public-host rules, not the grammar: each must parse.
        for (String line : ROWS.strip().split("\n")) {
            String host = line.split("\\|", 2)[0].strip();
            assertThat(org.urikit.Uri.check("https://" + host + "/path")).as(host).isEmpty();
        }
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void appliesToNetworkPathReferencesToo(Provider p) {
        assertThat(p.messages(AnyForm.class, "ref", "//[::1]/a")).containsExactly("host [::1] is a loopback address");
        assertThat(p.messages(AnyForm.class, "ref", "http://10.1.2.3")).containsExactly("host 10.1.2.3 is a private address");
        assertThat(p.messages(AnyForm.class, "ref", "/a/b")).isEmpty();
    }

    @SuppressWarnings("unused")
    static class AnyForm {
        @ValidUri(form = org.urikit.ReferenceForm.ANY, publicHostsOnly = true)
        String ref;
    }
}
