package org.urikit.micronaut;

import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import io.micronaut.validation.validator.constraints.ConstraintValidatorContext;
import io.micronaut.validation.validator.constraints.InternalConstraintValidatorFactory;
import io.micronaut.validation.validator.messages.InterpolatorLocaleResolver;
import jakarta.inject.Singleton;
import jakarta.validation.Constraint;
import jakarta.validation.ConstraintTarget;

import org.jspecify.annotations.Nullable;
import org.urikit.validation.ValidUri;
import org.urikit.validation.ValidUriCheck;

/**
 * Runs {@link ValidUri} (and so {@code @HttpUrl} and {@code @WebhookUrl}, which it composes) on
 * {@code micronaut-validation}. Micronaut looks up the Jakarta validators that {@code @ValidUri} names
 * as its beans or introspected classes, finds neither, and skips the constraint; this wraps
 * Micronaut's validator factory so that, for those validators, it answers with a Micronaut
 * {@code ConstraintValidator} that judges the value with {@link ValidUriCheck} from the constraint's
 * annotation values. One instance serves every constraint (Micronaut shares validator instances
 * between constraints and threads, which a Jakarta validator initialized per constraint cannot
 * bear). Messages are urikit's, in the locale Micronaut's {@link InterpolatorLocaleResolver} gives
 * (the request's {@code Accept-Language} under micronaut-http), else the JVM default.
 */
@Singleton
@Requires(classes = {InternalConstraintValidatorFactory.class, ValidUri.class})
final class ValidUriValidatorBridge implements BeanCreatedEventListener<InternalConstraintValidatorFactory> {
    /** urikit's Jakarta validators of {@code @ValidUri}, each with the type it validates. */
    private static final Map<Class<?>, Class<?>> TARGETS = targets();

    private final BeanProvider<InterpolatorLocaleResolver> locales;

    ValidUriValidatorBridge(BeanProvider<InterpolatorLocaleResolver> locales) {
        this.locales = locales;
    }

    private static Map<Class<?>, Class<?>> targets() {
        Map<Class<?>, Class<?>> map = new HashMap<>();
        for (Class<?> validator : ValidUri.class.getAnnotation(Constraint.class).validatedBy()) {
            Type superType = validator.getGenericSuperclass();
            if (superType instanceof ParameterizedType p && p.getActualTypeArguments()[0] instanceof Class<?> c) {
                map.put(validator, c);
            }
        }
        return Map.copyOf(map);
    }

    @Override
    public InternalConstraintValidatorFactory onCreated(BeanCreatedEvent<InternalConstraintValidatorFactory> event) {
        return new Factory(event.getBean(), new Bridge(this::locale));
    }

    private Locale locale() {
        if (locales.isPresent()) {
            return locales.get().resolve().orElseGet(Locale::getDefault);
        }
        return Locale.getDefault();
    }

    /** Micronaut's factory, answering for urikit's validators with the bridge. */
    private static final class Factory implements InternalConstraintValidatorFactory {
        private final InternalConstraintValidatorFactory delegate;
        private final Bridge bridge;

        Factory(InternalConstraintValidatorFactory delegate, Bridge bridge) {
            this.delegate = delegate;
            this.bridge = bridge;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T extends jakarta.validation.ConstraintValidator<?, ?>> @Nullable T getInstance(
                Class<T> validatorType, Class<?> targetType, ConstraintTarget constraintTarget) {
            Class<?> target = TARGETS.get(validatorType);
            if (target == null) {
                return delegate.getInstance(validatorType, targetType, constraintTarget);
            }
            // not cross-parameter; and each urikit validator answers for its own value type only
            if (constraintTarget == ConstraintTarget.PARAMETERS || !target.isAssignableFrom(targetType)) {
                return null;
            }
            // erased: Micronaut keeps it as a jakarta.validation.ConstraintValidator, never as T
            return (T) bridge;
        }

        @Override
        public <T extends jakarta.validation.ConstraintValidator<?, ?>> T getInstance(Class<T> key) {
            return delegate.getInstance(key);
        }

        @Override
        public void releaseInstance(jakarta.validation.ConstraintValidator<?, ?> instance) {
            if (instance != bridge) {
                delegate.releaseInstance(instance);
            }
        }
    }

