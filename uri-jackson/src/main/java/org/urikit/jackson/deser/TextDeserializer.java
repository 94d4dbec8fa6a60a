package org.urikit.jackson.deser;

import java.io.IOException;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.type.LogicalType;
import org.jspecify.annotations.Nullable;
import org.urikit.ParseError;
import org.urikit.WhatwgUrlException;
import org.urikit.UriSyntaxException;

/** What the value deserializers share: token handling, empty-string coercion, {@code @JsonFormat}, errors. */
abstract class TextDeserializer<T> extends StdScalarDeserializer<T> implements ContextualDeserializer {
    private static final long serialVersionUID = 1L;

    final Class<T> type;
    // Serializable only because Jackson 2's StdDeserializer is; the settings (a Normalizer among
    // them) are not, and a deserializer is not serialized (Jackson 3's are not Serializable at all)
    @SuppressWarnings("serial")
    final UriText text;

    TextDeserializer(Class<T> type, UriText text) {
        super(type);
        this.type = type;
        this.text = text;
    }

    /** A copy with other settings. */
    abstract TextDeserializer<T> with(UriText settings);

    /** The value for a parsed reference. */
    abstract T convert(JsonParser p, String value, Object parsed) throws IOException;

    /**
     * Applies {@code @JsonFormat(pattern = ...)} of the property or the type's config override.
     *
     * @param ctxt the context
     * @param property the property, or null for a root value
     * @return this deserializer, or one with the pattern's grammar and form
     * @throws JsonMappingException an {@code InvalidDefinitionException} if the pattern is not understood
     */
    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, @Nullable BeanProperty property)
            throws JsonMappingException {
        JsonFormat.Value format = findFormatOverrides(ctxt, property, type);
        if (format == null || !format.hasPattern()) {
            return this;
        }
        try {
            return with(text.withPattern(format.getPattern()));
        } catch (IllegalArgumentException e) {
            return ctxt.reportBadDefinition(ctxt.constructType(type), e.getMessage());
        }
    }

    /**
     * Reads a JSON string; a one-element array if {@code UNWRAP_SINGLE_VALUE_ARRAYS} is on.
     *
     * @param p the parser
     * @param ctxt the context
     * @return the value, or null if {@code ""} is coerced to null
     * @throws IOException an {@link InvalidFormatException} for a bad value, another
     *     {@code MismatchedInputException} for a token that is not a string
     */
    @Override
    public @Nullable T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_ARRAY) {
            return _deserializeFromArray(p, ctxt);
        }
        if (t != JsonToken.VALUE_STRING) {
            return type.cast(ctxt.handleUnexpectedToken(type, p));
        }
        String value = p.getText();
        if (text.effective(value).isEmpty()) {
            CoercionAction act = ctxt.findCoercionAction(LogicalType.OtherScalar, type, CoercionInputShape.EmptyString);
            if (act == CoercionAction.Fail) {
                return ctxt.reportInputMismatch(this, "Cannot coerce empty String (\"\") to `%s` (but could if "
                        + "enabling coercion using `CoercionConfig`)", type.getName());
            }
            if (act == CoercionAction.AsNull) {
                return null;
            }
        }
        Object r = text.parse(value);
        if (r instanceof ParseError e) {
            throw invalid(p, "value", value, type, e);
        }
        if (r instanceof WhatwgUrlException e) {
            throw invalid(p, "value", value, type, e);
        }
        return convert(p, value, r);
    }

    /**
     * The logical type Jackson uses for coercion settings.
     *
     * @return {@link LogicalType#OtherScalar}
     */
    @Override
    public LogicalType logicalType() {
        return LogicalType.OtherScalar;
    }

    /** The exception for a value or key the WHATWG URL Standard fails (browser-style input), the failure as cause. */
    static InvalidFormatException invalid(JsonParser p, String what, String value, Class<?> type, WhatwgUrlException e) {
        var at = p.currentTokenLocation();
        InvalidFormatException ex = InvalidFormatException.from(p,
                UriText.message(what, type, e, at.getLineNr(), at.getColumnNr()), value, type);
        ex.initCause(e);
        return ex;
    }

    /** The exception for a rejected value or key: urikit's message, the JSON location, the error as cause. */
    static InvalidFormatException invalid(JsonParser p, String what, String value, Class<?> type, ParseError e) {
        var at = p.currentTokenLocation();
        InvalidFormatException ex = InvalidFormatException.from(p,
                UriText.message(what, type, e, at.getLineNr(), at.getColumnNr()), value, type);
        ex.initCause(new UriSyntaxException(e));
        return ex;
    }
}
