package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;


import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.HostKind;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.testing.Corpus;
import org.urikit.validation.ValidUri;

/**
 * The scheme {@code pattern} accepts exactly the values whose scheme {@code @ValidUri(schemes)}
 * allows, judged by the validator itself (Hibernate Validator), not by the pattern's own code:
 * for each annotation with schemes and its twin without, over the WPT inputs, every tenth URL of
 * the kasztp corpus and hand-picked edge cases (case, {@code +.-} in schemes, a leading digit, an
 * empty scheme), a value passes the annotation with schemes if and only if it passes the twin and
 * matches the pattern. Scheme rules are off on both, so that only the scheme list differs. Under
 * RFC 1808 and RFC 1738, any component option (schemes among them) also requires an RFC 3986
 * reference; the twins there allow every host kind, an option that requires that and nothing else.
 * {@code Matcher.find()} stands in for ECMA-262 (see {@link SchemePatternTest}).
 */
class SchemePatternAgreementTest {
    private static final String[] EDGES = {
        "http://h/", "HTTP://h/", "hTtPs://h/", "https:", "ftp://h/", "httpx://h/", "xhttp://h/",
        "a+b.c-d:x", "A+B.C-D:x", "a+b.c-dx:x", "ab.c-d:x", "1a:b", "10.0.0.7:8080/foo.html", "+a:b", ".:b",
        "-:b", ":b", "a:b", "a/b", "a/b:c", "./a:b", "//h/p", "/p", "?q", "#f", "", " http://h/", "http//h/",
    };

    private static ValidatorFactory factory;
    private static Validator validator;
    private static List<String> values;

    /** With and without schemes, per grammar and form; scheme rules off. */
    public record Bean(
            @ValidUri(schemes = {"http", "https", "a+b.c-d"}, schemeRules = false) String uri,
            @ValidUri(schemeRules = false) String uriAny,
            @ValidUri(form = ReferenceForm.ANY, schemes = {"http", "https", "a+b.c-d"}, schemeRules = false) String ref,
            @ValidUri(form = ReferenceForm.ANY, schemeRules = false) String refAny,
            @ValidUri(grammar = Rfc.RFC_3987, form = ReferenceForm.ANY, schemes = {"http", "https", "a+b.c-d"},
                    schemeRules = false) String iriRef,
            @ValidUri(grammar = Rfc.RFC_3987, form = ReferenceForm.ANY, schemeRules = false) String iriRefAny,
            @ValidUri(grammar = Rfc.RFC_1808, schemes = {"http", "https", "a+b.c-d"}, schemeRules = false) String rfc1808,
            @ValidUri(grammar = Rfc.RFC_1808, schemeRules = false,
                    hostKinds = {HostKind.REG_NAME, HostKind.IPV4, HostKind.IPV6, HostKind.IPV_FUTURE}) String rfc1808Any,
            @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY, schemes = {"http", "https", "a+b.c-d"},
                    schemeRules = false) String rfc1808Ref,
            @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY, schemeRules = false,
                    hostKinds = {HostKind.REG_NAME, HostKind.IPV4, HostKind.IPV6, HostKind.IPV_FUTURE}) String rfc1808RefAny,
            @ValidUri(grammar = Rfc.RFC_1738, schemes = {"http", "https", "a+b.c-d"}, schemeRules = false) String rfc1738,
            @ValidUri(grammar = Rfc.RFC_1738, schemeRules = false,
                    hostKinds = {HostKind.REG_NAME, HostKind.IPV4, HostKind.IPV6, HostKind.IPV_FUTURE}) String rfc1738Any,
            @ValidUri(form = ReferenceForm.ANY, whatwg = ValidUri.Whatwg.AGREE, schemes = {"http", "https", "a+b.c-d"},
                    schemeRules = false) String agree,
            @ValidUri(form = ReferenceForm.ANY, whatwg = ValidUri.Whatwg.AGREE, schemeRules = false) String agreeAny) {
    }

    @BeforeAll
    static void setUp() throws IOException {
        factory = Validation.buildDefaultValidatorFactory();
        validator = factory.getValidator();
        List<String> all = new ArrayList<>();
        for (String edge : EDGES) {
            all.add(edge);
            all.add(edge.toUpperCase(Locale.ROOT));
        }
        all.addAll(WptInputs.read());
        List<String> corpus = Corpus.kasztp();
        for (int i = 0; i < corpus.size(); i += 10) {
            all.add(corpus.get(i));
        }
        values = all;
    }

    @AfterAll
    static void tearDown() {
        factory.close();
    }

    private static boolean valid(String property, String value) {
        return validator.validateValue(Bean.class, property, value).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"uri", "ref", "iriRef", "rfc1808", "rfc1808Ref", "rfc1738", "agree"})
    void thePatternAcceptsExactlyTheAllowedSchemes(String property) throws ReflectiveOperationException {
        Annotation[] annotations = Bean.class.getDeclaredField(property).getAnnotations();
        String regex = UriStringSchema.of(String.class, annotations).orElseThrow().pattern().orElseThrow();
        Pattern pattern = Pattern.compile(regex);
        List<String> disagreements = new ArrayList<>();
        int passing = 0;
        for (String value : values) {
            boolean withSchemes = valid(property, value);
            passing += withSchemes ? 1 : 0;
            boolean expected = valid(property + "Any", value) && pattern.matcher(value).find();
            if (withSchemes != expected) {
                disagreements.add("\"" + value + "\" (validator: " + withSchemes + ")");
            }
        }
        assertThat(disagreements).as("pattern %s", regex).isEmpty();
        assertThat(passing).as("values that pass").isGreaterThan(100);
    }
}
