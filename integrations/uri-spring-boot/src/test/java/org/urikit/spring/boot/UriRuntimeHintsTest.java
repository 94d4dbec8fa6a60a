package org.urikit.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Predicate;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;

import org.junit.jupiter.api.Test;
import org.springframework.aot.generate.ClassNameGenerator;
import org.springframework.aot.generate.DefaultGenerationContext;
import org.springframework.aot.generate.InMemoryGeneratedFiles;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.predicate.ReflectionHintsPredicates;
import org.springframework.aot.hint.predicate.ResourceHintsPredicates;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.context.annotation.AnnotationConfigUtils;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.http.ProblemDetail;
import org.springframework.javapoet.ClassName;
import org.springframework.web.context.support.GenericWebApplicationContext;
import org.urikit.RelativeReference;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.jpa.JavaNetUriAttributeConverter;
import org.urikit.jpa.NormalizingUriAttributeConverter;
import org.urikit.jpa.UriAttributeConverter;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;
import org.urikit.validation.WebhookUrl;

class UriRuntimeHintsTest {
    private static final ReflectionHintsPredicates REFLECTION = RuntimeHintsPredicates.reflection();
    private static final ResourceHintsPredicates RESOURCE = RuntimeHintsPredicates.resource();
    private static final List<Class<?>> VALUE_TYPES =
            List.of(UriReference.class, Uri.class, RelativeReference.class, Rfc1808Url.class, Rfc1738Url.class);

    private static RuntimeHints hints(ClassLoader loader) {
        RuntimeHints hints = new RuntimeHints();
        new UriRuntimeHints().registerHints(hints, loader);
        return hints;
    }

    private static RuntimeHints hints() {
        return hints(UriRuntimeHintsTest.class.getClassLoader());
    }

    @Test
    void theRegistrarIsListedInAotFactories() {
        List<RuntimeHintsRegistrar> registrars =
                SpringFactoriesLoader.forResourceLocation("META-INF/spring/aot.factories").load(RuntimeHintsRegistrar.class);
        assertThat(registrars).hasAtLeastOneElementOfType(UriRuntimeHints.class);
    }

    @Test
    void everyConvertedTypeHasItsValueOfForConversionByConvention() throws Exception {
        RuntimeHints hints = hints();
        assertThat(UriRuntimeHints.convertedTypes()).containsAll(VALUE_TYPES);
        for (Class<?> type : UriRuntimeHints.convertedTypes()) {
            assertThat(REFLECTION.onMethodInvocation(type.getMethod("valueOf", String.class))).as(type.getName()).accepts(hints);
        }
        // what the hint is for: a conversion service without urikit's converter finds valueOf by reflection
        assertThat(new DefaultConversionService().convert("http://a/b", Uri.class)).isEqualTo(Uri.parse("http://a/b"));
        // only what conversion looks for: parse is reached through valueOf, not reflectively
        assertThat(REFLECTION.onMethodInvocation(Uri.class.getMethod("parse", String.class))).rejects(hints);
    }