    /** {@code @ValidUri} as a Micronaut validator: stateless but for a cache of checks per constraint. */
    static final class Bridge implements ConstraintValidator<Annotation, Object> {
        private final java.util.function.Supplier<Locale> locale;
        private final Map<AnnotationValue<?>, ValidUriCheck> checks = new ConcurrentHashMap<>();

        Bridge(java.util.function.Supplier<Locale> locale) {
            this.locale = locale;
        }

        @Override
        public boolean isValid(@Nullable Object value, AnnotationValue<Annotation> constraint,
                ConstraintValidatorContext context) {
            if (value == null) {
                return true;
            }
            ValidUriCheck check = checks.computeIfAbsent(constraint, Bridge::check);
            List<String> messages = check.messages(value, locale.get());
            if (messages.isEmpty()) {
                return true;
            }
            context.disableDefaultConstraintViolation();
            for (String message : messages) {
                // urikit's text is final: escaped for Micronaut's interpolator; a custom message
                // may name keys that Micronaut's message source fills in
                context.buildConstraintViolationWithTemplate(check.customMessage() ? message : escape(message))
                        .addConstraintViolation();
            }
            return false;
        }

        private static ValidUriCheck check(AnnotationValue<?> constraint) {
            return ValidUriCheck.of(synthesize(constraint));
        }

        /**
         * The {@code @ValidUri} that the annotation values describe: each attribute from the values
         * (as Micronaut stores them: a single string for a one-element array, enum names), else its
         * default.
         */
        static ValidUri synthesize(AnnotationValue<?> values) {
            InvocationHandler handler = (proxy, method, args) -> {
                String name = method.getName();
                if (method.getParameterCount() == 1 && name.equals("equals")) {
                    return proxy == args[0];
                }
                if (name.equals("hashCode")) {
                    return System.identityHashCode(proxy);
                }
                if (name.equals("toString")) {
                    return "@" + ValidUri.class.getName() + values.getValues();
                }
                if (name.equals("annotationType")) {
                    return ValidUri.class;
                }
                return attribute(values, method);
            };
            return (ValidUri) Proxy.newProxyInstance(ValidUri.class.getClassLoader(), new Class<?>[] {ValidUri.class},
                    handler);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private static Object attribute(AnnotationValue<?> values, Method method) {
            String name = method.getName();
            Class<?> type = method.getReturnType();
            if (!values.contains(name)) {
                return method.getDefaultValue();
            }
            if (type == boolean.class) {
                return values.booleanValue(name).orElse((Boolean) method.getDefaultValue());
            }
            if (type == int.class) {
                return values.intValue(name).orElse((Integer) method.getDefaultValue());
            }
            if (type == String.class) {
                return values.stringValue(name).orElse((String) method.getDefaultValue());
            }
            if (type == String[].class) {
                return values.stringValues(name);
            }
            if (type == int[].class) {
                return values.intValues(name);
            }
            if (type.isEnum()) {
                return values.enumValue(name, (Class<Enum>) type).orElse((Enum) method.getDefaultValue());
            }
            if (type.isArray() && type.getComponentType().isEnum()) {
                return values.enumValues(name, (Class<Enum>) type.getComponentType());
            }
            return method.getDefaultValue(); // groups, payload: not used by the checks
        }

        /** Escapes what Micronaut's message interpolation reads: braces and the dollar sign. */
        static String escape(String text) {
            StringBuilder out = new StringBuilder(text.length() + 8);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '{' || c == '}' || c == '$') {
                    out.append('\\');
                }
                out.append(c);
            }
            return out.toString();
        }
    }

}
