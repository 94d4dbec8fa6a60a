package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;
import org.urikit.net.HostVerdict;

/** The first example of docs/SECURITY.md's host-policy section; the comments are asserted below it. */
class HostPolicyExamplesTest {

    @Test
    void theExampleSaysWhatTheCodeDoes() throws UnknownHostException {
        // [snippet policy]
        HostPolicy policy = HostPolicy.publicOnly();
        HostVerdict numeric = policy.check(Uri.parse("https://0x7f.1/hook"));       // host 0x7f.1 refused: NUMERIC_NAME 127.0.0.1
        HostVerdict ignorable = policy.check(Uri.parse("https://127.0.0.1%CD%8F/")); // host 127.0.0.1%CD%8F refused: LOOPBACK 127.0.0.1
        HostVerdict wide = policy.check("１２７。０。０。１");                          // host １２７。０。０。１ refused: LOOPBACK 127.0.0.1
        HostVerdict idn = policy.check(Uri.parse("https://b%C3%BCcher.example/"));   // host b%C3%BCcher.example allowed: PUBLIC
        HostVerdict hostsFile = policy.check("localhost4.localdomain4");             // host localhost4.localdomain4 refused: LOCALHOST_NAME
        InetAddress resolved = InetAddress.getByName("10.0.0.7");                    // what DNS said (here: a literal)
        HostVerdict connection = policy.check("hooks.example.com", resolved);       // host hooks.example.com refused: PRIVATE 10.0.0.7
        HostPolicy partners = policy.allowingRange("100.64.0.0/10").trustingNames("status.internal");
        boolean allowed = partners.check("status.internal", resolved).allowed();     // true
        // [/snippet]
        assertThat(numeric).hasToString("host 0x7f.1 refused: NUMERIC_NAME 127.0.0.1");
        assertThat(ignorable).hasToString("host 127.0.0.1%CD%8F refused: LOOPBACK 127.0.0.1");
        assertThat(wide).hasToString("host １２７。０。０。１ refused: LOOPBACK 127.0.0.1");
        assertThat(idn).hasToString("host b%C3%BCcher.example allowed: PUBLIC");
        assertThat(hostsFile).hasToString("host localhost4.localdomain4 refused: LOCALHOST_NAME");
        assertThat(connection).hasToString("host hooks.example.com refused: PRIVATE 10.0.0.7");
        assertThat(connection.reason()).isEqualTo(HostReason.PRIVATE);
        assertThat(allowed).isTrue();
        assertThat(partners.check("100.64.1.2").allowed()).isTrue();
    }
}
