package org.urikit.openapi.jsonschema;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

import com.github.victools.jsonschema.generator.CustomDefinition;
import com.github.victools.jsonschema.generator.FieldScope;
import com.github.victools.jsonschema.generator.MemberScope;
import com.github.victools.jsonschema.generator.MethodScope;
import com.github.victools.jsonschema.generator.Module;
import com.github.victools.jsonschema.generator.SchemaGenerationContext;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaGeneratorTypeConfigPart;
import com.github.victools.jsonschema.generator.SchemaKeyword;

import org.jspecify.annotations.Nullable;
import org.urikit.openapi.UriStringSchema;

import tools.jackson.databind.node.ObjectNode;

/**
 * A victools jsonschema-generator module (version 5, Jackson 3) that describes urikit values as
 * JSON strings with their RFC's format, and {@code @ValidUri}, {@code @HttpUrl} and
 * {@code @WebhookUrl} on urikit-typed and {@code String}, {@code CharSequence},
 * {@code java.net.URI} and {@code java.net.URL} fields and getters as {@code format},
 * {@code maxLength}, a scheme {@code pattern} and a {@code description}: the same mapping as
 * {@link org.urikit.openapi.UriModelConverter} ({@link UriStringSchema}).
 *
 * <pre>{@code
 * SchemaGenerator generator = new SchemaGenerator(
 *     new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12, OptionPreset.PLAIN_JSON)
 *         .with(new UrikitModule())
 *         .build());
 * JsonNode schema = generator.generateSchema(HookRequest.class);
 * }</pre>
 *
 * <p>victools has no service discovery: add the module to the builder. A {@code @ValidUri} on a
 * container's element ({@code List<@ValidUri String>}) applies to the element's schema. Elements of
 * lists, arrays, {@code Optional}s and map values of urikit types get the type's schema. Values of
 * other types are left to the other modules.
 *
 * <p>Only the Jackson 3 line of victools (5.x) is served: its {@code CustomDefinition} takes
 * Jackson's {@code ObjectNode}, whose package differs between Jackson 2 (victools 4.x) and
 * Jackson 3, so one class file cannot serve both.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
// victools is optional (requires static): its types in this API are the caller's own
@SuppressWarnings("exports")
public final class UrikitModule implements Module {
    /** Creates the module. */
    public UrikitModule() {
        // stateless
    }

    @Override
    public void applyToConfigBuilder(SchemaGeneratorConfigBuilder builder) {
        Objects.requireNonNull(builder, "builder");
        builder.forTypesInGeneral().withCustomDefinitionProvider((javaType, context) ->
                UriStringSchema.isUrikitType(javaType.getErasedType())
                        ? new CustomDefinition(definition(javaType.getErasedType(), context),
                                CustomDefinition.DefinitionType.INLINE, CustomDefinition.AttributeInclusion.YES)
                        : null);
        configure(builder.forFields(), UrikitModule::facts);
        configure(builder.forMethods(), UrikitModule::facts);
    }

    private static ObjectNode definition(Class<?> type, SchemaGenerationContext context) {
        ObjectNode node = context.getGeneratorConfig().createObjectNode();
        node.put(context.getKeyword(SchemaKeyword.TAG_TYPE), context.getKeyword(SchemaKeyword.TAG_TYPE_STRING));
        UriStringSchema.of(type).flatMap(UriStringSchema::format)
                .ifPresent(format -> node.put(context.getKeyword(SchemaKeyword.TAG_FORMAT), format));
        return node;
    }

    private static <M extends MemberScope<?, ?>> void configure(SchemaGeneratorTypeConfigPart<M> part,
            Function<M, Optional<UriStringSchema>> facts) {
        part.withStringFormatResolver(m -> facts.apply(m).flatMap(UriStringSchema::format).orElse(null))
                .withStringMaxLengthResolver(m -> facts.apply(m).stream()
                        .flatMapToInt(f -> f.maxLength().stream()).boxed().findFirst().orElse(null))
                .withStringPatternResolver(m -> facts.apply(m).flatMap(UriStringSchema::pattern).orElse(null))
                .withDescriptionResolver(m -> facts.apply(m).flatMap(UriStringSchema::description).orElse(null));
    }

    private static Optional<UriStringSchema> facts(FieldScope field) {
        List<Annotation> annotations = new ArrayList<>();
        Field raw = field.getRawMember();
        MethodScope getter = field.findGetter();
        if (field.isFakeContainerItemScope()) {
            annotations.addAll(elementAnnotations(raw.getAnnotatedType()));
            if (getter != null) {
                annotations.addAll(elementAnnotations(getter.getRawMember().getAnnotatedReturnType()));
            }
        } else {
            annotations.addAll(Arrays.asList(raw.getAnnotations()));
            if (getter != null) {
                annotations.addAll(Arrays.asList(getter.getRawMember().getAnnotations()));
            }
        }
        return of(field, annotations);
    }

    private static Optional<UriStringSchema> facts(MethodScope method) {
        Method raw = method.getRawMember();
        List<Annotation> annotations = method.isFakeContainerItemScope()
                ? elementAnnotations(raw.getAnnotatedReturnType())
                : Arrays.asList(raw.getAnnotations());
        return of(method, annotations);
    }

    private static Optional<UriStringSchema> of(MemberScope<?, ?> member, List<Annotation> annotations) {
        return UriStringSchema.of(member.getType().getErasedType(), annotations.toArray(new Annotation[0]));
    }

    /** The annotations of a container's element: an array's component, the last type argument. */
    private static List<Annotation> elementAnnotations(@Nullable AnnotatedType type) {
        AnnotatedType element = null;
        if (type instanceof AnnotatedArrayType array) {
            element = array.getAnnotatedGenericComponentType();
        } else if (type instanceof AnnotatedParameterizedType parameterized) {
            AnnotatedType[] arguments = parameterized.getAnnotatedActualTypeArguments();
            element = arguments.length == 0 ? null : arguments[arguments.length - 1];
        }
        return element == null ? List.of() : Arrays.asList(element.getAnnotations());
    }
}
