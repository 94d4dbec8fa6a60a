package org.urikit.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.urikit.WhatwgUrl;

/** Every function in SQL on the shared local session: results, NULLs, ANSI on and off, try_ twins, bad bytes, big values. */
class UrikitExtensionsTest {
    private final SparkSession spark = SparkSessions.get();

    @AfterEach
    void ansiBackOn() {
        spark.conf().set("spark.sql.ansi.enabled", "true");
    }

    private Object one(String sql) {
        List<Row> rows = spark.sql(sql).collectAsList();
        assertThat(rows).hasSize(1);
        return rows.get(0).get(0);
    }

    private Row oneRow(String sql) {
        return (Row) one(sql);
    }

    /** The fields of a STRUCT result, in order. */
    private List<Object> fields(String sql) {
        Row r = oneRow(sql);
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            out.add(r.get(i));
        }
        return out;
    }

    /** The UrikitSparkException in the cause chain of what running {@code sql} throws. */
    private UrikitSparkException failure(String sql) {
        Throwable t = catchThrowable(() -> spark.sql(sql).collectAsList());
        assertThat(t).as(sql).isNotNull();
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof UrikitSparkException u) {
                return u;
            }
        }
        throw new AssertionError("no UrikitSparkException in the causes of " + t, t);
    }

    /** Every message and parameter of the exception, and of Spark's wrappers around it, as one text. */
    private static String allText(Throwable t) {
        StringBuilder sb = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            sb.append(c).append('\n');
        }
        if (t instanceof UrikitSparkException u) {
            sb.append(u.getMessageParameters());
        }
        return sb.toString();
    }

    @Test
    void urlHostGivesTheWhatwgHostAfterUts46() {
        assertThat(one("SELECT url_host('HTTPS://Bücher.Example:8080/x?y#z')")).isEqualTo("xn--bcher-kva.example");
        assertThat(one("SELECT url_host('http://[0:0::1]:80/')")).isEqualTo("[::1]");
        assertThat(one("SELECT url_host('http://0x7f.1/')")).isEqualTo("127.0.0.1");
        assertThat(one("SELECT url_host('http://under_score.example/')")).isEqualTo("under_score.example");
    }

    @Test
    void urlHostIsNullForAUrlWithoutHost() {
        assertThat(one("SELECT url_host('mailto:someone@example.org')")).isNull();
    }

    @Test
    void uriValidChecksTheGrammarAskedFor() {
        assertThat(one("SELECT uri_valid('http://a/b')")).isEqualTo(true);
        assertThat(one("SELECT uri_valid('/relative')")).isEqualTo(false);
        assertThat(one("SELECT uri_valid('/relative', 'rfc3986-reference')")).isEqualTo(true);
        assertThat(one("SELECT uri_valid('http://a/b c')")).isEqualTo(false);
        assertThat(one("SELECT uri_valid('http://a/b c', 'whatwg')")).isEqualTo(true);
        assertThat(one("SELECT uri_valid('http://a b/', 'whatwg')")).isEqualTo(false);
        assertThat(one("SELECT uri_valid('http://a/ä', 'rfc3986')")).isEqualTo(false);
        assertThat(one("SELECT uri_valid('http://a/ä', 'rfc3987')")).isEqualTo(true);
        assertThat(one("SELECT uri_valid('http://a/b;p?q', 'rfc1808')")).isEqualTo(true);
        assertThat(one("SELECT uri_valid('http://a/b', 'RFC1738')")).isEqualTo(true);
        assertThat(one("SELECT uri_valid('http://a/{', 'rfc1738')")).isEqualTo(false);
    }

    @Test
    void anUnknownGrammarFailsAtAnalysisWhateverAnsiSays() {
        spark.conf().set("spark.sql.ansi.enabled", "false");
        UrikitSparkException e = failure("SELECT uri_valid('http://a/', 'rfc9999')");
        assertThat(e.getCondition()).isEqualTo("URIKIT_INVALID_ARGUMENT");
        assertThat(e.getSqlState()).isEqualTo("22023");
        assertThat(e.getMessageParameters()).containsEntry("value", "rfc9999").containsEntry("function", "uri_valid");
        // a grammar that is not a constant is checked on each row
        assertThat(failure("SELECT uri_error('http://a/', g) FROM VALUES ('whatwg'), ('nope') t(g)").getCondition())
                .isEqualTo("URIKIT_INVALID_ARGUMENT");
    }

    @Test
    void aWrongNumberOfArgumentsFailsAtAnalysis() {
        UrikitSparkException e = failure("SELECT url_host('http://a/', 'b')");
        assertThat(e.getCondition()).isEqualTo("URIKIT_WRONG_NUM_ARGS");
        assertThat(e.getMessageParameters()).containsEntry("expected", "1").containsEntry("actual", "2");
        assertThat(failure("SELECT uri_valid()").getMessageParameters()).containsEntry("expected", "1 or 2");
    }

    @Test
    void uriErrorSaysWhereAndWhy() {
        Row e = oneRow("SELECT uri_error('http://a b/')");
        assertThat(e.<Integer>getAs("index")).isEqualTo(8);
        assertThat((String) e.getAs("component")).isEqualTo("host");
        assertThat((String) e.getAs("rule")).isEqualTo("RFC 3986 reg-name");
        assertThat((String) e.getAs("reason")).isEqualTo("UNEXPECTED_CHARACTER");
        assertThat((String) e.getAs("message"))
                .isEqualTo("invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)");
        assertThat(one("SELECT uri_error('http://a/')")).isNull();
        Row w = oneRow("SELECT uri_error('http://h:99999', 'whatwg')");
        assertThat(w.<Integer>getAs("index")).isEqualTo(9);
        assertThat((String) w.getAs("component")).isEqualTo("port");
        assertThat((String) w.getAs("reason")).isEqualTo("port-out-of-range");
        assertThat((String) w.getAs("rule")).isEqualTo("WHATWG URL");
        assertThat(one("SELECT uri_error('http://h:99', 'whatwg')")).isNull();
    }

    @Test
    void uriErrorNeverShowsThePassword() {
        Row e = oneRow("SELECT uri_error('http://me:s3cret@a b/')");
        assertThat(e.toString()).doesNotContain("s3cret").contains("host");
        Row inPassword = oneRow("SELECT uri_error('http://me:s3c ret@a/')");
        assertThat(inPassword.toString()).doesNotContain("s3c").doesNotContain("ret@");
    }

    @Test
    void uriParseGivesTheComponentsAsWritten() {
        assertThat(fields("SELECT uri_parse('HTTP://u%41@Host.example:8080/a/./b?q=1#f')"))
                .containsExactly("HTTP", "u%41", "Host.example", 8080, "/a/./b", "q=1", "f");
        assertThat(fields("SELECT uri_parse('//h/p')")).isEqualTo(Arrays.asList(null, null, "h", null, "/p", null, null));
        assertThat(fields("SELECT uri_parse('a:b?')")).isEqualTo(Arrays.asList("a", null, null, null, "b", "", null));
        // a port beyond an INT's use (above 65535) is NULL; the text has it
        assertThat(oneRow("SELECT uri_parse('http://h:99999/')").<Integer>getAs("port")).isNull();
        assertThat(one("SELECT uri_parse('http://h/').port")).isNull();
    }

    @Test
    void urlParseGivesTheStandardsGetters() {
        assertThat(fields("SELECT url_parse('HTTPS://u:p@Bücher.example:443/a/../b?x#y')")).containsExactly(
                "https://u:p@xn--bcher-kva.example/b?x#y", "https:", "u", "p", "xn--bcher-kva.example", "", "/b", "?x",
                "#y");
        assertThat(one("SELECT url_parse('../c?d', 'http://a/b/e').href")).isEqualTo("http://a/c?d");
        assertThat(one("SELECT url_parse('http://h:8080').port")).isEqualTo("8080");
    }

    @Test
    void urlQueryParamReadsTheQueryAsAForm() {
        assertThat(one("SELECT url_query_param('http://a/?a=1&b=x+y%21&b=2', 'b')")).isEqualTo("x y!");
        assertThat(one("SELECT url_query_param('http://a/?a+b=1', 'a b')")).isEqualTo("1");
        // a key that regex-based parse_url would read as a pattern
        assertThat(one("SELECT url_query_param('http://a/?a.c=1&abc=2', 'abc')")).isEqualTo("2");
        // names match decoded: percent-decoding and '+' on both sides of '='; a bad sequence decodes to U+FFFD
        assertThat(one("SELECT url_query_param('http://a/?%61%2Bb=%C3%A4+x&a%2Bb=2', 'a+b')")).isEqualTo("\u00E4 x");
        assertThat(one("SELECT url_query_param('http://a/?k=%FF&k=2', 'k')")).isEqualTo("\uFFFD");
        // the URL Standard's "UTF-8 decode without BOM": one U+FFFD a maximal subpart, so an encoded surrogate is three
        assertThat(one("SELECT url_query_param('http://a/?k=%ED%A0%80', 'k')")).isEqualTo("\uFFFD\uFFFD\uFFFD");
        assertThat(one("SELECT url_query_param('http://a/?k&k=2', 'k')")).isEqualTo("");
        assertThat(one("SELECT url_query_param('http://a/?=v', '')")).isEqualTo("v");
        assertThat(one("SELECT url_query_param('http://a/?a=1#b=2', 'b')")).isNull();
        assertThat(one("SELECT url_query_param('http://a/?a=1', 'b')")).isNull();
        assertThat(one("SELECT url_query_param('http://a/', 'a')")).isNull();
    }

    @Test
    void uriNormalizeResolveRedactAndIdna() {
        assertThat(one("SELECT uri_normalize('HTTP://www.Example.com:80/a/./b/../c/%7euser')"))
                .isEqualTo("http://www.example.com/a/c/~user");
        assertThat(one("SELECT uri_resolve('http://a/b/c/d;p?q', '../g')")).isEqualTo("http://a/b/g");
        assertThat(one("SELECT uri_resolve('http://a/b/c/d;p?q', '//g')")).isEqualTo("http://g");
        assertThat(one("SELECT uri_redact('http://me:s3cret@h/x')")).isEqualTo("http://me:****@h/x");
        assertThat(one("SELECT uri_redact('no password here')")).isEqualTo("no password here");
        assertThat(one("SELECT idna_to_ascii('Bücher.example')")).isEqualTo("xn--bcher-kva.example");
        assertThat(one("SELECT idna_to_unicode('xn--bcher-kva.EXAMPLE')")).isEqualTo("bücher.example");
        // UTS #46: ToUnicode of "" records X4_2 (IdnaTestV2.txt: ""; ; [X4_2]; ; [A4_1, A4_2]) whatever the
        // flags; ToASCII's A4_1 and A4_2 are VerifyDnsLength's, which the WHATWG options leave off
        assertThat(one("SELECT idna_to_ascii('')")).isEqualTo("");
        assertThat(one("SELECT try_idna_to_unicode('')")).isNull();
        assertThat(failure("SELECT idna_to_unicode('')").getMessageParameters()).containsEntry("reason", "X4_2");
    }

    @Test
    void sqlNullGivesNull() {
        for (String call : List.of("uri_valid(NULL)", "uri_valid('http://a/', NULL)", "uri_error(NULL)",
                "uri_parse(NULL)", "url_parse(NULL)", "url_parse('a', NULL)", "url_host(NULL)",
                "url_query_param(NULL, 'a')", "url_query_param('http://a/?a=1', NULL)", "uri_normalize(NULL)",
                "uri_resolve(NULL, 'a')", "uri_resolve('http://a/', NULL)", "idna_to_ascii(NULL)",
                "idna_to_unicode(NULL)", "uri_redact(NULL)", "try_url_host(CAST(NULL AS STRING))")) {
            assertThat(one("SELECT " + call)).as(call).isNull();
        }
    }

    @Test
    void ansiModeRaisesASparkErrorWithoutThePassword() {
        String sql = "SELECT url_host('http://me:s3cret@a b/')";
        UrikitSparkException e = failure(sql);
        assertThat(e.getCondition()).isEqualTo("URIKIT_INVALID_URL");
        assertThat(e.getSqlState()).isEqualTo("22P02");
        String type = WhatwgUrl.check("http://me:s3cret@a b/").orElseThrow().type();
        assertThat(e.getMessageParameters()).containsEntry("function", "url_host").containsEntry("component", "host")
                .containsEntry("reason", type).containsEntry("rule", "WHATWG URL")
                .containsEntry("input", "http://me:****@a b/")
                .containsKeys("index", "message");
        Throwable thrown = catchThrowable(() -> spark.sql(sql).collectAsList());
        assertThat(allText(thrown)).doesNotContain("s3cret");
        assertThat(allText(e)).doesNotContain("s3cret");

        UrikitSparkException rfc = failure("SELECT uri_parse('http://me:s3cret@a b/')");
        assertThat(rfc.getMessageParameters()).containsEntry("index", "18").containsEntry("component", "host")
                .containsEntry("rule", "RFC 3986 reg-name").containsEntry("reason", "UNEXPECTED_CHARACTER");
        assertThat(allText(rfc)).doesNotContain("s3cret");
    }

    @Test
    void noErrorShowsAPasswordThatOnlyTheWhatwgParserSeesNorOneGivenAsTheGrammar() {
        // special schemes read '\' as '/' and need no "//": RFC 3986's redaction finds no authority in these
        // (eight backslashes in the Java text are four in the SQL text and two in the value)
        List<String> calls = List.of("url_host('http:\\\\\\\\me:s3cret@a b/')", "url_host('http:me:s3cret@a b/')",
                "url_parse('http:/\t/me:s3cret@a b/')", "url_query_param('HTTP:\\\\/me:s3cret@a b/', 'q')",
                "url_parse('x', 'http:\\\\\\\\me:s3cret@a b/')", "url_parse('\\\\\\\\me:s3cret@a b/', 'http://ok/')",
                "uri_resolve('http:\\\\\\\\me:s3cret@a/', 'x')", "uri_parse('http:\\\\\\\\me:s3cret@a/')",
                "uri_normalize(concat('http:\\\\\\\\me:s3cret@a/', CAST(X'FF' AS STRING)))",
                "uri_valid('http://a/', 'http://me:s3cret@h/')",
                "uri_error('http://a/', u) FROM VALUES ('http:me:s3cret@h/') AS t(u)");
        for (String call : calls) {
            Throwable thrown = catchThrowable(() -> spark.sql("SELECT " + call).collectAsList());
            assertThat(thrown).as(call).isNotNull();
            UrikitSparkException e = failure("SELECT " + call);
            assertThat(allText(e) + allText(thrown)).as(call).doesNotContain("s3cret").contains("****");
        }
    }

    @Test
    void stringsOfAnyCollationAreAccepted() {
        // Spark 4's collations: the input type STRING alone takes only the default one
        assertThat(one("SELECT url_host('http://A.example/' COLLATE UTF8_LCASE)")).isEqualTo("a.example");
        assertThat(one("SELECT uri_valid('http://a/', 'WHATWG' COLLATE UNICODE_CI)")).isEqualTo(true);
        assertThat(one("SELECT url_query_param('http://h/?Q=1&q=2' COLLATE UTF8_LCASE, 'q')")).isEqualTo("2");
        org.apache.spark.sql.Dataset<Row> df = spark.sql(
                "SELECT url_host(c), try_uri_parse(c).host FROM (SELECT 'http://B.example/' COLLATE UTF8_LCASE AS c)");
        assertThat(df.columns()).containsExactly("url_host(c)", "try_uri_parse(c).host");
        assertThat(df.collectAsList().get(0).getString(1)).isEqualTo("B.example");
        // a cast the user wrote stays in the name
        assertThat(spark.sql("SELECT url_host(CAST(u AS STRING)) FROM VALUES ('http://a/') AS t(u)").columns())
                .containsExactly("url_host(CAST(u AS STRING))");
    }

    @Test
    void everyFallibleFunctionRaisesUnderAnsiAndReturnsNullOtherwiseOrInItsTryTwin() {
        List<String> calls = List.of("uri_parse('a b')", "url_parse('no scheme')", "url_parse('x', 'not a base')",
                "url_host('http://a b/')", "url_query_param('http://[/', 'a')", "uri_normalize('%zz')",
                "uri_resolve('relative/base', 'a')", "uri_resolve('http://a/', 'b c')", "idna_to_ascii('a\u200Db.example')",
                "idna_to_unicode('xn--a.b-')");
        for (String call : calls) {
            assertThat(failure("SELECT " + call).getCondition()).as(call).isEqualTo("URIKIT_INVALID_URL");
            assertThat(one("SELECT try_" + call)).as("try_" + call).isNull();
        }
        spark.conf().set("spark.sql.ansi.enabled", "false");
        for (String call : calls) {
            assertThat(one("SELECT " + call)).as(call + " with ANSI off").isNull();
        }
        assertThat(one("SELECT try_url_host('http://ok/')")).isEqualTo("ok");
    }

    @Test
    void invalidUtf8IsAnInvalidUrlNeverAnotherException() {
        // C3 28: a two-byte lead followed by '('; ED A0 80: an encoded surrogate; F8: never a lead byte
        for (String bytes : List.of("68747470733A2F2F61C328", "ED A080".replace(" ", ""), "F8", "687474703A2F2F61E282")) {
            String s = "CAST(X'" + bytes + "' AS STRING)";
            assertThat(one("SELECT uri_valid(" + s + ")")).as(bytes).isEqualTo(false);
            assertThat(one("SELECT uri_valid(" + s + ", 'whatwg')")).as(bytes).isEqualTo(false);
            assertThat((String) oneRow("SELECT uri_error(" + s + ")").getAs("reason")).isEqualTo("INVALID_UTF8");
            assertThat(one("SELECT try_url_host(" + s + ")")).as(bytes).isNull();
            assertThat(one("SELECT try_uri_redact(" + s + ")")).as(bytes).isNull();
            UrikitSparkException e = failure("SELECT url_parse(" + s + ")");
            assertThat(e.getMessageParameters()).containsEntry("reason", "INVALID_UTF8");
        }
        Row e = oneRow("SELECT uri_error(CAST(X'68747470733A2F2F61C328' AS STRING))");
        assertThat(e.<Integer>getAs("index")).isEqualTo(9);
        assertThat((String) e.getAs("message")).isEqualTo("not valid UTF-8 at byte 9");
        // well-formed multi-byte text is fine: U+00E4, U+20AC, U+1F600
        assertThat(one("SELECT url_parse(CAST(X'687474703A2F2F612FC3A4E282ACF09F9880' AS STRING)).pathname"))
                .isEqualTo("/%C3%A4%E2%82%AC%F0%9F%98%80");
    }

    @Test
    void oneMegabyteValues() {
        String big = "concat('http://me:s3cret@Host.example/', repeat('x', 1048576))";
        assertThat(one("SELECT url_host(" + big + ")")).isEqualTo("host.example");
        assertThat(one("SELECT uri_valid(" + big + ")")).isEqualTo(true);
        // the prefix has 30 characters; the 6-character password becomes "****"
        assertThat(one("SELECT length(uri_normalize(" + big + "))")).isEqualTo(1048576 + 30);
        assertThat(one("SELECT length(url_parse(" + big + ").pathname)")).isEqualTo(1048577);
        assertThat(one("SELECT length(uri_redact(" + big + "))")).isEqualTo(1048576 + 28);
        String bad = "concat('http://me:s3cret@Host.example/', repeat('x', 1048576), ' ')";
        assertThat(oneRow("SELECT uri_error(" + bad + ")").<Integer>getAs("index")).isEqualTo(1048576 + 30);
        UrikitSparkException e = failure("SELECT uri_parse(" + bad + ")");
        assertThat(e.getMessageParameters().get("input")).hasSize(121).startsWith("http://me:****@Host.example/xxx");
        assertThat(e.getMessage().length()).isLessThan(600);
    }

    @Test
    void columnsAreNamedAfterTheFunctionCall() {
        String from = " FROM VALUES ('http://a/?q=1') t(u)";
        assertThat(spark.sql("SELECT url_host(u), try_url_host(u), uri_valid(u), uri_valid(u, 'whatwg'),"
                + " url_parse(u).hostname, upper(url_host(u)), url_query_param(u, 'q'), url_host(u) AS h" + from).columns())
                .containsExactly("url_host(u)", "try_url_host(u)", "uri_valid(u)", "uri_valid(u, whatwg)",
                        "url_parse(u).hostname", "upper(url_host(u))", "url_query_param(u, q)", "h");
        List<Row> nested = spark.sql("SELECT * FROM (SELECT url_host(u), uri_normalize(uri_resolve(u, '../x'))" + from + ")")
                .collectAsList();
        assertThat(spark.sql("SELECT * FROM (SELECT url_host(u), uri_normalize(uri_resolve(u, '../x'))" + from + ")")
                .columns()).containsExactly("url_host(u)", "uri_normalize(uri_resolve(u, ../x))");
        assertThat(nested.get(0).getString(0)).isEqualTo("a");
        assertThat(nested.get(0).getString(1)).isEqualTo("http://a/x");
        assertThat(spark.sql("SELECT u" + from).select(UriFunctions.urlHost(org.apache.spark.sql.functions.col("u")))
                .columns()).containsExactly("url_host(u)");
        spark.conf().set("spark.sql.ansi.enabled", "false");
        assertThat(spark.sql("SELECT url_host(u), count(*)" + from + " GROUP BY 1").columns())
                .containsExactly("url_host(u)", "count(1)");
    }

    @Test
    void everyFunctionIsRegisteredWithItsUsage() {
        assertThat(UrikitExtensions.NAMES).hasSize(20).contains("url_host", "try_url_host", "uri_valid", "uri_error")
                .doesNotContain("try_uri_valid", "try_uri_error");
        for (String name : UrikitExtensions.NAMES) {
            assertThat(spark.catalog().functionExists(name)).as(name).isTrue();
        }
        String described = spark.sql("DESCRIBE FUNCTION try_url_host").collectAsList().toString();
        assertThat(described).contains("try_url_host(s) - the WHATWG host serialization (ASCII, after UTS #46)");
    }
}
