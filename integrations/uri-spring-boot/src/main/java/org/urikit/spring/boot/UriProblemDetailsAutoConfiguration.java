package org.urikit.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Registers {@link UriProblemDetailsAdvice} in servlet and reactive web applications, unless
 * {@code urikit.problem-details.enabled=false} or the application declares a bean of that type.
 * Processed before Boot's web auto-configurations, so that with Boot's own problem details on the
 * advice is registered, with the same order 0, before Boot's handler (see
 * {@link UriProblemDetailsAdvice}).
 *
 * @since 0.1
 */
@AutoConfiguration(beforeName = {"org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration",
        "org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration",
        "org.springframework.boot.autoconfigure.web.servlet.WebMvcAutoConfiguration",
        "org.springframework.boot.autoconfigure.web.reactive.WebFluxAutoConfiguration"})
@ConditionalOnWebApplication
@ConditionalOnClass(name = {"org.springframework.http.ProblemDetail",
        "org.springframework.web.method.annotation.HandlerMethodValidationException"})
@ConditionalOnProperty(prefix = "urikit.problem-details", name = "enabled", havingValue = "true", matchIfMissing = true)
@EnableConfigurationProperties(UriProblemDetailsProperties.class)
public class UriProblemDetailsAutoConfiguration {
    /** For Spring. */
    public UriProblemDetailsAutoConfiguration() {
    }

    /**
     * The advice: ordered last, or 0 when Spring Boot's own problem details (ordered 0) are on.
     *
     * @param environment the properties
     * @return the advice
     */
    @Bean
    @ConditionalOnMissingBean
    public UriProblemDetailsAdvice urikitProblemDetailsAdvice(Environment environment) {
        boolean bootProblemDetails = environment.getProperty("spring.mvc.problemdetails.enabled", Boolean.class, false)
                || environment.getProperty("spring.webflux.problemdetails.enabled", Boolean.class, false);
        return new UriProblemDetailsAdvice(bootProblemDetails ? 0 : Ordered.LOWEST_PRECEDENCE);
    }
}
