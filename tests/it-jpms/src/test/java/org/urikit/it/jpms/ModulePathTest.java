package org.urikit.it.jpms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.module.ModuleDescriptor;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.persistence.AttributeConverter;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import org.hibernate.validator.HibernateValidatorConfiguration;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.it.jpms.dto.Link;
import org.urikit.it.jpms.scheme.JpmsTestRule;
import org.urikit.jpa.UriAttributeConverter;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRule;
import org.urikit.validation.ValidUri;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs the published urikit modules as named modules on the module path, as an application module
 * that {@code requires} them would: every check here depends on module-path semantics (module
 * names, {@code provides}-only services, qualified {@code opens}, non-exported packages).
 */
class ModulePathTest {

    private static String moduleOf(Class<?> type) {
        Module module = type.getModule();
        assertThat(module.isNamed()).as("%s is in a named module", type.getName()).isTrue();
        return module.getName();
    }

    private static Set<String> exports(Class<?> type) {
        ModuleDescriptor descriptor = type.getModule().getDescriptor();
        return descriptor.exports().stream()
                .filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet());
    }

    @Test
    void testsAndEveryUrikitModuleRunAsNamedModules() {
        assertThat(moduleOf(ModulePathTest.class)).isEqualTo("org.urikit.it.jpms");
        assertThat(moduleOf(Uri.class)).isEqualTo("org.urikit");
        assertThat(moduleOf(ValidUri.class)).isEqualTo("org.urikit.validation");
        assertThat(moduleOf(org.urikit.jackson.UriModule.class)).isEqualTo("org.urikit.jackson");
        assertThat(moduleOf(org.urikit.jackson3.UriModule.class)).isEqualTo("org.urikit.jackson3");
        assertThat(moduleOf(UriAttributeConverter.class)).isEqualTo("org.urikit.jpa");
        assertThat(moduleOf(ObjectMapper.class)).isEqualTo("com.fasterxml.jackson.databind");
        assertThat(moduleOf(JsonMapper.class)).isEqualTo("tools.jackson.databind");
        assertThat(moduleOf(AttributeConverter.class)).isEqualTo("jakarta.persistence");
        assertThat(moduleOf(Validation.class)).isEqualTo("jakarta.validation");
        assertThat(ModuleLayer.boot().findModule("org.urikit")).contains(Uri.class.getModule());
    }

    @Test
    void moduleDescriptorsExportExactlyTheDocumentedPackages() {
        assertThat(exports(Uri.class)).containsExactlyInAnyOrder("org.urikit", "org.urikit.scheme", "org.urikit.net",
                "org.urikit.idna");
        assertThat(exports(ValidUri.class)).containsExactly("org.urikit.validation");
        assertThat(exports(org.urikit.jackson.UriModule.class)).containsExactlyInAnyOrder(
                "org.urikit.jackson", "org.urikit.jackson.ser", "org.urikit.jackson.deser");
        assertThat(exports(org.urikit.jackson3.UriModule.class)).containsExactlyInAnyOrder(
                "org.urikit.jackson3", "org.urikit.jackson3.ser", "org.urikit.jackson3.deser");
        assertThat(exports(UriAttributeConverter.class)).containsExactly("org.urikit.jpa");
        // every qualified export would be a hole in the encapsulation: there are none
        for (Class<?> type : new Class<?>[] {Uri.class, ValidUri.class, org.urikit.jackson.UriModule.class,
                org.urikit.jackson3.UriModule.class, UriAttributeConverter.class}) {
            assertThat(type.getModule().getDescriptor().exports()).noneMatch(ModuleDescriptor.Exports::isQualified);
        }
    }

    @Test
    void theHostPolicyWorksOnTheModulePath() {
        // org.urikit.net is exported; the policy reads addresses through core's internal package
        assertThat(org.urikit.net.HostPolicy.publicOnly().check(Uri.parse("https://0x7f.1/")).reason())
                .isEqualTo(org.urikit.net.HostReason.NUMERIC_NAME);
        assertThat(Uri.parse("https://[::1]/").hostAddress().orElseThrow().isLoopbackAddress()).isTrue();
    }

    @Test
    void uts46WorksOnTheModulePath() {
        // org.urikit.idna is exported; its mapping table is in core's internal package
        assertThat(org.urikit.idna.Uts46.whatwg().toAsciiOrThrow("Bücher.example")).isEqualTo("xn--bcher-kva.example");
        assertThat(org.urikit.idna.Uts46.class.getModule().getName()).isEqualTo("org.urikit");
    }

    @Test
    void coreInternalPackageIsNeitherExportedNorOpen() throws ReflectiveOperationException {
        Module core = Uri.class.getModule();
        assertThat(core.getPackages()).contains("org.urikit.internal");
        assertThat(core.isExported("org.urikit.internal")).isFalse();
        assertThat(core.isOpen("org.urikit.internal", ModulePathTest.class.getModule())).isFalse();

        // the class exists and is public, but a public method of it cannot be called from outside
        Class<?> charClass = Class.forName("org.urikit.internal.CharClass");
        Method of = charClass.getMethod("of", String.class);
        assertThatThrownBy(() -> of.invoke(null, "a")).isInstanceOf(IllegalAccessException.class);
        assertThatThrownBy(() -> of.setAccessible(true)).isInstanceOf(InaccessibleObjectException.class);
    }

    @Test
    void jackson2FindModulesDiscoversUriModuleThroughProvides() throws Exception {
        assertThat(ObjectMapper.findModules()).hasAtLeastOneElementOfType(org.urikit.jackson.UriModule.class);

        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        Uri uri = mapper.readValue("\"HTTP://a/b?c#d\"", Uri.class);
        assertThat(uri).isEqualTo(Uri.parse("HTTP://a/b?c#d"));
        assertThat(mapper.writeValueAsString(uri)).isEqualTo("\"HTTP://a/b?c#d\"");
    }

    @Test
    void jackson3FindModulesDiscoversUriModuleThroughProvides() {
        assertThat(MapperBuilder.findModules()).hasAtLeastOneElementOfType(org.urikit.jackson3.UriModule.class);

        JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
        UriReference ref = mapper.readValue("\"../x;y?z\"", UriReference.class);
        assertThat(ref).isEqualTo(UriReference.parse("../x;y?z"));
        assertThat(mapper.writeValueAsString(ref)).isEqualTo("\"../x;y?z\"");
    }

    @Test
    void schemeRuleProviderDeclaredOnlyByProvidesIsInTheStandardRegistry() {
        // no META-INF/services file exists for it: only the module descriptor's provides names it
        assertThat(ModulePathTest.class.getClassLoader().getResource("META-INF/services/org.urikit.scheme.SchemeRule"))
                .isNull();
        assertThat(SchemeRegistry.builtIn().find(JpmsTestRule.NAME)).isEmpty();

        SchemeRule rule = SchemeRegistry.standard().find("X-JPMS-TEST").orElseThrow();
        assertThat(rule).isInstanceOf(JpmsTestRule.class);
        assertThat(rule.defaultPort()).hasValue(4711);
    }

    @Test
    void hibernateValidatorInstantiatesTheValidUriValidatorsFromTheOpenedInternalPackage() {
        // opened, not exported: an unqualified opens also grants run-time access (Module#isExported is
        // true for it), but the package cannot be compiled against
        ModuleDescriptor validation = ValidUri.class.getModule().getDescriptor();
        assertThat(validation.exports()).extracting(ModuleDescriptor.Exports::source)
                .doesNotContain("org.urikit.validation.internal");
        assertThat(validation.opens()).anyMatch(o -> o.source().equals("org.urikit.validation.internal") && !o.isQualified());

        // the default provider, found by jakarta.validation's ServiceLoader on the module path
        var configuration = Validation.byDefaultProvider().configure();
        assertThat(configuration).isInstanceOf(HibernateValidatorConfiguration.class);
        assertThat(moduleOf(configuration.getClass())).isEqualTo("org.hibernate.validator");
        try (ValidatorFactory factory = ((HibernateValidatorConfiguration) configuration)
                .defaultLocale(Locale.ENGLISH)
                .buildValidatorFactory()) {
            Validator validator = factory.getValidator();

            assertThat(validator.validate(new Link("https://example.com/a?b"))).isEmpty();

            Set<ConstraintViolation<Link>> scheme = validator.validate(new Link("ftp://example.com/"));
            assertThat(scheme).extracting(v -> v.getPropertyPath().toString(), ConstraintViolation::getMessage)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(
                            "target", "scheme \"ftp\" is not allowed (allowed: https)"));

            Set<ConstraintViolation<Link>> syntax = validator.validate(new Link("https://a b/"));
            assertThat(syntax).extracting(ConstraintViolation::getMessage)
                    .containsExactly("invalid character ' ' (U+0020) in host at index 9 (RFC 3986 reg-name)");
        }
    }

    @Test
    void jpaConverterStoresAndReadsTheExactText() {
        UriAttributeConverter converter = new UriAttributeConverter();
        Uri uri = Uri.parse("HTTP://Example.COM:80/%7Ea/./b?q#f");
        assertThat(converter.convertToDatabaseColumn(uri)).isEqualTo("HTTP://Example.COM:80/%7Ea/./b?q#f");
        assertThat(converter.convertToEntityAttribute("HTTP://Example.COM:80/%7Ea/./b?q#f")).isEqualTo(uri);
    }
}
