package org.urikit.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.ConfigurationPropertiesBinding;
import org.springframework.context.annotation.Bean;

/**
 * Registers {@link UriStringConverter}: Spring Boot adds every converter bean to the conversion
 * service of Spring MVC and WebFlux, and those qualified {@code @ConfigurationPropertiesBinding} to
 * the binder of configuration properties, so {@code @RequestParam Uri}, {@code @PathVariable},
 * {@code @RequestHeader} and a {@code Uri} field of a {@code @ConfigurationProperties} class work
 * with no code.
 *
 * @since 0.1
 */
@AutoConfiguration
public class UriConversionAutoConfiguration {
    /** For Spring. */
    public UriConversionAutoConfiguration() {
    }

    /**
     * The converter; static, because configuration properties are bound before other beans exist.
     *
     * @return the converter
     */
    @Bean
    @ConfigurationPropertiesBinding
    @ConditionalOnMissingBean
    public static UriStringConverter urikitStringConverter() {
        return new UriStringConverter();
    }
}
