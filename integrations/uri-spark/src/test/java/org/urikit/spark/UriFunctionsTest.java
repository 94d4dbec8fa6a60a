package org.urikit.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/** Every method of {@link UriFunctions} gives what the SQL function of the same name gives, for DataFrame code. */
class UriFunctionsTest {
    private final SparkSession spark = SparkSessions.get();

    private static final String U = "HTTP://me:s3cret@Host.Example:80/a/./b?q=x+y#f";

    @Test
    void eachMethodIsTheSqlFunction() {
        Column u = col("u");
        Column g = col("g");
        Column h = col("h");
        Column n = col("n");
        Column base = col("b");
        Map<String, Column> columns = new java.util.LinkedHashMap<>();
        columns.put("uri_valid(u)", UriFunctions.uriValid(u));
        columns.put("uri_valid(u, g)", UriFunctions.uriValid(u, g));
        columns.put("uri_error(x)", UriFunctions.uriError(col("x")));
        columns.put("uri_error(x, g)", UriFunctions.uriError(col("x"), g));
        columns.put("uri_parse(u)", UriFunctions.uriParse(u));
        columns.put("try_uri_parse(u)", UriFunctions.tryUriParse(u));
        columns.put("url_parse(u)", UriFunctions.urlParse(u));
        columns.put("try_url_parse(u)", UriFunctions.tryUrlParse(u));
        columns.put("url_parse(n, b)", UriFunctions.urlParse(n, base));
        columns.put("try_url_parse(n, b)", UriFunctions.tryUrlParse(n, base));
        columns.put("url_host(u)", UriFunctions.urlHost(u));
        columns.put("try_url_host(u)", UriFunctions.tryUrlHost(u));
        columns.put("url_query_param(u, 'q')", UriFunctions.urlQueryParam(u, lit("q")));
        columns.put("try_url_query_param(u, 'q')", UriFunctions.tryUrlQueryParam(u, lit("q")));
        columns.put("uri_normalize(u)", UriFunctions.uriNormalize(u));
        columns.put("try_uri_normalize(u)", UriFunctions.tryUriNormalize(u));
        columns.put("uri_resolve(b, n)", UriFunctions.uriResolve(base, n));
        columns.put("try_uri_resolve(b, n)", UriFunctions.tryUriResolve(base, n));
        columns.put("idna_to_ascii(h)", UriFunctions.idnaToAscii(h));
        columns.put("try_idna_to_ascii(h)", UriFunctions.tryIdnaToAscii(h));
        columns.put("idna_to_unicode(h)", UriFunctions.idnaToUnicode(h));
        columns.put("try_idna_to_unicode(h)", UriFunctions.tryIdnaToUnicode(h));
        columns.put("uri_redact(u)", UriFunctions.uriRedact(u));
        columns.put("try_uri_redact(u)", UriFunctions.tryUriRedact(u));

        Dataset<Row> input = spark.sql("SELECT '" + U + "' AS u, 'http://a b/' AS x, 'whatwg' AS g, 'Bücher.example' AS h, '../c?d' AS n,"
                + " 'http://a/b/e' AS b");
        Row viaJava = input.select(columns.values().toArray(Column[]::new)).collectAsList().get(0);
        Row viaSql = input.selectExpr(columns.keySet().toArray(String[]::new)).collectAsList().get(0);
        assertThat(viaJava.size()).isEqualTo(columns.size());
        List<String> names = new ArrayList<>(columns.keySet());
        for (int i = 0; i < columns.size(); i++) {
            assertThat(viaJava.get(i)).as(names.get(i)).isEqualTo(viaSql.get(i)).isNotNull();
        }
        // and a few values written out
        assertThat(viaJava.getString(names.indexOf("url_host(u)"))).isEqualTo("host.example");
        assertThat(viaJava.getString(names.indexOf("uri_redact(u)")))
                .isEqualTo("HTTP://me:****@Host.Example:80/a/./b?q=x+y#f");
        assertThat(viaJava.getString(names.indexOf("url_query_param(u, 'q')"))).isEqualTo("x y");
        assertThat(viaJava.getString(names.indexOf("uri_resolve(b, n)"))).isEqualTo("http://a/c?d");
        assertThat(viaJava.getString(names.indexOf("uri_normalize(u)"))).isEqualTo("http://me:s3cret@host.example/a/b?q=x+y#f");
        assertThat(viaJava.getString(names.indexOf("idna_to_ascii(h)"))).isEqualTo("xn--bcher-kva.example");
        assertThat(viaJava.getBoolean(names.indexOf("uri_valid(u)"))).isTrue();
        assertThat(viaJava.getBoolean(names.indexOf("uri_valid(u, g)"))).isTrue();
    }

    @Test
    void tryTwinsReturnNullWhereTheFunctionRaises() {
        Dataset<Row> input = spark.sql("SELECT 'http://a b/' AS u");
        assertThat(input.select(UriFunctions.tryUrlHost(col("u"))).collectAsList().get(0).isNullAt(0)).isTrue();
        assertThatThrownBy(() -> input.select(UriFunctions.urlHost(col("u"))).collectAsList())
                .satisfies(t -> {
                    Throwable c = t;
                    while (c != null && !(c instanceof UrikitSparkException)) {
                        c = c.getCause();
                    }
                    assertThat(c).isInstanceOf(UrikitSparkException.class);
                });
    }

    @Test
    void nullColumnsAreRejectedAtTheBoundary() {
        assertThatThrownBy(() -> UriFunctions.urlHost(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("s");
        assertThatThrownBy(() -> UriFunctions.uriResolve(col("a"), null)).isInstanceOf(NullPointerException.class)
                .hasMessage("ref");
    }
}
