package org.urikit.spark.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;

/**
 * What a query costs besides wall time, in the one JVM that is both driver and executor in {@code local[2]}:
 * <ul>
 *   <li><b>CPU time</b> of the whole process (driver, executor threads, GC, JIT): less moved by other
 *       processes on a shared machine than wall time;</li>
 *   <li><b>bytes allocated</b> by all threads of the JVM (from the JVM's per-thread counters), per URL;</li>
 *   <li><b>live heap</b>: before the query a full GC ({@code System.gc()}) gives the baseline (the cached
 *       table and everything else alive); each GC during the query reports the heap used after it, and the
 *       largest of those minus the baseline is the peak (an upper bound of what the query keeps alive, since
 *       garbage promoted to the old generation counts until a full GC frees it); after the query another
 *       full GC gives what the query left behind;</li>
 *   <li><b>Spark's peak execution memory</b>: the largest {@code peakExecutionMemory} of a task of the query
 *       (memory of sorts, aggregation maps and joins that Spark's memory manager hands out).</li>
 * </ul>
 */
final class MemoryProbe extends SparkListener implements NotificationListener {
    private final Set<String> heapPools = new HashSet<>();
    private final AtomicLong maxAfterGc = new AtomicLong();
    private final AtomicInteger gcs = new AtomicInteger();
    private final AtomicLong maxTaskPeak = new AtomicLong();
    private final ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private Map<Long, Long> allocatedAtStart = Map.of();
    private long cpuAtStart;
    private long baseline;

    /** What one query cost, measured by {@link #stop}. */
    record Cost(long cpuNanos, long allocatedBytes, int gcs, long peakAboveBaseline, long retained,
            long taskPeakExecutionMemory, long baseline) {
    }

    MemoryProbe() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter) {
                ((NotificationEmitter) gc).addNotificationListener(this, null, null);
            }
        }
    }

    private static long heapUsed() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private Map<Long, Long> allocatedByThread() {
        long[] ids = threads.getAllThreadIds();
        long[] bytes = threads.getThreadAllocatedBytes(ids);
        Map<Long, Long> map = new HashMap<>();
        for (int i = 0; i < ids.length; i++) {
            if (bytes[i] >= 0) {
                map.put(ids[i], bytes[i]);
            }
        }
        return map;
    }

    /** Starts a measurement: a full GC, the baseline, the counters. */
    void start() {
        System.gc();
        baseline = heapUsed();
        maxAfterGc.set(baseline);
        gcs.set(0);
        maxTaskPeak.set(0);
        allocatedAtStart = allocatedByThread();
        cpuAtStart = os.getProcessCpuTime();
    }

    /**
     * Ends a measurement (after the listener bus delivered the query's events), with a full GC for what the
     * query left behind.
     *
     * @return the cost
     */
    Cost stop() {
        long cpu = os.getProcessCpuTime() - cpuAtStart;
        long allocated = 0;
        for (Map.Entry<Long, Long> e : allocatedByThread().entrySet()) {
            allocated += e.getValue() - allocatedAtStart.getOrDefault(e.getKey(), 0L);
        }
        int gcsDuring = gcs.get();
        long peak = maxAfterGc.get() - baseline;
        System.gc();
        long retained = heapUsed() - baseline;
        return new Cost(cpu, allocated, gcsDuring, Math.max(0, peak), retained, maxTaskPeak.get(), baseline);
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd taskEnd) {
        if (taskEnd.taskMetrics() != null) {
            maxTaskPeak.accumulateAndGet(taskEnd.taskMetrics().peakExecutionMemory(), Math::max);
        }
    }

    @Override
    public void handleNotification(Notification notification, Object handback) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info =
                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        if ("System.gc()".equals(info.getGcCause())) {
            return; // the probe's own full collections, before and after a query
        }
        long used = 0;
        for (Map.Entry<String, MemoryUsage> e : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
            if (heapPools.contains(e.getKey())) {
                used += e.getValue().getUsed();
            }
        }
        gcs.incrementAndGet();
        maxAfterGc.accumulateAndGet(used, Math::max);
    }
}
