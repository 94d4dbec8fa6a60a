package org.urikit.spark.example;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.not;
import static org.assertj.core.api.Assertions.assertThat;
import static org.urikit.spark.UriFunctions.tryUrlHost;
import static org.urikit.spark.UriFunctions.uriError;
import static org.urikit.spark.UriFunctions.uriValid;
import static org.urikit.spark.UriFunctions.urlParse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.spark.SparkThrowable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.urikit.testing.DocSnippets;

/**
 * docs/SPARK.md is what Spark does: its table of SQL examples is run here (each expression with ANSI mode on
 * and off) and its Java blocks are regions of this source, run here.
 */
class SparkDocsTest {
    private static final String EXAMPLES_MARKER = "<!-- spark:examples -->";

    /** The result of {@code SELECT cast((expr) AS STRING)} as the table shows it. */
    static String render(SparkSession spark, String expr, boolean ansi) {
        return render(spark, null, expr, ansi);
    }

    /** The same over a one-row table ({@code rows}, or none when null). */
    static String render(SparkSession spark, Dataset<Row> rows, String expr, boolean ansi) {
        try {
            spark.conf().set("spark.sql.ansi.enabled", String.valueOf(ansi));
            String cast = "cast((" + expr + ") AS STRING)";
            Object value = (rows == null ? spark.sql("SELECT " + cast) : rows.selectExpr(cast)).first().get(0);
            return value == null ? "NULL" : value.toString().isEmpty() ? "empty" : "`" + value + "`";
        } catch (RuntimeException e) {
            Throwable root = e;
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof SparkThrowable s && s.getCondition() != null) {
                    return "raises `" + s.getCondition() + "`";
                }
                root = t;
            }
            return "raises `" + root.getClass().getSimpleName() + "`";
        } finally {
            spark.conf().set("spark.sql.ansi.enabled", "true");
        }
    }

    @Test
    void examplesTableIsWhatSparkGives() throws IOException {
        SparkSession spark = LocalSpark.get();
        List<List<String>> rows = DocTables.rows(ParseUrlComparisonTest.readDoc(), EXAMPLES_MARKER);
        Map<String, List<String>> doc = new LinkedHashMap<>();
        Map<String, List<String>> computed = new LinkedHashMap<>();
        StringBuilder table = new StringBuilder("| SQL | ANSI on (Spark 4's default) | ANSI off |\n|---|---|---|\n");
        for (List<String> row : rows) {
            assertThat(row).as("a row of the examples: SQL, ANSI on, ANSI off").hasSize(3);
            String sql = row.get(0);
            assertThat(sql).startsWith("`").endsWith("`");
            String expr = sql.substring(1, sql.length() - 1);
            String on = render(spark, expr, true);
            String off = render(spark, expr, false);
            String offCell = off.equals(on) ? "same" : off;
            doc.put(sql, List.of(row.get(1), row.get(2)));
            computed.put(sql, List.of(on, offCell));
            table.append("| ").append(sql).append(" | ").append(on).append(" | ").append(offCell).append(" |\n");
        }
        assertThat(doc).as("docs/SPARK.md's examples; what Spark gives:%n%s", table).isEqualTo(computed);
    }

    @Test
    void javaBlocksAreThisSource() throws IOException {
        Map<String, String> regions = new LinkedHashMap<>();
        DocSnippets.readRegions(Path.of("src/test/java/org/urikit/spark/example/SparkDocsTest.java"),
                "SparkDocsTest.java#", regions);
        DocSnippets.assertPageShowsExactly(ParseUrlComparisonTest.doc(), "docs/SPARK.md", regions);
    }

    @Test
    void dataFrameExampleRuns() {
        LocalSpark.get();
        // [snippet session]
        SparkSession spark = SparkSession.builder()
                .config("spark.sql.extensions", "org.urikit.spark.UrikitExtensions")
                .getOrCreate();
        // [/snippet]
        Dataset<Row> clicks = spark.createDataset(List.of("https://Bücher.example/a?x=1",
                "https://bücher.example/b", "http://a_b.example/", "https://\"quoted.example/"), Encoders.STRING())
                .toDF("u");
        // [snippet dataframe]
        // import static org.urikit.spark.UriFunctions.*; import static org.apache.spark.sql.functions.*;
        Dataset<Row> hosts = clicks
                .groupBy(tryUrlHost(col("u")).as("host"))    // NULL for an invalid URL, whatever ANSI says
                .count();
        Dataset<Row> paths = clicks
                .where(uriValid(col("u"), lit("whatwg")))
                .select(urlParse(col("u")).getField("pathname").as("path"));
        Dataset<Row> invalid = clicks
                .where(not(uriValid(col("u"))))               // RFC 3986 by default
                .select(col("u"), uriError(col("u")).getField("reason").as("reason"));
        // [/snippet]
        List<String> hostCounts = new ArrayList<>();
        for (Row r : hosts.orderBy("host").collectAsList()) {
            hostCounts.add(r.getString(0) + "=" + r.getLong(1));
        }
        // '"' is not a forbidden host code point of the WHATWG URL Standard: the host keeps it
        assertThat(hostCounts).containsExactly("\"quoted.example=1", "a_b.example=1", "xn--bcher-kva.example=2");
        assertThat(paths.as(Encoders.STRING()).collectAsList()).containsExactly("/a", "/b", "/", "/");
        assertThat(invalid.collectAsList()).extracting(r -> r.getString(0) + " " + r.getString(1))
                .containsExactlyInAnyOrder("https://Bücher.example/a?x=1 UNEXPECTED_CHARACTER",
                        "https://bücher.example/b UNEXPECTED_CHARACTER",
                        "https://\"quoted.example/ UNEXPECTED_CHARACTER");
    }

    @Test
    void readmeQueryRuns() throws IOException {
        // the one SQL example of the README's Spark section, run as written over a small "clicks" view
        String readme = Files.readString(Path.of("../../README.md"), StandardCharsets.UTF_8);
        int section = readme.indexOf("<!-- section:spark -->");
        assertThat(section).as("the README's Spark section").isNotNegative();
        int start = readme.indexOf("`SELECT ", section);
        assertThat(start).as("a SQL example in the README's Spark section").isGreaterThan(section);
        String query = readme.substring(start + 1, readme.indexOf('`', start + 1));
        SparkSession spark = LocalSpark.get();
        spark.createDataset(List.of("https://Bücher.example/a", "HTTPS://bücher.example/b", "http://a b/",
                "https://example.com:8080/x", "not a url"), Encoders.STRING())
                .toDF("u").createOrReplaceTempView("clicks");
        List<String> counts = new ArrayList<>();
        for (Row r : spark.sql(query).collectAsList()) {
            counts.add(r.getString(0) + "=" + r.getLong(1));
        }
        // "http://a b/" and "not a url" are not URLs for the WHATWG URL Standard; the two Bücher hosts are one
        assertThat(counts).containsExactlyInAnyOrder("xn--bcher-kva.example=2", "example.com=1");
    }
}
