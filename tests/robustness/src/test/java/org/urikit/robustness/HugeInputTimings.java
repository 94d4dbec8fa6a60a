package org.urikit.robustness;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;

import org.urikit.Normalizer;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Uri;
import org.urikit.UriReference;

/**
 * Not a test: a repeated-run timing of the {@link HugeInputs} families at 1, 2, 4 and 8 MB, printed
 * as a Markdown table of milliseconds of this thread's CPU time (the minimum of 11 runs after 3
 * warm-ups, so that time spent waiting for a core on a loaded machine does not count) per
 * operation. Linear time shows as a doubling from column to column. Run with {@code tools/scripts/huge-input-timings.sh}.
 */
public final class HugeInputTimings {
    private static final Uri BASE = Uri.parse("http://a/b/c/d;p?q");
    private static final int[] SIZES_MB = {1, 2, 4, 8};
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static String only = "";

    private HugeInputTimings() {
    }

    /**
     * Prints the table.
     *
     * @param args optionally one word: only the operations whose name holds it (e.g. {@code accessor})
     */
    public static void main(String[] args) {
        only = args.length > 0 ? args[0] : "";
        StringBuilder out = new StringBuilder("| input | operation |");
        for (int mb : SIZES_MB) {
            out.append(' ').append(mb).append(" MB |");
        }
        out.append(" 8 MB / 1 MB |\n|---|---|").append("---:|".repeat(SIZES_MB.length + 1)).append('\n');
        for (Map.Entry<String, IntFunction<String>> e : HugeInputs.FAMILIES.entrySet()) {
            row(out, e.getKey(), "RFC 3986 check", e.getValue(), s -> UriReference.check(s).isEmpty());
            row(out, e.getKey(), "resolve + scheme-based normalize", e.getValue(), s -> {
                if (UriReference.check(s).isPresent()) {
                    return false;
                }
                UriReference ref = UriReference.parse(s);
                return Normalizer.schemeBased().normalize(BASE.resolve(ref)) != null;
            });
            row(out, e.getKey(), "parse + every accessor", e.getValue(), s -> {
                if (UriReference.check(s).isPresent()) {
                    return false;
                }
                UriReference ref = UriReference.parse(s);
                return !Accessors.callAll(ref, ref.getClass()).isEmpty();
            });
            row(out, e.getKey(), "RFC 1808 check", e.getValue(), s -> Rfc1808Url.check(s).isEmpty());
            row(out, e.getKey(), "RFC 1738 check", e.getValue(), s -> Rfc1738Url.check(s).isEmpty());
        }
        System.out.print(out);
    }

    interface Op {
        boolean run(String input);
    }

    private static void row(StringBuilder out, String family, String op, IntFunction<String> make, Op f) {
        if (!op.contains(only)) {
            return;
        }
        out.append("| ").append(family).append(" | ").append(op).append(" |");
        double first = 0;
        double last = 0;
        for (int mb : SIZES_MB) {
            String input = make.apply(mb << 20);
            for (int i = 0; i < 3; i++) {
                f.run(input);
            }
            long best = Long.MAX_VALUE;
            for (int i = 0; i < 11; i++) {
                long start = CPU.getCurrentThreadCpuTime();
                f.run(input);
                best = Math.min(best, CPU.getCurrentThreadCpuTime() - start);
            }
            double ms = best / 1e6;
            first = first == 0 ? ms : first;
            last = ms;
            out.append(String.format(Locale.ROOT, " %.1f |", ms));
        }
        out.append(String.format(Locale.ROOT, " %.1f |%n", last / Math.max(first, 1e-3)));
    }
}
