package org.urikit.spring.boot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.TypeMismatchException;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindingResult;
import org.springframework.validation.FieldError;
import org.springframework.validation.ObjectError;
import org.springframework.validation.method.ParameterValidationResult;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.server.ServerWebInputException;
import org.urikit.ParseError;
import org.urikit.UriSyntaxException;
import org.urikit.WhatwgUrlException;
import org.urikit.WhatwgValidationError;

/**
 * Turns the exceptions Spring MVC and WebFlux raise for a rejected urikit value into an RFC 9457
 * problem detail, or declines (null) when the exception is not about a urikit value. The texts come
 * from {@link ParseError#message()}, {@link WhatwgValidationError#message()} and from {@code @ValidUri}'s messages, which never show a
 * password; the rejected value itself is never copied.
 *
 * <p>Extension properties: {@code errors}, one object per rejected value, each with where it was
 * ({@code field} and {@code pointer} for a JSON body, {@code parameter} and {@code in} for a
 * request parameter, path variable, header or cookie), and for a syntax error {@code index},
 * {@code component}, {@code grammar} and {@code rule}, then {@code reason} (an
 * {@link org.urikit.ErrorKind} name or the {@code @ValidUri} rule, such as {@code scheme}) and
 * {@code message}. A {@code WhatwgUrl} the WHATWG URL Standard fails has the same keys: its
 * {@code grammar} is {@code "WHATWG URL Standard"}, its {@code rule} {@code "basic URL parser"},
 * its {@code reason} the Standard's error name ({@code port-out-of-range}) and its {@code component}
 * that of the parser state. The first urikit entry's properties are also set on the problem itself; other
 * errors of the same request (a {@code @NotNull}, say) are listed in {@code errors} with where they
 * were and their message only.
 */
final class UriProblems {
    static final String TITLE = "Invalid URI";
    private static final boolean VALIDATION = present("jakarta.validation.ConstraintViolation");

    private UriProblems() {
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, UriProblems.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The problem for the exception, or null when it is not about a urikit value. */
    static @Nullable ProblemDetail of(Throwable e) {
        List<Map<String, Object>> entries = new ArrayList<>();
        boolean ours;
        if (e instanceof BindingResult result) { // MethodArgumentNotValidException, BindException, WebExchangeBindException
            ours = bindingResult(result, entries);
        } else if (e instanceof HandlerMethodValidationException v) {
            ours = methodValidation(v, entries);
        } else if (e instanceof HttpMessageNotReadableException) {
            ours = body(e, entries);
        } else if (e instanceof MethodArgumentTypeMismatchException m) {
            ours = parameter(m.getName(), m.getParameter(), m, entries);
        } else if (e instanceof ServerWebInputException w && w.getMethodParameter() != null
                && w.getCause() instanceof TypeMismatchException t) {
            MethodParameter p = w.getMethodParameter();
            ours = parameter(name(p), p, t, entries);
        } else if (e instanceof ServerWebInputException) {
            ours = body(e, entries);
        } else if (e instanceof TypeMismatchException t) {
            String name = t.getPropertyName();
            ours = name != null && parameter(name, null, t, entries);
        } else {
            ours = false;
        }
        if (!ours || entries.isEmpty()) {
            return null;
        }
        // the first urikit entry (others of the same request, such as @NotNull, have no reason)
        Map<String, Object> first = entries.stream().filter(m -> m.containsKey("reason")).findFirst().orElseThrow();
        ProblemDetail problem = ProblemDetail.forStatus(HttpStatus.BAD_REQUEST);
        problem.setTitle(TITLE);
        String where = first.containsKey("field") ? "'" + first.get("field") + "'"
                : first.get("in") != null ? first.get("in") + " parameter '" + first.get("parameter") + "'"
                : "parameter '" + first.get("parameter") + "'";
        problem.setDetail(where + ": " + first.get("message")
                + (entries.size() > 1 ? " (and " + (entries.size() - 1) + " more)" : ""));
        for (Map.Entry<String, Object> p : first.entrySet()) {
            problem.setProperty(p.getKey(), p.getValue());
        }
        problem.setProperty("errors", entries);
        return problem;
    }

    /** Index, component, grammar and rule of a syntax error, in that order. */
    static void putError(Map<String, Object> m, ParseError e) {
        m.put("index", e.index());
        m.put("component", e.component().label());
        m.put("grammar", e.grammar().label());
        m.put("rule", e.rule());
    }

    /** What a problem says of a syntax error: index, component, grammar, rule, reason and message, in that order. */
    private static Map<String, Object> fields(ParseError e) {
        Map<String, Object> m = new LinkedHashMap<>();
        putError(m, e);
        m.put("reason", e.kind().name());
        m.put("message", e.message());
        return m;
    }

    /** The same keys for a failure of the WHATWG URL Standard (a {@code WhatwgUrl} value). */
    private static Map<String, Object> fields(WhatwgValidationError e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", e.index());
        m.put("component", e.component().label());
        m.put("grammar", "WHATWG URL Standard");
        m.put("rule", "basic URL parser");
        m.put("reason", e.type());
        m.put("message", e.message() + " (WHATWG URL Standard)");
        return m;
    }

    private static Map<String, Object> syntaxEntry(String whereKey, String name, @Nullable String in,
            @Nullable String pointer, Map<String, Object> error) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(whereKey, name);
        if (pointer != null) {
            m.put("pointer", pointer);
        }
        if (in != null) {
            m.put("in", in);
        }
        m.putAll(error);
        return m;
    }

