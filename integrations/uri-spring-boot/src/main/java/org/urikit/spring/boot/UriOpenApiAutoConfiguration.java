package org.urikit.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * When springdoc and uri-openapi are on the class path, registers {@link UriParameterCustomizer},
 * so that parameters of urikit types are documented with the same {@code string} schema and format
 * as properties. The properties and response bodies need nothing from Spring: uri-openapi's
 * swagger-core converter is found through {@code META-INF/services}.
 *
 * @since 0.1
 */
@AutoConfiguration
@ConditionalOnClass(name = {"org.springdoc.core.customizers.ParameterCustomizer",
        "org.urikit.openapi.UriModelConverter"})
public class UriOpenApiAutoConfiguration {
    /** For Spring. */
    public UriOpenApiAutoConfiguration() {
    }

    /**
     * The parameter customizer.
     *
     * @return the customizer
     */
    @Bean
    @ConditionalOnMissingBean
    public UriParameterCustomizer urikitParameterCustomizer() {
        return new UriParameterCustomizer();
    }
}
