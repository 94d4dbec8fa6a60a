package org.urikit.spark.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

import com.sun.management.GarbageCollectionNotificationInfo;

/**
 * The memory a query needs, seen two ways in the one JVM that is both driver and executor in
 * {@code local[2]}:
 * <ul>
 *   <li><b>live heap</b>: before the query a full GC ({@code System.gc()}) gives the baseline (the cached
 *       table and everything else alive); during the query, every GC reports the heap used after it; the
 *       figure is the largest of those minus the baseline. An upper bound of what the query keeps alive,
 *       since garbage promoted to the old generation counts until a full GC frees it.</li>
 *   <li><b>Spark's peak execution memory</b>: the largest {@code peakExecutionMemory} of a task of the
 *       query (memory of sorts, aggregation maps and joins that Spark's memory manager hands out).</li>
 * </ul>
 */
final class MemoryProbe extends SparkListener implements NotificationListener {
    private final Set<String> heapPools = new HashSet<>();
    private final AtomicLong maxAfterGc = new AtomicLong();
    private final AtomicLong maxTaskPeak = new AtomicLong();
    private long baseline;

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

    /** Starts a measurement: a full GC, then the baseline. */
    void start() {
        System.gc();
        baseline = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        maxAfterGc.set(baseline);
        maxTaskPeak.set(0);
    }

    /**
     * The heap alive before the query (after {@link #start}'s full GC).
     *
     * @return bytes
     */
    long baseline() {
        return baseline;
    }

    /**
     * The largest heap used after a GC during the query, minus the baseline.
     *
     * @return bytes, at least 0
     */
    long liveHeapAboveBaseline() {
        return Math.max(0, maxAfterGc.get() - baseline);
    }

    /**
     * The largest {@code peakExecutionMemory} of a task that ended since {@link #start}.
     *
     * @return bytes
     */
    long maxTaskPeakExecutionMemory() {
        return maxTaskPeak.get();
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
        long used = 0;
        for (Map.Entry<String, MemoryUsage> e : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
            if (heapPools.contains(e.getKey())) {
                used += e.getValue().getUsed();
            }
        }
        maxAfterGc.accumulateAndGet(used, Math::max);
    }
}