    /** The fields of the urikit syntax error among the causes, or null when there is none. */
    private static @Nullable Map<String, Object> syntaxError(@Nullable Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UriSyntaxException u) {
                return fields(u.error());
            }
            if (t instanceof WhatwgUrlException w) {
                return fields(w.failure());
            }
        }
        return null;
    }

    private static boolean body(Throwable e, List<Map<String, Object>> entries) {
        Map<String, Object> error = syntaxError(e);
        if (error == null) {
            return false;
        }
        JsonPath path = JsonPath.of(e);
        entries.add(syntaxEntry("field", path == null ? "" : path.field(), null, path == null ? null : path.pointer(), error));
        return true;
    }

    private static boolean parameter(String name, @Nullable MethodParameter p, TypeMismatchException e,
            List<Map<String, Object>> entries) {
        Map<String, Object> error = syntaxError(e);
        if (error == null) {
            return false;
        }
        entries.add(syntaxEntry("parameter", name, p == null ? null : in(p), null, error));
        return true;
    }

    private static boolean bindingResult(BindingResult result, List<Map<String, Object>> entries) {
        boolean ours = false;
        for (ObjectError error : result.getAllErrors()) {
            String field = error instanceof FieldError f ? f.getField() : error.getObjectName();
            Map<String, Object> entry = entry("field", field, null, error, error);
            if (entry != null) {
                ours = true;
                entries.add(entry);
            } else {
                entries.add(other("field", field, null, error));
            }
        }
        return ours;
    }

    private static boolean methodValidation(HandlerMethodValidationException e, List<Map<String, Object>> entries) {
        boolean ours = false;
        for (ParameterValidationResult result : e.getParameterValidationResults()) {
            MethodParameter p = result.getMethodParameter();
            for (MessageSourceResolvable error : result.getResolvableErrors()) {
                boolean isField = error instanceof FieldError;
                String whereKey = isField ? "field" : "parameter";
                String name = isField ? ((FieldError) error).getField() : name(p);
                String in = isField ? null : in(p);
                Object source = null;
                try {
                    source = VALIDATION ? result.unwrap(error, jakarta.validation.ConstraintViolation.class) : null;
                } catch (IllegalArgumentException notAViolation) {
                    source = null;
                }
                Map<String, Object> entry = source == null ? null : entry(whereKey, name, in, error, source);
                if (entry != null) {
                    ours = true;
                    entries.add(entry);
                } else {
                    entries.add(other(whereKey, name, in, error));
                }
            }
        }
        return ours;
    }

    /** The entry for a urikit error (a {@code @ValidUri} violation or a failed conversion), or null. */
    private static @Nullable Map<String, Object> entry(String whereKey, String name, @Nullable String in,
            MessageSourceResolvable error, Object sourceOrError) {
        Object source = sourceOrError;
        if (source instanceof ObjectError o) {
            if (VALIDATION && o.contains(jakarta.validation.ConstraintViolation.class)) {
                source = o.unwrap(jakarta.validation.ConstraintViolation.class);
            } else if (o.contains(TypeMismatchException.class)) {
                Map<String, Object> e = syntaxError(o.unwrap(TypeMismatchException.class));
                return e == null ? null : syntaxEntry(whereKey, name, in, null, e);
            } else {
                return null;
            }
        }
        return VALIDATION ? ValidUriViolations.entry(whereKey, name, in, source) : null;
    }

    /** Another error in the same request: where and its message (a failed conversion's text, which may quote the value, is not shown). */
    private static Map<String, Object> other(String whereKey, String name, @Nullable String in, MessageSourceResolvable error) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(whereKey, name);
        if (in != null) {
            m.put("in", in);
        }
        boolean bindingFailure = error instanceof FieldError f && f.isBindingFailure();
        String message = error.getDefaultMessage();
        m.put("message", bindingFailure || message == null ? "invalid value" : message);
        return m;
    }

    /** The name a request parameter, path variable, header or cookie goes by. */
    static String name(MethodParameter p) {
        String declared = null;
        RequestParam rp = p.getParameterAnnotation(RequestParam.class);
        PathVariable pv = p.getParameterAnnotation(PathVariable.class);
        RequestHeader rh = p.getParameterAnnotation(RequestHeader.class);
        CookieValue cv = p.getParameterAnnotation(CookieValue.class);
        // name and value are aliases; an annotation read without Spring's synthesis has only one set
        if (rp != null) {
            declared = rp.name().isEmpty() ? rp.value() : rp.name();
        } else if (pv != null) {
            declared = pv.name().isEmpty() ? pv.value() : pv.name();
        } else if (rh != null) {
            declared = rh.name().isEmpty() ? rh.value() : rh.name();
        } else if (cv != null) {
            declared = cv.name().isEmpty() ? cv.value() : cv.name();
        }
        if (declared != null && !declared.isEmpty()) {
            return declared;
        }
        String name = p.getParameterName();
        return name != null ? name : "arg" + p.getParameterIndex();
    }

    /** Where a parameter comes from, in OpenAPI's words ({@code query}, {@code path}, {@code header}, {@code cookie}), or null. */
    static @Nullable String in(MethodParameter p) {
        if (p.hasParameterAnnotation(RequestParam.class)) {
            return "query";
        }
        if (p.hasParameterAnnotation(PathVariable.class)) {
            return "path";
        }
        if (p.hasParameterAnnotation(RequestHeader.class)) {
            return "header";
        }
        if (p.hasParameterAnnotation(CookieValue.class)) {
            return "cookie";
        }
        return null;
    }
}
