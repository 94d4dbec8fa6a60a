package org.urikit.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.util.List;

import jakarta.validation.Constraint;
import jakarta.validation.OverridesAttribute;
import jakarta.validation.Payload;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.RestAssured;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

/**
 * The SmallRye OpenAPI document of an application with Quarkus REST: urikit values are inline
 * string schemas with their format, and urikit's constraints add what uri-openapi gives springdoc.
 * The expected JSON is written out here, not computed.
 */
class UrikitOpenApiProcessorTest {
    @RegisterExtension
    static final QuarkusUnitTest TEST = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Hook.class, Target.class, HookResource.class, FtpUrl.class))
            // a free port: other builds may run on this machine
            .overrideConfigKey("quarkus.http.test-port", "0");

    /** A request body: a urikit field, a constrained string, a constrained urikit value, a list. */
    public static class Hook {
        public Uri target;
        @WebhookUrl
        public String callback;
        @HttpUrl
        public Uri site;
        public List<UriReference> links;
        @FtpUrl
        @JsonProperty("mirror_url")
        public String mirror;
    }

    /** An application's own constraint composed of {@code @ValidUri}, with an attribute it overrides. */
    @Documented
    @Constraint(validatedBy = {})
    @java.lang.annotation.Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    @Retention(RetentionPolicy.RUNTIME)
    @ValidUri(schemes = "ftp", requireHost = true)
    public @interface FtpUrl {
        String message() default "not an ftp URL";

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};

        @OverridesAttribute(constraint = ValidUri.class, name = "maxLength")
        int max() default 300;
    }

    /** A record, whose component annotations Bean Validation reads from its accessor or field. */
    public record Target(RelativeReference path, @HttpUrl String home) {
    }

    @Path("/hooks")
    public static class HookResource {
        @POST
        public Hook create(Hook hook) {
            return hook;
        }

        @GET
        @Path("{id: [0-9]+}")
        public Target find(@PathParam("id") String id, @QueryParam("near") Uri near,
                @QueryParam("callback") @WebhookUrl String callback) {
            return new Target(RelativeReference.parse(id), null);
        }
    }

    private static JsonNode document() throws Exception {
        String json = RestAssured.given().queryParam("format", "json").get("/q/openapi")
                .then().statusCode(200).extract().asString();
        return new ObjectMapper().readTree(json);
    }

    @Test
    void urikitFieldsAreInlineStringsWithTheirFormat() throws Exception {
        JsonNode document = document();
        assertThat(document.at("/components/schemas/Hook/properties/target"))
                .isEqualTo(json("{'type':'string','format':'uri'}"));
        assertThat(document.at("/components/schemas/Hook/properties/links"))
                .isEqualTo(json("{'type':'array','items':{'type':'string','format':'uri-reference'}}"));
        assertThat(document.at("/components/schemas/Target/properties/path"))
                .isEqualTo(json("{'type':'string','format':'uri-reference'}"));
    }

    @Test
    void noComponentIsLeftForAUrikitType() throws Exception {
        JsonNode document = document();
        assertThat(document.at("/components/schemas").fieldNames())
                .toIterable().containsExactlyInAnyOrder("Hook", "Target");
    }

    @Test
    void webhookUrlStringHasFormatLengthPatternAndDescription() throws Exception {
        JsonNode document = document();
        assertThat(document.at("/components/schemas/Hook/properties/callback")).isEqualTo(json("""
                {'type':'string','format':'uri','maxLength':2048,'pattern':'^(?:[Hh][Tt][Tt][Pp][Ss]):',
                 'description':'A host is required. No userinfo (credentials). No fragment. Public hosts only:\
                 no local, private or special-purpose address or name. Read alike by RFC 3986 and the WHATWG URL\
                 Standard.'}"""));
    }

    @Test
    void httpUrlOnAUriAndOnARecordComponent() throws Exception {
        JsonNode document = document();
        JsonNode httpUrl = json("""
                {'type':'string','format':'uri','maxLength':2048,
                 'pattern':'^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):',
                 'description':'A host is required. No userinfo (credentials).'}""");
        assertThat(document.at("/components/schemas/Hook/properties/site")).isEqualTo(httpUrl);
        assertThat(document.at("/components/schemas/Target/properties/home")).isEqualTo(httpUrl);
    }

    @Test
    void anApplicationsComposedConstraintUnderItsJsonName() throws Exception {
        JsonNode document = document();
        assertThat(document.at("/components/schemas/Hook/properties/mirror_url")).isEqualTo(json("""
                {'type':'string','format':'uri','maxLength':300,'pattern':'^(?:[Ff][Tt][Pp]):',
                 'description':'A host is required.'}"""));
    }

    @Test
    void parameters() throws Exception {
        JsonNode document = document();
        JsonNode parameters = document.at("/paths/~1hooks~1{id}/get/parameters");
        assertThat(parameters).hasSize(3);
        assertThat(named(parameters, "near")).isEqualTo(json(
                "{'name':'near','in':'query','schema':{'type':'string','format':'uri'}}"));
        assertThat(named(parameters, "callback")).isEqualTo(json("""
                {'name':'callback','in':'query','schema':{'type':'string','format':'uri','maxLength':2048,
                 'pattern':'^(?:[Hh][Tt][Tt][Pp][Ss]):',
                 'description':'A host is required. No userinfo (credentials). No fragment. Public hosts only:\
                 no local, private or special-purpose address or name. Read alike by RFC 3986 and the WHATWG URL\
                 Standard.'}}"""));
    }

    private static JsonNode named(JsonNode parameters, String name) {
        for (JsonNode parameter : parameters) {
            if (parameter.path("name").asText().equals(name)) {
                return parameter;
            }
        }
        throw new AssertionError("no parameter " + name + " in " + parameters);
    }

    private static JsonNode json(String apostrophes) throws Exception {
        return new ObjectMapper().readTree(apostrophes.replace('\'', '"'));
    }
}
