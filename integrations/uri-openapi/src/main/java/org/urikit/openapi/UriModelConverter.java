package org.urikit.openapi;

import java.lang.annotation.Annotation;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.databind.JavaType;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.util.AnnotationsUtils;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;

import org.jspecify.annotations.Nullable;

/**
 * A swagger-core {@link ModelConverter} that documents urikit values as what they are on the wire,
 * JSON strings, with the format of their RFC ({@link UriStringSchema}), and turns {@code @ValidUri},
 * {@code @HttpUrl} and {@code @WebhookUrl} on urikit-typed and on {@code String},
 * {@code CharSequence}, {@code java.net.URI} and {@code java.net.URL} properties into
 * {@code format}, {@code maxLength}, a scheme {@code pattern} and a {@code description} of the
 * rest. Without it, swagger-core describes a urikit value by its getters, as an object. A
 * {@code CharSequence} constrained by {@code @ValidUri} is documented as a string too.
 *
 * <p>It is registered in {@code META-INF/services/io.swagger.v3.core.converter.ModelConverter}
 * (and {@code provides} in the module descriptor), so swagger-core's {@code ModelConverters}
 * (both the OpenAPI 3.0 and the 3.1 instance), springdoc 2 and 3 and swagger-core's JAX-RS reader
 * use it with no code. To add it by hand: {@code ModelConverters.getInstance().addConverter(new UriModelConverter())}.
 *
 * <p>The schema of a urikit value is the one the rest of the chain gives a {@code String} with the
 * same annotations (so {@code @Schema(description = ...)}, examples and the OpenAPI 3.0 or 3.1 form
 * are kept), plus the urikit facts; a {@code format}, {@code maxLength}, {@code pattern} or
 * {@code description} that {@code @Schema} sets explicitly is kept. Every other type passes
 * through unchanged. Each call returns a schema of its own: nothing shared is modified.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class UriModelConverter implements ModelConverter {
    /** Creates the converter; swagger-core's {@code ServiceLoader} calls this. */
    public UriModelConverter() {
        // stateless
    }

    @Override
    public @Nullable Schema<?> resolve(AnnotatedType type, ModelConverterContext context, Iterator<ModelConverter> chain) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(chain, "chain");
        if (!chain.hasNext()) {
            return null;
        }
        Class<?> raw = rawClass(type.getType());
        Annotation[] annotations = type.getCtxAnnotations() == null ? new Annotation[0] : type.getCtxAnnotations();
        Optional<UriStringSchema> facts = raw == null ? Optional.empty() : UriStringSchema.of(raw, annotations);
        if (facts.isEmpty()) {
            return chain.next().resolve(type, context, chain);
        }
        // swagger-core describes a CharSequence by its getters; a constrained one is text
        AnnotatedType target = UriStringSchema.isUrikitType(raw) || raw == CharSequence.class ? asString(type) : type;
        Schema<?> schema = chain.next().resolve(target, context, chain);
        if (schema == null || schema.get$ref() != null || !isString(schema)) {
            // @Schema(implementation = ...) or a converter further down chose another schema
            return schema;
        }
        return apply(facts.get(), schema, annotations);
    }

    /**
     * A copy of a string schema with the facts added, for code that builds schemas outside
     * swagger-core's converter chain (uri-spring-boot's springdoc parameter customizer): the given
     * schema, which may be shared, is never modified. The copy keeps the OpenAPI version of the
     * original (3.1 when its spec version is {@code V31}); a format other than {@code uri} or
     * {@code url}, a smaller {@code maxLength}, a {@code pattern} and a {@code description} that
     * are already set are kept.
     *
     * @param schema the schema
     * @param facts what to add
     * @return the copy, or the schema itself if it is not a string schema (or is a {@code $ref})
     * @throws NullPointerException if an argument is null
     */
    public static Schema<?> describe(Schema<?> schema, UriStringSchema facts) {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(facts, "facts");
        if (schema.get$ref() != null || !isString(schema)) {
            return schema;
        }
        Schema<?> copy = AnnotationsUtils.clone(schema, schema.getSpecVersion() == SpecVersion.V31);
        return apply(facts, copy, new Annotation[0]);
    }

    /** Adds the facts to a string schema that nobody else holds (swagger-core creates each anew). */
    static Schema<?> apply(UriStringSchema facts, Schema<?> schema, Annotation[] annotations) {
        io.swagger.v3.oas.annotations.media.@Nullable Schema explicit = explicitSchema(annotations);
        UriStringSchema missing = facts.missingFrom(schema.getFormat(), schema.getMaxLength(), schema.getPattern(),
                schema.getDescription(), explicit != null && !explicit.format().isEmpty());
        missing.format().ifPresent(schema::setFormat);
        missing.maxLength().ifPresent(schema::setMaxLength);
        missing.pattern().ifPresent(schema::setPattern);
        missing.description().ifPresent(schema::setDescription);
        return schema;
    }

    /** Whether the schema is a string schema, in OpenAPI 3.0 ({@code type}) or 3.1 ({@code types}). */
    static boolean isString(Schema<?> schema) {
        if (schema.getTypes() != null && !schema.getTypes().isEmpty()) {
            return schema.getTypes().contains("string");
        }
        return "string".equals(schema.getType());
    }

    private static io.swagger.v3.oas.annotations.media.@Nullable Schema explicitSchema(Annotation[] annotations) {
        for (Annotation annotation : annotations) {
            if (annotation instanceof io.swagger.v3.oas.annotations.media.Schema schema) {
                return schema;
            }
        }
        return null;
    }

    private static AnnotatedType asString(AnnotatedType type) {
        return new AnnotatedType(String.class)
                .ctxAnnotations(type.getCtxAnnotations())
                .parent(type.getParent())
                .name(type.getName())
                .propertyName(type.getPropertyName())
                .components(type.getComponents())
                .jsonViewAnnotation(type.getJsonViewAnnotation())
                .includePropertiesWithoutJSONView(type.isIncludePropertiesWithoutJSONView())
                .schemaProperty(type.isSchemaProperty())
                .resolveAsRef(false)
                .skipOverride(type.isSkipOverride())
                .skipSchemaName(type.isSkipSchemaName())
                .skipJsonIdentity(type.isSkipJsonIdentity())
                .subtype(type.isSubtype());
    }

    private static @Nullable Class<?> rawClass(@Nullable Type type) {
        if (type instanceof JavaType javaType) {
            return javaType.getRawClass();
        }
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> c) {
            return c;
        }
        return null;
    }
}
