package org.urikit.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the whole benchmark suite in one JMH run (all peers side by side, with {@code -prof gc}) and
 * prints the result tables of docs/BENCHMARKS.md.
 *
 * <pre>{@code
 * java -cp tests/benchmarks/target/benchmarks.jar org.urikit.benchmarks.Suite           # a few minutes
 * java -cp tests/benchmarks/target/benchmarks.jar org.urikit.benchmarks.Suite --quick   # about a minute
 * }</pre>
 *
 * <p>Options: {@code --quick} (the target comparisons on kasztp {@code valid}, short iterations),
 * {@code --include REGEX} (only the benchmarks whose name matches, as JMH's own filter),
 * {@code --forks N} (JVM forks per benchmark, default 1: the medians are then taken over the
 * iterations of all forks, which keeps one fork's unlucky JIT compilation from deciding a ratio),
 * {@code --out DIR} (where the Markdown and JMH JSON go; default {@code tests/benchmarks/target}),
 * {@code --corpus DIR} (the folder holding {@code kasztp.txt} and {@code userbait.txt}; see
 * {@link CorpusFiles}: without it, {@code ../shared/data/urls} if found, else the repository's copy
 * of kasztp only, and the {@code userbait.txt} tables are left out).
 */
public final class Suite {
    private static final String PKG = "org.urikit.benchmarks.";
    private static final String BASELINE = "javaNetUri";

    private Suite() {
    }

    /**
     * Runs the suite.
     *
     * @param args {@code [--quick] [--include REGEX] [--forks N] [--out DIR] [--corpus DIR]}
     * @throws RunnerException if JMH fails
     * @throws IOException if the report cannot be written
     */
    public static void main(String[] args) throws RunnerException, IOException {
        boolean quick = false;
        String include = null;
        int forks = 1;
        Path out = Path.of("tests", "benchmarks", "target");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick":
                    quick = true;
                    break;
                case "--include":
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("--include needs a regular expression");
                    }
                    include = args[++i];
                    break;
                case "--forks":
                    if (i + 1 >= args.length || !args[i + 1].matches("[1-9]")) {
                        throw new IllegalArgumentException("--forks needs a number from 1 to 9");
                    }
                    forks = Integer.parseInt(args[++i]);
                    break;
                case "--out":
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("--out needs a directory");
                    }
                    out = Path.of(args[++i]);
                    break;
                case "--corpus":
                    if (i + 1 >= args.length || !Files.isDirectory(Path.of(args[i + 1]))) {
                        throw new IllegalArgumentException("--corpus needs the folder of kasztp.txt and userbait.txt");
                    }
                    System.setProperty(CorpusFiles.DIR_PROPERTY, Path.of(args[++i]).toAbsolutePath().toString());
                    break;
                default:
                    System.err.println("usage: Suite [--quick] [--include REGEX] [--forks N] [--out DIR] [--corpus DIR]");
                    System.exit(2);
                    return;
            }
        }
        Files.createDirectories(out);
        String jdk = Runtime.version().feature() + (quick ? "-quick" : "") + (include != null ? "-partial" : "");
        Path json = out.resolve("suite-jdk" + jdk + ".json");

        ChainedOptionsBuilder opt = new OptionsBuilder()
                .addProfiler(GCProfiler.class)
                .addProfiler(CpuTimeProfiler.class)
                .forks(forks)
                .jvmArgsAppend(forkArgs())
                .result(json.toString())
                .resultFormat(ResultFormatType.JSON);
        boolean userbait = CorpusFiles.available("userbait.txt");
        if (!userbait) {
            System.out.println("userbait.txt not found (give its folder with --corpus DIR): kasztp.txt only");
        }
        if (include != null) {
            opt.include(include);
            if (!userbait) {
                opt.param("file", CorpusFiles.KASZTP);
            }
            if (quick) {
                opt.warmupIterations(2)
                        .warmupTime(TimeValue.milliseconds(500))
                        .measurementIterations(3)
                        .measurementTime(TimeValue.milliseconds(500));
            }
        } else if (quick) {
            // the target comparisons only, so that it stays near one minute
            opt.include(PKG + "CorpusParseBenchmark\\.(urikit|javaNetUri|jena)$")
                    .include(PKG + "ParseOnlyBenchmark\\.urikit$")
                    .include(PKG + "GrowthBenchmark\\.urikit$")
                    .include(PKG + "ValidationBenchmark\\.(validUri|hibernateUrl)$")
                    .include(PKG + "Jackson3?Benchmark\\.read")
                    .param("file", "kasztp.txt")
                    .param("set", Inputs.VALID)
                    .param("shape", "path")
                    .param("jit", ParseOnlyBenchmark.FRESH)
                    .warmupIterations(2)
                    .warmupTime(TimeValue.milliseconds(500))
                    .measurementIterations(3)
                    .measurementTime(TimeValue.milliseconds(500));
        } else {
            if (!userbait) {
                opt.param("file", CorpusFiles.KASZTP);
            }
            opt.include(PKG + "CorpusParseBenchmark\\.")
                    .include(PKG + "ParseOnlyBenchmark\\.")
                    .include(PKG + "GrowthBenchmark\\.(urikit|javaNetUri)$")
                    .include(PKG + "ValidationBenchmark\\.")
                    .include(PKG + "GrammarsBenchmark\\.")
                    .include(PKG + "ResolveNormalizeBenchmark\\.")
                    .include(PKG + "Jackson3?Benchmark\\.");
        }
        String loadBefore = loadAverage();
        Collection<RunResult> results = new Runner(opt.build()).run();

        String report = report(results, quick, forks, loadBefore);
        System.out.println();
        System.out.println(report);
        Path md = out.resolve("suite-jdk" + jdk + ".md");
        Files.writeString(md, report, StandardCharsets.UTF_8);
        System.out.println("Written: " + md + " and " + json);
    }

    /** The forked JVMs' arguments: the heap, and the corpus folder if there is one. */
    private static String[] forkArgs() {
        Optional<Path> corpus = CorpusFiles.dir();
        return corpus.isPresent()
                ? new String[] {"-Xms1g", "-Xmx1g", "-D" + CorpusFiles.DIR_PROPERTY + "=" + corpus.get().toAbsolutePath()}
                : new String[] {"-Xms1g", "-Xmx1g"};
    }

    static String report(Collection<RunResult> results, boolean quick, int forks, String loadBefore) {
        StringBuilder sb = new StringBuilder();
        sb.append("Environment: ").append(environment(forks)).append('\n');
        sb.append("Load average (1, 5, 15 min): ").append(loadBefore).append(" at the start, ").append(loadAverage())
                .append(" at the end\n");
        sb.append("Mode: ").append(quick ? "quick (--quick)" : "full")
                .append("; every time is the median of the measurement iterations").append(forks > 1 ? " of all forks" : "")
                .append('\n');

        // corpus parse: one table per (file, set)
        Map<String, List<RunResult>> byFileSet = new LinkedHashMap<>();
        for (RunResult r : results) {
            if (benchmarkClass(r).equals("CorpusParseBenchmark")) {
                byFileSet.computeIfAbsent(param(r, "file") + " / " + param(r, "set"), k -> new ArrayList<>()).add(r);
            }
        }
        for (Map.Entry<String, List<RunResult>> e : byFileSet.entrySet()) {
            RunResult any = e.getValue().get(0);
            List<String> lines = Inputs.lines(param(any, "file"), param(any, "set"));
            double bytesPerUrl = Inputs.meanUtf8Bytes(lines);
            sb.append(String.format(Locale.ROOT, "%n### Parse and read host and path: %s (%,d URLs, mean %.1f bytes)%n%n",
                    e.getKey(), lines.size(), bytesPerUrl));
            sb.append("| parser | CPU ns/URL | MB/s (CPU) | × java.net.URI (CPU) | wall ns/URL | × java.net.URI (wall) |"
                    + " B allocated/URL |\n");
            sb.append("|---|---:|---:|---:|---:|---:|---:|\n");
            List<RunResult> rows = ordered(e.getValue());
            double base = score(rows, BASELINE);
            double baseCpu = cpu(rows, BASELINE);
            for (RunResult r : rows) {
                double ns = wall(r);
                double c = cpu(r);
                sb.append(String.format(Locale.ROOT, "| %s | %.1f | %.0f | %s | %.1f | %s | %s |%n", method(r), c,
                        bytesPerUrl / c * 1000, ratio(baseCpu, c), ns, ratio(base, ns), alloc(r)));
            }
            double jena = cpu(rows, "jena");
            double urikit = cpu(rows, "urikit");
            if (!Double.isNaN(jena) && !Double.isNaN(urikit)) {
                sb.append(String.format(Locale.ROOT, "%nurikit vs Jena (CPU time): %s; (wall time): %s.%n",
                        ratio(jena, urikit), ratio(score(rows, "jena"), score(rows, "urikit"))));
            }
        }

        // parse only: one table per JIT state
        Map<String, List<RunResult>> parseOnlyByJit = new LinkedHashMap<>();
        for (RunResult r : results) {
            if (benchmarkClass(r).equals("ParseOnlyBenchmark")) {
                parseOnlyByJit.computeIfAbsent(param(r, "jit"), k -> new ArrayList<>()).add(r);
            }
        }
        for (Map.Entry<String, List<RunResult>> e : parseOnlyByJit.entrySet()) {
            List<RunResult> parseOnly = ordered(e.getValue());
            sb.append(String.format(Locale.ROOT, "%n### Parse only, value consumed, no component read: %s / valid, JIT state %s%n%n",
                    param(parseOnly.get(0), "file"), e.getKey()));
            sb.append("| parser | CPU ns/URL | × java.net.URI (CPU) | wall ns/URL | × java.net.URI (wall) |"
                    + " B allocated/URL |\n");
            sb.append("|---|---:|---:|---:|---:|---:|\n");
            double base = score(parseOnly, BASELINE);
            double baseCpu = cpu(parseOnly, BASELINE);
            for (RunResult r : parseOnly) {
                double ns = wall(r);
                double c = cpu(r);
                sb.append(String.format(Locale.ROOT, "| %s | %.1f | %s | %.1f | %s | %s |%n", method(r), c,
                        ratio(baseCpu, c), ns, ratio(base, ns), alloc(r)));
            }
            double jena = cpu(parseOnly, "jena");
            double urikit = cpu(parseOnly, "urikit");
            if (!Double.isNaN(jena) && !Double.isNaN(urikit)) {
                sb.append(String.format(Locale.ROOT, "%nurikit vs Jena (CPU time): %s.%n", ratio(jena, urikit)));
            }
        }

        Map<String, List<RunResult>> validation = new LinkedHashMap<>();
        for (RunResult r : results) {
            if (benchmarkClass(r).equals("ValidationBenchmark")) {
                validation.computeIfAbsent(param(r, "file") + " / " + param(r, "set"), k -> new ArrayList<>()).add(r);
            }
        }
        for (Map.Entry<String, List<RunResult>> e : validation.entrySet()) {
            sb.append(String.format(Locale.ROOT, "%n### Bean validation of a one-field DTO (Hibernate Validator): %s%n%n",
                    e.getKey()));
            sb.append("| constraint | CPU ns/validate | × @URL (CPU) | wall ns/validate | × @URL (wall) | B allocated/validate |\n");
            sb.append("|---|---:|---:|---:|---:|---:|\n");
            List<RunResult> rows = new ArrayList<>(e.getValue());
            rows.sort(java.util.Comparator.comparingInt(r -> List.of("validUri", "hibernateUrl", "notNullBaseline")
                    .indexOf(method(r))));
            double base = score(rows, "hibernateUrl");
            double baseCpu = cpu(rows, "hibernateUrl");
            for (RunResult r : rows) {
                String name = method(r).equals("validUri") ? "`@ValidUri(schemes = \"https\", requireHost = true)`"
                        : method(r).equals("hibernateUrl") ? "`@URL(protocol = \"https\")`"
                        : "`@NotNull` only (the validator's own cost)";
                sb.append(String.format(Locale.ROOT, "| %s | %.1f | %s | %.1f | %s | %s |%n", name, cpu(r),
                        ratio(baseCpu, cpu(r)), wall(r), ratio(base, wall(r)), alloc(r)));
            }
        }

        List<RunResult> grammars = ofClass(results, "GrammarsBenchmark");
        if (!grammars.isEmpty()) {
            String file = param(grammars.get(0), "file");
            List<String> lines = Inputs.lines(file, Inputs.ALL);
            sb.append(String.format(Locale.ROOT, "%n### urikit's grammars on every line: %s / all (%,d URLs)%n%n", file,
                    lines.size()));
            sb.append("| grammar | lines accepted | CPU ns/URL | wall ns/URL | B allocated/URL |\n");
            sb.append("|---|---:|---:|---:|---:|\n");
            for (RunResult r : grammars) {
                long accepted = lines.stream().filter(acceptor(method(r))).count();
                sb.append(String.format(Locale.ROOT, "| %s | %,d | %.1f | %.1f | %s |%n", method(r), accepted, cpu(r), wall(r),
                        alloc(r)));
            }
        }

        List<RunResult> resolve = ofClass(results, "ResolveNormalizeBenchmark");
        if (!resolve.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%n### Resolve and normalize, values parsed in set-up: %s / valid%n%n",
                    param(resolve.get(0), "file")));
            sb.append("| operation | CPU ns/URL | × java.net.URI (CPU) | wall ns/URL | B allocated/URL |\n");
            sb.append("|---|---:|---:|---:|---:|\n");
            for (RunResult r : resolve) {
                String m = method(r);
                String op = m.startsWith("resolve") ? "resolve" : "normalize";
                double base = cpu(resolve, op + "JavaNetUri");
                sb.append(String.format(Locale.ROOT, "| %s | %.1f | %s | %.1f | %s |%n", m, cpu(r), ratio(base, cpu(r)), wall(r),
                        alloc(r)));
            }
        }

        for (String[] line : new String[][] {{"JacksonBenchmark", "Jackson 2"}, {"Jackson3Benchmark", "Jackson 3"}}) {
            List<RunResult> jackson = ofClass(results, line[0]);
            if (jackson.isEmpty()) {
                continue;
            }
            sb.append(String.format(Locale.ROOT, "%n### %s: JSON arrays of %d URLs, %s / valid%n%n", line[1], JsonArrays.CHUNK,
                    param(jackson.get(0), "file")));
            sb.append("| operation | CPU ns/URL | × databind java.net.URI (CPU) | wall ns/URL | B allocated/URL |\n");
            sb.append("|---|---:|---:|---:|---:|\n");
            for (String op : List.of("readUrikit", "readJavaNetUri", "writeUrikit", "writeJavaNetUri")) {
                for (RunResult r : jackson) {
                    if (method(r).equals(op)) {
                        double base = cpu(jackson, (op.startsWith("read") ? "read" : "write") + "JavaNetUri");
                        // @OperationsPerInvocation: JMH and the profilers already count per URL
                        double c = cpu(r);
                        sb.append(String.format(Locale.ROOT, "| %s | %.1f | %s | %.1f | %s |%n", op, c, ratio(base, c), wall(r),
                                alloc(r)));
                    }
                }
            }
        }

        Map<String, List<RunResult>> growth = new LinkedHashMap<>();
        for (RunResult r : results) {
            if (benchmarkClass(r).equals("GrowthBenchmark")) {
                growth.computeIfAbsent(method(r) + " / " + param(r, "shape"), k -> new ArrayList<>()).add(r);
            }
        }
        if (!growth.isEmpty()) {
            sb.append("\n### Growth: one URL of 1 KiB, 100 KiB, 10 MiB\n\n");
            sb.append("| parser / shape | CPU ns/char 1 KiB | CPU ns/char 100 KiB | CPU ns/char 10 MiB | wall µs 1 KiB |"
                    + " wall µs 100 KiB | wall µs 10 MiB | B allocated/char 10 MiB |\n");
            sb.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
            int[] sizes = {1024, 102400, 10485760};
            for (Map.Entry<String, List<RunResult>> e : growth.entrySet()) {
                Map<Integer, RunResult> bySize = new java.util.TreeMap<>();
                for (RunResult r : e.getValue()) {
                    bySize.put(Integer.parseInt(param(r, "size")), r);
                }
                StringBuilder perChar = new StringBuilder();
                StringBuilder wall = new StringBuilder();
                for (int size : sizes) {
                    RunResult r = bySize.get(size);
                    perChar.append(r == null ? " n/a |" : String.format(Locale.ROOT, " %.3f |", cpu(r) / size));
                    wall.append(r == null ? " n/a |" : String.format(Locale.ROOT, " %.1f |", wall(r)));
                }
                RunResult big = bySize.get(sizes[2]);
                String allocPerChar = big == null ? "n/a" : String.format(Locale.ROOT, "%.2f", allocBytes(big) / sizes[2]);
                sb.append("| ").append(e.getKey()).append(" |").append(perChar).append(wall).append(' ')
                        .append(allocPerChar).append(" |\n");
            }
        }
        return sb.toString();
    }

    private static List<RunResult> ofClass(Collection<RunResult> results, String cls) {
        List<RunResult> out = new ArrayList<>();
        for (RunResult r : results) {
            if (benchmarkClass(r).equals(cls)) {
                out.add(r);
            }
        }
        return out;
    }

    private static java.util.function.Predicate<String> acceptor(String grammar) {
        switch (grammar) {
            case "rfc1808":
                return s -> org.urikit.Rfc1808Url.check(s).isEmpty();
            case "rfc1738":
                return s -> org.urikit.Rfc1738Url.check(s).isEmpty();
            default:
                return s -> org.urikit.UriReference.check(s).isEmpty();
        }
    }

    /** Row order of the tables: urikit first, then the baseline, then the other peers. */
    private static final List<String> ORDER = List.of("urikit", "urikitParseOrCatch", "urikitCheck", "javaNetUri", "jena",
            "rdf4j", "okhttp", "spring");

    private static List<RunResult> ordered(List<RunResult> rs) {
        List<RunResult> sorted = new ArrayList<>(rs);
        sorted.sort(java.util.Comparator.comparingInt(r -> {
            int i = ORDER.indexOf(method(r));
            return i < 0 ? ORDER.size() : i;
        }));
        return sorted;
    }

    /** The median over the measurement iterations of the CPU time per operation. */
    private static double cpu(RunResult r) {
        return median(r, "cpu.time.norm");
    }

    /** The median over the measurement iterations of the wall-clock score. */
    private static double wall(RunResult r) {
        return median(r, null);
    }

    /**
     * The median of one metric over the measurement iterations: on a shared machine an iteration
     * during which others' builds ran is an outlier that the mean would carry.
     */
    private static double median(RunResult r, String secondary) {
        List<Double> xs = new ArrayList<>();
        for (BenchmarkResult b : r.getBenchmarkResults()) {
            for (IterationResult it : b.getIterationResults()) {
                Result<?> x = secondary == null ? it.getPrimaryResult() : it.getSecondaryResults().get(secondary);
                if (x != null) {
                    xs.add(x.getScore());
                }
            }
        }
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        xs.sort(null);
        int n = xs.size();
        return n % 2 == 1 ? xs.get(n / 2) : (xs.get(n / 2 - 1) + xs.get(n / 2)) / 2;
    }

    private static double cpu(List<RunResult> rs, String method) {
        for (RunResult r : rs) {
            if (method(r).equals(method)) {
                return cpu(r);
            }
        }
        return Double.NaN;
    }

    private static String benchmarkClass(RunResult r) {
        String b = r.getParams().getBenchmark();
        String cls = b.substring(0, b.lastIndexOf('.'));
        return cls.substring(cls.lastIndexOf('.') + 1);
    }

    private static String method(RunResult r) {
        String b = r.getParams().getBenchmark();
        return b.substring(b.lastIndexOf('.') + 1);
    }

    private static String param(RunResult r, String name) {
        String v = r.getParams().getParam(name);
        return v == null ? "" : v;
    }

    private static double score(List<RunResult> rs, String method) {
        for (RunResult r : rs) {
            if (method(r).equals(method)) {
                return wall(r);
            }
        }
        return Double.NaN;
    }

    private static String ratio(double base, double ns) {
        return Double.isNaN(base) ? "n/a" : String.format(Locale.ROOT, "%.2f×", base / ns);
    }

    private static double allocBytes(RunResult r) {
        Result<?> a = r.getSecondaryResults().get("gc.alloc.rate.norm");
        return a == null ? Double.NaN : a.getScore();
    }

    private static String alloc(RunResult r) {
        double b = allocBytes(r);
        return Double.isNaN(b) ? "n/a" : String.format(Locale.ROOT, "%.1f", b);
    }

    /**
     * The load average, which tells how much the other users of the machine were running.
     *
     * @return the first three fields of /proc/loadavg, or "?"
     */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return f[0] + ", " + f[1] + ", " + f[2];
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }

    /**
     * The JDK and the machine, for the report.
     *
     * @return one line
     */
    static String environment(int forks) {
        String cpu = "?";
        String mem = "?";
        try {
            for (String l : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (l.startsWith("model name")) {
                    cpu = l.substring(l.indexOf(':') + 1).trim();
                    break;
                }
            }
            for (String l : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (l.startsWith("MemTotal")) {
                    long kb = Long.parseLong(l.replaceAll("[^0-9]", ""));
                    mem = String.format(Locale.ROOT, "%.1f GiB", kb / 1024.0 / 1024.0);
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: leave the question marks
        }
        return String.format(Locale.ROOT, "%s %s (%s), %s, %d CPUs (%s), %s RAM, JMH -f %d -prof gc",
                System.getProperty("java.vm.name"), System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.vendor"), System.getProperty("os.name") + " " + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(), cpu, mem, forks);
    }
}
