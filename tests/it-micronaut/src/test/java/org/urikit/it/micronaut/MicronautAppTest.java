package org.urikit.it.micronaut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import javax.sql.DataSource;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.json.JsonMapper;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.UriReference;

/** A Micronaut 4 application over real HTTP, with uri-micronaut and no urikit code of its own. */
@MicronautTest
class MicronautAppTest {
    private static final String SECRET = "s3cr3tPW";

    @Inject
    @Client("/")
    HttpClient http;

    @Inject
    JsonMapper json;

    @Inject
    io.micronaut.serde.ObjectMapper serde;

    @Inject
    WebhookRepository repository;

    @Inject
    DataSource dataSource;

    private String get(String path) {
        return http.toBlocking().retrieve(path);
    }

    private static String q(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    /** The status and body of a request that must fail. */
    private HttpClientResponseException failure(HttpRequest<?> request) {
        HttpClientResponseException e = (HttpClientResponseException) org.assertj.core.api.Assertions
                .catchThrowable(() -> http.toBlocking().exchange(request, String.class));
        assertThat(e).as("request must fail").isNotNull();
        return e;
    }

    private static String body(HttpClientResponseException e) {
        return e.getResponse().getBody(String.class).orElse("");
    }

    @Test
    void bindsQueryValueExactly() {
        assertThat(get("/uri/query?url=" + q("HTTP://Example.COM:80/a/../b?x#y")))
                .isEqualTo("Example.COM|HTTP://Example.COM:80/a/../b?x#y");
    }

    @Test
    void bindsWhatwgUrlWithTheStandardsParser() {
        assertThat(get("/uri/whatwg?url=" + q(" HTTP://EXAMPLE.com/a b"))).isEqualTo("http://example.com/a%20b");
    }

    @Test
    void bindsPathVariableAsTheSealedType() {
        assertThat(get("/uri/path/" + q("rel?x"))).isEqualTo("RelativeReference|rel?x");
    }

    @Test
    void bindsHeader() {
        assertThat(http.toBlocking().retrieve(HttpRequest.GET("/uri/header").header("X-Link", "urn:isbn:0451450523")))
                .isEqualTo("urn:isbn:0451450523");
    }

    @Test
    void bindsValueAndConfigurationProperties() {
        assertThat(get("/uri/config")).isEqualTo("{\"home\":\"https://example.com/a?b=c#d\","
                + "\"callback\":\"https://hooks.example.com/x\",\"mirrors\":[\"http://m1.example/\",\"http://m2.example/\"]}");
    }

    @Test
    void malformedQueryValueIs400WithUrikitReasonAndNoPassword() {
        String bad = "http://user:" + SECRET + "@a b/";
        HttpClientResponseException e = failure(HttpRequest.GET("/uri/query?url=" + q(bad)));
        assertThat(e.getStatus().getCode()).isEqualTo(HttpStatus.BAD_REQUEST.getCode());
        String body = body(e);
        assertThat(body).contains("Failed to convert argument [url] due to: invalid character ' ' (U+0020) in host at index");
        assertThat(body).doesNotContain(SECRET).doesNotContain("s3cr3t");
    }

    @Test
    void malformedPathVariableIs400AndTheLinkDropsThePath() {
        HttpClientResponseException e = failure(HttpRequest.GET("/uri/path/" + q("http://u:" + SECRET + "@h:x/")));
        assertThat(e.getStatus().getCode()).isEqualTo(HttpStatus.BAD_REQUEST.getCode());
        assertThat(body(e)).contains("port").doesNotContain(SECRET);
    }

    @Test
    void webhookUrlOnQueryValueIsValidatedWithUrikitMessagesAndNoPassword() {
        assertThat(get("/uri/hook?callback=" + q("https://hooks.example.com/x"))).isEqualTo("https://hooks.example.com/x");
        HttpClientResponseException e = failure(HttpRequest.GET("/uri/hook?callback=" + q("https://u:" + SECRET + "@127.0.0.1/")));
        assertThat(e.getStatus().getCode()).isEqualTo(HttpStatus.BAD_REQUEST.getCode());
        String body = body(e);
        assertThat(body).contains("callback: credentials are not allowed").contains("callback: host 127.0.0.1 is a loopback address");
        assertThat(body).doesNotContain(SECRET);
    }

    @Test
    void webhookUrlKeepsItsMaxLengthOf2048() {
        String ok = "https://hooks.example.com/" + "a".repeat(2048 - 26);
        assertThat(get("/uri/hook?callback=" + q(ok))).isEqualTo(ok);
        HttpClientResponseException e = failure(HttpRequest.GET("/uri/hook?callback=" + q(ok + "a")));
        assertThat(e.getStatus().getCode()).isEqualTo(400);
        assertThat(body(e)).contains("callback: is 2049 characters long, more than the maximum of 2048");
    }

    @Test
    void validationMessagesFollowAcceptLanguage() {
        HttpClientResponseException e = failure(HttpRequest.GET("/uri/hook?callback=" + q("ftp://hooks.example.com/"))
                .header("Accept-Language", "de"));
        assertThat(body(e)).contains("ftp").contains("nicht");
    }

    @Test
    void jsonBodyRoundTripsEveryTypeExactlyWithSerde() {
        String in = "{\"href\":\"HTTP://Example.COM:80/a/./b\",\"ref\":\"../x?y#z\",\"relative\":\"//h/p\","
                + "\"old\":\"http://a/b;p?q\",\"older\":\"ftp://h/f;type=a\",\"iri\":\"https://münchen.de/straße\","
                + "\"browser\":\"https://example.com/\",\"text\":\"https://t/\"}";
        String out = http.toBlocking().retrieve(HttpRequest.POST("/uri/link", in).contentType(MediaType.APPLICATION_JSON));
        assertThat(out).isEqualTo(in);
    }

    @Test
    void theApplicationsJsonMapperIsMicronautSerialization() throws Exception {
        // micronaut-jackson-databind is on the class path too (JacksonDatabindTest); the HTTP layer's
        // JsonMapper must still be Micronaut Serialization's, so that these tests exercise UriSerdes
        assertThat(json.getClass().getName()).startsWith("io.micronaut.serde.");
        assertThat(serde.readValue("{\"href\":\"http://h/?q\",\"iri\":\"http://é/\"}", Link.class).iri())
                .hasToString("http://é/");
    }

    @Test
    void jsonNullIsNull() throws Exception {
        Link link = json.readValue("{\"href\":\"http://h/\",\"ref\":null}", Link.class);
        assertThat(link.ref()).isNull();
        assertThat(json.writeValueAsString(link)).isEqualTo("{\"href\":\"http://h/\"}");
        assertThat(link.href()).isEqualTo(Uri.parse("http://h/"));
    }

    @Test
    void malformedJsonValueIs400WithReasonAndNoPassword() {
        String in = "{\"href\":\"http://u:" + SECRET + "@h/a b\"}";
        HttpClientResponseException e = failure(HttpRequest.POST("/uri/link", in).contentType(MediaType.APPLICATION_JSON));
        assertThat(e.getStatus().getCode()).isEqualTo(HttpStatus.BAD_REQUEST.getCode());
        assertThat(body(e)).contains("Failed to convert argument [link] due to: invalid character ' ' (U+0020) in path").doesNotContain(SECRET);
    }

    @Test
    void constraintOnBodyIsValidated() {
        String in = "{\"href\":\"ftp://h/\",\"text\":\"http://t/\"}";
        HttpClientResponseException e = failure(HttpRequest.POST("/uri/link", in).contentType(MediaType.APPLICATION_JSON));
        assertThat(e.getStatus().getCode()).isEqualTo(HttpStatus.BAD_REQUEST.getCode());
        assertThat(body(e)).contains("scheme \\\"ftp\\\" is not allowed").contains("scheme \\\"http\\\" is not allowed");
    }

    @Test
    void dataJdbcStoresExactTextAsVarchar() throws Exception {
        String in = "{\"callback\":\"https://Hooks.Example.com:443/a/./b?x\",\"next\":\"../n\"}";
        String saved = http.toBlocking().retrieve(HttpRequest.POST("/uri/hooks", in).contentType(MediaType.APPLICATION_JSON));
        assertThat(saved).contains("\"callback\":\"https://Hooks.Example.com:443/a/./b?x\"").contains("\"next\":\"../n\"");
        List<Webhook> found = repository.findByCallback(Uri.parse("https://Hooks.Example.com:443/a/./b?x"));
        assertThat(found).hasSize(1);
        assertThat(found.get(0).next()).isEqualTo(UriReference.parse("../n"));
        assertThat(get("/uri/hooks?callback=" + q("https://Hooks.Example.com:443/a/./b?x"))).contains("../n");
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT callback, next FROM webhook WHERE next = '../n'")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("https://Hooks.Example.com:443/a/./b?x");
                assertThat(rs.getString(2)).isEqualTo("../n");
            }
            try (ResultSet rs = st.executeQuery("SELECT column_name, data_type FROM information_schema.columns"
                    + " WHERE table_name = 'WEBHOOK' AND column_name IN ('CALLBACK', 'NEXT') ORDER BY column_name")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1) + " " + rs.getString(2)).isEqualTo("CALLBACK CHARACTER VARYING");
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1) + " " + rs.getString(2)).isEqualTo("NEXT CHARACTER VARYING");
            }
        }
    }

    @Test
    void invalidStoredTextFailsTheReadLoudly() throws Exception {
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            st.executeUpdate("INSERT INTO webhook (callback, next) VALUES ('https://u:" + SECRET + "@h/bad path', NULL)");
            try {
                assertThatThrownBy(() -> repository.findAll())
                        .hasStackTraceContaining("invalid character ' ' (U+0020) in path")
                        .satisfies(e -> assertThat(stackTrace(e)).doesNotContain(SECRET));
            } finally {
                st.executeUpdate("DELETE FROM webhook WHERE next IS NULL");
            }
        }
    }

    private static String stackTrace(Throwable e) {
        java.io.StringWriter w = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }
}
