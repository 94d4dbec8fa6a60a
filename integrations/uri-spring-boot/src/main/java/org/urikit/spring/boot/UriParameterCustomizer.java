package org.urikit.spring.boot;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

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
 * parameters of urikit types get it on their elements, and so do those whose element type carries
 * the constraint ({@code List<@HttpUrl String>}, {@code Optional<@HttpUrl String>}).
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
    private static final Annotation[] NONE = new Annotation[0];

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
        boolean optional = target != methodParameter;
        // the constraints on the element type: Optional<@HttpUrl String>, List<@HttpUrl String>
        Annotation[] elementAnnotations = elementAnnotations(methodParameter);
        Annotation[] annotations = methodParameter.getParameterAnnotations();
        if (optional && elementAnnotations.length > 0) {
            annotations = Stream.concat(Arrays.stream(annotations), Arrays.stream(elementAnnotations))
                    .toArray(Annotation[]::new);
        }
        Optional<UriStringSchema> facts = UriStringSchema.of(target.getNestedParameterType(), annotations);
        if (facts.isPresent()) {
            parameter.setSchema(UriModelConverter.describe(schema, facts.get()));
            return parameter;
        }
        Class<?> element = elementType(target);
        Schema<?> items = schema.getItems();
        Optional<UriStringSchema> elementFacts = element == null
                ? Optional.empty() : UriStringSchema.of(element, optional ? NONE : elementAnnotations);
        if (items != null && elementFacts.isPresent()) {
            Schema<?> described = UriModelConverter.describe(items, elementFacts.get());
            if (described != items) {
                Schema<?> copy = AnnotationsUtils.clone(schema, schema.getSpecVersion() == SpecVersion.V31);
                copy.setItems(described);
                parameter.setSchema(copy);
            }
        }
        return parameter;
    }

    /** The annotations of the one type argument or of the component type of the declared parameter. */
    private static Annotation[] elementAnnotations(MethodParameter parameter) {
        if (parameter.getParameterIndex() < 0) {
            return NONE;
        }
        AnnotatedType type = parameter.getParameter().getAnnotatedType();
        AnnotatedType element = null;
        if (type instanceof AnnotatedArrayType array) {
            element = array.getAnnotatedGenericComponentType();
        } else if (type instanceof AnnotatedParameterizedType parameterized
                && parameterized.getAnnotatedActualTypeArguments().length == 1) {
            element = parameterized.getAnnotatedActualTypeArguments()[0];
        }
        return element == null ? NONE : element.getAnnotations();
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
