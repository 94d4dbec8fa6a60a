package org.urikit.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;

/** The public API of {@link HostPolicy}: the three checks, the configuration, bad input. */
class HostPolicyTest {
    private static final HostPolicy POLICY = HostPolicy.publicOnly();

    private static InetAddress ip(String literal) throws UnknownHostException {
        return InetAddress.getByName(literal); // a literal: no DNS
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            example.com                  | PUBLIC                | -1
            EXAMPLE.com.                 | PUBLIC                | -1
            ex%61mple.com                | PUBLIC                | -1
            93.184.216.34                | PUBLIC                | -1
            [2606:4700:4700::1111]       | PUBLIC                | -1
            2606:4700:4700::1111         | PUBLIC                | -1
            [2002:808:808::1]            | PUBLIC                | -1
            ''                           | EMPTY                 | -1
            127.0.0.1                    | LOOPBACK              | -1
            [::1]                        | LOOPBACK              | -1
            ::1                          | LOOPBACK              | -1
            fe80::1%eth0                 | LINK_LOCAL            | -1
            [fe80::1%25eth0]             | LINK_LOCAL            | -1
            [::ffff:8.8.8.8]             | IPV4_MAPPED           | -1
            ::ffff:7f00:1                | IPV4_MAPPED           | -1
            [2001:0:4136:e378:8000:63bf:f5ff:fffe] | IPV4_TRANSLATED | -1
            [v1.fe80::1]                 | IPV_FUTURE            | -1
            [::1                         | MALFORMED             | -1
            [1::2::3]                    | MALFORMED             | -1
            example.com:80               | MALFORMED             | -1
            a/b                          | MALFORMED             | -1
            user@example.com             | MALFORMED             | -1
            a b                          | MALFORMED             | -1
            a..b                         | MALFORMED             | -1
            a%zz                         | MALFORMED             | 1
            a%2                          | MALFORMED             | 1
            a%2Fb.example                | ENCODED_CHARACTER     | 1
            good.com%40evil.com          | ENCODED_CHARACTER     | 8
            127.0.0.1%00.example.com     | ENCODED_CHARACTER     | 9
            a%25%32%65b                  | ENCODED_CHARACTER     | 1
            127.0.0.1%CD%8F              | LOOPBACK              | -1
            １２７．０．０．１                    | LOOPBACK              | -1
            127。0。0。1                   | LOOPBACK              | -1
            127｡0｡0｡1.                  | LOOPBACK              | -1
            %EF%BC%91%EF%BC%92%EF%BC%97.0.0.1 | LOOPBACK         | -1
            %31%32%37.0.0.1              | LOOPBACK              | -1
            10.0.0.1.                    | PRIVATE               | -1
            ｌｏｃａｌｈｏｓｔ                    | LOCALHOST_NAME        | -1
            %EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94 | LOCALHOST_NAME | -1
            LOCAL\u00adHOST              | LOCALHOST_NAME        | -1
            ０ｘ７Ｆ．１                       | NUMERIC_NAME          | -1
            b%C3%BCcher.example          | PUBLIC                | -1
            Bücher.Example               | PUBLIC                | -1
            münchen.de                   | PUBLIC                | -1
            xn--mnchen-3ya.de            | PUBLIC                | -1
            a%C3                         | INVALID_UTF8          | 1
            a%C3%28.example              | INVALID_UTF8          | 1
            a%C0%AE.example              | INVALID_UTF8          | 1
            a.%ED%A0%80.example          | INVALID_UTF8          | 2
            %F4%90%80%80.example         | INVALID_UTF8          | 0
            %FF.example                  | INVALID_UTF8          | 0
            a%E2%80%8Db.example          | INVALID_IDN           | -1
            xn--a.example                | INVALID_IDN           | -1
            a\ud800.example              | INVALID_IDN           | -1
            %E2%80%AE.example            | INVALID_IDN           | -1
            ｅｘａｍｐｌｅ：８０                   | MALFORMED             | -1
            a%EF%BC%8Fb.example          | MALFORMED             | -1
            127.1                        | NUMERIC_NAME          | -1
            1.2.3.4.5                    | INVALID_NUMERIC_NAME  | -1
            localhost4.localdomain4      | LOCALHOST_NAME        | -1
            localhost6.localdomain6.     | LOCALHOST_NAME        | -1
            x.localhost                  | LOCALHOST_NAME        | -1
            nas.lan                      | LOCAL_NAME            | -1
            metadata.goog                | METADATA              | -1
            intranet                     | SINGLE_LABEL_NAME     | -1
            """)
    void judgesHostStrings(String host, HostReason reason, int index) {
        HostVerdict v = POLICY.check(host);
        assertThat(v.reason()).as(host).isEqualTo(reason);
        assertThat(v.allowed()).as(host).isEqualTo(reason == HostReason.PUBLIC);
        assertThat(v.host()).isEqualTo(host);
        assertThat(v.index().orElse(-1)).as(host).isEqualTo(index);
    }

    @Test
    void judgesReferencesByTheirHost() {
        assertThat(POLICY.check(Uri.parse("mailto:a@localhost")).reason()).isEqualTo(HostReason.EMPTY);
        assertThat(POLICY.check(Uri.parse("file:///etc/passwd")).reason()).isEqualTo(HostReason.EMPTY);
        assertThat(POLICY.check(RelativeReference.parse("//10.1.2.3/x")).reason()).isEqualTo(HostReason.PRIVATE);
        HostVerdict mapped = POLICY.check(Uri.parse("http://[::FFFF:127.0.0.1]/"));
        assertThat(mapped.reason()).isEqualTo(HostReason.IPV4_MAPPED);
        assertThat(mapped.host()).isEqualTo("[::FFFF:127.0.0.1]");
        HostVerdict numeric = POLICY.check(UriReference.parse("https://user:pw@0x7f.1:8080/a?b#c"));
        assertThat(numeric.reason()).isEqualTo(HostReason.NUMERIC_NAME);
        assertThat(numeric.host()).isEqualTo("0x7f.1");
        assertThat(numeric.address().orElseThrow().getHostAddress()).isEqualTo("127.0.0.1");
        assertThat(numeric).hasToString("host 0x7f.1 refused: NUMERIC_NAME 127.0.0.1");
        assertThat(POLICY.check(Uri.parse("https://hooks.example.com/x"))).hasToString("host hooks.example.com allowed: PUBLIC");
    }

    @Test
    void judgesAddresses() throws UnknownHostException {
        assertThat(POLICY.check(ip("8.8.8.8")).allowed()).isTrue();
        assertThat(POLICY.check(ip("10.0.0.7")).reason()).isEqualTo(HostReason.PRIVATE);
        assertThat(POLICY.check(ip("169.254.169.254")).reason()).isEqualTo(HostReason.METADATA);
        assertThat(POLICY.check(ip("::1")).reason()).isEqualTo(HostReason.LOOPBACK);
        // an Inet6Address that the JDK did not turn into an Inet4Address
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        mapped[12] = 127;
        mapped[15] = 1;
        Inet6Address v6 = Inet6Address.getByAddress(null, mapped, -1);
        assertThat(POLICY.check(v6).reason()).isEqualTo(HostReason.IPV4_MAPPED);
        assertThat(POLICY.allowing(HostReason.IPV4_MAPPED).check(v6).reason()).isEqualTo(HostReason.LOOPBACK);
        assertThat(POLICY.check(ip("127.0.0.1")).host()).isEqualTo("127.0.0.1");
    }

    @Test
    void judgesConnectionsByNameThenAddress() throws UnknownHostException {
        HostVerdict rebound = POLICY.check("public.example", ip("127.0.0.1"));
        assertThat(rebound.allowed()).isFalse();
        assertThat(rebound.reason()).isEqualTo(HostReason.LOOPBACK);
        assertThat(rebound.host()).isEqualTo("public.example");
        assertThat(rebound.address()).contains(ip("127.0.0.1"));
        assertThat(POLICY.check("localhost", ip("8.8.8.8")).reason()).isEqualTo(HostReason.LOCALHOST_NAME);
        assertThat(POLICY.check("public.example", ip("8.8.8.8")).allowed()).isTrue();
    }

    @Test
    void allowsWhatItIsConfiguredToAllow() throws UnknownHostException {
        HostPolicy p = POLICY.allowing(HostReason.PRIVATE, HostReason.PUBLIC);
        assertThat(p.check("10.0.0.1").allowed()).isTrue();
        assertThat(p.check("10.0.0.1").reason()).isEqualTo(HostReason.PRIVATE);
        assertThat(p.check("127.0.0.1").allowed()).isFalse();
        assertThat(POLICY.check("10.0.0.1").allowed()).as("the original is unchanged").isFalse();

        HostPolicy ranges = POLICY.allowingRange("10.20.0.0/16").allowingRange("fd12:3456::/32")
                .allowingRange("169.254.0.0/16").allowingRange("192.168.1.7");
        assertThat(ranges.check("10.20.255.1").allowed()).isTrue();
        assertThat(ranges.check("10.21.0.1").allowed()).isFalse();
        assertThat(ranges.check("[fd12:3456:ffff::1]").allowed()).isTrue();
        assertThat(ranges.check("[fd12:3457::1]").allowed()).isFalse();
        assertThat(ranges.check("192.168.1.7").allowed()).isTrue();
        assertThat(ranges.check("192.168.1.8").allowed()).isFalse();
        assertThat(ranges.check("169.254.1.1").allowed()).isTrue();
        assertThat(ranges.check("169.254.169.254").allowed()).as("metadata stays refused").isFalse();
        assertThat(ranges.check("10.20.1").reason()).as("ranges are not for numeric names").isEqualTo(HostReason.NUMERIC_NAME);
        assertThat(ranges.check("10.20.1").allowed()).isFalse();
        // the text of the address, once decoded and mapped, is the address
        assertThat(ranges.check("10.20.0.1.").allowed()).isTrue();
        assertThat(ranges.check("１０。２０。０。１").reason()).isEqualTo(HostReason.PRIVATE);
        assertThat(ranges.check("１０。２０。０。１").allowed()).isTrue();
        assertThat(ranges.check(ip("10.20.3.4")).allowed()).isTrue();
        assertThat(ranges).hasToString("HostPolicy[public only, ranges 10.20.0.0/16 fd12:3456::/32 169.254.0.0/16 192.168.1.7]");

        HostPolicy numeric = POLICY.allowing(HostReason.NUMERIC_NAME);
        assertThat(numeric.check("8.8.8.8.").allowed()).isTrue();
        assertThat(numeric.check("0x7f.1").reason()).isEqualTo(HostReason.LOOPBACK);
        assertThat(numeric.check("0x7f.1").allowed()).isFalse();
        assertThat(POLICY.allowing(HostReason.IPV4_MAPPED).check("[::ffff:8.8.8.8]").allowed()).isTrue();
        assertThat(POLICY.allowing(HostReason.IPV4_MAPPED).check("[::ffff:10.0.0.1]").reason()).isEqualTo(HostReason.PRIVATE);
        // IPv4-compatible (an Inet6Address, not turned into IPv4 by the JDK) reads through the same way
        assertThat(POLICY.allowing(HostReason.IPV4_MAPPED).check("[::127.0.0.1]").reason()).isEqualTo(HostReason.LOOPBACK);
        assertThat(POLICY.allowing(HostReason.IPV4_MAPPED).check("[::8.8.8.8]").allowed()).isTrue();
        assertThat(POLICY.check("[::8.8.8.8]").reason()).isEqualTo(HostReason.IPV4_MAPPED);

        HostPolicy trusting = POLICY.trustingNames("Status.Internal.", "hooks.test");
        assertThat(trusting.check("status.internal").allowed()).isTrue();
        assertThat(trusting.check("status.internal").reason()).isEqualTo(HostReason.LOCAL_NAME);
        assertThat(trusting.check("STATUS.internal.", ip("10.0.0.5")).allowed()).isTrue();
        assertThat(trusting.check("x.status.internal").allowed()).as("no subdomains").isFalse();
        assertThat(trusting.check("other.example", ip("127.0.0.1")).allowed()).isFalse();
        assertThat(trusting.check(Uri.parse("http://hooks.test:8080/")).allowed()).isTrue();
        assertThat(trusting).hasToString("HostPolicy[public only, trusting hooks.test status.internal]");
    }

    @Test
    void refusesConfigurationThatCannotBeApplied() {
        for (HostReason r : new HostReason[] {HostReason.EMPTY, HostReason.MALFORMED, HostReason.INVALID_UTF8,
            HostReason.INVALID_IDN, HostReason.ENCODED_CHARACTER, HostReason.INVALID_NUMERIC_NAME, HostReason.IPV_FUTURE}) {
            assertThatThrownBy(() -> POLICY.allowing(r)).as(r.name()).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(r.name());
        }
        for (String cidr : new String[] {"10.0.0.0/33", "10.0.0/8", "x", "::/129", "10.0.0.0/", "10.0.0.0/-1",
            "10.0.0.0/1234", "[::1]/128", ""}) {
            assertThatThrownBy(() -> POLICY.allowingRange(cidr)).as(cidr).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(cidr);
        }
        for (String name : new String[] {"127.1", "a..b", "ex%61mple.com", "", "a b", "0x7f"}) {
            assertThatThrownBy(() -> POLICY.trustingNames(name)).as(name).isInstanceOf(IllegalArgumentException.class);
        }
    }

    /** Issue 24, item 5: trusted names are compared in their ToASCII form, as hosts are judged. */
    @Test
    void trustsUnicodeNamesByTheirToAsciiForm() throws UnknownHostException {
        HostPolicy trusting = POLICY.trustingNames("bücher.internal", "ÉCOLE.example.");
        assertThat(trusting).hasToString("HostPolicy[public only, trusting xn--bcher-kva.internal xn--cole-9oa.example]");
        // every spelling that clients read as the same name
        for (String host : new String[] {"bücher.internal", "BÜCHER.internal.", "xn--bcher-kva.internal",
            "XN--BCHER-KVA.INTERNAL", "b%C3%BCcher.internal", "bu\u0308cher.internal", "ｂüｃｈｅｒ.internal"}) {
            assertThat(trusting.check(host).allowed()).as(host).isTrue();
            assertThat(trusting.check(host, ip("10.0.0.5")).allowed()).as(host).isTrue();
            assertThat(POLICY.check(host).allowed()).as(host).isFalse();
        }
        assertThat(trusting.check(Uri.parse("https://b%C3%BCcher.internal/")).allowed()).isTrue();
        assertThat(trusting.check("école.example", ip("10.0.0.5")).allowed()).isTrue();
        assertThat(POLICY.check("école.example", ip("10.0.0.5")).reason()).isEqualTo(HostReason.PRIVATE);
        // other names stay judged
        assertThat(trusting.check("bucher.internal").allowed()).isFalse();
        assertThat(trusting.check("x.bücher.internal").allowed()).as("no subdomains").isFalse();
        // the same name given in ASCII and in Unicode is trusted once
        assertThat(POLICY.trustingNames("xn--bcher-kva.internal", "bücher.internal"))
                .hasToString("HostPolicy[public only, trusting xn--bcher-kva.internal]");
    }

    @Test
    void refusesNamesThatCannotBeTrustedWithTheReason() {
        assertThatThrownBy(() -> POLICY.trustingNames("xn--a.example")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot trust \"xn--a.example\": UTS #46 ToASCII fails on it [");
        assertThatThrownBy(() -> POLICY.trustingNames("a\u00adb\u200d.example")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("UTS #46 ToASCII fails on it [");
        assertThatThrownBy(() -> POLICY.trustingNames("a b.example")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot trust \"a b.example\": not a host name (its ToASCII form \"a b.example\" is not "
                        + "dot-separated labels of letters, digits, '-' and '_')");
        assertThatThrownBy(() -> POLICY.trustingNames("b\u00fccher..example")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a host name");
        // full-width digits map to ASCII ones: the name is 127.1
        assertThatThrownBy(() -> POLICY.trustingNames("\uff11\uff12\uff17.1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot trust \"\uff11\uff12\uff17.1\": it ends in a number, so clients read it as an IPv4 "
                        + "address (trust addresses with allowingRange)");
        assertThatThrownBy(() -> POLICY.trustingNames("b%C3%BCcher.example")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot trust \"b%C3%BCcher.example\": percent-encoding is not decoded here; write the name "
                        + "in Unicode or ASCII");
        assertThatThrownBy(() -> POLICY.trustingNames("")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot trust \"\": ");
    }

    @Test
    void checksNullArguments() throws UnknownHostException {
        InetAddress a = ip("8.8.8.8");
        assertThatThrownBy(() -> POLICY.check((String) null)).isInstanceOf(NullPointerException.class).hasMessage("host");
        assertThatThrownBy(() -> POLICY.check((UriReference) null)).isInstanceOf(NullPointerException.class).hasMessage("reference");
        assertThatThrownBy(() -> POLICY.check((InetAddress) null)).isInstanceOf(NullPointerException.class).hasMessage("address");
        assertThatThrownBy(() -> POLICY.check(null, a)).isInstanceOf(NullPointerException.class).hasMessage("host");
        assertThatThrownBy(() -> POLICY.check("a.example", null)).isInstanceOf(NullPointerException.class).hasMessage("address");
        assertThatThrownBy(() -> POLICY.allowing((HostReason[]) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> POLICY.allowing(HostReason.PRIVATE, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> POLICY.allowingRange(null)).isInstanceOf(NullPointerException.class).hasMessage("cidr");
        assertThatThrownBy(() -> POLICY.trustingNames((String) null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void anyStringGetsAVerdict() {
        long seed = System.nanoTime();
        Random r = new Random(seed);
        String alphabet = "0123456789abcdefxX.:%[]@/ \u0000\u00ad\ud800\udc00\uff10\u3002v";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int n = r.nextInt(24); n > 0; n--) {
                sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String host = sb.toString();
            HostVerdict v = POLICY.check(host);
            assertThat(v.host()).as("seed %d", seed).isEqualTo(host);
            if (v.allowed()) {
                assertThat(v.reason()).as("seed %d: %s", seed, host).isEqualTo(HostReason.PUBLIC);
            }
        }
        String huge = "a.".repeat(500_000) + "example";
        assertThat(POLICY.check(huge).allowed()).isTrue();
        assertThat(POLICY.check("1.".repeat(500_000) + "1").reason()).isEqualTo(HostReason.INVALID_NUMERIC_NAME);
    }
}
