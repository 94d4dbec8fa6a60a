package org.urikit.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * urikit's Jackson modules as beans, so that the mappers Spring Boot builds read and write urikit
 * values as their exact text: Boot 3.5 adds every {@code com.fasterxml.jackson.databind.Module}
 * bean to its Jackson 2 {@code ObjectMapper} (and does not read service files), Boot 4 adds every
 * {@code tools.jackson.databind.JacksonModule} bean to its Jackson 3 {@code JsonMapper}, after the
 * modules its service-file search finds, so the configured instance replaces the default one.
 *
 * <ul>
 *   <li>the Jackson 2 {@code org.urikit.jackson.UriModule} when {@code uri-jackson} is on the
 *       class path;</li>
 *   <li>the Jackson 3 {@code org.urikit.jackson3.UriModule} when {@code uri-jackson3} is.</li>
 * </ul>
 *
 * <p>Both are built from {@link UriJacksonProperties} ({@code urikit.jackson.*}). An application
 * bean of the same type replaces each.
 *
 * <p>On Boot 4 with only {@code uri-jackson} (Jackson 2), Boot's Jackson 3 mapper would write a
 * {@code Uri} as a bean ({@code {"absoluteUri":true,...}}): a warning at startup names the missing
 * {@code uri-jackson3} (unless Boot's Jackson 2 compatibility module, {@code spring-boot-jackson2},
 * is present).
 *
 * @since 0.1
 */
@AutoConfiguration
@EnableConfigurationProperties(UriJacksonProperties.class)
public class UriJacksonAutoConfiguration {
    /** For Spring. */
    public UriJacksonAutoConfiguration() {
    }

    /** Jackson 2: only loaded when both class names below are present. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.fasterxml.jackson.databind.Module", "org.urikit.jackson.UriModule"})
    static class Jackson2 {
        @Bean
        @ConditionalOnMissingBean
        org.urikit.jackson.UriModule urikitJackson2Module(UriJacksonProperties properties) {
            org.urikit.jackson.UriModule.Builder b = org.urikit.jackson.UriModule.builder()
                    .grammar(properties.getGrammar())
                    .trim(properties.isTrim())
                    .validateJavaNetUri(properties.isValidateJavaNetUri());
            properties.getNormalizeOnRead().normalizer().ifPresent(b::normalizeOnRead);
            properties.getNormalizeOnWrite().normalizer().ifPresent(b::normalizeOnWrite);
            return b.build();
        }
    }

    /**
     * Boot 4's Jackson 3 auto-configuration, urikit's Jackson 2 module, no Jackson 3 module, and
     * not Boot 4's Jackson 2 compatibility module (which registers the Jackson 2 module bean).
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration",
            "tools.jackson.databind.JacksonModule", "org.urikit.jackson.UriModule"})
    @ConditionalOnMissingClass({"org.urikit.jackson3.UriModule",
            "org.springframework.boot.jackson2.autoconfigure.Jackson2AutoConfiguration"})
    static class WrongJacksonLine {
        static final String WARNING = "Spring Boot builds a Jackson 3 mapper, and urikit's Jackson 2 module (uri-jackson)"
                + " is on the class path but its Jackson 3 module is not: add org.urikit:uri-jackson3, or Uri values"
                + " are written as JSON objects and cannot be read";

        @Bean
        MissingJackson3Module urikitMissingJackson3Module() {
            System.getLogger(UriJacksonAutoConfiguration.class.getName()).log(System.Logger.Level.WARNING, WARNING);
            return new MissingJackson3Module();
        }
    }

    /** A marker bean: its creation logged {@link WrongJacksonLine#WARNING}. */
    static final class MissingJackson3Module {
    }

    /** Jackson 3: only loaded when both class names below are present. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"tools.jackson.databind.JacksonModule", "org.urikit.jackson3.UriModule"})
    static class Jackson3 {
        @Bean
        @ConditionalOnMissingBean
        org.urikit.jackson3.UriModule urikitJackson3Module(UriJacksonProperties properties) {
            org.urikit.jackson3.UriModule.Builder b = org.urikit.jackson3.UriModule.builder()
                    .grammar(properties.getGrammar())
                    .trim(properties.isTrim())
                    .validateJavaNetUri(properties.isValidateJavaNetUri());
            properties.getNormalizeOnRead().normalizer().ifPresent(b::normalizeOnRead);
            properties.getNormalizeOnWrite().normalizer().ifPresent(b::normalizeOnWrite);
            return b.build();
        }
    }
}
