package org.urikit.it.boot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * A Spring Boot application as a user writes one: no urikit-specific code (no module bean, no
 * converter, no controller advice, no entity scan of urikit's packages), only urikit's
 * dependencies and annotations.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class HookApplication {
    public static void main(String[] args) {
        SpringApplication.run(HookApplication.class, args);
    }
}
