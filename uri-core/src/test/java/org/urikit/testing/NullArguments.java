package org.urikit.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.RelativeIriReference;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Rule;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Rule;
import org.urikit.Rfc1808Url;
import org.urikit.Rfc3986Rule;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.idna.Uts46;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRule;

/**
 * The null contract of a published module, checked by reflection over every public constructor
 * and method of every public class of its exported packages: passing {@code null} for any one
 * reference parameter (all others given a valid sample) throws a {@link NullPointerException}
 * whose message is the parameter's name, as {@code Objects.requireNonNull(x, "name")} gives, and
 * not the JDK's "Cannot invoke ... because ... is null" from deep inside. Parameters annotated
 * {@code @Nullable} (JSpecify), and the entry points a caller lists as accepting null (the
 * ecosystem's convention: Jackson, JPA converters and validators treat null as no value), are
 * called with null too and must not throw a {@link NullPointerException}. Not checked: an enum's
 * {@code valueOf} (the JDK's own check), the instance methods of an interface that is not
 * sealed (a service-provider interface: the implementer's contract), and methods that override a
 * framework's (Jackson's {@code serialize}, a validator's {@code isValid}: the framework's
 * contract) unless listed as accepting null. Shared through
 * uri-core's test-jar.
 */
public final class NullArguments {
    private final Map<Class<?>, Object> samples = new HashMap<>();
    private final Set<String> acceptingNull;
    private int entryPoints;
    private int checkedParameters;

    /**
     * A checker with core's sample values, plus the given ones.
     *
     * @param extra sample values of the module's own parameter types, by type
     * @param acceptingNull entry points that accept null, as {@code "Class#method"} (simple class
     *     name, {@code new} for a constructor, any overload), or one parameter of them as
     *     {@code "Class#method#index"}: called with null there, they must not throw a
     *     NullPointerException
     */
    public NullArguments(Map<Class<?>, Object> extra, Set<String> acceptingNull) {
        samples.put(String.class, "http://a/b?q#f");
        samples.put(CharSequence.class, "http://a/b?q#f");
        samples.put(Object.class, "x");
        samples.put(Class.class, Uri.class);
        samples.put(Uri.class, Uri.parse("http://a/b/c?q#f"));
        samples.put(UriReference.class, UriReference.parse("../g?y"));
        samples.put(RelativeReference.class, RelativeReference.parse("../g?y"));
        samples.put(Rfc1808Url.class, Rfc1808Url.parse("http://a/b/c;p?q#f"));
        samples.put(Rfc1738Url.class, Rfc1738Url.parse("http://a/b?q"));
        samples.put(WhatwgUrl.class, WhatwgUrl.parse("http://a/b?q#f"));
        samples.put(Iri.class, Iri.parse("http://a/b/c?q#f"));
        samples.put(IriReference.class, IriReference.parse("../g?y"));
        samples.put(RelativeIriReference.class, RelativeIriReference.parse("../g?y"));
        samples.put(Uts46.class, Uts46.whatwg());
        samples.put(java.net.URI.class, java.net.URI.create("http://a/b"));
        samples.put(Component.class, Component.PATH);
        samples.put(ErrorKind.class, ErrorKind.UNEXPECTED_CHARACTER);
        samples.put(ReferenceForm.class, ReferenceForm.ANY);
        samples.put(Rfc.class, Rfc.RFC_3986);
        samples.put(Rfc3986Rule.class, Rfc3986Rule.URI);
        samples.put(Rfc1808Rule.class, Rfc1808Rule.values()[0]);
        samples.put(Rfc1738Rule.class, Rfc1738Rule.values()[0]);
        samples.put(ParseError.class, UriReference.check("http://a b").orElseThrow());
        samples.put(Normalizer.class, Normalizer.syntaxBased());
        samples.put(SchemeRegistry.class, SchemeRegistry.builtIn());
        samples.put(SchemeRule.class, SchemeRegistry.builtIn().rules().iterator().next());
        samples.put(UriBuilder.class, Uri.builder());
        samples.put(org.urikit.QueryParameters.class, org.urikit.QueryParameters.parse("a=1&b=2"));
        samples.put(org.urikit.Resolver.class, org.urikit.Resolver.rfc3986());
        samples.put(org.urikit.Explanation.class, org.urikit.Explanation.explain("http://a/b", SchemeRegistry.builtIn()));
        samples.put(org.urikit.net.HostPolicy.class, org.urikit.net.HostPolicy.publicOnly());
        samples.put(java.net.InetAddress.class, java.net.InetAddress.getLoopbackAddress());
        samples.put(Optional.class, Optional.empty());
        samples.put(List.class, List.of());
        samples.put(Set.class, Set.of());
        samples.put(Map.class, Map.of());
        samples.put(Function.class, Function.identity());
        samples.put(Throwable.class, new URISyntaxException("x", "y"));
        samples.put(URISyntaxException.class, new URISyntaxException("x", "y"));
        samples.putAll(extra);
        this.acceptingNull = acceptingNull;
    }

