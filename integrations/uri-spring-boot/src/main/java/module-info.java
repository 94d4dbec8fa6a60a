/**
 * Spring Boot auto-configuration for urikit (Boot 3.5 and 4). Spring and Jackson are not JPMS
 * modules but automatic ones, and every one of them is optional here ({@code requires static}): the
 * application brings its Boot line and its Jackson line, and each part of the auto-configuration
 * is guarded by class name. Those that appear in this module's API are {@code transitive}. The
 * package is opened because Spring creates the configuration and the controller advice
 * reflectively.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module"})
module org.urikit.spring.boot {
    requires transitive org.urikit;
    requires static transitive org.jspecify;
    requires static transitive spring.core;
    requires static transitive spring.beans;
    requires static transitive spring.context;
    requires static transitive spring.web;
    requires static transitive spring.boot;
    requires static transitive spring.boot.autoconfigure;
    requires static com.fasterxml.jackson.databind;
    requires static tools.jackson.core;
    requires static tools.jackson.databind;
    requires static org.urikit.jackson;
    requires static org.urikit.jackson3;
    requires static jakarta.validation;
    requires static org.urikit.openapi;
    requires static org.springdoc.openapi.common;
    requires static io.swagger.v3.core;
    requires static transitive io.swagger.v3.oas.models;

    exports org.urikit.spring.boot;
    opens org.urikit.spring.boot;
}
