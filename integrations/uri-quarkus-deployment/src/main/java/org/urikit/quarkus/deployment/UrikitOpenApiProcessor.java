package org.urikit.quarkus.deployment;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.FieldInfo;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.MethodParameterInfo;
import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.openapi.UriStringSchema;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.smallrye.openapi.common.deployment.SmallRyeOpenApiConfig;
import io.quarkus.smallrye.openapi.deployment.spi.AddToOpenAPIDefinitionBuildItem;

/**
 * Build step: the SmallRye OpenAPI document ({@code /q/openapi}) describes urikit values as JSON
 * strings with their RFC's {@code format}, and properties and REST parameters constrained by
 * {@code @ValidUri}, {@code @HttpUrl}, {@code @WebhookUrl} (or a constraint composed of them) with
 * the {@code maxLength}, {@code pattern} and {@code description} that uri-openapi gives springdoc
 * ({@link UriStringSchema}). It runs only when the application has {@code quarkus-smallrye-openapi}
 * (the capability), and entirely at build time: the document Quarkus serves is built then.
 *
 * <p>The members are found in the Jandex index; their annotations are then read by reflection
 * from the application classes as the build's class loader sees them, so that a composed
 * constraint's {@code @OverridesAttribute} values are read as Bean Validation reads them.
 */
public class UrikitOpenApiProcessor {
    private static final Logger LOG = Logger.getLogger(UrikitOpenApiProcessor.class);

    /** urikit's value types: each travels as a JSON string (uri-jackson, uri-jsonb). */
    static final List<Class<?>> TYPES = List.of(Uri.class, UriReference.class, RelativeReference.class, Iri.class,
            IriReference.class, RelativeIriReference.class, WhatwgUrl.class, Rfc1808Url.class, Rfc1738Url.class);

    private static final DotName MP_SCHEMA = DotName.createSimple("org.eclipse.microprofile.openapi.annotations.media.Schema");
    private static final DotName JSON_PROPERTY = DotName.createSimple("com.fasterxml.jackson.annotation.JsonProperty");
    private static final DotName JSONB_PROPERTY = DotName.createSimple("jakarta.json.bind.annotation.JsonbProperty");
    private static final DotName PATH = DotName.createSimple("jakarta.ws.rs.Path");
    private static final List<String> HTTP_METHODS = List.of("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS");
    /** Parameter annotations (Jakarta REST and Quarkus REST's short forms) and where OpenAPI puts each. */
    private static final Map<DotName, String> PARAMETER_KINDS = Map.of(
            DotName.createSimple("jakarta.ws.rs.QueryParam"), "query",
            DotName.createSimple("jakarta.ws.rs.PathParam"), "path",
            DotName.createSimple("jakarta.ws.rs.HeaderParam"), "header",
            DotName.createSimple("jakarta.ws.rs.CookieParam"), "cookie",
            DotName.createSimple("org.jboss.resteasy.reactive.RestQuery"), "query",
            DotName.createSimple("org.jboss.resteasy.reactive.RestPath"), "path",
            DotName.createSimple("org.jboss.resteasy.reactive.RestHeader"), "header",
            DotName.createSimple("org.jboss.resteasy.reactive.RestCookie"), "cookie");

    /** For Quarkus's build. */
    public UrikitOpenApiProcessor() {
    }

    /**
     * Adds the urikit filter to the OpenAPI document's build, when the application has SmallRye
     * OpenAPI.
     *
     * @param capabilities the application's capabilities
     * @param index the combined index
     * @param config SmallRye OpenAPI's build-time configuration (its documents)
     * @param filters where the filter goes
     */
    @BuildStep
    void openApi(Capabilities capabilities, CombinedIndexBuildItem index, SmallRyeOpenApiConfig config,
            BuildProducer<AddToOpenAPIDefinitionBuildItem> filters) {
        if (!capabilities.isPresent(Capability.SMALLRYE_OPENAPI)) {
            return;
        }
        UrikitOasFilter filter = filter(index.getIndex(), Thread.currentThread().getContextClassLoader());
        // the default document and each named one (quarkus.smallrye-openapi."name".*)
        for (String document : config.documents().keySet()) {
            filters.produce(new AddToOpenAPIDefinitionBuildItem(filter, document));
        }
    }

