package org.urikit.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.testing.InternalHostForms;
import org.urikit.testing.InternalHostForms.Form;
import org.urikit.testing.InternalHostForms.Kind;

/**
 * Every form of every internal host (loopback, private, link-local and metadata, unspecified,
 * unique-local, IPv4-mapped/compatible, SIIT, NAT64 and 6to4 embeddings, local names), in every
 * numeric spelling, percent-encoded, in Unicode spellings that UTS #46 maps back (ignorable code
 * points, full-width characters, ideographic full stops; percent-encoded and literal) and with
 * trailing dots, from {@link InternalHostForms}: the public-only policy allows none of them, and
 * each is refused for the reason of what a client reads (the address's class, a numeric name, the
 * local name).
 */
class InternalHostFormsTest {
    private static final long SEED = Long.getLong("urikit.seed", 15L);
    private static final HostPolicy POLICY = HostPolicy.publicOnly();
    private static final Set<HostReason> NAME_REASONS = Set.of(HostReason.LOCALHOST_NAME, HostReason.LOCAL_NAME,
            HostReason.METADATA, HostReason.SINGLE_LABEL_NAME);

    @Test
    void noFormOfAnInternalHostIsAllowed() throws UnknownHostException {
        List<Form> forms = new InternalHostForms(SEED).all();
        Map<Kind, Integer> counts = new EnumMap<>(Kind.class);
        List<String> allowed = new ArrayList<>();
        for (Form f : forms) {
            counts.merge(f.kind(), 1, Integer::sum);
            String url = "https://" + f.host() + "/";
            String as = "seed " + SEED + ": " + f;
            HostVerdict byString = POLICY.check(f.host());
            if (f.kind() == Kind.NOT_A_HOST || f.kind() == Kind.RAW_UNICODE) {
                // RFC 3986 has no zone ids, no percent-encoding in IP-literals and no literal
                // non-ASCII: rejected by the grammar; a host string may still hold them
                assertThat(Uri.check(url)).as(as).isPresent();
                if (byString.allowed()) {
                    allowed.add(f.host());
                    continue;
                }
                if (f.kind() == Kind.RAW_UNICODE) {
                    // literal Unicode reads as its percent-encoded UTF-8 does
                    HostVerdict encoded = POLICY.check(InternalHostForms.encodeNonAscii(f.host()));
                    assertThat(byString.reason()).as(as).isEqualTo(encoded.reason());
                    assertThat(byString.address()).as(as).isEqualTo(encoded.address());
                    assertReading(f, byString, as);
                }
                continue;
            }
            // every other form is valid RFC 3986: it is the policy that must refuse it
            assertThat(Uri.check(url)).as(as).isEmpty();
            HostVerdict v = POLICY.check(Uri.parse(url));
            if (v.allowed() || byString.allowed()) {
                allowed.add(f.host());
                continue;
            }
            assertThat(byString).as(as).isEqualTo(v);
            if (f.kind() == Kind.ADDRESS) {
                assertThat(POLICY.check(InetAddress.getByName(f.host())).allowed()).as(as).isFalse(); // a literal: no DNS
            }
            assertReading(f, v, as);
        }
        System.out.println("internal host forms (seed " + SEED + "): " + forms.size() + " " + counts + "; allowed: "
                + allowed.size());
        assertThat(allowed).as("internal hosts the policy allowed (seed %d)", SEED).isEmpty();
        assertThat(forms).hasSizeGreaterThan(100_000);
        assertThat(counts).containsKeys(Kind.values());
    }

    /**
     * The verdict is the one for what the client reads: the address's own class (LOOPBACK,
     * PRIVATE, METADATA ...) and the address for the address in any spelling that decodes and
     * maps to its text; NUMERIC_NAME and the address for other numeric spellings; the name's
     * reason for a name.
     */
    private static void assertReading(Form f, HostVerdict v, String as) throws UnknownHostException {
        switch (f.reading()) {
            case ADDRESS -> {
                InetAddress target = InetAddress.getByName(f.target()); // a literal: no DNS
                assertThat(v.address()).as(as).contains(target);
                if (target instanceof Inet4Address && f.target().indexOf(':') >= 0) {
                    // InetAddress turns an IPv4-mapped literal into its IPv4 address
                    assertThat(v.reason()).as(as).isEqualTo(HostReason.IPV4_MAPPED);
                } else {
                    HostReason own = POLICY.check(target).reason();
                    assertThat(own).as(as).isNotEqualTo(HostReason.PUBLIC);
                    assertThat(v.reason()).as(as).isEqualTo(own);
                }
            }
            case NUMERIC -> {
                assertThat(v.reason()).as(as).isEqualTo(HostReason.NUMERIC_NAME);
                assertThat(v.address().orElseThrow().getHostAddress()).as(as).isEqualTo(f.target());
            }
            case NAME -> {
                assertThat(v.reason()).as(as).isIn(NAME_REASONS);
                assertThat(v.reason()).as(as).isEqualTo(POLICY.check(f.target()).reason());
            }
            default -> throw new AssertionError(f);
        }
    }

    @Test
    void theGeneratorSpellsWhatTheJdkReadsTheSame() throws UnknownHostException {
        // The generator's IPv6 spellings and its decimal numeric forms, read by the JDK's literal
        // parser (no DNS): the forms are what they claim to be, independently of the policy.
        int[] g = {0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1};
        InetAddress expected = InetAddress.getByName("[64:ff9b::7f00:1]");
        List<String> spellings = InternalHostForms.ipv6Spellings(g);
        assertThat(spellings).hasSizeGreaterThan(20).contains("64:ff9b::127.0.0.1", "0064:FF9B:0000:0000:0000:0000:7F00:0001");
        for (String s : spellings) {
            assertThat(InetAddress.getByName("[" + s + "]")).as(s).isEqualTo(expected);
        }
        int loopback = 0x7f000001;
        List<String> numeric = InternalHostForms.numericSpellings(loopback);
        assertThat(numeric).contains("127.0.0.1", "127.1", "2130706433", "017700000001", "0x7f000001", "0X7F.1",
                "0177.0.0.01", "0x7f.0x0.0x0.0x1");
        InetAddress jdkLoopback = InetAddress.getByName("127.0.0.1");
        for (String s : numeric) {
            // InetAddress reads the decimal forms of one to four parts (not octal or hex)
            if (s.chars().allMatch(c -> c == '.' || c >= '0' && c <= '9') && !s.matches(".*(^|\\.)0[0-9].*")) {
                assertThat(InetAddress.getByName(s)).as(s).isEqualTo(jdkLoopback);
            }
        }
    }
}
