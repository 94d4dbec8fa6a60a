package org.urikit.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that reports the CPU time the benchmark threads used per operation
 * ({@code cpu.time.norm}, ns/op), next to JMH's wall-clock score.
 *
 * <p>Why: these machines are shared, and when other processes take the CPUs a benchmark thread
 * waits without running; wall-clock time then grows with the load, CPU time hardly does. Only the
 * JMH worker threads are counted (not the JIT compiler, not the garbage collector, whose cost shows
 * in {@code -prof gc}'s allocation rate instead). Normalized by all operations of the iteration,
 * as {@code -prof gc} is.
 *
 * <pre>{@code
 * java -jar tests/benchmarks/target/benchmarks.jar CorpusParse -prof org.urikit.benchmarks.CpuTimeProfiler
 * }</pre>
 */
public final class CpuTimeProfiler implements InternalProfiler {
    private static final String WORKER = "-jmh-worker-";

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private Map<Long, Long> before = Map.of();

    /** Creates the profiler; JMH calls this in the forked VM. */
    public CpuTimeProfiler() {
        if (threads.isThreadCpuTimeSupported() && !threads.isThreadCpuTimeEnabled()) {
            threads.setThreadCpuTimeEnabled(true);
        }
    }

    @Override
    public String getDescription() {
        return "CPU time of the JMH worker threads per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        before = workerCpuTimes();
    }

    @Override
    @SuppressWarnings("rawtypes") // the signature of InternalProfiler
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
            IterationResult result) {
        Map<Long, Long> after = workerCpuTimes();
        long cpu = 0;
        for (Map.Entry<Long, Long> e : after.entrySet()) {
            cpu += e.getValue() - before.getOrDefault(e.getKey(), 0L);
        }
        long ops = result.getMetadata().getAllOps();
        if (ops == 0 || !threads.isThreadCpuTimeSupported()) {
            return List.of();
        }
        return List.of(new ScalarResult("cpu.time.norm", (double) cpu / ops, "ns/op", AggregationPolicy.AVG));
    }

    private Map<Long, Long> workerCpuTimes() {
        Map<Long, Long> times = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().contains(WORKER)) {
                long t = threads.getThreadCpuTime(info.getThreadId());
                if (t >= 0) {
                    times.put(info.getThreadId(), t);
                }
            }
        }
        return times;
    }
}
