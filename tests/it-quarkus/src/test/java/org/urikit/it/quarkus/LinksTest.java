package org.urikit.it.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import javax.sql.DataSource;

import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The application over real HTTP on the test port, with uri-quarkus as its only urikit dependency
 * and no urikit code: JSON round trips byte for byte, VARCHAR columns that queries compare, 400
 * problem details for a body, a query, a path and a header parameter, Bean Validation messages in
 * the client's language, a {@code @ConfigMapping} with a {@code Uri}, the OpenAPI document, and no
 * password in any response body or log record.
 */
@QuarkusTest
class LinksTest {
    static final String PASSWORD = "S3cretPw";
    private static final String BAD = "http://me:" + PASSWORD + "@a b/";
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The loggers of Quarkus, its libraries and urikit, at every level, while this class runs. */
    private static final String[] LOGGERS = {"io.quarkus", "org.jboss", "org.hibernate", "io.smallrye", "io.vertx",
        "io.netty", "org.urikit", "com.fasterxml"};
    private static final List<Logger> CAPTURED = new ArrayList<>();
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

    @TestHTTPResource("/")
    URL base;

    @Inject
    DataSource dataSource;

    @BeforeAll
    static void captureLogs() {
        for (String name : LOGGERS) {
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
        List<LogRecord> records;
        synchronized (LOG) {
            records = List.copyOf(LOG);
            LOG.clear();
        }
        for (LogRecord r : records) {
            if (isRequestTrace(r)) {
                continue;
            }
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
    }

    /**
     * Vert.x Web's request tracing at debug level ({@code Router: ... accepting request GET http://...}): like
     * any access log, it shows the request line as the client sent it, query string included, whatever the
     * application does with it. Every other record is checked.
     */
    private static boolean isRequestTrace(LogRecord r) {
        return "io.vertx.ext.web.impl.RouterImpl".equals(r.getLoggerName()) && r.getLevel().intValue() < Level.INFO.intValue()
                && String.valueOf(r.getMessage()).startsWith("Router: ")
                && String.valueOf(r.getMessage()).contains(" accepting request ");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "HTTP://Example.COM:80/%7e/./a/../b?q=%20x&r=a+b#Frag",
        "http://[::1]:8080/x;p=1?",
        "urn:isbn:0451450523",
        "mailto:someone@example.org?subject=%E2%82%AC",
        "file:///C:/dir/file.txt",
        "foo:#"
    })
    void aLinkRoundTripsByteForByte(String url) throws Exception {
        String body = "{\"url\":\"" + url + "\",\"title\":\"https://例え.テスト/パス?q=ä#ü\",\"path\":\"../a;b?c\"}";
        HttpResponse<String> created = post("links", body);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(200);
        assertThat(created.body()).contains("\"url\":\"" + url + "\"", "\"title\":\"https://例え.テスト/パス?q=ä#ü\"",
                "\"path\":\"../a;b?c\"");
        long id = JSON.readTree(created.body()).get("id").asLong();
        HttpResponse<String> read = get("links/" + id);
        assertThat(read.statusCode()).isEqualTo(200);
        assertThat(read.body()).isEqualTo("{\"id\":" + id + ",\"url\":\"" + url
                + "\",\"title\":\"https://例え.テスト/パス?q=ä#ü\",\"path\":\"../a;b?c\"}");
    }

    @Test
    void urikitColumnsAreVarcharsThatQueriesCompareByText() throws Exception {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("select column_name, data_type from information_schema.columns"
                        + " where table_name = 'LINK' and column_name in ('URL', 'TITLE', 'PATH') order by column_name")) {
            try (ResultSet r = s.executeQuery()) {
                List<String> columns = new ArrayList<>();
                while (r.next()) {
                    columns.add(r.getString(1) + " " + r.getString(2));
                }
                assertThat(columns).containsExactly("PATH CHARACTER VARYING", "TITLE CHARACTER VARYING",
                        "URL CHARACTER VARYING");
            }
        }
        post("links", "{\"url\":\"http://q.example/X\"}");
        post("links", "{\"url\":\"http://q.example/x\"}");
        JsonNode found = JSON.readTree(get("links?url=" + q("http://q.example/x")).body());
        assertThat(found).hasSize(1);
        assertThat(found.get(0).get("url").asText()).isEqualTo("http://q.example/x");
    }

    @Test
    void parametersBind() throws Exception {
        assertThat(get("links/path/" + q("a;b=c")).body()).isEqualTo("RelativeReference<a;b=c>");
        assertThat(get("links/header", "X-Callback", "https://cb.example/hook?x#y").body())
                .isEqualTo("Uri<https://cb.example/hook?x#y>");
    }

    @Test
    void aMalformedQueryParameterIsA400Problem() throws Exception {
        JsonNode p = problem(get("links?url=" + q(BAD)));
        assertThat(p.get("parameter").asText()).isEqualTo("url");
        assertThat(p.get("in").asText()).isEqualTo("query");
        assertThat(p.get("index").asInt()).isEqualTo(20);
        assertThat(p.get("component").asText()).isEqualTo("host");
        assertThat(p.get("rule").asText()).isEqualTo("reg-name");
        assertThat(p.get("reason").asText()).isEqualTo("UNEXPECTED_CHARACTER");
        assertThat(p.get("status").asInt()).isEqualTo(400);
    }

