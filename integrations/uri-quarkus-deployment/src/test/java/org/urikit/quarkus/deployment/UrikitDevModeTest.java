package org.urikit.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.QuarkusDevModeTest;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Dev mode keeps urikit working across a live reload: the JSON module, the parameter converters and the 400
 * problems are there before and after the application's code changes (the extension does its work in build steps,
 * which run again on reload).
 */
class UrikitDevModeTest {
    @RegisterExtension
    static final QuarkusDevModeTest TEST = new QuarkusDevModeTest()
            .withApplicationRoot(jar -> jar.addClass(DevModeResource.class)
                    // no datasource, no Hibernate ORM (on this module's test class path): a shorter start
                    .addAsResource(new StringAsset("quarkus.datasource.active=false\n"
                            + "quarkus.hibernate-orm.active=false\nquarkus.devservices.enabled=false\n"),
                            "application.properties"));

    @Test
    void urikitWorksBeforeAndAfterALiveReload() {
        given().queryParam("base", "https://example.com/").get("/dev")
                .then().statusCode(200).body(equalTo("[\"https://example.com/first\"]"));
        TEST.modifySourceFile(DevModeResource.class, s -> s.replace("https://example.com/first", "second?x#y"));
        given().queryParam("base", "https://example.com/a/b").get("/dev")
                .then().statusCode(200).body(equalTo("[\"https://example.com/a/second?x#y\"]"));
        given().queryParam("base", "https://a b/").get("/dev")
                .then().statusCode(400).contentType("application/problem+json")
                .body("parameter", equalTo("base")).body("reason", equalTo("UNEXPECTED_CHARACTER"));
    }
}
