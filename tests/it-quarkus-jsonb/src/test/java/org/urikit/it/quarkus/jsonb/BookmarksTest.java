package org.urikit.it.quarkus.jsonb;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/**
 * Quarkus REST on JSON-B (quarkus-rest-jsonb) with uri-quarkus and no urikit code, over real HTTP:
 * bodies round-trip byte for byte, a malformed value is a 400 problem with its index, rule and reason,
 * never the password.
 */
@QuarkusTest
class BookmarksTest {
    static final String PASSWORD = "S3cretPw";
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TestHTTPResource("/")
    URL base;

    @Test
    void aBodyRoundTripsByteForByte() throws Exception {
        // JSON-B writes properties in alphabetical order: the input is in that order
        String json = "{\"links\":[\"../x;p?y\",\"mailto:a@b\",\"#\"],\"title\":\"https://例え.テスト/パス?q=ä#ü\","
                + "\"url\":\"HTTP://Example.COM:80/%7e/./a?q=%20x#Frag\"}";
        HttpResponse<String> r = post(json);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).isEqualTo(json);
    }

    @Test
    void aMalformedBodyValueIsA400Problem() throws Exception {
        String json = "{\"url\":\"http://me:" + PASSWORD + "@a b/\"}";
        Map<?, ?> p = problem(post(json));
        // the property as Yasson names it in its wrapping exception, as Jackson does (it-quarkus)
        assertThat(p.get("field")).as(p.toString()).isEqualTo("url");
        assertThat(p.get("pointer")).isEqualTo("/url");
        assertThat(p.get("reason")).isEqualTo("UNEXPECTED_CHARACTER");
        assertThat(p.get("rule")).isEqualTo("reg-name");
        assertThat(((Number) p.get("index")).intValue()).isEqualTo(20);
    }

    @Test
    void aMalformedListElementIsA400ProblemNamingItsProperty() throws Exception {
        String json = "{\"links\":[\"../ok\",\"http://me:" + PASSWORD + "@a b/\"],\"url\":\"https://a.example/\"}";
        Map<?, ?> p = problem(post(json));
        // Yasson names the property, not the array index (Jackson would say links[1]): docs/QUARKUS.md
        assertThat(p.get("field")).as(p.toString()).isEqualTo("links");
        assertThat(p.get("pointer")).isEqualTo("/links");
        assertThat(p.get("reason")).isEqualTo("UNEXPECTED_CHARACTER");
        assertThat(((Number) p.get("index")).intValue()).isEqualTo(20);
    }

    @Test
    void aQueryParameterBindsAndAMalformedOneIsA400Problem() throws Exception {
        HttpResponse<String> ok = send(HttpRequest.newBuilder(URI.create(base + "bookmarks?url=" + q("https://a.example/b?c#d"))));
        assertThat(ok.body()).isEqualTo("Uri<https://a.example/b?c#d>");
        Map<?, ?> p = problem(send(HttpRequest.newBuilder(URI.create(base + "bookmarks?url=" + q("http://me:" + PASSWORD + "@a b/")))));
        assertThat(p.get("parameter")).isEqualTo("url");
        assertThat(p.get("in")).isEqualTo("query");
        assertThat(((Number) p.get("index")).intValue()).isEqualTo(20);
    }

    private static Map<?, ?> problem(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(
                t -> assertThat(t).startsWith("application/problem+json"));
        assertThat(r.body()).doesNotContain(PASSWORD);
        try (Jsonb jsonb = JsonbBuilder.create()) {
            return jsonb.fromJson(r.body(), Map.class);
        }
    }

    private HttpResponse<String> post(String json) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(base + "bookmarks"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    private static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return CLIENT.send(request.timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
