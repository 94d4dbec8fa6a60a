package org.urikit.spring.boot;

import java.lang.annotation.Annotation;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;

import io.swagger.v3.core.util.AnnotationsUtils;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;

import org.jspecify.annotations.Nullable;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.urikit.openapi.UriModelConverter;
import org.urikit.openapi.UriStringSchema;

/**
 * A springdoc {@link ParameterCustomizer} that gives query, path, header and cookie parameters of
 * urikit types (bound by {@link UriStringConverter}, which springdoc documents as a plain
 * {@code string}) and {@code String}, {@code java.net.URI} and {@code java.net.URL} parameters
 * constrained by {@code @ValidUri}, {@code @HttpUrl} or {@code @WebhookUrl} the same schema as
 * uri-openapi's {@link UriModelConverter} gives properties: {@code format}, {@code maxLength},
 * scheme {@code pattern} and {@code description}. {@code Optional}, array and collection
 * parameters of urikit types get it on their elements.
 *
 * <p>springdoc shares one schema instance between such parameters: the customizer never modifies
 * a schema, it sets a copy on the parameter. Registered by {@link UriOpenApiAutoConfiguration}
 * when springdoc and uri-openapi are on the class path. Stateless and thread-safe.
 *
 * @since 0.1
 */
// springdoc is optional (requires static): present whenever this class is used
@SuppressWarnings("exports")
public final class UriParameterCustomizer implements ParameterCustomizer {
    /** Creates the customizer. */
    public UriParameterCustomizer() {
        // stateless
    }

    @Override
    public @Nullable Parameter customize(@Nullable Parameter parameter, MethodParameter methodParameter) {
        Objects.requireNonNull(methodParameter, "methodParameter");
        if (parameter == null || parameter.getSchema() == null) {
            return parameter;
        }
        Schema<?> schema = parameter.getSchema();
        MethodParameter target = methodParameter.nestedIfOptional();
        Annotation[] annotations = methodParameter.getParameterAnnotations();
        Optional<UriStringSchema> facts = UriStringSchema.of(target.getNestedParameterType(), annotations);
        if (facts.isPresent()) {
            parameter.setSchema(UriModelConverter.describe(schema, facts.get()));
            return parameter;
        }
        Class<?> element = elementType(target);
        Schema<?> items = schema.getItems();
        if (element != null && items != null && UriStringSchema.isUrikitType(element)) {
            Schema<?> described = UriModelConverter.describe(items, UriStringSchema.of(element).orElseThrow());
            if (described != items) {
                Schema<?> copy = AnnotationsUtils.clone(schema, schema.getSpecVersion() == SpecVersion.V31);
                copy.setItems(described);
                parameter.setSchema(copy);
            }
        }
        return parameter;
    }

    private static @Nullable Class<?> elementType(MethodParameter parameter) {
        ResolvableType type = ResolvableType.forMethodParameter(parameter);
        if (type.isArray()) {
            return type.getComponentType().resolve();
        }
        if (Collection.class.isAssignableFrom(type.toClass())) {
            return type.asCollection().getGeneric(0).resolve();
        }
        return null;
    }
}
