package org.urikit.quarkus.deployment;

import java.util.Objects;
import java.util.Optional;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.FieldInfo;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.RecordComponentInfo;
import org.jboss.jandex.Type;

/**
 * Finds, in an application's index, the first place that names a urikit type ({@code org.urikit.*}, the
 * application's own classes under that package excepted): a supertype, a field, record component, method
 * parameter or return type, a generic argument or bound of any of these, or an annotation anywhere in a class (a
 * urikit constraint, or an application constraint composed of one). A urikit type used only inside method bodies
 * is not found: nothing an integration adapts (JSON, REST, JPA, validation) is then about it.
 */
final class UrikitUsage {
    private static final String PACKAGE = "org.urikit.";

    private UrikitUsage() {
    }

    /**
     * Where the application first names a urikit type, for the build log.
     *
     * @param index the application's index
     * @return {@code Class.member: type}, or empty when no class does
     */
    static Optional<String> find(IndexView index) {
        Objects.requireNonNull(index, "index");
        for (ClassInfo c : index.getKnownClasses()) {
            String where = find(c, index);
            if (where != null) {
                return Optional.of(c.name() + where);
            }
        }
        return Optional.empty();
    }

    private static String find(ClassInfo c, IndexView index) {
        if (isUrikit(c.superClassType(), index)) {
            return " extends " + c.superName();
        }
        for (Type t : c.interfaceTypes()) {
            if (isUrikit(t, index)) {
                return " implements " + t.name();
            }
        }
        for (DotName annotation : c.annotationsMap().keySet()) {
            if (isUrikit(annotation, index)) {
                return ": @" + annotation;
            }
        }
        for (FieldInfo f : c.fields()) {
            if (isUrikit(f.type(), index)) {
                return "." + f.name() + ": " + f.type();
            }
        }
        for (RecordComponentInfo r : c.recordComponents()) {
            if (isUrikit(r.type(), index)) {
                return "." + r.name() + ": " + r.type();
            }
        }
        for (MethodInfo m : c.methods()) {
            if (isUrikit(m.returnType(), index)) {
                return "." + m.name() + "(): " + m.returnType();
            }
            for (Type p : m.parameterTypes()) {
                if (isUrikit(p, index)) {
                    return "." + m.name() + "(" + p + ")";
                }
            }
        }
        return null;
    }

    /** Whether {@code type}, one of its generic arguments, bounds or its element type is a urikit type. */
    static boolean isUrikit(Type type, IndexView index) {
        if (type == null) {
            return false;
        }
        switch (type.kind()) {
            case CLASS:
                return isUrikit(type.name(), index);
            case ARRAY:
                return isUrikit(type.asArrayType().elementType(), index);
            case PARAMETERIZED_TYPE:
                if (isUrikit(type.name(), index) || isUrikit(type.asParameterizedType().owner(), index)) {
                    return true;
                }
                for (Type a : type.asParameterizedType().arguments()) {
                    if (isUrikit(a, index)) {
                        return true;
                    }
                }
                return false;
            case WILDCARD_TYPE:
                return isUrikit(type.asWildcardType().extendsBound(), index)
                        || isUrikit(type.asWildcardType().superBound(), index);
            case TYPE_VARIABLE:
                for (Type b : type.asTypeVariable().bounds()) {
                    if (isUrikit(b, index)) {
                        return true;
                    }
                }
                return false;
            default:
                return false;
        }
    }

    /** Whether a name is urikit's: {@code org.urikit.*}, and not one of the application's own classes. */
    static boolean isUrikit(DotName name, IndexView index) {
        return name.toString().startsWith(PACKAGE) && index.getClassByName(name) == null;
    }
}
