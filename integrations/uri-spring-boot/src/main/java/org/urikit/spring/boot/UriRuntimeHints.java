package org.urikit.spring.boot;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.jspecify.annotations.Nullable;
import org.springframework.aot.hint.ExecutableMode;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.core.convert.converter.GenericConverter.ConvertiblePair;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.core.type.ClassMetadata;
import org.springframework.core.type.classreading.CachingMetadataReaderFactory;
import org.springframework.core.type.classreading.MetadataReaderFactory;
import org.springframework.util.ClassUtils;

/**
 * What urikit loads by reflection or as a resource in a Spring application, for ahead-of-time
 * processing (Spring AOT, GraalVM native images); listed in {@code META-INF/spring/aot.factories}.
 * Each part is found on the class path the AOT processing sees, so it covers what the application
 * has, and what a later urikit version adds to the same places:
 *
 * <ul>
 *   <li>converters: every urikit type that {@link UriStringConverter} converts, with its public
 *       static {@code valueOf(String)}, which Spring's conversion by convention
 *       ({@code ObjectToObjectConverter}) calls reflectively where the converter bean is not in
 *       use (a conversion service that does not hold it);</li>
 *   <li>service providers: every {@code org.urikit} class named in a
 *       {@code META-INF/services/*} file (the Jackson 2 and Jackson 3 {@code UriModule}s, the
 *       Hibernate type contributor of {@code uri-jpa}), with its public constructors, and that
 *       file;</li>
 *   <li>Jakarta Validation, when it and {@code uri-validation} are present: the annotation types of
 *       {@code org.urikit.validation} ({@code @ValidUri}, its container, the composed
 *       {@code @HttpUrl} and {@code @WebhookUrl}, whose attributes the provider reads reflectively),
 *       every concrete {@code ConstraintValidator} there, with its constructors, and the message
 *       bundles that {@code uri-validation} reads: urikit's {@code ContributorValidationMessages}
 *       and the application's {@code ValidationMessages}, each in every locale;</li>
 *   <li>JPA, when it and {@code uri-jpa} are present: every concrete {@code AttributeConverter} of
 *       {@code org.urikit.jpa}, with its public constructors, for {@code @Convert(converter = ...)}.</li>
 * </ul>
 *
 * <p>What needs nothing here: the auto-configured beans (the AOT-generated code creates them),
 * {@link UriProblemDetailsAdvice} (Spring registers the {@code @ExceptionHandler} methods of a
 * controller-advice bean, and spring-web registers {@code ProblemDetail}; urikit's problem
 * properties are maps of strings and numbers), {@link UriBindFailureAnalyzer} (Spring registers
 * every class listed in {@code META-INF/spring.factories}), and the IDNA data, which is compiled
 * into uri-core's classes rather than read as a resource.
 *
 * @since 0.1
 */
public final class UriRuntimeHints implements RuntimeHintsRegistrar {
    private static final String VALIDATION_PACKAGE = "org/urikit/validation";
    private static final String JPA_PACKAGE = "org/urikit/jpa";
    private static final String CONSTRAINT_VALIDATOR = "jakarta.validation.ConstraintValidator";
    private static final String ATTRIBUTE_CONVERTER = "jakarta.persistence.AttributeConverter";
    private static final String VALIDATION_MARKER = "org.urikit.validation.ValidUri";
    private static final String JPA_MARKER = "org.urikit.jpa.UriAttributeConverter";

    /** For {@code META-INF/spring/aot.factories}. */
    public UriRuntimeHints() {
    }

