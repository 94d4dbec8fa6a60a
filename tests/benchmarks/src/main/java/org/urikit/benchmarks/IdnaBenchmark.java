package org.urikit.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import com.ibm.icu.text.IDNA;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

import org.urikit.HostKind;
import org.urikit.UriReference;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;

/**
 * UTS #46 ToASCII per name: urikit ({@link Uts46#strict()}), ICU4J's
 * {@code IDNA.getUTS46Instance} with the same options (nontransitional, CheckBidi, CheckJoiners,
 * UseSTD3ASCIIRules; ICU always checks hyphens and lengths, as strict() does) and
 * {@link java.net.IDN#toASCII(String)} (IDNA2003, default flags).
 *
 * <p>Sets: {@code corpusHosts} = the distinct reg-name hosts of the URL corpus (kasztp, and userbait
 * when the corpus folder is given; ASCII; as written, so some have upper case) that all three accept; {@code idnaTestV2} = the sources of the lines of
 * Unicode's IdnaTestV2 17.0.0 whose toAsciiN has no error, that urikit and ICU4J both accept.
 *
 * <p>Two forms of each peer, on the same set with the same options. The plain methods convert one
 * name per JMH invocation (the next of the set, cycling): the score includes JMH's cost of an
 * invocation (a few ns: the call, the timing loop, consuming the result). The {@code ...Batch}
 * methods convert the next {@value #BATCH} names of the same cycle in one invocation, each result
 * consumed by the {@link Blackhole}, and JMH divides by {@value #BATCH}
 * ({@code @OperationsPerInvocation}): the score is the cost per name of a loop over names, the
 * form in which a crawler or a validator meets them. Neither form caches anything: every name is
 * converted every time it comes round. (Inside urikit, NFC keeps {@code java.text.Normalizer}'s
 * answers for short segments, at most 1,024 of them, see docs/IDNA.md: from the second round on,
 * the few segments of this set that need NFC are found there, as the common ones of a crawl are.)
 */
public class IdnaBenchmark extends CorpusBenchmark {
    private static final int ICU_OPTIONS = IDNA.NONTRANSITIONAL_TO_ASCII | IDNA.NONTRANSITIONAL_TO_UNICODE
            | IDNA.CHECK_BIDI | IDNA.CHECK_CONTEXTJ | IDNA.USE_STD3_RULES;

    /** corpusHosts or idnaTestV2. */
    @Param({"corpusHosts", "idnaTestV2"})
    public String set;

    /** Names per invocation of the {@code ...Batch} methods. */
    static final int BATCH = 1024;

    private String[] names;
    private int batchNext;
    private final Uts46 uts46 = Uts46.strict();
    private final IDNA icu = IDNA.getUTS46Instance(ICU_OPTIONS);

    /** For JMH. */
    public IdnaBenchmark() {
    }

    /** Loads the set and keeps the names every peer it is measured against accepts. */
    @Setup
    public void setUp() {
        List<String> chosen = new ArrayList<>();
        boolean corpus = set.equals("corpusHosts");
        for (String name : corpus ? corpusHosts() : idnaTestV2Valid()) {
            if (!uts46.toAscii(name).isValid() || icuToAscii(icu, name) == null) {
                continue;
            }
            if (corpus && javaNetIdn(name) == null) {
                continue;
            }
            chosen.add(name);
        }
        names = chosen.toArray(new String[0]);
        rewind();
        batchNext = 0;
        long upper = chosen.stream().filter(n -> n.chars().anyMatch(c -> c >= 'A' && c <= 'Z')).count();
        System.out.printf("%n%s: %d names, %d with upper case, mean length %.1f chars%n", set, names.length, upper,
                chosen.stream().mapToInt(String::length).average().orElse(0));
    }

    /** The index of this batch's first name; the next batch starts {@value #BATCH} names on (cycling). */
    private int batchStart() {
        int start = batchNext;
        batchNext = (int) ((start + (long) BATCH) % names.length);
        return start;
    }

    /** {@return the number of names in the set (for the report)} */
    public int size() {
        return names.length;
    }

    /** The distinct ASCII reg-name hosts of the corpus files, in file order. */
    static List<String> corpusHosts() {
        Set<String> hosts = new LinkedHashSet<>();
        for (String file : List.of(CorpusFiles.KASZTP, "userbait.txt")) {
            if (!CorpusFiles.available(file)) {
                continue; // userbait needs the corpus folder (urikit.corpus.dir); kasztp is in the jar
            }
            for (String line : Inputs.lines(file, Inputs.ALL)) {
                if (UriReference.check(line).isPresent()) {
                    continue;
                }
                UriReference ref = UriReference.parse(line);
                Optional<String> host = ref.host();
                if (host.isPresent() && !host.get().isEmpty() && ref.hostKind().equals(Optional.of(HostKind.REG_NAME))
                        && host.get().chars().allMatch(c -> c < 0x80 && c != '%')) {
                    hosts.add(host.get());
                }
            }
        }
        return List.copyOf(hosts);
    }

