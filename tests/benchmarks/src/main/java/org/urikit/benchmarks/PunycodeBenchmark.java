package org.urikit.benchmarks;

import java.util.ArrayList;
import java.util.List;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

import org.urikit.idna.IdnaResult;
import org.urikit.idna.Punycode;
import org.urikit.idna.Uts46;

/**
 * Punycode (RFC 3492) per label, through the public {@link Punycode#encode(String)} and
 * {@link Punycode#decode(String)}: the labels are the {@code xn--} labels of the ToASCII results
 * ({@link Uts46#strict()}) of the names {@link IdnaBenchmark} measures as {@code idnaTestV2} (the
 * valid names of IdnaTestV2 17.0.0, read as {@code IdnaBenchmark} reads them). {@code decode}
 * decodes each label without its {@code xn--}, {@code encode} encodes what it decodes to, so both
 * directions see the same labels (a few code points each, as in real names). The scores include
 * what the public methods allocate (the char and int arrays they work in, the result String);
 * ToASCII reaches the same encoder and decoder without those, through its per-thread buffers.
 *
 * <p>Each invocation converts the next {@value #BATCH} labels of the set (cycling), each result
 * consumed by the {@link Blackhole}; JMH divides by {@value #BATCH} ({@code @OperationsPerInvocation}),
 * so the score is the cost per label.
 *
 * <pre>java -jar tests/benchmarks/target/benchmarks.jar PunycodeBenchmark -f 1 -wi 2 -w 2s -i 3 -r 2s</pre>
 */
public class PunycodeBenchmark extends CorpusBenchmark {
    /** Labels per invocation. */
    static final int BATCH = 1024;

    private String[] encoded;
    private String[] decoded;
    private int batchNext;

    /** For JMH. */
    public PunycodeBenchmark() {
    }

    /** Collects the labels. */
    @Setup
    public void setUp() {
        Uts46 uts46 = Uts46.strict();
        List<String> xn = new ArrayList<>();
        for (String name : IdnaBenchmark.idnaTestV2Valid()) {
            IdnaResult result = uts46.toAscii(name);
            if (!result.isValid()) {
                continue;
            }
            for (String label : result.output().split("\\.", -1)) {
                if (label.startsWith("xn--")) {
                    xn.add(label.substring(4));
                }
            }
        }
        encoded = xn.toArray(new String[0]);
        decoded = new String[encoded.length];
        for (int i = 0; i < encoded.length; i++) {
            decoded[i] = Punycode.decode(encoded[i]);
        }
        batchNext = 0;
        System.out.printf("%nPunycode: %d labels, mean %.1f chars encoded, %.1f code points decoded%n",
                encoded.length, List.of(encoded).stream().mapToInt(String::length).average().orElse(0),
                List.of(decoded).stream().mapToInt(s -> s.codePointCount(0, s.length())).average().orElse(0));
    }

    /** The index of this batch's first label; the next batch starts {@value #BATCH} labels on (cycling). */
    private int batchStart() {
        int start = batchNext;
        batchNext = (int) ((start + (long) BATCH) % encoded.length);
        return start;
    }

    /**
     * Encodes {@value #BATCH} labels.
     *
     * @param bh consumes each result
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void encode(Blackhole bh) {
        String[] d = decoded;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            bh.consume(Punycode.encode(d[j]));
            j = j + 1 == d.length ? 0 : j + 1;
        }
    }

    /**
     * Decodes {@value #BATCH} labels.
     *
     * @param bh consumes each result
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void decode(Blackhole bh) {
        String[] e = encoded;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            bh.consume(Punycode.decode(e[j]));
            j = j + 1 == e.length ? 0 : j + 1;
        }
    }
}
