package org.urikit.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Configuration;
import org.urikit.Uri;

/** A Spring application that fails to start on a URI property: what is printed. */
@ExtendWith(OutputCaptureExtension.class)
class UriBindFailureAnalyzerTest {
    @ConfigurationProperties(prefix = "app")
    record AppProperties(Uri homepage) {
    }

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(AppProperties.class)
    static class App {
    }

    @Test
    void theFailureNamesThePropertyIndexAndReasonAndMasksThePassword(CapturedOutput output) {
        SpringApplication app = new SpringApplication(App.class, UriConversionAutoConfiguration.class);
        app.setWebApplicationType(WebApplicationType.NONE);

        assertThatThrownBy(() -> app.run("--app.homepage=http://alice:S3cretPw@a b/")).isNotNull();

        assertThat(output.getAll())
                .contains("Failed to bind properties under 'app.homepage' to org.urikit.Uri:")
                .contains("Value: \"http://alice:****@a b/\"")
                .contains("Reason: invalid character ' ' (U+0020) in host at index 23 (RFC 3986 reg-name)")
                .doesNotContain("S3cretPw");
    }

    @Test
    void otherBindingFailuresAreLeftToBoot() {
        assertThat(new UriBindFailureAnalyzer().analyze(new IllegalStateException("x"))).isNull();
    }
}
