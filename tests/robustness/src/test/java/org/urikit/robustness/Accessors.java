package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.urikit.QueryParameters;
import org.urikit.Rfc1738Url;
import org.urikit.UriBuilder;

/**
 * Calls every public accessor of a parsed value, found by reflection so that an accessor added
 * later is called too: each public instance method without parameters of the value's public
 * class and interfaces, and {@code toString()} of every view such a method returns (the
 * {@link Rfc1738Url.Parts} record, {@link QueryParameters}, values; an optional's content). A builder is
 * built. Used by {@link HugeInputTest} on 10 MB values, where one quadratic accessor would run
 * for hours.
 */
final class Accessors {
    /** Methods that are not accessors of the value: they change or wait on the object. */
    private static final List<String> SKIPPED = List.of("wait", "notify", "notifyAll", "getClass");

    private Accessors() {
    }

    /**
     * The names of the accessors called on {@code value}, in name order.
     *
     * @param value a parsed value
     * @param type the public type whose methods are called
     * @return the method names called
     */
    static List<String> callAll(Object value, Class<?> type) {
        List<String> called = new ArrayList<>();
        Method[] methods = type.getMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (Method m : methods) {
            if (m.getParameterCount() != 0 || Modifier.isStatic(m.getModifiers()) || SKIPPED.contains(m.getName())) {
                continue;
            }
            Object result = invoke(m, value);
            if (result instanceof Optional<?> o && o.isPresent()) {
                result = o.get();
            }
            if (result instanceof UriBuilder b) {
                result = b.build();
            }
            if (result instanceof Rfc1738Url.Parts parts) {
                callAll(parts, parts.getClass());
            }
            if (result instanceof QueryParameters q) {
                callAll(q, QueryParameters.class);
            }
            if (result != null && result.getClass().getName().startsWith("org.urikit.")) {
                assertThat(result.toString()).isNotNull(); // toString() of every view (and value) of ours
            }
            called.add(m.getName());
        }
        return called;
    }

    private static Object invoke(Method m, Object value) {
        try {
            if (!Modifier.isPublic(m.getDeclaringClass().getModifiers())) {
                m.setAccessible(true); // a public final method of the package-private AbstractReference
            }
            return m.invoke(value);
        } catch (IllegalAccessException e) {
            throw new AssertionError(m + " is public", e);
        } catch (InvocationTargetException e) {
            if (m.getName().equals("toJavaNetUri") && e.getCause() instanceof IllegalStateException) {
                return null; // documented: java.net.URI cannot represent every RFC 3986 reference
            }
            throw new AssertionError(m + " threw", e.getCause());
        }
    }
}
