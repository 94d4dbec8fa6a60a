package org.urikit.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;

import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.JsonSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.MethodParameter;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

class UriParameterCustomizerTest {
    private final UriParameterCustomizer customizer = new UriParameterCustomizer();

    @SuppressWarnings("unused")
    void handler(Uri since, Optional<RelativeReference> ref, @WebhookUrl String callback,
            @ValidUri(schemes = "https") String to, String plain, int count, List<Uri> many, Uri[] array,
            List<@HttpUrl String> sites, Optional<@WebhookUrl String> hook, List<String> tags) {
    }

    private static MethodParameter parameter(int index) throws NoSuchMethodException {
        Method handler = UriParameterCustomizerTest.class.getDeclaredMethod("handler", Uri.class, Optional.class,
                String.class, String.class, String.class, int.class, List.class, Uri[].class, List.class, Optional.class,
                List.class);
        return new MethodParameter(handler, index);
    }

    private Schema<?> customize(int index, Schema<?> schema) throws NoSuchMethodException {
        Parameter p = new Parameter().name("p").in("query").schema(schema);
        return customizer.customize(p, parameter(index)).getSchema();
    }

    @Test
    void urikitParametersGetTheirFormatOnACopyOfTheSharedSchema() throws Exception {
        StringSchema shared = new StringSchema();
        Schema<?> since = customize(0, shared);
        Schema<?> ref = customize(1, shared);
        assertThat(since.getFormat()).isEqualTo("uri");
        assertThat(ref.getFormat()).isEqualTo("uri-reference");
        assertThat(since).isNotSameAs(shared);
        assertThat(shared.getFormat()).isNull();
    }

    @Test
    void constrainedStringsGetFormatMaxLengthAndPattern() throws Exception {
        Schema<?> callback = customize(2, new StringSchema());
        assertThat(callback.getFormat()).isEqualTo("uri");
        assertThat(callback.getMaxLength()).isEqualTo(2048);
        assertThat(callback.getPattern()).isEqualTo("^(?:[Hh][Tt][Tt][Pp][Ss]):");
        assertThat(callback.getDescription()).startsWith("A host is required.");
        Schema<?> to = customize(3, new JsonSchema().typesItem("string"));
        assertThat(to.getTypes()).containsExactly("string");
        assertThat(to.getPattern()).isEqualTo("^(?:[Hh][Tt][Tt][Pp][Ss]):");
    }

    @Test
    void otherParametersAreLeftAlone() throws Exception {
        StringSchema plain = new StringSchema();
        assertThat(customize(4, plain)).isSameAs(plain);
        IntegerSchema count = new IntegerSchema();
        assertThat(customize(5, count)).isSameAs(count);
    }

    @Test
    void elementsOfCollectionsAndArrays() throws Exception {
        StringSchema sharedItems = new StringSchema();
        ArraySchema many = new ArraySchema().items(sharedItems);
        Schema<?> described = customize(6, many);
        assertThat(described).isNotSameAs(many);
        assertThat(described.getItems().getFormat()).isEqualTo("uri");
        assertThat(sharedItems.getFormat()).isNull();
        assertThat(customize(7, new ArraySchema().items(new StringSchema())).getItems().getFormat()).isEqualTo("uri");
    }

    @Test
    void constraintsOnTheElementType() throws Exception {
        StringSchema sharedItems = new StringSchema();
        ArraySchema sites = new ArraySchema().items(sharedItems);
        Schema<?> described = customize(8, sites);
        assertThat(described).isNotSameAs(sites);
        assertThat(described.getItems().getFormat()).isEqualTo("uri");
        assertThat(described.getItems().getPattern()).isEqualTo("^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):");
        assertThat(described.getItems().getMaxLength()).isEqualTo(2048);
        assertThat(sharedItems.getFormat()).isNull();
        assertThat(sharedItems.getPattern()).isNull();

        StringSchema shared = new StringSchema();
        Schema<?> hook = customize(9, shared);
        assertThat(hook.getFormat()).isEqualTo("uri");
        assertThat(hook.getPattern()).isEqualTo("^(?:[Hh][Tt][Tt][Pp][Ss]):");
        assertThat(shared.getPattern()).isNull();

        ArraySchema tags = new ArraySchema().items(new StringSchema());
        assertThat(customize(10, tags)).isSameAs(tags);
        assertThat(tags.getItems().getFormat()).isNull();
    }

    @Test
    void aNullMethodParameterIsNamed() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> customizer.customize(new Parameter(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("methodParameter");
    }

    @Test
    void isRegisteredWhenSpringdocIsPresent() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(UriOpenApiAutoConfiguration.class));
        runner.run(context -> assertThat(context).hasSingleBean(UriParameterCustomizer.class));
        runner.withClassLoader(new FilteredClassLoader("org.springdoc"))
                .run(context -> assertThat(context).doesNotHaveBean(UriParameterCustomizer.class));
        runner.withClassLoader(new FilteredClassLoader("org.urikit.openapi"))
                .run(context -> assertThat(context).doesNotHaveBean(UriParameterCustomizer.class));
    }
}