    /**
     * The filter for an application: the facts of urikit's types, and those of the constrained
     * members found in the index, read from the classes that the class loader loads.
     */
    static UrikitOasFilter filter(IndexView index, ClassLoader loader) {
        Map<String, UriStringSchema> types = new LinkedHashMap<>();
        for (Class<?> type : TYPES) {
            types.put(type.getName(), UriStringSchema.of(type).orElseThrow());
        }
        Map<String, Map<String, UriStringSchema>> properties = new LinkedHashMap<>();
        List<UrikitOasFilter.ParameterFacts> parameters = new ArrayList<>();
        for (DotName constraint : constraints(index)) {
            for (AnnotationInstance annotation : index.getAnnotations(constraint)) {
                AnnotationTarget target = annotation.target();
                try {
                    switch (target.kind()) {
                        case FIELD -> property(target.asField(), loader, properties);
                        case METHOD -> property(target.asMethod(), loader, properties);
                        case METHOD_PARAMETER -> parameter(target.asMethodParameter(), loader, parameters);
                        default -> {
                            // a type use (List<@HttpUrl String>) or a class: not documented
                        }
                    }
                } catch (ReflectiveOperationException | LinkageError e) {
                    LOG.debugf(e, "urikit: no OpenAPI facts for %s", target);
                }
            }
        }
        return new UrikitOasFilter(types, properties, parameters);
    }

    /**
     * {@code @ValidUri}, its list, urikit's constraints composed of it, and the application's
     * constraints composed of any of them (to any depth).
     */
    static Set<DotName> constraints(IndexView index) {
        Set<DotName> names = new LinkedHashSet<>();
        for (Class<?> type : List.of(ValidUri.class, ValidUri.List.class, HttpUrl.class, WebhookUrl.class)) {
            names.add(DotName.createSimple(type.getName()));
        }
        boolean grown = true;
        while (grown) {
            grown = false;
            for (DotName name : List.copyOf(names)) {
                for (AnnotationInstance annotation : index.getAnnotations(name)) {
                    if (annotation.target().kind() == AnnotationTarget.Kind.CLASS
                            && annotation.target().asClass().isAnnotation()) {
                        grown |= names.add(annotation.target().asClass().name());
                    }
                }
            }
        }
        return names;
    }

    private static void property(FieldInfo field, ClassLoader loader,
            Map<String, Map<String, UriStringSchema>> out) throws ReflectiveOperationException {
        Field reflected = load(field.declaringClass(), loader).getDeclaredField(field.name());
        UriStringSchema.of(reflected.getType(), reflected.getAnnotations()).ifPresent(facts ->
                out.computeIfAbsent(schemaName(field.declaringClass()), k -> new LinkedHashMap<>())
                        .putIfAbsent(propertyName(field.declaredAnnotations(), field.name()), facts));
    }

    private static void property(MethodInfo method, ClassLoader loader,
            Map<String, Map<String, UriStringSchema>> out) throws ReflectiveOperationException {
        String property = accessorProperty(method);
        if (property == null) {
            return; // a constrained return value: not a property
        }
        Method reflected = load(method.declaringClass(), loader).getDeclaredMethod(method.name());
        UriStringSchema.of(reflected.getReturnType(), reflected.getAnnotations()).ifPresent(facts ->
                out.computeIfAbsent(schemaName(method.declaringClass()), k -> new LinkedHashMap<>())
                        .putIfAbsent(propertyName(method.declaredAnnotations(), property), facts));
    }

    /** The property of a getter or record accessor, or null. */
    private static @Nullable String accessorProperty(MethodInfo method) {
        if (method.parametersCount() != 0 || method.returnType().kind() == org.jboss.jandex.Type.Kind.VOID
                || method.isStaticInitializer() || method.isConstructor()) {
            return null;
        }
        String name = method.name();
        if (method.declaringClass().isRecord()) {
            return name;
        }
        for (String prefix : List.of("get", "is")) {
            if (name.length() > prefix.length() && name.startsWith(prefix)
                    && Character.isUpperCase(name.charAt(prefix.length()))) {
                String rest = name.substring(prefix.length());
                return rest.substring(0, 1).toLowerCase(Locale.ROOT) + rest.substring(1);
            }
        }
        return null;
    }

