package org.urikit.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Registers {@link UriProblemDetailsAdvice} in servlet and reactive web applications, unless
 * {@code urikit.problem-details.enabled=false} or the application declares a bean of that type.
 *
 * @since 0.1
 */
@AutoConfiguration
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
     * The advice.
     *
     * @return the advice
     */
    @Bean
    @ConditionalOnMissingBean
    public UriProblemDetailsAdvice urikitProblemDetailsAdvice() {
        return new UriProblemDetailsAdvice();
    }
}
