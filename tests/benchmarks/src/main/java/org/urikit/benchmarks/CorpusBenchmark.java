package org.urikit.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the per-line corpus benchmarks share: their JMH settings (average time in nanoseconds, 3
 * warm-up and 5 measured iterations of 1 s, one fork, one state per thread; JMH reads these
 * annotations from the superclass) and the cursor that takes the next item of the set-up arrays,
 * cycling.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public abstract class CorpusBenchmark {
    private int next;

    /** For subclasses. */
    protected CorpusBenchmark() {
    }

    /** Starts the cycle again at index 0 (call in set-up). */
    protected final void rewind() {
        next = 0;
    }

    /**
     * The index of this operation's item: 0, 1, ... {@code length - 1}, then 0 again.
     *
     * @param length the number of items
     * @return the index to use
     */
    protected final int advance(int length) {
        int i = next;
        next = i + 1 == length ? 0 : i + 1;
        return i;
    }
}
