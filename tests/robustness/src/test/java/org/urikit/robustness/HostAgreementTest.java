package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

import okhttp3.HttpUrl;

import org.junit.jupiter.api.Test;
import org.urikit.HostKind;
import org.urikit.Normalizer;
import org.urikit.Uri;
import org.urikit.testing.Corpus;
import org.urikit.testing.UriGenerator;

/**
 * Host agreement: for every http(s) URL of the corpus and of a generated set that urikit and the
 * other parser both accept, host, port and path agree, or the difference falls in one of the
 * listed classes (explained in docs/ROBUSTNESS.md). Against {@code java.net.URI} the comparison is
 * on raw text; against OkHttp's {@code HttpUrl}, which normalizes, urikit's side is normalized
 * first (scheme-based normalization, default port, decoded lower-case host, decoded segments).
 * {@code java.net.URI} is the running JDK's: the classes hold for JDK 17 and JDK 25 (both run by
 * {@code .ci/run}).
 */
class HostAgreementTest {
    private static final long SEED = Long.getLong("urikit.seed", 0x9L);
    private static final int GENERATED = 20_000;

    /** Why java.net.URI sees another host, port or path than urikit. */
    enum JavaNetDivergence {
        /** java.net.URI fell back to a registry-based authority (host null): '_', '~', sub-delims or '%' in the host, a label starting or ending with '-', an empty label, a top label starting with a digit, a port beyond int. */
        JAVA_REGISTRY_BASED_AUTHORITY,
        /** urikit's host is empty ({@code http:///x}, {@code http://u@/}); java.net.URI gives no host. */
        EMPTY_HOST,
        /** The port text is empty ({@code h:}): urikit has an empty port, java.net.URI port -1. */
        EMPTY_PORT,
        /** The port is above 65535: urikit's {@code portNumber()} is empty, java.net.URI gives the number. */
        PORT_ABOVE_65535,
    }

    /** Why OkHttp's HttpUrl sees another host, port or path than urikit's normalized form. */
    enum OkHttpDivergence {
        /** urikit's host is empty ({@code http:///x}): OkHttp skips every '/' after {@code http:} (WHATWG) and takes the next segment as the host. */
        OKHTTP_SKIPS_SLASHES,
        /** OkHttp converts a non-ASCII (percent-encoded UTF-8) host to punycode (IDNA); urikit decodes it to Unicode. */
        OKHTTP_IDNA,
        /** An IPv4-mapped IPv6 literal ({@code [::ffff:127.0.0.1]}): OkHttp prints the IPv4 address. */
        OKHTTP_IPV4_MAPPED_IPV6,
    }

