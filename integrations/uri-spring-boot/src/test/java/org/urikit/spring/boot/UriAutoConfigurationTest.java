package org.urikit.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.method.ControllerAdviceBean;
import org.urikit.RelativeReference;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import tools.jackson.databind.json.JsonMapper;

class UriAutoConfigurationTest {
    private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(
            JacksonAutoConfiguration.class, UriJacksonAutoConfiguration.class, UriConversionAutoConfiguration.class,
            UriProblemDetailsAutoConfiguration.class));

    @Test
    void bootsJackson3MapperUsesTheModuleConfiguredByProperties() {
        runner.withPropertyValues("urikit.jackson.trim=true", "urikit.jackson.normalize-on-write=syntax-based").run(context -> {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            // Boot 4 also finds the default module through its service file; the configured bean comes after it and wins
            assertThat(mapper.readValue("\"  https://example.com/a \"", Uri.class)).isEqualTo(Uri.parse("https://example.com/a"));
            assertThat(mapper.writeValueAsString(Uri.parse("HTTP://Example.COM/%7e/./b"))).isEqualTo("\"http://example.com/~/b\"");
            org.urikit.jackson.UriModule jackson2 = context.getBean(org.urikit.jackson.UriModule.class);
            assertThat(jackson2.trims()).isTrue();
            assertThat(jackson2.normalizesOnWrite()).isPresent();
            assertThat(jackson2.normalizesOnRead()).isEmpty();
        });
    }

    @Test
    void byDefaultValuesKeepTheirExactText() {
        runner.run(context -> {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertThat(mapper.writeValueAsString(Uri.parse("HTTP://Example.COM/%7e"))).isEqualTo("\"HTTP://Example.COM/%7e\"");
            assertThatThrownBy(() -> mapper.readValue("\" https://example.com/\"", Uri.class))
                    .hasMessageContaining("at index 0");
            assertThat(context.getBean(org.urikit.jackson3.UriModule.class).grammar()).isEqualTo(Rfc.RFC_3986);
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnModule {
        @Bean
        org.urikit.jackson3.UriModule myModule() {
            return org.urikit.jackson3.UriModule.builder().trim(true).build();
        }
    }

    @Test
    void anApplicationsOwnModuleReplacesTheConfiguredOne() {
        runner.withUserConfiguration(OwnModule.class).run(context -> {
            assertThat(context.getBeansOfType(org.urikit.jackson3.UriModule.class)).containsOnlyKeys("myModule");
        });
    }

    @Test
    void onlyTheJackson2ModuleNextToBootsJackson3MapperIsReported() {
        runner.run(context -> assertThat(context).doesNotHaveBean(UriJacksonAutoConfiguration.MissingJackson3Module.class));
        runner.withClassLoader(new FilteredClassLoader(org.urikit.jackson3.UriModule.class)).run(context -> {
            assertThat(context).hasSingleBean(UriJacksonAutoConfiguration.MissingJackson3Module.class);
            assertThat(context).doesNotHaveBean(org.urikit.jackson3.UriModule.class);
        });
    }

    @Test
    void theConverterParsesEveryTypeExactlyAndFailsWithTheStructuredError() {
        runner.run(context -> {
            DefaultConversionService conversion = new DefaultConversionService();
            conversion.addConverter(context.getBean(UriStringConverter.class));
            assertThat(conversion.convert("https://a/b?c", Uri.class)).isEqualTo(Uri.parse("https://a/b?c"));
            assertThat(conversion.convert("../x", UriReference.class)).isEqualTo(RelativeReference.parse("../x"));
            assertThat(conversion.convert("../x", RelativeReference.class)).isEqualTo(RelativeReference.parse("../x"));
            assertThat(conversion.convert("ftp://h/p", Rfc1738Url.class)).hasToString("ftp://h/p");
            assertThat(conversion.convert(Uri.parse("HTTP://A/%7e"), String.class)).isEqualTo("HTTP://A/%7e");
            assertThatThrownBy(() -> conversion.convert("http://alice:S3cretPw@a b/", Uri.class))
                    .isInstanceOf(ConversionFailedException.class)
                    .cause().isInstanceOf(UriSyntaxException.class)
                    .hasMessageNotContaining("S3cretPw");
        });
    }

    @Test
    void noProblemDetailsOutsideAWebApplication() {
        runner.run(context -> assertThat(context).doesNotHaveBean(UriProblemDetailsAdvice.class));
    }

    private final WebApplicationContextRunner web = new WebApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(UriProblemDetailsAutoConfiguration.class));

    @Test
    void theAdviceIsRegisteredInAWebApplicationAndOffWithTheProperty() {
        web.run(context -> assertThat(context).hasSingleBean(UriProblemDetailsAdvice.class));
        web.withPropertyValues("urikit.problem-details.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(UriProblemDetailsAdvice.class));
    }

    @ControllerAdvice
    static class ApplicationAdvice {
    }

    @Test
    void anApplicationsOwnAdviceComesFirst() {
        web.withBean(ApplicationAdvice.class).run(context -> {
            List<ControllerAdviceBean> advices = ControllerAdviceBean.findAnnotatedBeans(context);
            assertThat(advices).extracting(ControllerAdviceBean::getBeanType)
                    .containsExactly(ApplicationAdvice.class, UriProblemDetailsAdvice.class);
        });
    }

    @org.springframework.core.annotation.Order(0)
    @ControllerAdvice
    static class OrderedAdvice {
    }

    @org.springframework.core.annotation.Order(1)
    @ControllerAdvice
    static class LaterAdvice {
    }

    @Test
    void withBootsProblemDetailsOnTheAdviceIsOrderedZeroLikeBootsHandler() {
        web.withBean(ApplicationAdvice.class).withBean(LaterAdvice.class).withBean(OrderedAdvice.class).run(context -> {
            assertThat(context.getBean(UriProblemDetailsAdvice.class).getOrder()).isEqualTo(Integer.MAX_VALUE);
            assertThat(ControllerAdviceBean.findAnnotatedBeans(context)).extracting(ControllerAdviceBean::getBeanType)
                    .containsExactly(OrderedAdvice.class, LaterAdvice.class, ApplicationAdvice.class, UriProblemDetailsAdvice.class);
        });
        web.withPropertyValues("spring.mvc.problemdetails.enabled=true")
                .withBean(ApplicationAdvice.class).withBean(LaterAdvice.class).withBean(OrderedAdvice.class).run(context -> {
                    assertThat(context.getBean(UriProblemDetailsAdvice.class).getOrder()).isZero();
                    // an application advice ordered 0 is registered first and stays first
                    assertThat(ControllerAdviceBean.findAnnotatedBeans(context)).extracting(ControllerAdviceBean::getBeanType)
                            .containsExactly(OrderedAdvice.class, UriProblemDetailsAdvice.class, LaterAdvice.class, ApplicationAdvice.class);
                });
    }

    @Test
    void theIdeMetadataListsEveryProperty() throws IOException {
        String json;
        try (InputStream in = UriAutoConfigurationTest.class.getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).isNotNull();
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String name : List.of("urikit.jackson.grammar", "urikit.jackson.trim", "urikit.jackson.normalize-on-read",
                "urikit.jackson.normalize-on-write", "urikit.jackson.validate-java-net-uri", "urikit.problem-details.enabled")) {
            assertThat(json).contains("\"name\": \"" + name + "\"");
        }
    }

    @Test
    void theAutoConfigurationsAreListedForBoot() throws IOException {
        String imports;
        try (InputStream in = UriAutoConfigurationTest.class
                .getResourceAsStream("/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports")) {
            imports = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(imports.lines().toList()).containsExactly(UriJacksonAutoConfiguration.class.getName(),
                UriConversionAutoConfiguration.class.getName(), UriProblemDetailsAutoConfiguration.class.getName(),
                UriOpenApiAutoConfiguration.class.getName());
    }
}
