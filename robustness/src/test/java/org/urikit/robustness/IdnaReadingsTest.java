package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import okhttp3.HttpUrl;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.HostKind;
import org.urikit.Uri;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;

/**
 * The table of docs/SECURITY.md "Hosts as clients read them": hosts that are RFC 3986 reg-names,
 * that OkHttp maps (UTS #46) to internal addresses, and the policy's reason for each.
 */
class IdnaReadingsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            127.0.0.1%CD%8F                   | 127.0.0.1               | NON_ASCII
            169.254.169.254%EF%B8%8F          | 169.254.169.254         | NON_ASCII
            10.0.0.1%E1%A0%8B                 | 10.0.0.1                | NON_ASCII
            127.1%F3%A0%84%80                 | 127.1                   | NON_ASCII
            %EF%BC%91%EF%BC%92%EF%BC%97.0.0.1 | 127.0.0.1               | NON_ASCII
            localhost4.localdomain4           | localhost4.localdomain4 | LOCALHOST_NAME
            """)
    void okHttpReadsTheseHostsAsInternalAndThePolicyRefusesThem(String host, String okHttpHost, HostReason reason) {
        String url = "https://" + host + "/";
        Uri uri = Uri.parse(url);
        assertThat(uri.hostKind()).contains(HostKind.REG_NAME);
        assertThat(HttpUrl.parse(url).host()).isEqualTo(okHttpHost);
        assertThat(HostPolicy.publicOnly().check(uri).reason()).isEqualTo(reason);
        assertThat(HostPolicy.publicOnly().check(uri).allowed()).isFalse();
    }
}
