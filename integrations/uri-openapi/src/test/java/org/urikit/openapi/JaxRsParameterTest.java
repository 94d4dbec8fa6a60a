package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;

import io.swagger.v3.core.util.ParameterProcessor;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.parameters.QueryParameter;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.validation.WebhookUrl;

/**
 * Parameters as swagger-core's JAX-RS reader documents them: {@code ParameterProcessor} resolves
 * the parameter's type and annotations through the converters, so no customizer is needed there.
 */
class JaxRsParameterTest {
    @SuppressWarnings("unused")
    void resource(Uri since, RelativeReference ref, @WebhookUrl String callback, List<Uri> mirrors) {
    }

    private static Parameter parameter(int index, boolean openapi31) throws NoSuchMethodException {
        Method resource = JaxRsParameterTest.class.getDeclaredMethod("resource", Uri.class, RelativeReference.class,
                String.class, List.class);
        List<Annotation> annotations = Arrays.asList(resource.getParameterAnnotations()[index]);
        return ParameterProcessor.applyAnnotations(new QueryParameter().name("p"),
                resource.getGenericParameterTypes()[index], annotations, new Components(), new String[0],
                new String[0], null, openapi31);
    }

    @ParameterizedTest(name = "OpenAPI 3.1: {0}")
    @ValueSource(booleans = {false, true})
    void urikitAndConstrainedParametersGetTheirSchema(boolean openapi31) throws Exception {
        assertThat(parameter(0, openapi31).getSchema().getFormat()).isEqualTo("uri");
        assertThat(parameter(1, openapi31).getSchema().getFormat()).isEqualTo("uri-reference");
        assertThat(parameter(2, openapi31).getSchema().getFormat()).isEqualTo("uri");
        assertThat(parameter(2, openapi31).getSchema().getMaxLength()).isEqualTo(2048);
        assertThat(parameter(3, openapi31).getSchema().getItems().getFormat()).isEqualTo("uri");
    }
}
