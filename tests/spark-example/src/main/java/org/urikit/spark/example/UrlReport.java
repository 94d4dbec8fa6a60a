package org.urikit.spark.example;

import static org.apache.spark.sql.functions.col;
import static org.urikit.spark.UriFunctions.tryUrlHost;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * An example Spark job over a file of URLs, one per line: the most frequent hosts (WHATWG hosts, as a browser
 * would reach them) and why the invalid URLs are invalid, by count. It uses uri-spark both ways: through
 * {@link org.urikit.spark.UriFunctions} in DataFrame code ({@code tryUrlHost}) and by name in SQL
 * ({@code uri_error}, {@code uri_valid}).
 *
 * <pre>{@code
 * spark-submit --class org.urikit.spark.example.UrlReport \
 *     --packages org.urikit:uri-spark:0.1.0-SNAPSHOT \
 *     --conf spark.sql.extensions=org.urikit.spark.UrikitExtensions \
 *     spark-example.jar hdfs:///logs/urls.txt 20 rfc3986
 * }</pre>
 *
 * <p>Arguments: the file (anything {@code spark.read().text} reads), how many hosts to show (default 20) and
 * the grammar whose errors are counted (default {@code rfc3986}; any grammar of {@code uri_error}). Run by
 * {@code java} without {@code spark-submit}, it starts a {@code local[*]} session itself. docs/SPARK.md shows
 * the commands and the output on the repository's corpus; {@code UrlReportTest} checks the output against
 * plain Java loops over urikit's own calls.
 */
public final class UrlReport {
    /** How many hosts are shown when the command line does not say. */
    public static final int DEFAULT_TOP = 20;

    /**
     * One host and how many URLs have it.
     *
     * @param host the WHATWG host (ASCII, lower case)
     * @param count the number of URLs
     */
    public record HostCount(String host, long count) {
    }

    /**
     * One reason and how many URLs fail for it.
     *
     * @param component where the first error is ({@code uri_error(u).component})
     * @param reason the error's kind ({@code uri_error(u).reason})
     * @param count the number of URLs
     */
    public record ReasonCount(String component, String reason, long count) {
    }

    /**
     * The job's result.
     *
     * @param urls how many lines the file has
     * @param invalid how many of them the grammar rejects
     * @param topHosts the most frequent hosts, most frequent first (ties by host)
     * @param reasons every reason, most frequent first (ties by component, then reason)
     */
    public record Report(long urls, long invalid, List<HostCount> topHosts, List<ReasonCount> reasons) {
    }

    private UrlReport() {
    }

    /**
     * Runs the job in a session that has uri-spark's extension.
     *
     * @param spark the session
     * @param path the URL file
     * @param top how many hosts
     * @param grammar a grammar of {@code uri_error}, such as {@code rfc3986} or {@code whatwg}
     * @return the report
     */
    public static Report run(SparkSession spark, String path, int top, String grammar) {
        Objects.requireNonNull(spark, "spark");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(grammar, "grammar");
        Dataset<Row> urls = spark.read().text(path).toDF("u").cache();
        try {
            // DataFrame code: UriFunctions (try_url_host: NULL for an invalid URL or one without a host)
            List<HostCount> hosts = new ArrayList<>();
            for (Row r : urls.select(tryUrlHost(col("u")).as("host"))
                    .where(col("host").isNotNull())
                    .groupBy("host").count()
                    .orderBy(col("count").desc(), col("host"))
                    .limit(top)
                    .collectAsList()) {
                hosts.add(new HostCount(r.getString(0), r.getLong(1)));
            }
            // SQL: uri_valid and uri_error by name, the grammar as a parameter
            urls.createOrReplaceTempView("urls");
            Row totals = spark.sql("SELECT count(*), count_if(NOT uri_valid(u, :grammar)) FROM urls",
                    Map.of("grammar", grammar)).first();
            List<ReasonCount> reasons = new ArrayList<>();
            for (Row r : spark.sql("SELECT e.component, e.reason, count(*) AS n"
                    + " FROM (SELECT uri_error(u, :grammar) AS e FROM urls) WHERE e IS NOT NULL"
                    + " GROUP BY e.component, e.reason ORDER BY n DESC, e.component, e.reason",
                    Map.of("grammar", grammar)).collectAsList()) {
                reasons.add(new ReasonCount(r.getString(0), r.getString(1), r.getLong(2)));
            }
            return new Report(totals.getLong(0), totals.getLong(1), hosts, reasons);
        } finally {
            urls.unpersist();
        }
    }

    /**
     * Prints a report.
     *
     * @param report the report
     * @param grammar the grammar its reasons are of
     * @param out where to print
     */
    public static void print(Report report, String grammar, PrintStream out) {
        out.printf(Locale.ROOT, "%,d URLs, %,d invalid (%s)%n%nTop hosts%n", report.urls(), report.invalid(),
                grammar);
        for (HostCount h : report.topHosts()) {
            out.printf(Locale.ROOT, "%,9d  %s%n", h.count(), h.host());
        }
        out.printf(Locale.ROOT, "%nWhy invalid (%s)%n", grammar);
        for (ReasonCount r : report.reasons()) {
            out.printf(Locale.ROOT, "%,9d  %s in the %s%n", r.count(), r.reason(), r.component());
        }
    }

    /**
     * The command: {@code UrlReport FILE [TOP] [GRAMMAR]}.
     *
     * @param args the file, how many hosts, the grammar
     */
    public static void main(String[] args) {
        if (args.length < 1 || args.length > 3) {
            throw new IllegalArgumentException("usage: UrlReport FILE [TOP] [GRAMMAR]");
        }
        int top = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_TOP;
        String grammar = args.length > 2 ? args[2] : "rfc3986";
        SparkSession.Builder builder = SparkSession.builder()
                .appName("urikit-url-report")
                .config("spark.sql.extensions", "org.urikit.spark.UrikitExtensions");
        if (System.getProperty("spark.master") == null) {
            builder.master("local[*]").config("spark.ui.enabled", "false");
        }
        SparkSession spark = builder.getOrCreate();
        try {
            print(run(spark, args[0], top, grammar), grammar, System.out);
        } finally {
            spark.stop();
        }
    }
}