    static List<String> httpUrls() {
        List<String> urls = new ArrayList<>();
        for (String line : Corpus.all()) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("http://") || lower.startsWith("https://")) {
                urls.add(line);
            }
        }
        // host-confusion forms (docs/SECURITY.md)
        urls.addAll(List.of("http://0x7f.1/", "http://127.1/", "http://2130706433/", "http://0177.0.0.1/",
                "http://0x7f000001/", "http://127.0.0.1./", "http://example.com./", "http://EXAMPLE.com/",
                "http://%31%32%37.0.0.1/", "http://a%2eb/", "http://[::ffff:127.0.0.1]/", "http://[::FFFF:7f00:1]/",
                "http://%65xample.com/", "http://ex%61mple.com:80/a/%2e%2E/b", "http://evil.com%2F@good.com/",
                "http://good.com%40evil.com/", "http://user@good.com@evil.com/", "http://xn--4ca.example/",
                "http://%C3%A4.example/", "https://example.com:443/", "http://1.2.3.4:0080/"));
        UriGenerator g = new UriGenerator(SEED);
        for (int i = 0; i < GENERATED; i++) {
            String scheme = i % 2 == 0 ? "http" : "HTTPS";
            int k = i % 4;
            String host = k == 0 ? g.host() : k == 1 ? g.regName() : k == 2 ? g.ipv4() : g.authority();
            urls.add(scheme + "://" + host + g.pathAbempty() + (i % 3 == 0 ? "?" + g.query() : ""));
        }
        return urls;
    }

    @Test
    void javaNetUriSeesTheSameHostPortAndPathOutsideTheListedClasses() {
        Map<JavaNetDivergence, List<String>> seen = new EnumMap<>(JavaNetDivergence.class);
        int compared = 0;
        for (String url : httpUrls()) {
            if (Uri.check(url).isPresent()) {
                continue;
            }
            java.net.URI j;
            try {
                j = new java.net.URI(url);
            } catch (URISyntaxException e) {
                continue;
            }
            compared++;
            Uri u = Uri.parse(url);
            Optional<JavaNetDivergence> d = javaNetDivergence(u, j);
            if (d.isPresent()) {
                seen.computeIfAbsent(d.get(), x -> new ArrayList<>()).add(url);
                continue;
            }
            assertThat(j.getHost()).as("host of %s (seed %d)", url, SEED).isEqualTo(u.host().orElseThrow());
            assertThat(j.getPort()).as("port of %s", url).isEqualTo(u.portNumber().orElse(-1));
            assertThat(j.getRawPath()).as("path of %s", url).isEqualTo(u.path());
        }
        assertThat(compared).isGreaterThan(10_000);
        report("java.net.URI", compared, seen);
    }

    static Optional<JavaNetDivergence> javaNetDivergence(Uri u, java.net.URI j) {
        String host = u.host().orElseThrow();
        if (host.isEmpty()) {
            return Optional.of(JavaNetDivergence.EMPTY_HOST);
        }
        if (u.port().filter(String::isEmpty).isPresent()) {
            return j.getHost() == null ? Optional.of(JavaNetDivergence.JAVA_REGISTRY_BASED_AUTHORITY)
                    : Optional.of(JavaNetDivergence.EMPTY_PORT);
        }
        if (u.port().isPresent() && u.portNumber().isEmpty()) {
            return j.getHost() == null ? Optional.of(JavaNetDivergence.JAVA_REGISTRY_BASED_AUTHORITY)
                    : Optional.of(JavaNetDivergence.PORT_ABOVE_65535);
        }
        if (j.getHost() == null && u.authority().orElseThrow().equals(j.getRawAuthority())) {
            return Optional.of(JavaNetDivergence.JAVA_REGISTRY_BASED_AUTHORITY);
        }
        return Optional.empty();
    }

    @Test
    void okHttpSeesTheSameHostPortAndPathOutsideTheListedClasses() {
        Map<OkHttpDivergence, List<String>> seen = new EnumMap<>(OkHttpDivergence.class);
        int compared = 0;
        for (String url : httpUrls()) {
            if (Uri.check(url).isPresent()) {
                continue;
            }
            HttpUrl ok = HttpUrl.parse(url);
            if (ok == null) {
                continue;
            }
            compared++;
            Uri u = Normalizer.schemeBased().normalize(Uri.parse(url));
            Optional<OkHttpDivergence> d = okHttpDivergence(u, ok);
            if (d.isPresent()) {
                seen.computeIfAbsent(d.get(), x -> new ArrayList<>()).add(url);
                continue;
            }
            assertThat(ok.host()).as("host of %s (seed %d)", url, SEED).isEqualTo(okHttpHost(u, ok));
            OptionalInt port = u.portNumber();
            int defaultPort = u.scheme().equals("https") ? 443 : 80;
            assertThat(ok.port()).as("port of %s (seed %d)", url, SEED).isEqualTo(port.orElse(defaultPort));
            assertThat(ok.pathSegments()).as("path of %s", url).isEqualTo(u.decodedPathSegments());
        }
        assertThat(compared).isGreaterThan(10_000);
        report("OkHttp", compared, seen);
    }

    /** The divergence class of a URL both accept, or empty when host, port and path must agree. */
    static Optional<OkHttpDivergence> okHttpDivergence(Uri u, HttpUrl ok) {
        String host = u.decodedHost().orElseThrow();
        if (host.isEmpty()) {
            return Optional.of(OkHttpDivergence.OKHTTP_SKIPS_SLASHES);
        }
        for (int i = 0; i < host.length(); i++) {
            if (host.charAt(i) > 0x7F) {
                return Optional.of(OkHttpDivergence.OKHTTP_IDNA);
            }
        }
        if (u.hostKind().orElseThrow() == HostKind.IPV6 && ok.host().indexOf(':') < 0) {
            return Optional.of(OkHttpDivergence.OKHTTP_IPV4_MAPPED_IPV6);
        }
        return Optional.empty();
    }

    /** urikit's normalized host as OkHttp prints it: decoded, IPv6 without brackets in canonical form. */
    static String okHttpHost(Uri u, HttpUrl ok) {
        String host = u.decodedHost().orElseThrow();
        if (u.hostKind().orElseThrow() == HostKind.IPV6) {
            String literal = host.substring(1, host.length() - 1);
            return sameAddress(literal, ok.host()) ? ok.host() : literal;
        }
        return host;
    }

    /** IPv6 literals compared as addresses (no DNS: a literal is parsed, never looked up). */
    private static boolean sameAddress(String a, String b) {
        try {
            return InetAddress.getByName("[" + a + "]").equals(InetAddress.getByName("[" + b + "]"));
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static <E extends Enum<E>> void report(String peer, int compared, Map<E, List<String>> seen) {
        Map<String, String> lines = new TreeMap<>();
        seen.forEach((k, v) -> lines.put(k.name(), v.size() + ", e.g. " + v.subList(0, Math.min(3, v.size()))));
        System.out.println("host agreement with " + peer + ": " + compared + " URLs compared; divergences " + lines);
    }
}
