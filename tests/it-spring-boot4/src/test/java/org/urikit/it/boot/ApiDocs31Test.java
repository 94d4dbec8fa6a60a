package org.urikit.it.boot;

import org.springframework.boot.test.context.SpringBootTest;

/** The document in OpenAPI 3.1 (its own database, so that the contexts do not share one). */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "springdoc.api-docs.version=openapi_3_1", "spring.datasource.url=jdbc:h2:mem:apidocs31;DB_CLOSE_DELAY=-1"})
class ApiDocs31Test extends ApiDocsContract {
    @Override
    String expectedVersion() {
        return "3.1";
    }
}
