package org.urikit.spark.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark benchmark harness (issue 28): urikit's Spark SQL functions against Spark's own
 * {@code parse_url} and against plain Java UDFs calling urikit, on a cached table of millions of URLs
 * read from a file, in one {@code local[2]} session, end to end as a user feels it.
 *
 * <p>Run it with {@code tools/scripts/spark-bench.sh --corpus DIR} (which builds the module and passes
 * the JVM flags Spark needs on Java 17); docs/BENCHMARKS.md gives the command and the results.
 *
 * <p>What it does, in order:
 * <ol>
 *   <li>reads the corpus files ({@code kasztp.txt} and {@code userbait.txt} from {@code --corpus DIR}) and
 *       writes two input files to {@code --out}: {@code --small-copies} and {@code --copies} copies of
 *       every line ({@link UrlFile}); 100 copies of both files are 5,940,400 URLs, 17 copies 1,009,868;</li>
 *   <li>starts one session ({@code local[2]}, {@code spark.sql.extensions=org.urikit.spark.UrikitExtensions},
 *       {@code spark.sql.ansi.enabled=false} so that every query runs over the dirty lines too: an
 *       invalid URL gives NULL, as {@code try_} would), registers the Java UDFs ({@link JavaUdfs});</li>
 *   <li>for each file, small first: reads it with {@code spark.read().text}, caches it and materializes
 *       the cache ({@code count()}), then runs every query {@code --warmup} rounds unmeasured and
 *       {@code --reps} rounds measured (each round runs every query once, starting one query later
 *       than the round before), each run timed from {@code sql(...)} to the collected result;</li>
 *   <li>prints, per file, the median, fastest and slowest time of each query, its plan (whole-stage code
 *       generation, {@code ScalaUDF}), its memory ({@link MemoryProbe}) and the ratios of the
 *       comparisons, end to end and above the floor query {@code sum(length(u))}.</li>
 * </ol>
 *
 * <p>Every query aggregates its result to one row so that each value is computed and consumed: strings
 * and structs through {@code sum(hash(...))}, booleans through {@code count_if}; peers have the same
 * shape. A query whose function the session lacks is skipped and said so.
 */
public final class SparkBench {
    private static final String FLOOR = "floor";

    /** One query: its name, its SQL over the view {@code urls(u STRING)}, the functions it needs. */
    record Query(String name, String sql, List<String> needs) {
    }

    /** One comparison of the report: ours against a peer, with the target of the issue if it sets one. */
    record Comparison(String ours, String peer, double target) {
    }

    static final List<Query> QUERIES = List.of(
            new Query(FLOOR, "SELECT sum(length(u)) FROM urls", List.of()),
            new Query("parse_url_host", "SELECT sum(hash(parse_url(u, 'HOST'))) FROM urls", List.of()),
            new Query("url_host", "SELECT sum(hash(url_host(u))) FROM urls", List.of("url_host")),
            new Query("jv_host", "SELECT sum(hash(jv_host(u))) FROM urls", List.of()),
            new Query("parse_url_7", "SELECT sum(hash(parse_url(u, 'PROTOCOL'), parse_url(u, 'USERINFO'),"
                    + " parse_url(u, 'HOST'), parse_url(u, 'AUTHORITY'), parse_url(u, 'PATH'),"
                    + " parse_url(u, 'QUERY'), parse_url(u, 'REF'))) FROM urls", List.of()),
            new Query("url_parse", "SELECT sum(hash(url_parse(u))) FROM urls", List.of("url_parse")),
            new Query("jv_url_parse", "SELECT sum(hash(jv_url_parse(u))) FROM urls", List.of()),
            new Query("uri_valid", "SELECT count_if(uri_valid(u)) FROM urls", List.of("uri_valid")),
            new Query("jv_uri_valid", "SELECT count_if(jv_uri_valid(u)) FROM urls", List.of()),
            new Query("uri_normalize", "SELECT sum(hash(uri_normalize(u))) FROM urls", List.of("uri_normalize")),
            new Query("jv_uri_normalize", "SELECT sum(hash(jv_uri_normalize(u))) FROM urls", List.of()));

