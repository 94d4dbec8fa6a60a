package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.urikit.testing.InternalHostForms;

/**
 * {@link UriReference#hostAddress()} against the JDK's literal parser ({@code InetAddress.getByName}
 * of a literal does no DNS), for random addresses in every text form RFC 3986 allows.
 */
class HostAddressTest {

    @Test
    void readsEveryIpv6SpellingAsTheJdkDoes() throws UnknownHostException {
        long seed = System.nanoTime();
        Random r = new Random(seed);
        int[][] prefixes = {{0, 0, 0, 0, 0, 0xffff}, {0, 0, 0, 0, 0, 0}, {0xfe80, 0, 0, 0}, {0x2001, 0xdb8}, {}};
        for (int i = 0; i < 300; i++) {
            int[] g = new int[8];
            for (int k = 0; k < 8; k++) {
                g[k] = r.nextInt(4) == 0 ? 0 : r.nextInt(0x10000);
            }
            int[] prefix = prefixes[i % prefixes.length];
            System.arraycopy(prefix, 0, g, 0, prefix.length);
            for (String s : InternalHostForms.ipv6Spellings(g)) {
                String literal = "[" + s + "]";
                InetAddress expected = InetAddress.getByName(literal);
                Uri uri = Uri.parse("http://" + literal + ":8080/p");
                assertThat(uri.hostAddress()).as("seed %d: %s", seed, literal).contains(expected);
                // the JDK's convention, kept: an IPv4-mapped literal is an Inet4Address
                assertThat(uri.hostAddress().orElseThrow() instanceof Inet4Address).isEqualTo(expected instanceof Inet4Address);
            }
        }
    }

    @Test
    void readsDottedDecimal() throws UnknownHostException {
        long seed = System.nanoTime();
        Random r = new Random(seed);
        for (int i = 0; i < 5_000; i++) {
            String dotted = r.nextInt(256) + "." + r.nextInt(256) + "." + r.nextInt(256) + "." + r.nextInt(256);
            assertThat(UriReference.parse("//" + dotted).hostAddress()).as("seed %d", seed)
                    .contains(InetAddress.getByName(dotted));
        }
    }

    @Test
    void isEmptyForNamesIpvFutureAndNoAuthority() {
        assertThat(Uri.parse("http://127.1/").hostAddress()).isEmpty();
        assertThat(Uri.parse("http://2130706433/").hostAddress()).isEmpty();
        assertThat(Uri.parse("http://127.0.0.1./").hostAddress()).isEmpty();
        assertThat(Uri.parse("http://example.com/").hostAddress()).isEmpty();
        assertThat(Uri.parse("http://[v1.fe80::1]/").hostAddress()).isEmpty();
        assertThat(Uri.parse("file:///etc").hostAddress()).isEmpty();
        assertThat(Uri.parse("mailto:a@127.0.0.1").hostAddress()).isEmpty();
        assertThat(RelativeReference.parse("/a").hostAddress()).isEmpty();
    }

    @Test
    void hasNoHostNameAndNoScope() {
        InetAddress a = Uri.parse("http://[fe80::1]/").hostAddress().orElseThrow();
        assertThat(a).isInstanceOf(Inet6Address.class);
        assertThat(((Inet6Address) a).getScopeId()).isZero();
        assertThat(((Inet6Address) a).getScopedInterface()).isNull();
        assertThat(a.toString()).as("no host name: toString starts with '/'").isEqualTo("/fe80:0:0:0:0:0:0:1");
        assertThat(Uri.parse("http://[::ffff:192.0.2.1]/").hostAddress().orElseThrow()).isInstanceOf(Inet4Address.class);
    }
}