    /** Sources of the IdnaTestV2 lines whose toAsciiN status is empty (read from uri-core's test jar). */
    static List<String> idnaTestV2Valid() {
        List<String> out = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(
                IdnaBenchmark.class.getResourceAsStream("/org/urikit/idna/IdnaTestV2-17.0.0.txt"));
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                int hash = line.indexOf('#');
                String data = hash < 0 ? line : line.substring(0, hash);
                if (data.isBlank()) {
                    continue;
                }
                String[] f = data.split(";", -1);
                String unicodeStatus = f[2].trim();
                String asciiStatus = f[4].trim().isEmpty() ? unicodeStatus : f[4].trim();
                if (asciiStatus.isEmpty() || asciiStatus.equals("[]")) {
                    String source = unescape(f[0].trim());
                    if (!source.isEmpty() && !source.equals("\"\"")) {
                        out.add(source);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 5 < s.length() + 1 && s.charAt(i + 1) == 'u') {
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'x') {
                int close = s.indexOf('}', i);
                sb.appendCodePoint(Integer.parseInt(s.substring(i + 3, close), 16));
                i = close;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String icuToAscii(IDNA icu, String name) {
        IDNA.Info info = new IDNA.Info();
        StringBuilder sb = icu.nameToASCII(name, new StringBuilder(name.length() + 8), info);
        return info.hasErrors() ? null : sb.toString();
    }

    static String javaNetIdn(String name) {
        try {
            return IDN.toASCII(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * urikit: the result with its error list.
     *
     * @return the result
     */
    @Benchmark
    public IdnaResult urikit() {
        return uts46.toAscii(names[advance(names.length)]);
    }

    /**
     * urikit: the String alone (no result object; nothing allocated for an unchanged ASCII name).
     *
     * @return the ASCII form
     */
    @Benchmark
    public String urikitOrThrow() {
        return uts46.toAsciiOrThrow(names[advance(names.length)]);
    }

    /**
     * ICU4J UTS #46, same options.
     *
     * @return the ASCII form
     */
    @Benchmark
    public String icu4j() {
        return icuToAscii(icu, names[advance(names.length)]);
    }

    /**
     * Calibration, not a peer: one read of each char of the name (the least any implementation
     * does), to tell how much of a score is the machine's load on the day.
     *
     * @return a sum of the chars
     */
    @Benchmark
    public int scanBaseline() {
        String s = names[advance(names.length)];
        int sum = 0;
        for (int i = 0; i < s.length(); i++) {
            sum += s.charAt(i);
        }
        return sum;
    }

    /**
     * java.net.IDN (IDNA2003).
     *
     * @return the ASCII form, or null
     */
    @Benchmark
    public String javaNetIdn() {
        return javaNetIdn(names[advance(names.length)]);
    }

    /**
     * urikit, {@value #BATCH} names per invocation: the result with its error list.
     *
     * @param bh consumes each result
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void urikitBatch(Blackhole bh) {
        String[] n = names;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            bh.consume(uts46.toAscii(n[j]));
            j = j + 1 == n.length ? 0 : j + 1;
        }
    }

    /**
     * urikit, {@value #BATCH} names per invocation: the String alone.
     *
     * @param bh consumes each result
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void urikitOrThrowBatch(Blackhole bh) {
        String[] n = names;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            bh.consume(uts46.toAsciiOrThrow(n[j]));
            j = j + 1 == n.length ? 0 : j + 1;
        }
    }

    /**
     * ICU4J, {@value #BATCH} names per invocation.
     *
     * @param bh consumes each result
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void icu4jBatch(Blackhole bh) {
        String[] n = names;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            bh.consume(icuToAscii(icu, n[j]));
            j = j + 1 == n.length ? 0 : j + 1;
        }
    }

    /**
     * java.net.IDN, {@value #BATCH} names per invocation.
     *
     * @param bh consumes each result
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void javaNetIdnBatch(Blackhole bh) {
        String[] n = names;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            bh.consume(javaNetIdn(n[j]));
            j = j + 1 == n.length ? 0 : j + 1;
        }
    }

    /**
     * Calibration, {@value #BATCH} names per invocation: one read of each char.
     *
     * @param bh consumes each name's sum
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void scanBaselineBatch(Blackhole bh) {
        String[] n = names;
        int j = batchStart();
        for (int k = 0; k < BATCH; k++) {
            String s = n[j];
            int sum = 0;
            for (int i = 0; i < s.length(); i++) {
                sum += s.charAt(i);
            }
            bh.consume(sum);
            j = j + 1 == n.length ? 0 : j + 1;
        }
    }
}
