package org.urikit.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * Quarkus REST with Jackson and Hibernate Validator, and no urikit code in the application: JSON bodies byte-exact
 * through Quarkus's own {@code ObjectMapper} and over HTTP, parameters of urikit types, the 400 problems for a
 * malformed parameter (query, path, header, form) and body value, never with the password, and urikit's validation
 * messages in Quarkus's own violation format, in the client's language.
 */
class UrikitRestTest {
    /** The password sent in malformed values: never in an answer or a log line. */
    static final String SECRET = "s3cr3t-pw";

    @RegisterExtension
    static final QuarkusUnitTest TEST = new QuarkusUnitTest()
            // no database here: no H2 started by Dev Services (quarkus-jdbc-h2 is on this module's test class path)
            .overrideConfigKey("quarkus.devservices.enabled", "false")
            .withApplicationRoot(jar -> jar.addClasses(Links.class, Link.class, Hook.class))
            .overrideConfigKey("quarkus.locales", "en,de")
            .overrideConfigKey("quarkus.default-locale", "en")
            // every log line of the application, checked after the tests: never the password sent in them
            .setLogRecordPredicate(r -> true)
            .assertLogRecords(records -> assertThat(records).isNotEmpty()
                    .noneSatisfy(r -> assertThat(logged(r)).contains(SECRET)));

    /** The record's message with its parameters, and its exception chain. */
    static String logged(LogRecord r) {
        StringBuilder sb = new StringBuilder(new SimpleFormatter().formatMessage(r));
        for (Throwable t = r.getThrown(); t != null; t = t.getCause() == t ? null : t.getCause()) {
            sb.append('\n').append(t);
        }
        return sb.toString();
    }

    /** Unusual but valid text: upper-case scheme and host, a percent-encoded octet, an empty query, a fragment. */
    static final String EXACT = "HTTP://Example.COM:80/a/./b/%7e?#f";

    @Inject
    ObjectMapper mapper;

    public record Link(Uri href, UriReference next, List<Uri> more) {
    }

    public record Hook(@ValidUri(schemes = "https") String target) {
    }

    @Path("/links")
    public static class Links {
        @POST
        @Consumes(MediaType.APPLICATION_JSON)
        @Produces(MediaType.APPLICATION_JSON)
        public Link echo(Link link) {
            return link;
        }

        @POST
        @Path("/hook")
        @Consumes(MediaType.APPLICATION_JSON)
        @Produces(MediaType.APPLICATION_JSON)
        public Hook hook(@Valid Hook hook) {
            return hook;
        }

        @GET
        @Path("/webhook")
        @Produces(MediaType.APPLICATION_JSON)
        public List<Uri> webhook(@QueryParam("target") @WebhookUrl Uri target) {
            return List.of(target);
        }

        @GET
        @Path("/query")
        @Produces(MediaType.TEXT_PLAIN)
        public String query(@QueryParam("callback") Uri callback) {
            return callback.host().orElse("") + " " + callback;
        }

        @GET
        @Path("/path/{ref}")
        @Produces(MediaType.TEXT_PLAIN)
        public String path(@PathParam("ref") UriReference ref) {
            return ref.toString();
        }

        @GET
        @Path("/header")
        @Produces(MediaType.TEXT_PLAIN)
        public String header(@HeaderParam("X-Callback") Uri callback) {
            return callback.toString();
        }

        @POST
        @Path("/form")
        @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
        @Produces(MediaType.TEXT_PLAIN)
        public String form(@FormParam("callback") Uri callback) {
            return callback.toString();
        }
    }

    @Test
    void quarkusObjectMapperWritesAndReadsExactText() throws Exception {
        String json = "{\"href\":\"" + EXACT + "\",\"next\":\"../c?d\",\"more\":[\"urn:isbn:0451450523\"]}";
        Link link = mapper.readValue(json, Link.class);
        assertThat(link.href()).isEqualTo(Uri.parse(EXACT));
        assertThat(link.next()).isEqualTo(UriReference.parse("../c?d"));
        assertThat(mapper.writeValueAsString(link)).isEqualTo(json);
    }

    @Test
    void jsonBodyRoundTripOverHttpIsByteExact() {
        String json = "{\"href\":\"" + EXACT + "\",\"next\":\"../c?d\",\"more\":[\"urn:isbn:0451450523\"]}";
        String body = given().contentType(ContentType.JSON).body(json).post("/links")
                .then().statusCode(200).extract().asString();
        assertThat(body).isEqualTo(json);
    }

    @Test
    void parametersBind() {
        given().queryParam("callback", "https://example.com/cb?x=1").get("/links/query")
                .then().statusCode(200).body(equalTo("example.com https://example.com/cb?x=1"));
        given().get("/links/path/a:b")
                .then().statusCode(200).body(equalTo("a:b"));
        given().header("X-Callback", "https://example.com/h").get("/links/header")
                .then().statusCode(200).body(equalTo("https://example.com/h"));
        given().formParam("callback", "https://example.com/f").post("/links/form")
                .then().statusCode(200).body(equalTo("https://example.com/f"));
    }

