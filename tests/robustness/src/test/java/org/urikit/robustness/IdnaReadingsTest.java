package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import okhttp3.HttpUrl;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.HostKind;
import org.urikit.Uri;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;
import org.urikit.net.HostVerdict;
import org.urikit.testing.InternalHostForms;

/**
 * The table of docs/SECURITY.md "Hosts as clients read them": hosts that are RFC 3986 reg-names,
 * that OkHttp 5.5.1 maps (percent-decoding, then UTS #46) to another host, and the policy's reason
 * for each; and, on generated forms, that the policy's verdict is the one for the host OkHttp
 * connects to.
 */
class IdnaReadingsTest {
    private static final long SEED = Long.getLong("urikit.seed", 15L);
    private static final HostPolicy POLICY = HostPolicy.publicOnly();

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            127.0.0.1%CD%8F                   | 127.0.0.1               | LOOPBACK
            169.254.169.254%EF%B8%8F          | 169.254.169.254         | METADATA
            10.0.0.1%E1%A0%8B                 | 10.0.0.1                | PRIVATE
            127.1%F3%A0%84%80                 | 127.1                   | NUMERIC_NAME
            %EF%BC%91%EF%BC%92%EF%BC%97.0.0.1 | 127.0.0.1               | LOOPBACK
            127%E3%80%820%EF%BC%8E0%EF%BD%A11 | 127.0.0.1               | LOOPBACK
            %EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94 | localhost | LOCALHOST_NAME
            LOCAL%C2%ADHOST                   | localhost               | LOCALHOST_NAME
            localhost4.localdomain4           | localhost4.localdomain4 | LOCALHOST_NAME
            b%C3%BCcher.example               | xn--bcher-kva.example   | PUBLIC
            M%C3%BCnchen.DE                   | xn--mnchen-3ya.de       | PUBLIC
            """)
    void okHttpReadsTheseHostsAsThePolicyDoes(String host, String okHttpHost, HostReason reason) {
        String url = "https://" + host + "/";
        Uri uri = Uri.parse(url);
        assertThat(uri.hostKind()).contains(HostKind.REG_NAME);
        HttpUrl ok = HttpUrl.parse(url);
        assertThat(ok.host()).isEqualTo(okHttpHost);
        HostVerdict v = POLICY.check(uri);
        assertThat(v.reason()).isEqualTo(reason);
        assertThat(v.allowed()).isEqualTo(reason == HostReason.PUBLIC);
        HostVerdict onOkHttpsHost = POLICY.check(ok.host());
        assertThat(v.reason()).isEqualTo(onOkHttpsHost.reason());
        assertThat(v.address()).isEqualTo(onOkHttpsHost.address());
    }

    @Test
    void theVerdictIsTheOneForTheHostOkHttpConnectsTo() {
        // Every generated internal form that is an RFC 3986 reg-name (percent-encoded ASCII and
        // UTF-8, numeric, names), and public international names: where OkHttp accepts the URL,
        // the policy judges the raw host as it judges OkHttp's host. Where they differ, only a
        // refusal by the policy of a host OkHttp reads is allowed (the policy is stricter), and
        // each such case is counted.
        List<String> hosts = new ArrayList<>();
        Random pick = new Random(SEED);
        for (InternalHostForms.Form f : new InternalHostForms(SEED).all()) {
            if (f.kind() != InternalHostForms.Kind.NOT_A_HOST && f.kind() != InternalHostForms.Kind.ADDRESS
                    && (f.kind() == InternalHostForms.Kind.NON_ASCII || pick.nextInt(4) == 0)) {
                hosts.add(f.kind() == InternalHostForms.Kind.RAW_UNICODE ? InternalHostForms.encodeNonAscii(f.host())
                        : f.host());
            }
        }
        for (String name : List.of("bücher.example", "münchen.de", "例え.jp", "faß.de", "ΣΊΣΥΦΟΣ.gr", "☕.example",
                "ｅｘａｍｐｌｅ。ｃｏｍ", "xn--bcher-kva.example", "παράδειγμα.δοκιμή", "пример.рф", "9m.no", "اختبار.مصر")) {
            hosts.add(InternalHostForms.encodeNonAscii(name));
        }
        // hosts the policy cannot read: ZWJ out of context (C2), bad Punycode, RTL override (V7),
        // a combining mark first (V6), ill-formed UTF-8
        hosts.addAll(List.of("a%E2%80%8Db.example", "xn--a.example", "%E2%80%AEa.example", "%CC%81a.example",
                "a%C3%28.example", "a%FF.example", "127.0.0.1%C0%AE"));
        int compared = 0;
        int okHttpRefused = 0;
        Map<HostReason, Integer> stricter = new EnumMap<>(HostReason.class);
        List<String> differ = new ArrayList<>();
        for (String host : hosts) {
            String url = "https://" + host + "/";
            HttpUrl ok = HttpUrl.parse(url);
            HostVerdict v = POLICY.check(Uri.parse(url));
            if (ok == null) {
                okHttpRefused++;
                continue;
            }
            compared++;
            HostVerdict onOk = POLICY.check(ok.host());
            if (v.reason() == onOk.reason() && v.address().equals(onOk.address())) {
                continue;
            }
            if (!v.allowed() && (v.reason() == HostReason.INVALID_IDN || v.reason() == HostReason.INVALID_UTF8
                    || v.reason() == HostReason.MALFORMED)) {
                stricter.merge(v.reason(), 1, Integer::sum);
            } else {
                differ.add(host + " -> OkHttp " + ok.host() + ": " + v + " / " + onOk);
            }
        }
        System.out.println("policy vs OkHttp 5.5.1 host (seed " + SEED + "): " + hosts.size() + " hosts, " + compared
                + " compared, " + okHttpRefused + " refused by OkHttp, policy stricter " + stricter + ", differ "
                + differ.size());
        assertThat(differ).isEmpty();
        assertThat(compared).isGreaterThan(10_000);
    }
}