    /**
     * Registers the hints for what {@code classLoader} can load.
     *
     * @param hints where the hints go
     * @param classLoader the application's class loader, or null for the default one
     * @throws NullPointerException if {@code hints} is null
     */
    @Override
    public void registerHints(RuntimeHints hints, @Nullable ClassLoader classLoader) {
        Objects.requireNonNull(hints, "hints");
        ClassLoader loader = classLoader != null ? classLoader : ClassUtils.getDefaultClassLoader();
        valueTypes(hints);
        serviceProviders(hints, loader);
        if (ClassUtils.isPresent(CONSTRAINT_VALIDATOR, loader) && ClassUtils.isPresent(VALIDATION_MARKER, loader)) {
            validation(hints, loader);
        }
        if (ClassUtils.isPresent(ATTRIBUTE_CONVERTER, loader) && ClassUtils.isPresent(JPA_MARKER, loader)) {
            Class<?> converter = ClassUtils.resolveClassName(ATTRIBUTE_CONVERTER, loader);
            for (Class<?> c : classes(loader, JPA_PACKAGE)) {
                if (isConcrete(c) && converter.isAssignableFrom(c)) {
                    hints.reflection().registerType(c, MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
                }
            }
        }
    }

    /** The types {@link UriStringConverter} converts, with their {@code valueOf(String)}. */
    static Set<Class<?>> convertedTypes() {
        Set<Class<?>> types = new LinkedHashSet<>();
        for (ConvertiblePair pair : new UriStringConverter().getConvertibleTypes()) {
            for (Class<?> c : new Class<?>[] {pair.getSourceType(), pair.getTargetType()}) {
                if (c.getName().startsWith("org.urikit.")) {
                    types.add(c);
                }
            }
        }
        return types;
    }

    private static void valueTypes(RuntimeHints hints) {
        for (Class<?> type : convertedTypes()) {
            Method valueOf = ClassUtils.getStaticMethod(type, "valueOf", String.class);
            if (valueOf != null && Modifier.isPublic(valueOf.getModifiers()) && valueOf.getReturnType() == type) {
                hints.reflection().registerMethod(valueOf, ExecutableMode.INVOKE);
            }
        }
    }

    private static void serviceProviders(RuntimeHints hints, ClassLoader loader) {
        for (Resource file : resources(loader, "classpath*:META-INF/services/*")) {
            String service = file.getFilename();
            if (service == null) {
                continue;
            }
            boolean ours = false;
            for (String provider : providers(file)) {
                if (provider.startsWith("org.urikit.") && ClassUtils.isPresent(provider, loader)) {
                    hints.reflection().registerType(ClassUtils.resolveClassName(provider, loader),
                            MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
                    ours = true;
                }
            }
            if (ours) {
                hints.resources().registerPattern("META-INF/services/" + service);
            }
        }
    }

    private static void validation(RuntimeHints hints, ClassLoader loader) {
        Class<?> validator = ClassUtils.resolveClassName(CONSTRAINT_VALIDATOR, loader);
        for (Class<?> c : classes(loader, VALIDATION_PACKAGE)) {
            if (c.isAnnotation()) {
                hints.reflection().registerType(c, MemberCategory.INVOKE_DECLARED_METHODS);
            } else if (isConcrete(c) && validator.isAssignableFrom(c)) {
                hints.reflection().registerType(c, MemberCategory.INVOKE_DECLARED_CONSTRUCTORS);
            }
        }
        for (String bundle : new String[] {"ContributorValidationMessages", "ValidationMessages"}) {
            // ResourceBundle.getBundle (the provider) and ClassLoader.getResources (uri-validation)
            hints.resources().registerResourceBundle(bundle);
            hints.resources().registerPattern(bundle + "*.properties");
        }
    }

    private static boolean isConcrete(Class<?> c) {
        return !c.isInterface() && !Modifier.isAbstract(c.getModifiers());
    }

    /** The classes of a package and its subpackages, as {@code loader} sees them. */
    private static List<Class<?>> classes(ClassLoader loader, String packagePath) {
        MetadataReaderFactory metadata = new CachingMetadataReaderFactory(loader);
        List<Class<?>> classes = new ArrayList<>();
        for (Resource r : resources(loader, "classpath*:" + packagePath + "/**/*.class")) {
            try {
                ClassMetadata m = metadata.getMetadataReader(r).getClassMetadata();
                if (!m.getClassName().endsWith("package-info") && !m.getClassName().endsWith("module-info")
                        && ClassUtils.isPresent(m.getClassName(), loader)) {
                    classes.add(ClassUtils.resolveClassName(m.getClassName(), loader));
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + r, e);
            }
        }
        return classes;
    }

    private static Resource[] resources(ClassLoader loader, String pattern) {
        try {
            return new PathMatchingResourcePatternResolver(loader).getResources(pattern);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + pattern, e);
        }
    }

    /** The class names a service file lists ({@code #} starts a comment). */
    private static List<String> providers(Resource file) {
        List<String> names = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(file.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                int hash = line.indexOf('#');
                String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
                if (!name.isEmpty()) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return names;
    }
}