    private static void parameter(MethodParameterInfo parameter, ClassLoader loader,
            List<UrikitOasFilter.ParameterFacts> out) throws ReflectiveOperationException {
        MethodInfo method = parameter.method();
        String in = null;
        String name = null;
        for (AnnotationInstance annotation : method.annotations()) {
            if (annotation.target().kind() != AnnotationTarget.Kind.METHOD_PARAMETER
                    || annotation.target().asMethodParameter().position() != parameter.position()) {
                continue;
            }
            String kind = PARAMETER_KINDS.get(annotation.name());
            if (kind != null) {
                in = kind;
                AnnotationValue value = annotation.value();
                name = value == null || value.asString().isEmpty() ? parameter.name() : value.asString();
            }
        }
        String httpMethod = httpMethod(method);
        if (in == null || name == null || httpMethod == null) {
            return;
        }
        Method reflected = reflect(method, load(method.declaringClass(), loader));
        java.lang.reflect.Parameter reflectedParameter = reflected.getParameters()[parameter.position()];
        Optional<UriStringSchema> facts = UriStringSchema.of(reflectedParameter.getType(),
                reflectedParameter.getAnnotations());
        if (facts.isPresent()) {
            out.add(new UrikitOasFilter.ParameterFacts(httpMethod, path(method), in, name, facts.get()));
        }
    }

    private static @Nullable String httpMethod(MethodInfo method) {
        for (String candidate : HTTP_METHODS) {
            if (method.hasDeclaredAnnotation(DotName.createSimple("jakarta.ws.rs." + candidate))) {
                return candidate;
            }
        }
        return null;
    }

    /** The path template of a resource method, as SmallRye OpenAPI writes it (no regular expressions). */
    static String path(MethodInfo method) {
        StringBuilder path = new StringBuilder();
        for (AnnotationInstance annotation : new AnnotationInstance[] {
                method.declaringClass().declaredAnnotation(PATH), method.declaredAnnotation(PATH)}) {
            if (annotation != null && annotation.value() != null) {
                path.append('/').append(annotation.value().asString());
            }
        }
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean inExpression = false;
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (inExpression) {
                // {id: [0-9]{3}} is written {id}: skip to the brace that closes the parameter
                if (c == '{') {
                    depth++;
                } else if (c == '}' && --depth == 0) {
                    inExpression = false;
                    out.append('}');
                }
                continue;
            }
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            } else if (c == ':' && depth > 0) {
                inExpression = true;
                continue;
            } else if (c == ' ' && depth > 0 || c == '/' && out.length() > 0 && out.charAt(out.length() - 1) == '/') {
                continue;
            }
            out.append(c);
        }
        if (out.length() > 1 && out.charAt(out.length() - 1) == '/') {
            out.setLength(out.length() - 1);
        }
        return out.length() == 0 ? "/" : out.toString();
    }

    private static Method reflect(MethodInfo method, Class<?> owner) throws NoSuchMethodException {
        for (Method candidate : owner.getDeclaredMethods()) {
            if (!candidate.getName().equals(method.name()) || candidate.getParameterCount() != method.parametersCount()) {
                continue;
            }
            boolean same = true;
            for (int i = 0; i < candidate.getParameterCount() && same; i++) {
                same = candidate.getParameterTypes()[i].getName().equals(method.parameterType(i).name().toString());
            }
            if (same) {
                return candidate;
            }
        }
        throw new NoSuchMethodException(owner.getName() + "." + method.name());
    }

    private static Class<?> load(ClassInfo type, ClassLoader loader) throws ClassNotFoundException {
        return Class.forName(type.name().toString(), false, loader);
    }

    /** The component name SmallRye OpenAPI gives a class: its {@code @Schema(name)}, or its simple name. */
    static String schemaName(ClassInfo type) {
        AnnotationInstance schema = type.declaredAnnotation(MP_SCHEMA);
        if (schema != null && schema.value("name") != null && !schema.value("name").asString().isEmpty()) {
            return schema.value("name").asString();
        }
        return type.simpleName();
    }

    /** The JSON name of a property: {@code @JsonProperty}, {@code @JsonbProperty} or {@code @Schema(name)}, or its own. */
    private static String propertyName(List<AnnotationInstance> annotations, String name) {
        Map<DotName, String> attribute = new HashMap<>();
        attribute.put(JSON_PROPERTY, "value");
        attribute.put(JSONB_PROPERTY, "value");
        attribute.put(MP_SCHEMA, "name");
        for (AnnotationInstance annotation : annotations) {
            String key = attribute.get(annotation.name());
            if (key != null && annotation.value(key) != null && !annotation.value(key).asString().isEmpty()) {
                return annotation.value(key).asString();
            }
        }
        return name;
    }
}
