package org.urikit.jackson.contract;

import java.util.LinkedHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import org.urikit.Normalizer;
import org.urikit.Rfc;

/**
 * Module options and mapper settings, named the same on both Jackson lines.
 *
 * @param grammar the module's grammar
 * @param trim the module's trim option
 * @param validateJavaNetUri the module's java.net.URI option
 * @param normalizeOnRead the module's normalize-on-read option, or null
 * @param normalizeOnWrite the module's normalize-on-write option, or null
 * @param emptyString per type, the {@code CoercionAction} name for {@code ""}
 * @param formats per type, a {@code @JsonFormat} pattern set as config override
 * @param unwrapSingleValueArrays whether {@code DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS} is on
 * @param browserStyleInput the module's browser-style input option
 */
public record Options(Rfc grammar, boolean trim, boolean validateJavaNetUri, @Nullable Normalizer normalizeOnRead,
        @Nullable Normalizer normalizeOnWrite, Map<Class<?>, String> emptyString, Map<Class<?>, String> formats,
        boolean unwrapSingleValueArrays, boolean browserStyleInput) {

    /** The module's defaults. */
    public static final Options DEFAULTS = new Options(Rfc.RFC_3986, false, false, null, null, Map.of(), Map.of(), false, false);

    public Options withGrammar(Rfc g) {
        return new Options(g, trim, validateJavaNetUri, normalizeOnRead, normalizeOnWrite, emptyString, formats, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withTrim(boolean t) {
        return new Options(grammar, t, validateJavaNetUri, normalizeOnRead, normalizeOnWrite, emptyString, formats, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withValidateJavaNetUri(boolean v) {
        return new Options(grammar, trim, v, normalizeOnRead, normalizeOnWrite, emptyString, formats, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withNormalizeOnRead(Normalizer n) {
        return new Options(grammar, trim, validateJavaNetUri, n, normalizeOnWrite, emptyString, formats, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withNormalizeOnWrite(Normalizer n) {
        return new Options(grammar, trim, validateJavaNetUri, normalizeOnRead, n, emptyString, formats, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withEmptyString(Class<?> type, String coercionAction) {
        Map<Class<?>, String> m = new LinkedHashMap<>(emptyString);
        m.put(type, coercionAction);
        return new Options(grammar, trim, validateJavaNetUri, normalizeOnRead, normalizeOnWrite, m, formats, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withFormat(Class<?> type, String pattern) {
        Map<Class<?>, String> m = new LinkedHashMap<>(formats);
        m.put(type, pattern);
        return new Options(grammar, trim, validateJavaNetUri, normalizeOnRead, normalizeOnWrite, emptyString, m, unwrapSingleValueArrays, browserStyleInput);
    }

    public Options withBrowserStyleInput() {
        return new Options(grammar, trim, validateJavaNetUri, normalizeOnRead, normalizeOnWrite, emptyString, formats,
                unwrapSingleValueArrays, true);
    }

    public Options withUnwrapSingleValueArrays() {
        return new Options(grammar, trim, validateJavaNetUri, normalizeOnRead, normalizeOnWrite, emptyString, formats, true, browserStyleInput);
    }
}
