package org.urikit.openapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.annotation.Annotation;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

import jakarta.validation.Constraint;
import jakarta.validation.OverridesAttribute;
import jakarta.validation.Payload;
import jakarta.validation.constraints.NotNull;

import org.junit.jupiter.api.Test;
import org.urikit.HostKind;
import org.urikit.Rfc1738Url;
import org.urikit.Uri;
import org.urikit.WhatwgUrl;
import org.urikit.validation.ValidUri;

class UriStringSchemaTest {
    /** A user's own constraint composed of @ValidUri, overriding its schemes. */
    @ValidUri(requireHost = true, maxLength = 500)
    @Constraint(validatedBy = {})
    @Retention(RetentionPolicy.RUNTIME)
    @interface CallbackUrl {
        String message() default "";

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};

        @OverridesAttribute(constraint = ValidUri.class, name = "schemes")
        String[] schemes() default {"https"};
    }

    @SuppressWarnings("unused")
    static class Fields {
        @ValidUri String onWhatwg;
        @CallbackUrl(schemes = {"wss", "https"}) String custom;
        @NotNull String notUri;
        @ValidUri(hostKinds = {HostKind.REG_NAME, HostKind.IPV6}, ports = {443, 8443}, allowQuery = false,
                normalForm = ValidUri.NormalForm.SCHEME_BASED) String detailed;
    }

    private static Annotation[] on(String field) throws NoSuchFieldException {
        return Fields.class.getDeclaredField(field).getAnnotations();
    }

    @Test
    void aConstraintOnAWhatwgUrlGivesNoFormatNorPattern() throws Exception {
        // @ValidUri judges a WhatwgUrl by the Standard alone, which accepts " https://h/a b"
        UriStringSchema facts = UriStringSchema.of(WhatwgUrl.class, on("onWhatwg")).orElseThrow();
        assertThat(facts.format()).isEmpty();
        assertThat(facts.pattern()).isEmpty();
    }

    @Test
    void aUsersComposedConstraintIsReadWithItsOverrides() throws Exception {
        UriStringSchema facts = UriStringSchema.of(String.class, on("custom")).orElseThrow();
        assertThat(facts.format()).contains("uri");
        assertThat(facts.maxLength()).hasValue(500);
        assertThat(facts.pattern()).contains("^(?:[Ww][Ss][Ss]|[Hh][Tt][Tt][Pp][Ss]):");
        assertThat(facts.description()).contains("A host is required.");
    }

    @Test
    void anEmptySchemaLacksEveryFact() throws Exception {
        UriStringSchema missing = UriStringSchema.of(String.class, on("custom")).orElseThrow()
                .missingFrom(null, null, null, null, false);
        assertThat(missing.toString()).isEqualTo("UriStringSchema[format=uri, maxLength=OptionalInt[500],"
                + " pattern=^(?:[Ww][Ss][Ss]|[Hh][Tt][Tt][Pp][Ss]):, description=A host is required.]");
    }

    @Test
    void whatASchemaHasIsKeptButJavasUriFormatsAndALongerMaxLength() throws Exception {
        UriStringSchema facts = UriStringSchema.of(String.class, on("custom")).orElseThrow();
        UriStringSchema kept = facts.missingFrom("uri-reference", 400, "^a", "mine", false);
        assertThat(kept.format()).isEmpty();
        assertThat(kept.maxLength()).isEmpty();
        assertThat(kept.pattern()).isEmpty();
        assertThat(kept.description()).isEmpty();
        assertThat(kept.toString())
                .isEqualTo("UriStringSchema[format=null, maxLength=OptionalInt.empty, pattern=null, description=null]");

        // java.net.URI and java.net.URL come as "uri" and "url"; a longer or equal maxLength
        assertThat(facts.missingFrom("url", 501, null, null, false).format()).contains("uri");
        assertThat(facts.missingFrom("uri", 501, null, null, false).maxLength()).hasValue(500);
        assertThat(facts.missingFrom("uri", 500, null, null, false).maxLength()).isEmpty();
        // swagger's @Schema(format = "url") is the application's choice
        assertThat(facts.missingFrom("url", null, null, null, true).format()).isEmpty();
        assertThat(facts.missingFrom(null, null, null, null, true).maxLength()).hasValue(500);
    }

    @Test
    void factsThatAreAbsentAreNeverMissing() {
        UriStringSchema missing = UriStringSchema.of(WhatwgUrl.class).orElseThrow()
                .missingFrom(null, null, null, null, false);
        assertThat(missing.format()).isEmpty();
        assertThat(missing.maxLength()).isEmpty();
        assertThat(missing.pattern()).isEmpty();
        assertThat(missing.description()).isEmpty();
    }

    @Test
    void optionsWithoutAKeywordAreDescribed() throws Exception {
        assertThat(UriStringSchema.of(String.class, on("detailed")).orElseThrow().description()).contains(
                "No query. Host: a registered name or an IPv6 address. Explicit ports: 443, 8443."
                        + " In scheme-based normal form (RFC 3986 section 6.2.3).");
    }

    @Test
    void otherTypesAndUnconstrainedStringsHaveNothing() throws Exception {
        assertThat(UriStringSchema.of(String.class, on("notUri"))).isEmpty();
        assertThat(UriStringSchema.of(String.class)).isEmpty();
        assertThat(UriStringSchema.of(Integer.class, on("custom"))).isEmpty();
        assertThat(UriStringSchema.of(Uri.class).orElseThrow().toString())
                .isEqualTo("UriStringSchema[format=uri, maxLength=OptionalInt.empty, pattern=null, description=null]");
        assertThat(UriStringSchema.of(Rfc1738Url.class).orElseThrow().format()).isEmpty();
    }

    @Test
    void nullArgumentsAreNamed() {
        assertThatThrownBy(() -> UriStringSchema.of(null)).hasMessage("type");
        assertThatThrownBy(() -> UriStringSchema.of(Uri.class, (Annotation[]) null)).hasMessage("annotations");
        assertThatThrownBy(() -> UriStringSchema.of(Uri.class, (Annotation) null)).hasMessage("annotation");
        assertThatThrownBy(() -> UriStringSchema.isUrikitType(null)).hasMessage("type");
        UriStringSchema facts = UriStringSchema.of(Uri.class).orElseThrow();
        assertThatThrownBy(() -> UriModelConverter.describe(null, facts)).hasMessage("schema");
        assertThatThrownBy(() -> UriModelConverter.describe(new io.swagger.v3.oas.models.media.StringSchema(), null))
                .hasMessage("facts");
        io.swagger.v3.core.converter.ModelConverterContext context = new io.swagger.v3.core.converter.ModelConverterContextImpl(
                new UriModelConverter());
        io.swagger.v3.core.converter.AnnotatedType type = new io.swagger.v3.core.converter.AnnotatedType(Uri.class);
        UriModelConverter converter = new UriModelConverter();
        assertThatThrownBy(() -> converter.resolve(null, context, java.util.Collections.emptyIterator()))
                .isInstanceOf(NullPointerException.class).hasMessage("type");
        assertThatThrownBy(() -> converter.resolve(type, null, java.util.Collections.emptyIterator()))
                .isInstanceOf(NullPointerException.class).hasMessage("context");
        assertThatThrownBy(() -> converter.resolve(type, context, null))
                .isInstanceOf(NullPointerException.class).hasMessage("chain");
        assertThatThrownBy(() -> new org.urikit.openapi.jsonschema.UrikitModule().applyToConfigBuilder(null))
                .isInstanceOf(NullPointerException.class).hasMessage("builder");
    }
}