    @Test
    void malformedQueryParameterIs400ProblemNot404() {
        Response r = given().queryParam("callback", "http://a b/").get("/links/query");
        r.then().statusCode(400).contentType("application/problem+json")
                .body("status", equalTo(400))
                .body("title", equalTo("Invalid URI"))
                .body("parameter", equalTo("callback"))
                .body("in", equalTo("query"))
                .body("index", equalTo(8))
                .body("component", equalTo("host"))
                .body("rule", equalTo("reg-name"))
                .body("reason", equalTo("UNEXPECTED_CHARACTER"))
                .body("instance", equalTo("/links/query"));
        assertThat(r.jsonPath().getString("detail")).startsWith("query parameter 'callback': ");
    }

    @Test
    void malformedPathHeaderAndFormParametersAre400Problems() {
        // "a%252" arrives decoded: "a%2", which ends where two hex digits are due
        given().urlEncodingEnabled(false).get("/links/path/a%252")
                .then().statusCode(400).contentType("application/problem+json")
                .body("parameter", equalTo("ref")).body("in", equalTo("path"))
                .body("reason", equalTo("INVALID_PERCENT_ENCODING")).body("index", equalTo(3))
                .body("$", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasKey("instance")));
        given().header("X-Callback", "no scheme").get("/links/header")
                .then().statusCode(400).contentType("application/problem+json")
                .body("parameter", equalTo("X-Callback")).body("in", equalTo("header"));
        given().formParam("callback", "http://[::1/").post("/links/form")
                .then().statusCode(400).contentType("application/problem+json")
                .body("parameter", equalTo("callback")).body("in", equalTo("form"));
    }

    @Test
    void passwordIsNeverInAParameterProblem() {
        String body = given().queryParam("callback", "http://user:" + SECRET + "@a b/").get("/links/query")
                .then().statusCode(400).extract().asString();
        assertThat(body).contains("\"parameter\":\"callback\"").doesNotContain(SECRET);
        String form = given().formParam("callback", "http://user:" + SECRET + "@a b/").post("/links/form")
                .then().statusCode(400).extract().asString();
        assertThat(form).contains("\"parameter\":\"callback\"").doesNotContain(SECRET);
    }

    @Test
    void malformedBodyValueIs400ProblemWithFieldPathAndNoPassword() {
        String json = "{\"href\":\"https://a/\",\"next\":\"b\",\"more\":[\"https://a/\",\"http://user:" + SECRET + "@a b/\"]}";
        Response r = given().contentType(ContentType.JSON).body(json).post("/links");
        r.then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("more[1]"))
                .body("index", equalTo(23))
                .body("component", equalTo("host"))
                .body("reason", equalTo("UNEXPECTED_CHARACTER"));
        assertThat(r.asString()).doesNotContain(SECRET);
    }

    @Test
    void otherBodyFailuresKeepQuarkusAnswer() {
        // not about a urikit value: Quarkus REST's own 400 for a type mismatch, not a problem
        given().contentType(ContentType.JSON).body("{\"href\":\"https://a/\",\"next\":\"b\",\"more\":5}").post("/links")
                .then().statusCode(400).contentType(ContentType.JSON);
    }

    @Test
    void constraintOnAParameterRejectsAPrivateHostWithoutShowingThePassword() {
        given().queryParam("target", "https://hooks.example.com/x").get("/links/webhook")
                .then().statusCode(200).body(equalTo("[\"https://hooks.example.com/x\"]"));
        String body = given().accept(ContentType.JSON).queryParam("target", "https://user:" + SECRET + "@10.0.0.1/x")
                .get("/links/webhook").then().statusCode(400).extract().asString();
        // Quarkus's format; urikit's messages (ContributorValidationMessages: publicHost.private, userinfo)
        assertThat(body).contains("\"violations\"").contains("\"field\":\"webhook.")
                .contains("host 10.0.0.1 is a private address").contains("credentials are not allowed")
                .doesNotContain(SECRET);
    }

    @Test
    void validationMessagesComeFromUrikitBundlesInTheClientsLanguage() {
        String en = given().contentType(ContentType.JSON).accept(ContentType.JSON).header("Accept-Language", "en")
                .body("{\"target\":\"http://example.com/\"}").post("/links/hook")
                .then().statusCode(400).extract().asString();
        assertThat(en).contains("\"violations\"").contains("scheme \\\"http\\\" is not allowed (allowed: https)");
        String de = given().contentType(ContentType.JSON).accept(ContentType.JSON).header("Accept-Language", "de")
                .body("{\"target\":\"http://example.com/\"}").post("/links/hook")
                .then().statusCode(400).extract().asString();
        assertThat(de).contains("\"violations\"").contains("Schema \\\"http\\\" ist nicht erlaubt (erlaubt: https)");
    }
}
