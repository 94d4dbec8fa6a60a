package org.urikit.spring.boot;

import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.validation.ConstraintViolation;

import org.jspecify.annotations.Nullable;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;

/**
 * Reads a {@code @ValidUri} constraint violation (of {@code uri-validation}) without needing that
 * module: its message template names the rule ({@code {org.urikit.validation.ValidUri.scheme}}),
 * its message is already free of passwords, and for a syntax error the value is checked again with
 * the constraint's grammar and form, for the index, component and grammar rule. Only loaded when
 * Jakarta Validation is on the class path.
 */
final class ValidUriViolations {
    private static final String PREFIX = "{org.urikit.validation.ValidUri.";
    private static final String SYNTAX = "syntax.";

    private ValidUriViolations() {
    }

    /**
     * The entry for a violation of {@code @ValidUri} (or of a constraint composed of it), or null
     * for any other violation.
     */
    static @Nullable Map<String, Object> entry(String whereKey, String name, @Nullable String in, Object source) {
        if (!(source instanceof ConstraintViolation<?> v)) {
            return null;
        }
        String template = v.getMessageTemplate();
        // the template is one key, or (for syntax errors, scheme rules and host kinds) several keys
        // and parameters composed into one message: the first key names the reason
        int close = template == null || !template.startsWith(PREFIX) ? -1 : template.indexOf('}');
        if (close < 0) {
            return null;
        }
        String reason = template.substring(PREFIX.length(), close);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(whereKey, name);
        if (in != null) {
            m.put("in", in);
        }
        if (reason.startsWith(SYNTAX)) {
            ParseError e = recheck(v);
            if (e != null) {
                UriProblems.putError(m, e);
                reason = e.kind().name();
            } else {
                reason = reason.substring(SYNTAX.length());
            }
        }
        m.put("reason", reason);
        m.put("message", v.getMessage());
        return m;
    }

    private static @Nullable ParseError recheck(ConstraintViolation<?> v) {
        Object value = v.getInvalidValue();
        if (value == null) {
            return null;
        }
        String text = value instanceof java.net.URL url ? url.toExternalForm() : value.toString();
        Map<String, Object> attributes = v.getConstraintDescriptor().getAttributes();
        Rfc grammar = attributes.get("grammar") instanceof Rfc r ? r : Rfc.RFC_3986;
        ReferenceForm form = attributes.get("form") instanceof ReferenceForm f ? f : ReferenceForm.URI;
        try {
            return grammar.check(text, form).orElse(null);
        } catch (IllegalArgumentException unsupported) {
            return null; // a grammar or form this core cannot check: the violation's message stands alone
        }
    }
}