    @Test
    void urikitServiceProvidersAndTheirFiles() {
        RuntimeHints hints = hints();
        for (Class<?> module : List.of(org.urikit.jackson.UriModule.class, org.urikit.jackson3.UriModule.class)) {
            assertThat(REFLECTION.onType(module).withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS))
                    .as(module.getName()).accepts(hints);
        }
        assertThat(RESOURCE.forResource("META-INF/services/com.fasterxml.jackson.databind.Module")).accepts(hints);
        assertThat(RESOURCE.forResource("META-INF/services/tools.jackson.databind.JacksonModule")).accepts(hints);
        // uri-jpa's Hibernate type contributor cannot load without Hibernate (not on this class path):
        // neither it nor its service file is registered
        assertThat(REFLECTION.onType(org.springframework.aot.hint.TypeReference.of("org.urikit.jpa.hibernate.UrikitTypeContributor")))
                .rejects(hints);
        assertThat(RESOURCE.forResource("META-INF/services/org.hibernate.boot.model.TypeContributor")).rejects(hints);
    }

    @Test
    void constraintAnnotationsTheirValidatorsAndTheMessageBundles() {
        RuntimeHints hints = hints();
        for (Class<?> annotation : List.of(ValidUri.class, ValidUri.List.class, HttpUrl.class, WebhookUrl.class)) {
            assertThat(REFLECTION.onType(annotation).withMemberCategory(MemberCategory.INVOKE_DECLARED_METHODS))
                    .as(annotation.getName()).accepts(hints);
        }
        Class<? extends ConstraintValidator<?, ?>>[] validators = ValidUri.class.getAnnotation(Constraint.class).validatedBy();
        assertThat(validators).hasSizeGreaterThan(3);
        for (Class<?> validator : validators) {
            assertThat(REFLECTION.onType(validator).withMemberCategory(MemberCategory.INVOKE_DECLARED_CONSTRUCTORS))
                    .as(validator.getName()).accepts(hints);
        }
        for (String resource : List.of("ContributorValidationMessages.properties", "ContributorValidationMessages_de.properties",
                "ContributorValidationMessages_fr.properties", "ValidationMessages.properties", "ValidationMessages_de.properties")) {
            assertThat(RESOURCE.forResource(resource)).as(resource).accepts(hints);
        }
        assertThat(RESOURCE.forBundle("ContributorValidationMessages")).accepts(hints);
        assertThat(RESOURCE.forBundle("ValidationMessages")).accepts(hints);
    }

    @Test
    void jpaAttributeConvertersForConvertAnnotations() {
        RuntimeHints hints = hints();
        for (Class<?> converter : List.of(UriAttributeConverter.class, NormalizingUriAttributeConverter.class,
                JavaNetUriAttributeConverter.class)) {
            assertThat(REFLECTION.onType(converter).withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS))
                    .as(converter.getName()).accepts(hints);
        }
    }

    @Test
    void onlyWhatTheApplicationsClassLoaderCanLoad() throws Exception {
        RuntimeHints hints;
        try (FilteredClassLoader loader = new FilteredClassLoader("org.urikit.jackson3.", "jakarta.validation.",
                "jakarta.persistence.")) {
            hints = hints(loader);
        }
        assertThat(REFLECTION.onType(org.urikit.jackson.UriModule.class)).accepts(hints);
        assertThat(REFLECTION.onType(org.urikit.jackson3.UriModule.class)).rejects(hints);
        assertThat(RESOURCE.forResource("META-INF/services/tools.jackson.databind.JacksonModule")).rejects(hints);
        assertThat(REFLECTION.onType(ValidUri.class)).rejects(hints);
        assertThat(RESOURCE.forBundle("ContributorValidationMessages")).rejects(hints);
        assertThat(REFLECTION.onType(UriAttributeConverter.class)).rejects(hints);
        assertThat(REFLECTION.onMethodInvocation(Uri.class.getMethod("valueOf", String.class))).accepts(hints);
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({UriJacksonAutoConfiguration.class, UriConversionAutoConfiguration.class,
            UriProblemDetailsAutoConfiguration.class})
    static class WebApplication {
    }

    /**
     * What Spring's AOT processing of a web application with urikit's auto-configuration records:
     * urikit's hints through aot.factories, and what Spring registers itself for the
     * problem-details advice and the failure analyzer, which urikit therefore leaves out.
     */
    @Test
    void aotProcessingOfAWebApplicationRecordsEverything() throws Exception {
        GenericWebApplicationContext context = new GenericWebApplicationContext();
        AnnotationConfigUtils.registerAnnotationConfigProcessors(context);
        context.registerBean(WebApplication.class);
        DefaultGenerationContext generation =
                new DefaultGenerationContext(new ClassNameGenerator(ClassName.bestGuess(UriRuntimeHintsTest.class.getName())), new InMemoryGeneratedFiles());
        new ApplicationContextAotGenerator().processAheadOfTime(context, generation);
        RuntimeHints hints = generation.getRuntimeHints();

        assertThat(context.getBeanNamesForType(UriProblemDetailsAdvice.class)).hasSize(1);
        assertThat(context.getBeanNamesForType(UriStringConverter.class)).hasSize(1);
        Predicate<RuntimeHints> ours = REFLECTION.onMethodInvocation(Uri.class.getMethod("valueOf", String.class));
        assertThat(ours.and(REFLECTION.onType(ValidUri.class))).accepts(hints);
        assertThat(REFLECTION.onMethodInvocation(UriProblemDetailsAdvice.class.getMethod("handle", Exception.class)))
                .accepts(hints);
        assertThat(REFLECTION.onType(ProblemDetail.class)).accepts(hints);
        assertThat(REFLECTION.onConstructorInvocation(UriBindFailureAnalyzer.class.getConstructor())).accepts(hints);
        assertThat(RESOURCE.forResource("META-INF/spring.factories")).accepts(hints);
    }
}