    /**
     * The public classes (top-level and nested) of a package, read from the class files under a
     * class-path folder.
     *
     * @param classesDir the module's {@code target/classes}
     * @param packageName an exported package
     * @return the public classes, in name order
     */
    public static List<Class<?>> publicClasses(Path classesDir, String packageName) {
        Path dir = classesDir.resolve(packageName.replace('.', '/'));
        try (Stream<Path> files = Files.list(dir)) {
            List<Class<?>> out = new ArrayList<>();
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (!name.endsWith(".class") || name.equals("module-info.class") || name.equals("package-info.class")) {
                    continue;
                }
                Class<?> c = Class.forName(packageName + "." + name.substring(0, name.length() - 6));
                if (isPublic(c) && !c.isAnonymousClass()) {
                    out.add(c);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean isPublic(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Checks every public constructor and method declared by the classes.
     *
     * @param classes public classes of exported packages
     * @return one line per violation (empty when the contract holds)
     */
    public List<String> violations(List<Class<?>> classes) {
        List<String> out = new ArrayList<>();
        for (Class<?> c : classes) {
            List<Executable> all = new ArrayList<>();
            if (!c.isInterface() && !Modifier.isAbstract(c.getModifiers()) && !c.isEnum()) {
                all.addAll(List.of(c.getConstructors()));
            }
            for (Method m : c.getDeclaredMethods()) {
                boolean enumValueOf = c.isEnum() && m.getName().equals("valueOf"); // the JDK's, "Name is null"
                // an SPI method (of an interface others implement) is the implementer's contract
                boolean spi = c.isInterface() && !c.isSealed() && !Modifier.isStatic(m.getModifiers());
                boolean callback = frameworkCallback(c, m)
                        && !acceptingNull.contains(c.getSimpleName() + "#" + m.getName());
                if (Modifier.isPublic(m.getModifiers()) && !m.isSynthetic() && !m.isBridge() && !enumValueOf && !spi
                        && !callback) {
                    all.add(m);
                }
            }
            all.sort(Comparator.comparing(Executable::toString));
            for (Executable e : all) {
                check(c, e, out);
            }
        }
        return out;
    }

    /**
     * The number of entry points with a reference parameter that the last {@link #violations} checked.
     *
     * @return the count
     */
    public int entryPoints() {
        return entryPoints;
    }

    /**
     * The number of reference parameters that the last {@link #violations} passed null to.
     *
     * @return the count
     */
    public int checkedParameters() {
        return checkedParameters;
    }

    private void check(Class<?> c, Executable e, List<String> out) {
        Parameter[] params = e.getParameters();
        boolean counted = false;
        for (int i = 0; i < params.length; i++) {
            if (params[i].getType().isPrimitive()) {
                continue;
            }
            Object target = null;
            if (e instanceof Method m && !Modifier.isStatic(m.getModifiers())) {
                if (m.getName().equals("equals")) {
                    continue; // equals(null) is false by Object's contract
                }
                target = sample(c);
                if (target == null) {
                    out.add(e + ": no sample receiver of " + c.getName());
                    return;
                }
            }
            Object[] args = new Object[params.length];
            for (int j = 0; j < params.length; j++) {
                if (j != i) {
                    args[j] = sample(params[j].getType());
                    if (args[j] == null && !params[j].getType().isPrimitive()) {
                        out.add(e + ": no sample of " + params[j].getType().getName());
                        return;
                    }
                }
            }
            if (!counted) {
                entryPoints++;
                counted = true;
            }
            checkedParameters++;
            String name = c.getSimpleName() + "#" + (e instanceof Method ? e.getName() : "new");
            boolean nullable = isNullable(params[i]) || acceptingNull.contains(name)
                    || acceptingNull.contains(name + "#" + i);
            Throwable thrown = invoke(e, target, args);
            String where = e + " with null as parameter " + i;
            if (nullable) {
                if (thrown instanceof NullPointerException) {
                    out.add(where + ": accepts null but threw " + thrown);
                }
            } else if (!(thrown instanceof NullPointerException)) {
                out.add(where + ": expected NullPointerException, got " + thrown);
            } else if (thrown.getMessage() == null || !thrown.getMessage().matches("[A-Za-z][A-Za-z0-9]*")) {
                out.add(where + ": NullPointerException without the parameter's name: " + thrown.getMessage());
            }
        }
    }

    /**
     * Whether the method overrides one of a framework's types (Jackson, Jakarta): the framework
     * calls it, with arguments it never makes null.
     */
    private static boolean frameworkCallback(Class<?> c, Method m) {
        List<Class<?>> supers = new ArrayList<>(List.of(c.getInterfaces()));
        if (c.getSuperclass() != null) {
            supers.add(c.getSuperclass());
        }
        for (Class<?> s : supers) {
            try {
                Method overridden = s.getMethod(m.getName(), m.getParameterTypes());
                String owner = overridden.getDeclaringClass().getName();
                if (!owner.startsWith("org.urikit.") && !owner.startsWith("java.")) {
                    return true;
                }
            } catch (NoSuchMethodException e) {
                // not declared public there; try the supertype's own supertypes
            }
            if (frameworkCallback(s, m)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isNullable(Parameter p) {
        return Stream.of(p.getAnnotatedType().getAnnotations()).anyMatch(a -> a.annotationType().getSimpleName().equals("Nullable"))
                || Stream.of(p.getAnnotations()).anyMatch(a -> a.annotationType().getSimpleName().equals("Nullable"));
    }

    private Object sample(Class<?> type) {
        if (type.isPrimitive()) {
            return type == boolean.class ? Boolean.FALSE : type == char.class ? (Object) 'a' : (Object) 1;
        }
        if (type.isArray()) {
            return java.lang.reflect.Array.newInstance(type.getComponentType(), 0);
        }
        if (type.isEnum()) {
            return type.getEnumConstants()[0];
        }
        Object s = samples.get(type);
        if (s != null) {
            return s;
        }
        for (Map.Entry<Class<?>, Object> e : samples.entrySet()) {
            if (type.isAssignableFrom(e.getKey()) && e.getKey() != Object.class) {
                return e.getValue();
            }
        }
        try {
            return type.getConstructor().newInstance(); // a converter, a module
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    private static Throwable invoke(Executable e, Object target, Object[] args) {
        try {
            if (e instanceof Constructor<?> k) {
                k.newInstance(args);
            } else {
                ((Method) e).invoke(target, args);
            }
            return null;
        } catch (InvocationTargetException ex) {
            return ex.getCause();
        } catch (ReflectiveOperationException ex) {
            return ex;
        }
    }
}
