package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpServer;

import okhttp3.Dns;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;

/**
 * The host-policy wiring of docs/SECURITY.md ({@link CheckedHttpClient}, {@link CheckedOkHttp})
 * against a real HTTP server on 127.0.0.1: a public-looking name that resolves to loopback is
 * refused before any connection, and a redirect from an allowed host to
 * {@code http://127.0.0.1:PORT/} is refused before it is sent. Only loopback traffic: the names
 * are resolved by resolvers the test controls.
 */
class CheckedClientsTest {
    private static HttpServer server;
    private static int port;
    private static final Map<String, AtomicInteger> HITS = new ConcurrentHashMap<>();
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @BeforeAll
    static void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
        port = server.getAddress().getPort();
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            HITS.computeIfAbsent(path, p -> new AtomicInteger()).incrementAndGet();
            if (path.equals("/redirect")) {
                exchange.getResponseHeaders().add("Location", "http://127.0.0.1:" + port + "/secret");
                exchange.sendResponseHeaders(302, -1);
            } else {
                byte[] body = ("body of " + path).getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
            exchange.close();
        });
        server.start();
    }

    @AfterAll
    static void stop() {
        server.stop(0);
    }

    @BeforeEach
    void clearHits() {
        HITS.clear();
    }

    private static int hits(String path) {
        AtomicInteger n = HITS.get(path);
        return n == null ? 0 : n.get();
    }

    /** A resolver that knows a few names, all of them loopback, and nothing else. */
    private static InetAddress[] fakeResolve(String host) throws UnknownHostException {
        if (host.equals("public.example") || host.equals("hooks.test") || host.equals("localhost")) {
            return new InetAddress[] {LOOPBACK};
        }
        throw new UnknownHostException(host);
    }

    private static final Dns FAKE_DNS = host -> List.of(fakeResolve(host));

    private static HttpClient noRedirects() {
        return HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    }

    @Test
    void httpClientRefusesAPublicLookingNameThatResolvesToLoopback() {
        CheckedHttpClient client = new CheckedHttpClient(noRedirects(), HostPolicy.publicOnly(), CheckedClientsTest::fakeResolve);
        assertThatThrownBy(() -> client.get("http://public.example:" + port + "/hook"))
                .isInstanceOfSatisfying(HostRefusedException.class, e -> {
                    assertThat(e.verdict().reason()).isEqualTo(HostReason.LOOPBACK);
                    assertThat(e.verdict().host()).isEqualTo("public.example");
                })
                .hasMessage("refused: host public.example refused: LOOPBACK 127.0.0.1");
        assertThat(HITS).isEmpty();
    }

    @Test
    void httpClientRefusesARedirectToLoopback() throws Exception {
        // "localhost" is trusted here so that the first hop reaches the test server; the JDK
        // resolves it from the hosts file, without DNS.
        CheckedHttpClient client = new CheckedHttpClient(noRedirects(), HostPolicy.publicOnly().trustingNames("localhost"),
                CheckedClientsTest::fakeResolve);
        assertThat(client.get("http://localhost:" + port + "/hook").body()).isEqualTo("body of /hook");
        assertThatThrownBy(() -> client.get("http://localhost:" + port + "/redirect"))
                .isInstanceOfSatisfying(HostRefusedException.class, e -> {
                    assertThat(e.verdict().reason()).isEqualTo(HostReason.LOOPBACK);
                    assertThat(e.verdict().host()).isEqualTo("127.0.0.1");
                });
        assertThat(hits("/redirect")).isEqualTo(1);
        assertThat(hits("/secret")).isZero();
        assertThatThrownBy(() -> client.get("http://127.0.0.1:" + port + "/secret")).isInstanceOf(HostRefusedException.class);
        assertThat(hits("/secret")).isZero();
    }

    @Test
    void httpClientWiringNeedsAClientThatDoesNotFollowRedirects() {
        HttpClient following = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
        assertThatThrownBy(() -> new CheckedHttpClient(following, HostPolicy.publicOnly(), InetAddress::getAllByName))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static OkHttpClient okHttp(HostPolicy policy) {
        return CheckedOkHttp.checked(new OkHttpClient.Builder(), policy, FAKE_DNS).build();
    }

    private static String get(OkHttpClient client, String url) throws IOException {
        try (Response response = client.newCall(new Request.Builder().url(url).build()).execute()) {
            return response.body().string();
        }
    }

    @Test
    void okHttpRefusesAPublicLookingNameThatResolvesToLoopback() {
        OkHttpClient client = okHttp(HostPolicy.publicOnly());
        assertThatThrownBy(() -> get(client, "http://public.example:" + port + "/hook"))
                .isInstanceOf(UnknownHostException.class)
                .hasMessage("refused: host public.example refused: LOOPBACK 127.0.0.1");
        assertThatThrownBy(() -> get(client, "http://localhost4.localdomain4:" + port + "/hook"))
                .isInstanceOf(UnknownHostException.class)
                .hasMessage("refused: host localhost4.localdomain4 refused: LOCALHOST_NAME");
        assertThat(HITS).isEmpty();
    }

    @Test
    void okHttpRefusesARedirectToLoopbackAndIpLiterals() throws IOException {
        OkHttpClient client = okHttp(HostPolicy.publicOnly().trustingNames("hooks.test"));
        assertThat(get(client, "http://hooks.test:" + port + "/hook")).isEqualTo("body of /hook");
        assertThatThrownBy(() -> get(client, "http://hooks.test:" + port + "/redirect"))
                .isInstanceOfSatisfying(HostRefusedException.class, e -> {
                    assertThat(e.verdict().reason()).isEqualTo(HostReason.LOOPBACK);
                    assertThat(e.verdict().host()).isEqualTo("127.0.0.1");
                });
        assertThat(hits("/redirect")).isEqualTo(1);
        assertThat(hits("/secret")).isZero();
        // OkHttp does not ask Dns about IP literals: the network interceptor refuses them
        assertThatThrownBy(() -> get(client, "http://127.0.0.1:" + port + "/secret")).isInstanceOf(HostRefusedException.class);
        assertThat(hits("/secret")).isZero();
    }
}
