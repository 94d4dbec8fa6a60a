package org.urikit.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Random;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.internal.IpAddresses;

/**
 * Address classes against the JDK's own ({@code InetAddress.is...}, built from bytes: no DNS), and
 * the core's IPv6 text reading against {@code InetAddress}'s formatting.
 */
class AddressClassesTest {

    private static HostReason reason4(InetAddress a) {
        return AddressClasses.ipv4(AddressClasses.ipv4(a.getAddress(), 0));
    }

    private static long @Nullable [] parseIpv6(String literal) {
        byte[] b = IpAddresses.ipv6(literal, 1, literal.length() - 1);
        return b == null ? null : new long[] {AddressClasses.half(b, 0), AddressClasses.half(b, 8)};
    }

    @Test
    void ipv4ClassesAgreeWithTheJdk() throws UnknownHostException {
        long seed = System.nanoTime();
        Random r = new Random(seed);
        for (int i = 0; i < 50_000; i++) {
            byte[] bytes = new byte[4];
            r.nextBytes(bytes);
            if (i % 4 == 0) {
                // Concentrate on the special /8s, which are rare among random addresses.
                bytes[0] = (byte) new int[] {0, 10, 127, 169, 172, 192, 100, 224, 255}[r.nextInt(9)];
            }
            Inet4Address a = (Inet4Address) InetAddress.getByAddress(bytes);
            HostReason reason = reason4(a);
            String as = "seed " + seed + ": " + a.getHostAddress();
            if (a.isLoopbackAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.LOOPBACK);
            } else if (a.isSiteLocalAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.PRIVATE);
            } else if (a.isLinkLocalAddress()) {
                assertThat(reason).as(as).isIn(HostReason.LINK_LOCAL, HostReason.METADATA);
            } else if (a.isMulticastAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.MULTICAST);
            } else if (a.isAnyLocalAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.UNSPECIFIED);
            }
            if (reason == HostReason.PUBLIC) {
                assertThat(a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress()
                        || a.isMulticastAddress() || a.isAnyLocalAddress()).as(as).isFalse();
            }
        }
    }

    @Test
    void ipv6ReadsBackAndClassesAgreeWithTheJdk() throws UnknownHostException {
        long seed = System.nanoTime();
        Random r = new Random(seed);
        int[] prefixes = {0xfe80, 0xfec0, 0xfc00, 0xfd00, 0xff02, 0x2001, 0x0000, 0x2002, 0x0064};
        for (int i = 0; i < 20_000; i++) {
            byte[] bytes = new byte[16];
            r.nextBytes(bytes);
            if (i % 2 == 0) {
                int prefix = prefixes[r.nextInt(prefixes.length)];
                bytes[0] = (byte) (prefix >>> 8);
                bytes[1] = (byte) prefix;
                for (int z = 2; z < 2 + r.nextInt(14); z++) {
                    bytes[z] = 0; // long runs of zero groups, for "::"
                }
            }
            InetAddress a = InetAddress.getByAddress(bytes);
            if (!(a instanceof Inet6Address)) {
                continue; // the JDK turns ::ffff:a.b.c.d into an Inet4Address
            }
            String full = a.getHostAddress(); // eight groups, no "::"
            String as = "seed " + seed + ": " + full;
            long[] v = parseIpv6("[" + full + "]");
            assertThat(v).as(as).isNotNull();
            long hi = 0;
            long lo = 0;
            for (int k = 0; k < 8; k++) {
                hi = hi << 8 | bytes[k] & 0xff;
                lo = lo << 8 | bytes[k + 8] & 0xff;
            }
            assertThat(v).as(as).containsExactly(hi, lo);
            assertThat(parseIpv6("[" + compress(full) + "]")).as(as + " compressed to " + compress(full))
                    .containsExactly(hi, lo);
            HostReason reason = AddressClasses.ipv6(hi, lo);
            if (a.isLoopbackAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.LOOPBACK);
            } else if (a.isLinkLocalAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.LINK_LOCAL);
            } else if (a.isSiteLocalAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.PRIVATE);
            } else if (a.isMulticastAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.MULTICAST);
            } else if (a.isAnyLocalAddress()) {
                assertThat(reason).as(as).isEqualTo(HostReason.UNSPECIFIED);
            } else if ((bytes[0] & 0xfe) == 0xfc) {
                assertThat(reason).as(as).isIn(HostReason.UNIQUE_LOCAL, HostReason.METADATA);
            }
        }
    }

    /** The longest run of two or more zero groups replaced by "::" (RFC 5952 §4.2). */
    private static String compress(String full) {
        String[] g = full.split(":");
        int bestStart = -1;
        int bestLen = 1;
        for (int i = 0; i < 8; ) {
            int j = i;
            while (j < 8 && g[j].equals("0")) {
                j++;
            }
            if (j - i > bestLen) {
                bestStart = i;
                bestLen = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        if (bestStart < 0) {
            return full;
        }
        return String.join(":", java.util.Arrays.copyOfRange(g, 0, bestStart)) + "::"
                + String.join(":", java.util.Arrays.copyOfRange(g, bestStart + bestLen, 8));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            [::]
            [::1.2.3.4]
            [1:2:3:4:5:6:1.2.3.4]
            [1::]
            [::1]
            [1:2:3:4:5:6:7:8]
            """)
    void readsTheRfc3986Forms(String host) {
        assertThat(parseIpv6(host)).isNotNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            [1:2:3:4:5:6:7:8:9]
            [1::2::3]
            [12345::]
            [:1]
            [1:]
            [1:2:3:4:5:6:7]
            [::1.2.3]
            [1:2:3:4:5:6:7:1.2.3.4]
            """)
    void returnsNullForWhatIsNotIpv6(String host) {
        assertThat(parseIpv6(host)).isNull();
    }
}
