package org.urikit.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.springframework.beans.TypeMismatchException;
import org.springframework.core.MethodParameter;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.server.ServerWebInputException;
import org.urikit.Uri;

/** What the advice answers, from the exceptions Spring MVC and WebFlux raise (no server needed). */
class UriProblemsTest {
    private static final String PASSWORD_URI = "http://alice:S3cretPw@a b/";

    @SuppressWarnings("unused")
    void handler(@RequestParam("cb") Uri callback, @RequestParam int count) {
    }

    private static MethodParameter parameter(int index) throws NoSuchMethodException {
        Method m = UriProblemsTest.class.getDeclaredMethod("handler", Uri.class, int.class);
        return new MethodParameter(m, index);
    }

    private static TypeMismatchException mismatch(String value, Class<?> type, Throwable cause) {
        ConversionFailedException failed = new ConversionFailedException(TypeDescriptor.valueOf(String.class),
                TypeDescriptor.valueOf(type), value, cause);
        return new TypeMismatchException(value, type, failed);
    }

    @Test
    void aMvcParameterNamesTheParameterAndNeverThePassword() throws Exception {
        UriSyntaxExceptionHolder h = UriSyntaxExceptionHolder.of(PASSWORD_URI);
        MethodArgumentTypeMismatchException e = new MethodArgumentTypeMismatchException(PASSWORD_URI, Uri.class, "cb",
                parameter(0), new ConversionFailedException(TypeDescriptor.valueOf(String.class), TypeDescriptor.valueOf(Uri.class),
                        PASSWORD_URI, h.exception()));
        assertThat(e.getMessage()).as("Spring's own text quotes the value").contains("S3cretPw");

        ProblemDetail p = UriProblems.of(e);

        assertThat(p).isNotNull();
        assertThat(p.getStatus()).isEqualTo(400);
        assertThat(p.getDetail()).isEqualTo("query parameter 'cb': invalid character ' ' (U+0020) in host at index 23 (RFC 3986 reg-name)");
        assertThat(p.getProperties()).containsEntry("parameter", "cb").containsEntry("in", "query").containsEntry("index", 23)
                .containsEntry("component", "host").containsEntry("rule", "reg-name").containsEntry("reason", "UNEXPECTED_CHARACTER");
        assertThat(p.toString()).doesNotContain("S3cretPw");
    }

    @Test
    void aWebFluxParameterIsAnsweredToo() throws Exception {
        ServerWebInputException e = new ServerWebInputException("Type mismatch.", parameter(0),
                mismatch(PASSWORD_URI, Uri.class, UriSyntaxExceptionHolder.of(PASSWORD_URI).exception()));

        ProblemDetail p = UriProblems.of(e);

        assertThat(p).isNotNull();
        Map<String, Object> props = p.getProperties();
        assertThat(props).containsEntry("parameter", "cb").containsEntry("in", "query").containsEntry("index", 23);
    }

    @Test
    void whatIsNotAboutAUrikitValueIsDeclinedAndRethrownByTheAdvice() throws Exception {
        MethodArgumentTypeMismatchException e = new MethodArgumentTypeMismatchException("x", int.class, "count", parameter(1),
                new NumberFormatException("For input string: \"x\""));
        assertThat(UriProblems.of(e)).isNull();
        assertThat(UriProblems.of(new IllegalStateException("other"))).isNull();
        assertThatThrownBy(() -> new UriProblemDetailsAdvice().handle(e)).isSameAs(e);
    }

    @Test
    void theAdviceAnswersProblemJson() throws Exception {
        ServerWebInputException e = new ServerWebInputException("Type mismatch.", parameter(0),
                mismatch("no-scheme", Uri.class, UriSyntaxExceptionHolder.of("no-scheme").exception()));
        var response = new UriProblemDetailsAdvice().handle(e);
        assertThat(response.getStatusCode().value()).isEqualTo(400);
        assertThat(response.getHeaders().getContentType()).hasToString("application/problem+json");
        assertThat(response.getBody().getProperties()).containsEntry("reason", "MISSING_SCHEME");
    }

    record Page(java.util.List<Link> links) {
    }

    record Link(Uri href) {
    }

    private static final String PAGE = "{\"links\":[{\"href\":\"https://a/\"},{\"href\":\"http://bob:S3cretPw@b c/\"}]}";

    @Test
    void aJsonBodyNamesTheFieldAndPointerOnJackson3() {
        tools.jackson.databind.json.JsonMapper mapper = tools.jackson.databind.json.JsonMapper.builder()
                .addModule(new org.urikit.jackson3.UriModule()).build();
        RuntimeException jackson = org.assertj.core.api.Assertions.catchRuntimeException(() -> mapper.readValue(PAGE, Page.class));
        assertBody(UriProblems.of(new org.springframework.http.converter.HttpMessageNotReadableException(
                "JSON parse error", jackson, null)));
    }

    @Test
    void aJsonBodyNamesTheFieldAndPointerOnJackson2() {
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper()
                .registerModule(new org.urikit.jackson.UriModule());
        Throwable jackson = org.assertj.core.api.Assertions.catchThrowable(() -> mapper.readValue(PAGE, Page.class));
        assertBody(UriProblems.of(new org.springframework.http.converter.HttpMessageNotReadableException(
                "JSON parse error", jackson, null)));
    }

    private static void assertBody(ProblemDetail p) {
        assertThat(p).isNotNull();
        assertThat(p.getProperties()).containsEntry("field", "links[1].href").containsEntry("pointer", "/links/1/href")
                .containsEntry("index", 21).containsEntry("component", "host").containsEntry("reason", "UNEXPECTED_CHARACTER");
        assertThat(p.getDetail()).isEqualTo("'links[1].href': invalid character ' ' (U+0020) in host at index 21 (RFC 3986 reg-name)");
        assertThat(p.toString()).doesNotContain("S3cretPw");
    }

    /** The exception urikit's parser throws for a text. */
    private record UriSyntaxExceptionHolder(RuntimeException exception) {
        static UriSyntaxExceptionHolder of(String text) {
            try {
                Uri.parse(text);
            } catch (RuntimeException e) {
                return new UriSyntaxExceptionHolder(e);
            }
            throw new AssertionError("valid: " + text);
        }
    }
}
