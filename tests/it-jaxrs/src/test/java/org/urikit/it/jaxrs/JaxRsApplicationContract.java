package org.urikit.it.jaxrs;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a Jakarta REST application with uri-jaxrs and uri-jsonb does over real HTTP, the same on
 * every runtime: urikit parameters bind, JSON bodies round-trip byte for byte through JSON-B, and
 * a malformed value is answered with 400 {@code application/problem+json} naming where and why,
 * with no password in the body or in any log record of the runtime.
 */
abstract class JaxRsApplicationContract {
    static final String PASSWORD = "S3cretPw";
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final List<LogRecord> LOG = new ArrayList<>();
    private static final Handler CAPTURE = new Handler() {
        @Override
        public void publish(LogRecord r) {
            synchronized (LOG) {
                LOG.add(r);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    /**
     * The loggers of the runtimes, their JSON-B and urikit, at every level. Not the HTTP servers'
     * request tracing ({@code com.sun.net.httpserver}, {@code io.undertow.request} at debug level):
     * like any access log it shows the request line as sent, query string included, whatever the
     * application; nor the test's own HTTP client.
     */
    private static final String[] SERVER_LOGGERS = {"org.glassfish", "org.jboss", "org.eclipse", "org.urikit"};
    private static final List<Logger> CAPTURED = new ArrayList<>();

    /** The base address of the running application, {@code http://127.0.0.1:PORT/}. */
    abstract String base();

    @BeforeAll
    static void captureLogs() {
        for (String name : SERVER_LOGGERS) {
            Logger l = Logger.getLogger(name);
            l.setLevel(Level.ALL);
            l.addHandler(CAPTURE);
            CAPTURED.add(l); // held: a logger only weakly referenced could lose its level
        }
    }

    @AfterAll
    static void stopCapturing() {
        for (Logger l : CAPTURED) {
            l.removeHandler(CAPTURE);
            l.setLevel(null);
        }
        CAPTURED.clear();
    }

    @AfterEach
    void noLogRecordShowsThePassword() {
        synchronized (LOG) {
            for (LogRecord r : LOG) {
                StringBuilder all = new StringBuilder(String.valueOf(r.getMessage()));
                if (r.getParameters() != null) {
                    for (Object p : r.getParameters()) {
                        all.append(' ').append(p);
                    }
                }
                for (Throwable t = r.getThrown(); t != null; t = t.getCause()) {
                    all.append(' ').append(t);
                }
                assertThat(all.toString()).as("log record of %s", r.getLoggerName()).doesNotContain(PASSWORD);
            }
            LOG.clear();
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    HttpResponse<String> get(String pathAndQuery, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base() + pathAndQuery)).timeout(Duration.ofSeconds(10));
        if (headers.length > 0) {
            b.headers(headers);
        }
        return CLIENT.send(b.GET().build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    HttpResponse<String> post(String path, String contentType, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base() + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> problem(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/problem+json"));
        assertThat(r.body()).doesNotContain(PASSWORD);
        try (Jsonb jsonb = JsonbBuilder.create()) {
            return jsonb.fromJson(r.body(), Map.class);
        }
    }

    @Test
    void queryParametersOfUrikitTypesBind() throws Exception {
        HttpResponse<String> r = get("hooks?callback=" + q("https://Example.com/a?b=c#d") + "&page=" + q(" HTTP://EXAMPLE.com:80/a "));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).isEqualTo("Uri<https://Example.com/a?b=c#d> WhatwgUrl<http://example.com/a>");
    }

    @Test
    void pathHeaderAndFormParametersBind() throws Exception {
        assertThat(get("hooks/ref/" + q("a;b=c")).body()).isEqualTo("RelativeReference<a;b=c>");
        assertThat(get("hooks/header", "X-Callback", "https://cb.example/hook").body()).isEqualTo("Uri<https://cb.example/hook>");
        HttpResponse<String> form = post("hooks/form", "application/x-www-form-urlencoded", "callback=" + q("https://f.example/x?y"));
        assertThat(form.body()).isEqualTo("Uri<https://f.example/x?y>");
    }

    @Test
    void aMalformedQueryParameterIsA400ProblemNamingWhereAndWhy() throws Exception {
        Map<String, Object> p = problem(get("hooks?callback=" + q("http://me:" + PASSWORD + "@a b/")));
        assertThat(p).containsEntry("type", "about:blank").containsEntry("title", "Invalid URI")
                .containsEntry("status", java.math.BigDecimal.valueOf(400))
                .containsEntry("detail", "query parameter 'callback': invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)")
                .containsEntry("instance", "/hooks")
                .containsEntry("parameter", "callback").containsEntry("in", "query")
                .containsEntry("index", java.math.BigDecimal.valueOf(20)).containsEntry("component", "host")
                .containsEntry("grammar", "RFC 3986").containsEntry("rule", "reg-name")
                .containsEntry("reason", "UNEXPECTED_CHARACTER")
                .containsEntry("message", "invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)");
        assertThat((List<?>) p.get("errors")).hasSize(1);
    }

    @Test
    void aMalformedWhatwgParameterNamesTheStandardsError() throws Exception {
        Map<String, Object> p = problem(get("hooks?page=" + q("http://me:" + PASSWORD + "@a b/")));
        assertThat(p).containsEntry("parameter", "page").containsEntry("reason", "domain-invalid-code-point")
                .containsEntry("grammar", "WHATWG URL Standard").containsEntry("component", "host");
    }

    @Test
    void aMalformedPathParameterIsA400WithoutThePathAsInstance() throws Exception {
        Map<String, Object> p = problem(get("hooks/ref/" + q("http:x")));
        assertThat(p).containsEntry("parameter", "ref").containsEntry("in", "path").containsEntry("reason", "COLON_IN_FIRST_SEGMENT")
                .containsEntry("index", java.math.BigDecimal.valueOf(4)).doesNotContainKey("instance");
        assertThat(p.get("detail").toString()).startsWith("path parameter 'ref': ':' in the first segment of a relative path at index 4");
    }

    @Test
    void aMalformedHeaderOrFormParameterIsA400Problem() throws Exception {
        Map<String, Object> h = problem(get("hooks/header", "X-Callback", "http://me:" + PASSWORD + "@a b/"));
        assertThat(h).containsEntry("parameter", "X-Callback").containsEntry("in", "header").containsEntry("index", java.math.BigDecimal.valueOf(20));
        Map<String, Object> f = problem(post("hooks/form", "application/x-www-form-urlencoded", "callback=" + q("/no/scheme")));
        assertThat(f).containsEntry("parameter", "callback").containsEntry("in", "form").containsEntry("reason", "MISSING_SCHEME");
    }

    @Test
    void aCookieBindsAndAMalformedOneIsA400Problem() throws Exception {
        assertThat(get("hooks/cookie", "Cookie", "cb=https://c.example/x").body()).isEqualTo("Uri<https://c.example/x>");
        Map<String, Object> p = problem(get("hooks/cookie", "Cookie", "cb=no-scheme"));
        assertThat(p).containsEntry("parameter", "cb").containsEntry("in", "cookie").containsEntry("reason", "MISSING_SCHEME")
                .containsEntry("detail", "cookie parameter 'cb': missing scheme: expected a scheme name and ':' before the end of input at index 9 (RFC 3986 URI)");
    }

    @Test
    void aJsonBodyRoundTripsByteForByteThroughJsonb() throws Exception {
        String json = "{\"callback\":\"HTTP://Example.COM:80/%7e/./a\",\"links\":[\"../x;p?y\",\"mailto:a@b\"],\"page\":\"http://p.example/\"}";
        HttpResponse<String> r = post("hooks", "application/json", json);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).isEqualTo(json);
    }

    @Test
    void aMalformedJsonBodyValueIsA400ProblemNamingTheProperty() throws Exception {
        String json = "{\"callback\":\"http://me:" + PASSWORD + "@a b/\",\"links\":[]}";
        Map<String, Object> p = problem(post("hooks", "application/json", json));
        assertThat(p).containsEntry("field", "callback").containsEntry("pointer", "/callback")
                .containsEntry("detail", "'callback': invalid character ' ' (U+0020) in host at index 20 (RFC 3986 reg-name)")
                .containsEntry("index", java.math.BigDecimal.valueOf(20)).containsEntry("rule", "reg-name")
                .containsEntry("instance", "/hooks");
        Map<String, Object> inList = problem(post("hooks", "application/json", "{\"links\":[\"ok\",\"http://me:" + PASSWORD + "@[x/\"]}"));
        assertThat(inList).containsEntry("field", "links").containsEntry("reason", "INVALID_IPV6");
    }
}