    static final List<Comparison> COMPARISONS = List.of(
            new Comparison("url_host", "parse_url_host", 3.0),
            new Comparison("url_parse", "parse_url_7", 2.5),
            new Comparison("url_parse", "jv_url_parse", 1.3),
            new Comparison("url_host", "jv_host", Double.NaN),
            new Comparison("jv_host", "parse_url_host", Double.NaN),
            new Comparison("jv_url_parse", "parse_url_7", Double.NaN),
            new Comparison("uri_valid", "jv_uri_valid", Double.NaN),
            new Comparison("uri_normalize", "jv_uri_normalize", Double.NaN));

    /** Pairs whose results must be equal: the same urikit call through the function and the UDF. */
    static final List<List<String>> SAME_RESULT = List.of(
            List.of("url_host", "jv_host"), List.of("url_parse", "jv_url_parse"),
            List.of("uri_valid", "jv_uri_valid"), List.of("uri_normalize", "jv_uri_normalize"));

    private SparkBench() {
    }

    /** The command line. */
    static final class Options {
        Path corpus;
        List<String> files = List.of("kasztp.txt", "userbait.txt");
        int copies = 100;
        int smallCopies = 17;
        int warmup = 2;
        int reps = 5;
        Path out = Path.of("target", "spark-bench");
        Pattern only = Pattern.compile(".*");

