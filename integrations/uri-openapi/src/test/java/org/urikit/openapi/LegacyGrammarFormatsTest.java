package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;


import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.testing.Corpus;
import org.urikit.validation.ValidUri;

/**
 * The format of a {@code String} under {@code @ValidUri(grammar = RFC_1808)} or {@code RFC_1738},
 * decided by what Hibernate Validator accepts over the kasztp corpus and the WPT inputs (as
 * {@link LegacyFormatsTest} does for the types): with an option that reads a component (scheme
 * rules are on by default) every accepted value is an RFC 3986 URI (form {@code URI}) or reference
 * (form {@code ANY}), so that format holds; with none, a value that is no RFC 3986 reference passes,
 * so no format does. The converter must claim a format exactly when it holds.
 */
class LegacyGrammarFormatsTest {
    private static ValidatorFactory factory;
    private static Validator validator;
    private static List<String> values;

    /** The constraints. */
    public record Bean(
            @ValidUri(grammar = Rfc.RFC_1808) String rfc1808,
            @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY) String rfc1808Ref,
            @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY, schemeRules = false, requireHost = true)
            String rfc1808RefHost,
            @ValidUri(grammar = Rfc.RFC_1808, form = ReferenceForm.ANY, schemeRules = false) String rfc1808RefText,
            @ValidUri(grammar = Rfc.RFC_1738) String rfc1738,
            @ValidUri(grammar = Rfc.RFC_1738, schemeRules = false, allowUserinfo = false) String rfc1738NoUserinfo,
            @ValidUri(grammar = Rfc.RFC_1738, schemeRules = false) String rfc1738Text) {
    }

    @BeforeAll
    static void setUp() throws IOException {
        factory = Validation.buildDefaultValidatorFactory();
        validator = factory.getValidator();
        List<String> all = new ArrayList<>(Corpus.kasztp());
        all.addAll(WptInputs.read());
        values = all;
    }

    @AfterAll
    static void tearDown() {
        factory.close();
    }

    @ParameterizedTest
    @CsvSource(nullValues = "none", textBlock = """
        rfc1808,           uri
        rfc1808Ref,        uri-reference
        rfc1808RefHost,    uri-reference
        rfc1808RefText,    none
        rfc1738,           uri
        rfc1738NoUserinfo, uri
        rfc1738Text,       none
        """)
    void theFormatIsClaimedExactlyWhenEveryAcceptedValueHasIt(String property, String format)
            throws ReflectiveOperationException {
        Predicate<String> accepted = v -> validator.validateValue(Bean.class, property, v).isEmpty();
        Predicate<String> isUri = v -> Uri.check(v).isEmpty();
        Predicate<String> isReference = v -> UriReference.check(v).isEmpty();
        List<String> passing = values.stream().filter(accepted).toList();
        assertThat(passing).as("values that pass").hasSizeGreaterThan(1000);
        Optional<String> notAReference = passing.stream().filter(isReference.negate()).findFirst();
        Optional<String> notAUri = passing.stream().filter(isUri.negate()).findFirst();
        if (format == null) {
            assertThat(notAReference).as("a value that passes and is no RFC 3986 reference").isPresent();
        } else if (format.equals("uri")) {
            assertThat(notAUri).as("a value that passes and is no RFC 3986 URI").isEmpty();
        } else {
            assertThat(notAReference).as("a value that passes and is no RFC 3986 reference").isEmpty();
            assertThat(notAUri).as("a relative reference that passes").isPresent();
        }
        UriStringSchema schema = UriStringSchema.of(String.class, Bean.class.getDeclaredField(property).getAnnotations())
                .orElseThrow();
        assertThat(schema.format()).isEqualTo(Optional.ofNullable(format));
        assertThat(schema.description()).hasValueSatisfying(d -> assertThat(d).startsWith("Syntax: RFC 1"));
    }
}