    @Test
    void aMalformedPathParameterIsA400Problem() throws Exception {
        JsonNode p = problem(get("links/path/" + q("http:x")));
        assertThat(p.get("parameter").asText()).isEqualTo("path");
        assertThat(p.get("in").asText()).isEqualTo("path");
        assertThat(p.get("index").asInt()).isEqualTo(4);
        assertThat(p.get("reason").asText()).isEqualTo("COLON_IN_FIRST_SEGMENT");
    }

    @Test
    void aMalformedHeaderIsA400Problem() throws Exception {
        JsonNode p = problem(get("links/header", "X-Callback", BAD));
        assertThat(p.get("parameter").asText()).isEqualTo("X-Callback");
        assertThat(p.get("in").asText()).isEqualTo("header");
        assertThat(p.get("index").asInt()).isEqualTo(20);
    }

    @Test
    void aMalformedValueInAJsonBodyIsA400ProblemNamingTheField() throws Exception {
        JsonNode p = problem(post("links", "{\"url\":\"" + BAD + "\"}"));
        assertThat(p.get("field").asText()).isEqualTo("url");
        assertThat(p.get("pointer").asText()).isEqualTo("/url");
        assertThat(p.get("index").asInt()).isEqualTo(20);
        assertThat(p.get("component").asText()).isEqualTo("host");
        assertThat(p.get("rule").asText()).isEqualTo("reg-name");
        assertThat(p.get("reason").asText()).isEqualTo("UNEXPECTED_CHARACTER");
    }

    @Test
    void webhookUrlRejectsAPrivateHostInTheClientsLanguage() throws Exception {
        String hook = "{\"callback\":\"https://10.0.0.1/x\"}";
        assertThat(violation(post("links/hooks", hook, "Accept-Language", "en"))).isEqualTo("host 10.0.0.1 is a private address");
        assertThat(violation(post("links/hooks", hook, "Accept-Language", "de"))).isEqualTo("Host 10.0.0.1 ist eine private Adresse");
        HttpResponse<String> ok = post("links/hooks", "{\"callback\":\"https://hooks.example.com/x\"}");
        assertThat(ok.statusCode()).as(ok.body()).isEqualTo(200);
        HttpResponse<String> withPassword = post("links/hooks", "{\"callback\":\"https://me:" + PASSWORD + "@10.0.0.1/x\"}");
        assertThat(withPassword.statusCode()).isEqualTo(400);
        assertThat(withPassword.body()).doesNotContain(PASSWORD);
    }

    @Test
    void aConfigMappingReadsAUri() throws Exception {
        assertThat(get("links/home").body()).isEqualTo("Uri<HTTPS://Example.ORG:443/a%20b/./c?q=%7E#top>");
    }

    @Test
    void theOpenApiDocumentDescribesUrikitValuesAsStrings() throws Exception {
        JsonNode doc = JSON.readTree(get("q/openapi?format=json").body());
        JsonNode link = doc.at("/components/schemas/Link/properties");
        assertThat(link.get("url")).isEqualTo(JSON.readTree("{\"type\":\"string\",\"format\":\"uri\"}"));
        assertThat(link.get("title")).isEqualTo(JSON.readTree("{\"type\":\"string\",\"format\":\"iri\"}"));
        assertThat(link.get("path")).isEqualTo(JSON.readTree("{\"type\":\"string\",\"format\":\"uri-reference\"}"));
        JsonNode callback = doc.at("/components/schemas/Hook/properties/callback");
        assertThat(callback.get("format").asText()).isEqualTo("uri");
        assertThat(callback.get("maxLength").asInt()).isEqualTo(2048);
        assertThat(callback.get("pattern").asText()).isEqualTo("^(?:[Hh][Tt][Tt][Pp][Ss]):");
        JsonNode url = doc.at("/paths/~1links/get/parameters/0");
        assertThat(url.get("name").asText()).isEqualTo("url");
        assertThat(url.get("schema")).isEqualTo(JSON.readTree("{\"type\":\"string\",\"format\":\"uri\"}"));
        assertThat(doc.at("/components/schemas").has("org.urikit.Uri")).isFalse();
    }

    private static JsonNode problem(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(
                t -> assertThat(t).startsWith("application/problem+json"));
        assertThat(r.body()).doesNotContain(PASSWORD);
        return JSON.readTree(r.body());
    }

    /** The message of the one violation in Quarkus's own Bean Validation answer. */
    private static String violation(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        JsonNode violations = JSON.readTree(r.body()).get("violations");
        assertThat(violations).as(r.body()).hasSize(1);
        return violations.get(0).get("message").asText();
    }

    private static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private HttpResponse<String> get(String pathAndQuery, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(Duration.ofSeconds(10));
        if (headers.length > 0) {
            b.headers(headers);
        }
        return CLIENT.send(b.GET().build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private HttpResponse<String> post(String path, String json, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json");
        if (headers.length > 0) {
            b.headers(headers);
        }
        return CLIENT.send(b.POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
