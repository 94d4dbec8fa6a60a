package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;

/** The masking of the inputs that errors show; no Spark session. */
class UrikitSparkExceptionTest {
    @Test
    void masksWhatTheWhatwgParserReadsAsAPasswordWhereRfc3986SeesNoAuthority() {
        // the WHATWG parser reads a password in each of these (special schemes take '\' for '/', and need no "//")
        assertThat(WhatwgUrl.parse("http:\\\\me:s3cret@h/").password()).isEqualTo("s3cret");
        assertThat(WhatwgUrl.parse("http:me:s3cret@h/").password()).isEqualTo("s3cret");
        assertThat(WhatwgUrl.parse("\\\\me:s3cret@h/", WhatwgUrl.parse("http://base/")).password()).isEqualTo("s3cret");
        assertThat(UriReference.redact("http:\\\\me:s3cret@a b/")).isEqualTo("http:\\\\me:****@a b/");
        assertThat(UriReference.redact("http:me:s3cret@a b/")).isEqualTo("http:me:****@a b/");
        assertThat(UriReference.redact("http:/\t/me:s3cret@a b/")).isEqualTo("http:/\t/me:****@a b/");
        assertThat(UriReference.redact(" HTTP:\\/me:s3cret@a b/")).isEqualTo(" HTTP:\\/me:****@a b/");
        assertThat(UriReference.redact("\\\\me:s3cret@a b/")).isEqualTo("\\\\me:****@a b/");
        assertThat(UriReference.redact("//me:s3cret@a b/")).isEqualTo("//me:****@a b/");
    }

    @Test
    void masksAsUriReferenceRedactDoesWhereThereIsAnAuthority() {
        assertThat(UriReference.redact("http://me:s3cret@a b/")).isEqualTo("http://me:****@a b/");
        assertThat(UriReference.redact("http://me:s3c@r/et@a b/")).isEqualTo("http://me:****@a b/");
        assertThat(UriReference.redact("http://me:p%40ss@a b/")).isEqualTo("http://me:****@a b/");
        assertThat(UriReference.redact("see http://bob:hunter2@h/ now")).isEqualTo("see http://bob:****@h/ now");
        // no password: no ':' in the userinfo, no '@', or the ':' after the last '@'
        assertThat(UriReference.redact("http://me%3As3cret@a b/")).isEqualTo("http://me%3As3cret@a b/");
        assertThat(UriReference.redact("http://a b:8080/")).isEqualTo("http://a b:8080/");
        assertThat(UriReference.redact("mailto:me@h")).isEqualTo("mailto:me@h");
        assertThat(UriReference.redact("http://me@h:99999/")).isEqualTo("http://me@h:99999/");
        assertThat(UriReference.redact("")).isEqualTo("");
    }

    @Test
    void errorsShowTheMaskedInputInTheMessageAndTheParameters() {
        UrikitSparkException e = UrikitSparkException.invalidUrl("url_host", 17, "host", "WHATWG URL",
                "domain-invalid-code-point", "http:\\\\me:s3cret@a b/", "domain-invalid-code-point in host at index 17");
        assertThat(e.getMessage()).doesNotContain("s3cret").contains("http:\\\\me:****@a b/");
        assertThat(e.getMessageParameters()).containsEntry("input", "http:\\\\me:****@a b/");
        UrikitSparkException g = UrikitSparkException.invalidArgument("uri_valid", "grammar", "http://me:s3cret@h/",
                Grammar.NAMES);
        assertThat(g.getMessage()).doesNotContain("s3cret");
        assertThat(g.getMessageParameters()).containsEntry("value", "http://me:****@h/");
    }

    @Test
    void controlCharactersAndLineSeparatorsAreShownPercentEncoded() {
        UrikitSparkException e = UrikitSparkException.invalidUrl("uri_parse", 9, "path", "RFC 3986 path-abempty",
                "UNEXPECTED_CHARACTER", "http://a/\nERROR forged\r\u0000\u007F\u0085\u2028x\tb", "m");
        assertThat(e.getMessageParameters()).containsEntry("input",
                "http://a/%0AERROR forged%0D%00%7F%C2%85%E2%80%A8x%09b");
        assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\r").doesNotContain("\u2028");
        assertThat(UrikitSparkException.printable("http://ä.example/ü")).isEqualTo("http://ä.example/ü");
        UrikitSparkException g = UrikitSparkException.invalidArgument("uri_valid", "grammar", "who\nami", "x");
        assertThat(g.getMessageParameters()).containsEntry("value", "who%0Aami");
    }

    @Test
    void sparksJsonErrorFormatsCarryTheConditionAndTheMaskedParameters() {
        UrikitSparkException e = UrikitSparkException.invalidUrl("url_host", 17, "host", "WHATWG URL",
                "domain-invalid-code-point", "http:\\\\me:s3cret@a b/", "domain-invalid-code-point in host at index 17");
        // spark.sql.error.messageFormat=MINIMAL (JSON, as the Thrift server and Spark Connect may send it)
        String minimal = org.apache.spark.SparkThrowableHelper.getMessage(e,
                org.apache.spark.ErrorMessageFormat$.MODULE$.MINIMAL());
        assertThat(minimal).contains("\"errorClass\" : \"URIKIT_INVALID_URL\"").contains("\"sqlState\" : \"22P02\"")
                .contains("\"reason\" : \"domain-invalid-code-point\"").contains("me:****@a b/")
                .doesNotContain("s3cret");
        // STANDARD adds Spark's message template: Spark 4.0 looks the condition up in its own list and fails (known,
        // said in UrikitSparkException's Javadoc); later releases write a null template
        scala.Enumeration.Value standard = org.apache.spark.ErrorMessageFormat$.MODULE$.STANDARD();
        String version = System.getProperty("urikit.expectedSparkVersion");
        if (version != null && version.startsWith("4.0.")) {
            assertThat(org.assertj.core.api.Assertions.catchThrowable(
                    () -> org.apache.spark.SparkThrowableHelper.getMessage(e, standard)))
                    .hasMessageContaining("INTERNAL_ERROR");
        } else {
            assertThat(org.apache.spark.SparkThrowableHelper.getMessage(e, standard))
                    .contains("\"messageTemplate\" : null").doesNotContain("s3cret");
        }
    }
}
