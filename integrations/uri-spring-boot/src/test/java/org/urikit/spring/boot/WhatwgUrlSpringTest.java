package org.urikit.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.urikit.Component;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgUrlException;

/** {@link WhatwgUrl} in Spring (issue #24): conversion, configuration properties, problem details, startup failures. */
@ExtendWith(OutputCaptureExtension.class)
class WhatwgUrlSpringTest {
    private static final String FAILING = "https://alice:S3cretPw@hooks.example.com:99999/";

    @Test
    void theConverterReadsAsTheStandardAndWritesTheHref() {
        DefaultConversionService conversion = new DefaultConversionService();
        conversion.addConverter(new UriStringConverter());
        assertThat(conversion.convert(" HTTPS://Hooks.Example.COM/a b ", WhatwgUrl.class))
                .isEqualTo(WhatwgUrl.parse("https://hooks.example.com/a%20b"));
        assertThat(conversion.convert(WhatwgUrl.parse("HTTPS://h/a b"), String.class)).isEqualTo("https://h/a%20b");
        assertThatThrownBy(() -> conversion.convert(FAILING, WhatwgUrl.class)).isInstanceOf(ConversionFailedException.class)
                .cause().isInstanceOfSatisfying(WhatwgUrlException.class,
                        e -> assertThat(e.component()).isEqualTo(Component.PORT))
                .hasMessageNotContaining("S3cretPw");
        // without urikit's converter, Spring binds by the valueOf convention
        assertThat(new DefaultConversionService().convert("https://h/", WhatwgUrl.class)).isEqualTo(WhatwgUrl.parse("https://h/"));
    }

    @SuppressWarnings("unused")
    void handler(@RequestParam("hook") WhatwgUrl hook) {
    }

    private static RuntimeException failure(String text) {
        try {
            WhatwgUrl.parse(text);
        } catch (WhatwgUrlException e) {
            return e;
        }
        throw new AssertionError("parses: " + text);
    }

    @Test
    void aParameterTheStandardFailsIsAProblemWithTypeComponentAndIndex() throws Exception {
        Method m = WhatwgUrlSpringTest.class.getDeclaredMethod("handler", WhatwgUrl.class);
        MethodArgumentTypeMismatchException e = new MethodArgumentTypeMismatchException(FAILING, WhatwgUrl.class, "hook",
                new MethodParameter(m, 0), new ConversionFailedException(TypeDescriptor.valueOf(String.class),
                        TypeDescriptor.valueOf(WhatwgUrl.class), FAILING, failure(FAILING)));
        assertThat(e.getMessage()).as("Spring's own text quotes the value").contains("S3cretPw");

        ProblemDetail p = UriProblems.of(e);

        assertThat(p).isNotNull();
        assertThat(p.getStatus()).isEqualTo(400);
        assertThat(p.getDetail()).isEqualTo(
                "query parameter 'hook': port-out-of-range in port at index 41 (WHATWG URL Standard)");
        assertThat(p.getProperties()).containsEntry("parameter", "hook").containsEntry("in", "query")
                .containsEntry("index", 41).containsEntry("component", "port")
                .containsEntry("grammar", "WHATWG URL Standard").containsEntry("rule", "basic URL parser")
                .containsEntry("reason", "port-out-of-range");
        assertThat(p.toString()).doesNotContain("S3cretPw");
    }

    record Subscription(WhatwgUrl callback) {
    }

    @Test
    void aJsonBodyNamesTheFieldPointerAndComponent() {
        String body = "{\"callback\":\"https://bob:S3cretPw@[::1/\"}";
        tools.jackson.databind.json.JsonMapper mapper = tools.jackson.databind.json.JsonMapper.builder()
                .addModule(new org.urikit.jackson3.UriModule()).build();
        RuntimeException jackson = org.assertj.core.api.Assertions.catchRuntimeException(
                () -> mapper.readValue(body, Subscription.class));
        ProblemDetail p = UriProblems.of(new HttpMessageNotReadableException("JSON parse error", jackson, null));
        assertThat(p).isNotNull();
        assertThat(p.getProperties()).containsEntry("field", "callback").containsEntry("pointer", "/callback")
                .containsEntry("index", 21).containsEntry("component", "host").containsEntry("reason", "IPv6-unclosed");
        assertThat(p.getDetail()).isEqualTo("'callback': IPv6-unclosed in host at index 21 (WHATWG URL Standard)");
        assertThat(p.toString()).doesNotContain("S3cretPw");
    }

    @ConfigurationProperties(prefix = "app")
    record HookProperties(WhatwgUrl hook) {
    }

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(HookProperties.class)
    static class App {
    }

    @Test
    void aConfigurationPropertyIsBoundAsTheStandardReadsIt() {
        SpringApplication app = new SpringApplication(App.class, UriConversionAutoConfiguration.class);
        app.setWebApplicationType(WebApplicationType.NONE);
        try (ConfigurableApplicationContext context = app.run("--app.hook=HTTPS://Hooks.Example.COM:443/a b")) {
            assertThat(context.getBean(HookProperties.class).hook()).hasToString("https://hooks.example.com/a%20b");
        }
    }

    @Test
    void aPropertyTheStandardFailsNamesTypeComponentAndIndexAndNeverTheValue(CapturedOutput output) {
        SpringApplication app = new SpringApplication(App.class, UriConversionAutoConfiguration.class);
        app.setWebApplicationType(WebApplicationType.NONE);

        assertThatThrownBy(() -> app.run("--app.hook=" + FAILING)).isNotNull();

        assertThat(output.getAll())
                .contains("Failed to bind properties under 'app.hook' to org.urikit.WhatwgUrl:")
                .contains("Reason: port-out-of-range in port at index 41 (WHATWG URL Standard)")
                .doesNotContain("Value: ")
                .doesNotContain("S3cretPw");
    }
}
