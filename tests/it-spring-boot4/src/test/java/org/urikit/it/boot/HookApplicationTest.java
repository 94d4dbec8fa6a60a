package org.urikit.it.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.AppenderBase;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.json.JsonParserFactory;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.SpringVersion;
import org.springframework.jdbc.core.JdbcTemplate;
import org.urikit.Uri;

/**
 * The application on a random port with embedded Tomcat, called over real HTTP with the JDK's
 * client: one context for every test. The same source runs on Boot 4 (this module) and Boot 3.5
 * (it-spring-boot3 compiles it too); each pom passes the versions its Boot line manages.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class HookApplicationTest {
    private static final String PASSWORD = "S3cretPw";
    /** Every event at INFO or above, from any logger, while the context runs. */
    private static final List<ILoggingEvent> LOGGED = Collections.synchronizedList(new ArrayList<>());
    private static final AppenderBase<ILoggingEvent> CAPTURE = new AppenderBase<>() {
        @Override
        protected void append(ILoggingEvent event) {
            if (event.getLevel().isGreaterOrEqual(Level.INFO)) {
                LOGGED.add(event);
            }
        }
    };

    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    AppProperties properties;

    @BeforeAll
    static void captureLogs() {
        CAPTURE.start();
        root().addAppender(CAPTURE);
    }

    @AfterAll
    static void stopCapture() {
        root().detachAppender(CAPTURE);
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    private record Reply(int status, String contentType, String body) {
        Map<String, Object> json() {
            return JsonParserFactory.getJsonParser().parseMap(body);
        }
    }

    private Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
    }

    private Reply post(String path, String json) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private Reply get(String pathAndQuery) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + pathAndQuery)).GET());
    }

    private static String query(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    @Test
    void theVersionsAreTheOnesBootManages() throws Exception {
        String jackson = Class.forName(System.getProperty("expected.jackson.class")).getField("VERSION").get(null).toString();
        String hibernate = org.hibernate.Version.getVersionString();
        String validator = org.hibernate.validator.HibernateValidator.class.getPackage().getImplementationVersion();
        String h2 = jdbc.queryForObject("SELECT H2VERSION()", String.class);
        System.out.printf("Spring Boot %s, Spring Framework %s, Jackson %s, Hibernate ORM %s, Hibernate Validator %s, H2 %s%n",
                SpringBootVersion.getVersion(), SpringVersion.getVersion(), jackson, hibernate, validator, h2);
        assertThat(SpringBootVersion.getVersion()).isEqualTo(System.getProperty("expected.boot"));
        assertThat(SpringVersion.getVersion()).isEqualTo(System.getProperty("expected.spring"));
        assertThat(jackson).isEqualTo(System.getProperty("expected.jackson"));
        assertThat(hibernate).isEqualTo(System.getProperty("expected.hibernate"));
        assertThat(validator).isEqualTo(System.getProperty("expected.validator"));
        assertThat(h2).isEqualTo(System.getProperty("expected.h2"));
    }

    @Test
    void aValidHookIsCreatedAndStoredAsExactTextInAVarcharColumn() throws Exception {
        String callback = "https://Example.com:443/hooks/%7Ealice/./in?x=1&y=%2F#frag";
        Reply r = post("/hooks", "{\"callback\":\"" + callback + "\",\"homepage\":\"https://example.com/\"}");

        assertThat(r.status()).as(r.body()).isEqualTo(201);
        Map<String, Object> body = r.json();
        assertThat(body.get("callback")).as("a plain JSON string, the exact text").isEqualTo(callback);
        assertThat(body.get("sameCallback")).as("found by a query on the column").isEqualTo(List.of(callback));
        long id = ((Number) body.get("id")).longValue();
        assertThat(jdbc.queryForObject("SELECT callback FROM hook WHERE id = ?", String.class, id)).isEqualTo(callback);
        assertThat(jdbc.queryForObject("SELECT data_type FROM information_schema.columns"
                + " WHERE table_name = 'HOOK' AND column_name = 'CALLBACK'", String.class))
                .as("a text column, not a serialized VARBINARY").isEqualTo("CHARACTER VARYING");
    }

    @Test
    void theConfiguredJacksonModuleIsTheOneBootUses() throws Exception {
        // urikit.jackson.trim=true in application.properties
        Reply r = post("/hooks", "{\"callback\":\"  https://example.com/trimmed \"}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.json().get("callback")).isEqualTo("https://example.com/trimmed");
    }

    @Test
    void anInvalidUriInTheBodyIsAProblemDetailWithTheIndex() throws Exception {
        Reply r = post("/hooks", "{\"callback\":\"https://exa mple.com/\"}");

        assertThat(r.status()).isEqualTo(400);
        assertThat(r.contentType()).startsWith("application/problem+json");
        Map<String, Object> p = r.json();
        assertThat(p).containsEntry("status", 400).containsEntry("title", "Invalid URI")
                .containsEntry("instance", "/hooks")
                .containsEntry("field", "callback").containsEntry("pointer", "/callback")
                .containsEntry("index", 11).containsEntry("component", "host")
                .containsEntry("grammar", "RFC 3986").containsEntry("rule", "reg-name")
                .containsEntry("reason", "UNEXPECTED_CHARACTER");
        assertThat(p.get("detail")).isEqualTo("'callback': invalid character ' ' (U+0020) in host at index 11 (RFC 3986 reg-name)");
    }

    @Test
    void aValidUriViolationIsAProblemDetailNamingTheFieldAndRule() throws Exception {
        Reply r = post("/hooks", "{\"callback\":\"ftp://example.com/\",\"homepage\":\"https://a b/\"}");

        assertThat(r.status()).isEqualTo(400);
        assertThat(r.contentType()).startsWith("application/problem+json");
        Map<String, Object> p = r.json();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> errors = (List<Map<String, Object>>) p.get("errors");
        assertThat(errors).hasSize(2);
        Map<String, Object> scheme = errors.stream().filter(e -> "callback".equals(e.get("field"))).findFirst().orElseThrow();
        assertThat(scheme).containsEntry("reason", "scheme")
                .containsEntry("message", "scheme \"ftp\" is not allowed (allowed: http, https)");
        Map<String, Object> syntax = errors.stream().filter(e -> "homepage".equals(e.get("field"))).findFirst().orElseThrow();
        assertThat(syntax).containsEntry("index", 9).containsEntry("component", "host").containsEntry("rule", "reg-name")
                .containsEntry("reason", "UNEXPECTED_CHARACTER")
                .containsEntry("message", "invalid character ' ' (U+0020) in host at index 9 (RFC 3986 reg-name)");
    }

    @Test
    @SuppressWarnings("unchecked")
    void otherErrorsOfTheSameBodyAreListedButTheProblemIsAboutTheUri() throws Exception {
        Reply r = post("/hooks", "{\"homepage\":\"https://a b/\"}");

        assertThat(r.status()).isEqualTo(400);
        Map<String, Object> p = r.json();
        assertThat(p).containsEntry("field", "homepage").containsEntry("index", 9)
                .containsEntry("detail", "'homepage': invalid character ' ' (U+0020) in host at index 9 (RFC 3986 reg-name) (and 1 more)");
        assertThat((List<Object>) p.get("errors")).contains((Object) Map.of("field", "callback", "message", "must not be null"));
    }

    @Test
    void aRequestParamIsBoundAndAnInvalidOneIsAProblemDetail() throws Exception {
        Reply ok = get("/search?since=" + query("https://example.com/a?b"));
        assertThat(ok.status()).as(ok.body()).isEqualTo(200);
        assertThat(ok.json()).containsEntry("since", "https://example.com/a?b").containsEntry("scheme", "https");

        Reply bad = get("/search?since=" + query("https://example.com/a b"));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.contentType()).startsWith("application/problem+json");
        assertThat(bad.json()).containsEntry("parameter", "since").containsEntry("in", "query")
                .containsEntry("index", 21).containsEntry("component", "path").containsEntry("reason", "UNEXPECTED_CHARACTER")
                .containsEntry("detail", "query parameter 'since': invalid character ' ' (U+0020) in path at index 21 (RFC 3986 path-abempty)");
    }

    @Test
    void aValidUriParameterIsValidatedByTheMethodValidationOfSpringMvc() throws Exception {
        assertThat(get("/go?to=" + query("https://example.com/")).status()).isEqualTo(200);

        Reply scheme = get("/go?to=" + query("http://example.com/"));
        assertThat(scheme.status()).as(scheme.body()).isEqualTo(400);
        assertThat(scheme.contentType()).startsWith("application/problem+json");
        assertThat(scheme.json()).containsEntry("parameter", "to").containsEntry("in", "query")
                .containsEntry("reason", "scheme").containsEntry("message", "scheme \"http\" is not allowed (allowed: https)");

        Reply syntax = get("/go?to=" + query("https://a b/"));
        assertThat(syntax.status()).isEqualTo(400);
        assertThat(syntax.json()).containsEntry("parameter", "to").containsEntry("index", 9).containsEntry("rule", "reg-name")
                .containsEntry("reason", "UNEXPECTED_CHARACTER");
    }

    @Test
    void aPathVariableAndAHeaderAreBoundAndCheckedToo() throws Exception {
        Reply path = get("/docs/guide.html");
        assertThat(path.status()).as(path.body()).isEqualTo(200);
        assertThat(path.json()).containsEntry("ref", "guide.html");
        Reply bad = get("/docs/a%20b");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json()).containsEntry("parameter", "ref").containsEntry("in", "path").containsEntry("index", 1);

        Reply header = send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/echo-header"))
                .header("X-Callback", "https://example.com/x").GET());
        assertThat(header.status()).as(header.body()).isEqualTo(200);
        assertThat(header.json()).containsEntry("callback", "https://example.com/x");
        Reply badHeader = send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/echo-header"))
                .header("X-Callback", "/no-scheme").GET());
        assertThat(badHeader.status()).isEqualTo(400);
        assertThat(badHeader.json()).containsEntry("parameter", "X-Callback").containsEntry("in", "header")
                .containsEntry("reason", "MISSING_SCHEME");
    }

    @Test
    void configurationPropertiesBindAUri() {
        assertThat(properties.homepage()).isEqualTo(Uri.parse("https://example.com/docs/a%20b?lang=en#top"));
    }

    @Test
    void aPasswordNeverLeaks() throws Exception {
        String callback = "http://alice:" + PASSWORD + "@a b/";
        List<Reply> replies = List.of(
                get("/search?since=" + query(callback)),
                post("/hooks", "{\"callback\":\"" + callback + "\"}"),
                post("/hooks", "{\"callback\":\"https://example.com/\",\"homepage\":\"" + callback + "\"}"),
                post("/hooks", "{\"callback\":\"http://alice:" + PASSWORD + "@example.com/\"}"));
        for (Reply r : replies) {
            assertThat(r.status()).as(r.body()).isEqualTo(400);
            assertThat(r.contentType()).startsWith("application/problem+json");
            assertThat(r.body()).doesNotContain(PASSWORD);
        }
        assertThat(replies.get(0).json()).containsEntry("index", 23).containsEntry("component", "host");
        assertThat(replies.get(3).json()).containsEntry("reason", "userinfo");
        List<String> logged;
        synchronized (LOGGED) {
            logged = LOGGED.stream().map(HookApplicationTest::text).toList();
        }
        assertThat(logged).noneMatch(line -> line.contains(PASSWORD));
    }

    @Test
    void theReadmesProblemDetailIsTheRealOne() throws Exception {
        String readme = Files.readString(Path.of("..", "..", "README.md"));
        String marker = "<!-- spring-boot:problem GET ";
        int at = readme.indexOf(marker);
        assertThat(at).as("the README's example").isNotNegative();
        String request = readme.substring(at + marker.length(), readme.indexOf(" -->", at));
        int start = readme.indexOf("```json\n", at) + "```json\n".length();
        String example = readme.substring(start, readme.indexOf("```", start));
        int q = request.indexOf("?since=");

        Reply r = get(request.substring(0, q) + "?since=" + query(request.substring(q + "?since=".length())));

        assertThat(r.status()).isEqualTo(400);
        Map<String, Object> body = new java.util.LinkedHashMap<>(r.json());
        // Spring Framework 6 writes the default type, "about:blank"; 7 leaves it out, as the README does
        body.remove("type", "about:blank");
        assertThat(body).isEqualTo(JsonParserFactory.getJsonParser().parseMap(example));
    }

    /** A log event's message and every message of its exception chain. */
    private static String text(ILoggingEvent e) {
        StringBuilder s = new StringBuilder(e.getFormattedMessage());
        for (IThrowableProxy t = e.getThrowableProxy(); t != null; t = t.getCause()) {
            s.append('\n').append(t.getClassName()).append(": ").append(t.getMessage());
        }
        return s.toString();
    }
}
