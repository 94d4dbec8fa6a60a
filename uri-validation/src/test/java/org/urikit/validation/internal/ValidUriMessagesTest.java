package org.urikit.validation.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import jakarta.validation.ConstraintValidatorContext;

import org.hibernate.validator.constraintvalidation.HibernateConstraintValidatorContext;
import org.hibernate.validator.messageinterpolation.MessageParameterEscaping;
import org.junit.jupiter.api.Test;
import org.urikit.validation.ValidUri;

/**
 * How message parameters reach Hibernate Validator: through a recording stand-in for its context,
 * which says which {@code addMessageParameter} overload got which value. (That the messages come
 * out right, special characters included, is tested on the real providers in {@code ValidUriTest}.)
 */
class ValidUriMessagesTest {
    static final class Bean {
        @ValidUri(schemes = "https")
        String url;
    }

    /** One call on the context: the method and its arguments. */
    record Call(String method, List<Object> args) {
    }

    private static UriRules rules() throws NoSuchFieldException {
        return UriRules.of(Bean.class.getDeclaredField("url").getAnnotation(ValidUri.class));
    }

    /** A Hibernate Validator context that records every call and returns itself where it can. */
    private static ConstraintValidatorContext recording(List<Call> calls) {
        ClassLoader loader = HibernateConstraintValidatorContext.class.getClassLoader();
        Object[] self = new Object[1];
        Object builder = Proxy.newProxyInstance(loader,
                new Class<?>[] {ConstraintValidatorContext.ConstraintViolationBuilder.class}, (proxy, method, args) -> {
                    calls.add(new Call(method.getName(), args == null ? List.of() : Arrays.asList(args)));
                    return self[0];
                });
        self[0] = Proxy.newProxyInstance(loader, new Class<?>[] {HibernateConstraintValidatorContext.class},
                (proxy, method, args) -> {
                    calls.add(new Call(method.getName(), args == null ? List.of() : Arrays.asList(args)));
                    return switch (method.getName()) {
                        case "buildConstraintViolationWithTemplate" -> builder;
                        case "disableDefaultConstraintViolation" -> null;
                        default -> proxy; // unwrap, addMessageParameter
                    };
                });
        return (ConstraintValidatorContext) self[0];
    }

    @Test
    void valuesWithoutSpecialCharactersSkipEscapingAndTheOthersAreEscaped() throws NoSuchFieldException {
        // MessageParameterEscaping came with Hibernate Validator 9.0; tests/compat/hv8 runs this suite on
        // 8.0, where every value goes through the two-argument method, which escapes it.
        boolean escapingApi = hasClass("org.hibernate.validator.messageinterpolation.MessageParameterEscaping");
        List<Call> calls = new ArrayList<>();
        boolean valid = ValidUriMessages.report(
                List.of(Problem.of("scheme", "scheme", "a$b", "allowedSchemes", "https", "plain", "x{y}z\\")),
                rules(), recording(calls));

        assertThat(valid).isFalse();
        List<Call> parameters = calls.stream().filter(c -> c.method().equals("addMessageParameter")).toList();
        if (!escapingApi) {
            assertThat(parameters).containsExactly(
                    new Call("addMessageParameter", List.of("scheme", "a$b")),
                    new Call("addMessageParameter", List.of("allowedSchemes", "https")),
                    new Call("addMessageParameter", List.of("plain", "x{y}z\\")));
            return;
        }
        assertThat(parameters).containsExactly(
                new Call("addMessageParameter", List.of("scheme", "a$b")),
                new Call("addMessageParameter", List.of("allowedSchemes", "https", MessageParameterEscaping.NONE)),
                new Call("addMessageParameter", List.of("plain", "x{y}z\\")));
        assertThat(calls).contains(new Call("buildConstraintViolationWithTemplate",
                List.of("{org.urikit.validation.ValidUri.scheme}")));
    }

    @Test
    void aValidValueTouchesNothing() throws NoSuchFieldException {
        List<Call> calls = new ArrayList<>();
        assertThat(ValidUriMessages.report(List.of(), rules(), recording(calls))).isTrue();
        assertThat(calls).isEmpty();
    }

    private static boolean hasClass(String name) {
        try {
            Class.forName(name, false, ValidUriMessagesTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
