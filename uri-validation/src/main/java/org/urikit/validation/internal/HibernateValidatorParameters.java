package org.urikit.validation.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Optional;

import jakarta.validation.ConstraintValidatorContext;

import org.jspecify.annotations.Nullable;

/**
 * The Hibernate-Validator-specific message path, and the only class of urikit that knows Hibernate
 * Validator: a {@link Problem}'s values become message parameters through
 * {@code HibernateConstraintValidatorContext#addMessageParameter}, found by reflection behind a
 * guarded {@code unwrap}, so that nothing of Hibernate Validator is needed at compile time or run
 * time. On any other provider {@link #add} returns false and {@link ValidUriMessages} fills the
 * values into the template itself.
 */
final class HibernateValidatorParameters {
    private static final String HV_CONTEXT = "org.hibernate.validator.constraintvalidation.HibernateConstraintValidatorContext";
    private static final String HV_ESCAPING = "org.hibernate.validator.messageinterpolation.MessageParameterEscaping";

    /**
     * Hibernate Validator's context type and its {@code addMessageParameter(String, Object)} as a
     * method handle of type {@code (Object, String, Object)Object}: cheaper to call than
     * {@code Method.invoke}, which took a quarter of a rejection's time (docs/BENCHMARKS.md).
     * {@code verbatim} is the same method with Hibernate Validator's {@code MessageParameterEscaping.NONE}
     * bound as third argument (Hibernate Validator 9.1 and later), or null: for values without a
     * character that interpolation gives meaning to, escaping changes nothing but costs a regular
     * expression per value, most of a rejection's time (docs/BENCHMARKS.md).
     */
    private record ParameterMethod(Class<?> type, MethodHandle handle, @Nullable MethodHandle verbatim) {
    }

    /** Per context class: the {@code addMessageParameter} method, or empty when the provider has none. */
    private static final ClassValue<Optional<ParameterMethod>> PARAMETER_METHOD = new ClassValue<>() {
        @Override
        protected Optional<ParameterMethod> computeValue(Class<?> type) {
            try {
                Class<?> hv = Class.forName(HV_CONTEXT, false, type.getClassLoader());
                if (!hv.isAssignableFrom(type)) {
                    return Optional.empty();
                }
                MethodType erased = MethodType.methodType(Object.class, Object.class, String.class, Object.class);
                MethodHandle handle = MethodHandles.publicLookup()
                        .unreflect(hv.getMethod("addMessageParameter", String.class, Object.class))
                        .asType(erased);
                return Optional.of(new ParameterMethod(hv, handle, verbatim(hv, erased)));
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                return Optional.empty();
            }
        }
    };

    /**
     * {@code addMessageParameter(name, value, MessageParameterEscaping.NONE)} of the context type, or
     * null if this Hibernate Validator has no such method.
     */
    private static @Nullable MethodHandle verbatim(Class<?> hv, MethodType erased) {
        try {
            Class<?> escaping = Class.forName(HV_ESCAPING, false, hv.getClassLoader());
            Object none = escaping.getField("NONE").get(null);
            MethodHandle three = MethodHandles.publicLookup()
                    .unreflect(hv.getMethod("addMessageParameter", String.class, Object.class, escaping));
            return MethodHandles.insertArguments(three, 3, none).asType(erased);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return null;
        }
    }

    private HibernateValidatorParameters() {
    }

    /**
     * Adds the problem's values as message parameters of the context, if it is Hibernate
     * Validator's; returns false (having added nothing that matters) when it is not, or when adding
     * fails, so that the caller fills the values into the template instead.
     */
    static boolean add(ConstraintValidatorContext context, Problem problem) {
        ParameterMethod m = PARAMETER_METHOD.get(context.getClass()).orElse(null);
        if (m == null) {
            return false;
        }
        try {
            Object target = context.unwrap(m.type());
            MethodHandle verbatim = m.verbatim();
            for (int i = 0; i < problem.parameterCount(); i++) {
                String value = problem.value(i);
                MethodHandle add = verbatim != null && !ValidUriMessages.needsEscaping(value) ? verbatim : m.handle();
                Object unused = (Object) add.invokeExact(target, problem.name(i), (Object) value);
            }
            return true;
        } catch (RuntimeException e) {
            return false;
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            return false; // addMessageParameter declares no checked exception
        }
    }
}
