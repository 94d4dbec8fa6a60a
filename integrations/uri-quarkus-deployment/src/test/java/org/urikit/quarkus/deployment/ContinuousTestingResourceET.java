package org.urikit.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

/**
 * The application's own {@code @QuarkusTest}, run by Quarkus's continuous testing inside
 * {@link UrikitContinuousTestingTest} (the {@code ET} suffix keeps Surefire from running it by itself). Real HTTP on
 * the test port.
 */
@QuarkusTest
public class ContinuousTestingResourceET {
    /** Not the default constructor (doclint). */
    public ContinuousTestingResourceET() {
    }

    /** A JSON body with unusual but valid text comes back byte for byte. */
    @Test
    public void aUriInAJsonBodyRoundTripsExactly() {
        String body = "{\"url\":\"HTTP://Example.COM:80/a/./b/%7e?#f\"}";
        given().contentType(ContentType.JSON).body(body).post("/ct")
                .then().statusCode(200).body(equalTo(body));
    }

    /** The query parameter binds and the resource resolves against it. */
    @Test
    public void aQueryParameterBinds() {
        given().queryParam("base", "https://example.com/a/b").get("/ct")
                .then().statusCode(200).body(equalTo("[\"https://example.com/a/first\"]"));
    }

    /** A malformed query parameter is urikit's 400 problem, without the password. */
    @Test
    public void aMalformedQueryParameterIsA400Problem() {
        given().queryParam("base", "https://me:S3cretPw@a b/").get("/ct")
                .then().statusCode(400).contentType("application/problem+json")
                .body("parameter", equalTo("base")).body("in", equalTo("query"))
                .body("component", equalTo("host")).body("reason", equalTo("UNEXPECTED_CHARACTER"))
                .body(not(containsString("S3cretPw")));
    }
}