        static Options parse(String[] args) {
            Options o = new Options();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("missing value after " + a);
                }
                String v = args[++i];
                switch (a) {
                    case "--corpus" -> o.corpus = Path.of(v);
                    case "--files" -> o.files = Arrays.asList(v.split(","));
                    case "--copies" -> o.copies = Integer.parseInt(v);
                    case "--small-copies" -> o.smallCopies = Integer.parseInt(v);
                    case "--warmup" -> o.warmup = Integer.parseInt(v);
                    case "--reps" -> o.reps = Integer.parseInt(v);
                    case "--out" -> o.out = Path.of(v);
                    case "--only" -> o.only = Pattern.compile(v);
                    default -> throw new IllegalArgumentException("unknown option " + a);
                }
            }
            if (o.corpus == null) {
                throw new IllegalArgumentException("usage: SparkBench --corpus DIR [--files kasztp.txt,userbait.txt]"
                        + " [--copies 100] [--small-copies 17] [--warmup 2] [--reps 5] [--out DIR] [--only REGEX]");
            }
            return o;
        }
    }

    /** What one query measured on one file. */
    static final class Result {
        final Query query;
        final List<Double> seconds = new ArrayList<>();
        final List<Double> cpuSeconds = new ArrayList<>();
        final List<Double> allocated = new ArrayList<>();
        int gcs;
        long peakHeap;
        long retained;
        long taskPeak;
        long baseline;
        Object value;
        Plans plan;

        Result(Query query) {
            this.query = query;
        }

        static double median(List<Double> values) {
            double[] s = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            int n = s.length;
            return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
        }

        double median() {
            return median(seconds);
        }

        double cpuMedian() {
            return median(cpuSeconds);
        }

        void add(double wall, MemoryProbe.Cost cost) {
            seconds.add(wall);
            cpuSeconds.add(cost.cpuNanos() / 1e9);
            allocated.add((double) cost.allocatedBytes());
            gcs += cost.gcs();
            peakHeap = Math.max(peakHeap, cost.peakAboveBaseline());
            retained = Math.max(retained, cost.retained());
            taskPeak = Math.max(taskPeak, cost.taskPeakExecutionMemory());
            baseline = Math.max(baseline, cost.baseline());
        }

        double min() {
            return seconds.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
        }

        double max() {
            return seconds.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
        }
    }

    /**
     * Runs the harness.
     *
     * @param args the options: {@code --corpus DIR} (required), {@code --files}, {@code --copies},
     *     {@code --small-copies}, {@code --warmup}, {@code --reps}, {@code --out}, {@code --only}
     * @throws IOException if the corpus cannot be read or the input files written
     */
    public static void main(String[] args) throws IOException {
        Options o = Options.parse(args);
        PrintStream out = System.out;
        List<Path> files = new ArrayList<>();
        for (String f : o.files) {
            files.add(o.corpus.resolve(f));
        }
        List<String> corpus = UrlFile.readCorpus(files);
        out.printf(Locale.ROOT, "corpus: %s, %,d lines%n", o.files, corpus.size());
        List<UrlFile> inputs = new ArrayList<>();
        for (int copies : new int[] {o.smallCopies, o.copies}) {
            if (copies > 0) {
                long t0 = System.nanoTime();
                UrlFile f = UrlFile.write(corpus, copies, o.out.resolve("urls-x" + copies + ".txt"));
                out.printf(Locale.ROOT, "input: %s, %,d URLs, %,d bytes (%.1f s)%n", f.path(), f.lines(), f.bytes(),
                        (System.nanoTime() - t0) / 1e9);
                inputs.add(f);
            }
        }

        StringBuilder report = new StringBuilder();
        report.append(machine(o)).append('\n');
        SparkSession spark = SparkSession.builder()
                .master("local[2]")
                .appName("urikit-spark-bench")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.extensions", "org.urikit.spark.UrikitExtensions")
                .config("spark.sql.ansi.enabled", "false")
                .config("spark.sql.shuffle.partitions", "2")
                .config("spark.sql.files.maxPartitionBytes", String.valueOf(16 << 20))
                .getOrCreate();
        try {
            spark.sparkContext().setLogLevel("WARN");
            report.append("Spark ").append(spark.version()).append('\n');
            MemoryProbe probe = new MemoryProbe();
            spark.sparkContext().addSparkListener(probe);
            StructType urlParseType = JavaUdfs.DEFAULT_URL_PARSE_TYPE;
            if (spark.catalog().functionExists("url_parse")) {
                DataType t = spark.sql("SELECT url_parse('http://a/')").schema().fields()[0].dataType();
                urlParseType = (StructType) t;
            }
            JavaUdfs.register(spark, urlParseType);
            List<Query> queries = new ArrayList<>();
            for (Query q : QUERIES) {
                if (!o.only.matcher(q.name()).find() && !q.name().equals(FLOOR)) {
                    continue;
                }
                List<String> missing = q.needs().stream().filter(f -> !spark.catalog().functionExists(f)).toList();
                if (!missing.isEmpty()) {
                    report.append("skipped ").append(q.name()).append(": the session has no ").append(missing)
                            .append('\n');
                    continue;
                }
                queries.add(q);
            }
            for (UrlFile input : inputs) {
                report.append(runFile(spark, probe, input, queries, o, out));
            }
        } finally {
            spark.stop();
        }
        report.append(String.format(Locale.ROOT, "load average at the end: %.2f%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        out.println();
        out.println(report);
        Files.createDirectories(o.out);
        Path saved = o.out.resolve("results-" + Instant.now().toString().replace(':', '-') + ".md");
        Files.writeString(saved, report.toString(), StandardCharsets.UTF_8);
        out.println("written to " + saved);
    }

    private static String aboveRatio(double peerAbove, double oursAbove) {
        return oursAbove > 0 && peerAbove > 0 ? String.format(Locale.ROOT, "%.2fx", peerAbove / oursAbove)
                : "(at or below the floor)";
    }

    /** Waits until the listener bus has delivered the query's task-end events to the probe. */
    private static void awaitListeners(SparkSession spark) {
        try {
            spark.sparkContext().listenerBus().waitUntilEmpty();
        } catch (java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("Spark's listener bus did not empty", e);
        }
    }

    private static String machine(Options o) {
        return String.format(Locale.ROOT,
                "%s, %d processors, Java %s (%s), max heap %,d MiB, load average at the start %.2f, warm-up %d rounds,"
                        + " %d measured rounds%n",
                Instant.now(), Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                System.getProperty("java.vm.name"), Runtime.getRuntime().maxMemory() >> 20,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), o.warmup, o.reps);
    }

    private static String runFile(SparkSession spark, MemoryProbe probe, UrlFile input, List<Query> queries,
            Options o, PrintStream log) {
        StringBuilder sb = new StringBuilder();
        long t0 = System.nanoTime();
        Dataset<Row> urls = spark.read().text(input.path().toString()).withColumnRenamed("value", "u");
        urls.cache();
        long rows = urls.count();
        double cacheSeconds = (System.nanoTime() - t0) / 1e9;
        urls.createOrReplaceTempView("urls");
        if (rows != input.lines()) {
            throw new IllegalStateException("read " + rows + " rows from " + input.path() + ", wrote " + input.lines());
        }
        int partitions = urls.rdd().getNumPartitions();
        sb.append(String.format(Locale.ROOT, "%n### %,d URLs (%,d bytes, %d partitions; read and cached in %.1f s)%n%n",
                rows, input.bytes(), partitions, cacheSeconds));

        Map<String, Result> results = new LinkedHashMap<>();
        for (Query q : queries) {
            results.put(q.name(), new Result(q));
        }
        int rounds = o.warmup + o.reps;
        for (int round = 0; round < rounds; round++) {
            boolean measured = round >= o.warmup;
            for (int k = 0; k < queries.size(); k++) {
                Query q = queries.get((k + round) % queries.size());
                Result r = results.get(q.name());
                probe.start();
                long start = System.nanoTime();
                Dataset<Row> query = spark.sql(q.sql());
                List<Row> rowsOut = query.collectAsList();
                double seconds = (System.nanoTime() - start) / 1e9;
                if (r.plan == null) {
                    r.plan = Plans.of(query.queryExecution().executedPlan());
                }
                awaitListeners(spark);
                MemoryProbe.Cost cost = probe.stop();
                Object value = rowsOut.get(0).get(0);
                if (r.value != null && !Objects.equals(r.value, value)) {
                    throw new IllegalStateException(q.name() + " gave " + value + ", earlier " + r.value);
                }
                r.value = value;
                if (measured) {
                    r.add(seconds, cost);
                }
                log.printf(Locale.ROOT, "%,d URLs, round %d%s, %-17s %.3f s, CPU %.3f s%n", rows, round + 1,
                        measured ? "" : " (warm-up)", q.name(), seconds, cost.cpuNanos() / 1e9);
            }
        }
        urls.unpersist(true);

        double floor = results.containsKey(FLOOR) ? results.get(FLOOR).median() : Double.NaN;
        double cpuFloor = results.containsKey(FLOOR) ? results.get(FLOOR).cpuMedian() : Double.NaN;
        sb.append("| query | median s | fastest | slowest | above floor | process CPU s | allocated B/URL | plan |"
                + " result |\n|---|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (Result r : results.values()) {
            sb.append(String.format(Locale.ROOT, "| `%s` | %.3f | %.3f | %.3f | %.3f | %.3f | %,.0f | %s | %s |%n",
                    r.query.name(), r.median(), r.min(), r.max(), r.median() - floor, r.cpuMedian(),
                    Result.median(r.allocated) / rows, r.plan.summary(), r.value));
        }
        sb.append(String.format(Locale.ROOT, "%nMemory (heap alive after a full GC before each query: %,d MiB, the cached"
                + " table included):%n%n| query | GCs during the measured runs | peak heap after a GC, above that |"
                + " left after the query | Spark's peak execution memory of a task |%n|---|---:|---:|---:|---:|%n",
                results.values().stream().mapToLong(r -> r.baseline).max().orElse(0) >> 20));
        for (Result r : results.values()) {
            sb.append(String.format(Locale.ROOT, "| `%s` | %d | %,d KiB | %,d KiB | %,d KiB |%n", r.query.name(), r.gcs,
                    r.peakHeap >> 10, r.retained >> 10, r.taskPeak >> 10));
        }
        sb.append("\n| comparison | end to end | above the floor | process CPU | CPU above the floor's |"
                + " target (end to end) |\n|---|---:|---:|---:|---:|---|\n");
        for (Comparison c : COMPARISONS) {
            Result ours = results.get(c.ours());
            Result peer = results.get(c.peer());
            if (ours == null || peer == null) {
                continue;
            }
            double e2e = peer.median() / ours.median();
            String target = Double.isNaN(c.target()) ? "(none)"
                    : String.format(Locale.ROOT, "%.1fx: %s", c.target(), e2e >= c.target() ? "met" : "NOT met");
            sb.append(String.format(Locale.ROOT, "| `%s` vs `%s` | %.2fx | %s | %.2fx | %s | %s |%n", c.ours(), c.peer(),
                    e2e, aboveRatio(peer.median() - floor, ours.median() - floor), peer.cpuMedian() / ours.cpuMedian(),
                    aboveRatio(peer.cpuMedian() - cpuFloor, ours.cpuMedian() - cpuFloor), target));
        }
        for (List<String> pair : SAME_RESULT) {
            Result a = results.get(pair.get(0));
            Result b = results.get(pair.get(1));
            if (a != null && b != null) {
                sb.append(String.format(Locale.ROOT, "%n`%s` and `%s` %s (%s, %s)", a.query.name(), b.query.name(),
                        Objects.equals(a.value, b.value) ? "give the same result" : "DIFFER", a.value, b.value));
            }
        }
        sb.append('\n');
        log.print(sb);
        return sb.toString();
    }
}
