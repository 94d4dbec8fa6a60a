/**
 * The module-path smoke test: an application module that requires every published urikit module.
 * Surefire runs it on the module path; {@code ModulePathTest} checks that it really does.
 */
@SuppressWarnings("requires-automatic") // swagger-core is an automatic module
module org.urikit.it.jpms {
    requires org.urikit;
    requires org.urikit.validation;
    requires org.urikit.jackson;
    requires org.urikit.jackson3;
    requires org.urikit.jpa;
    requires org.urikit.openapi;
    requires io.swagger.v3.core;
    requires io.swagger.v3.oas.models;
    requires com.github.victools.jsonschema.generator;
    uses io.swagger.v3.core.converter.ModelConverter;
    requires org.urikit.jsonb;
    requires org.urikit.jaxrs;

    // the Jakarta Validation provider, as an (automatic) named module
    requires org.hibernate.validator;

    requires org.junit.jupiter.api;
    requires org.assertj.core;

    // JUnit instantiates the test classes reflectively
    opens org.urikit.it.jpms to org.junit.platform.commons;
    // Hibernate Validator reads the constrained fields of the DTO reflectively
    opens org.urikit.it.jpms.dto to org.hibernate.validator;
    // Yasson reaches the public fields of a JSON-B body through a public lookup, which needs the
    // package exported to all (opening it to Yasson is not enough)
    exports org.urikit.it.jpms.jsonb;

    provides org.urikit.scheme.SchemeRule with org.urikit.it.jpms.scheme.JpmsTestRule;
}
