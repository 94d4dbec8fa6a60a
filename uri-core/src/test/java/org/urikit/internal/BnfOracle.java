package org.urikit.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.BitSet;
import java.util.Map;

/**
 * A slow evaluator of the single-character rules of the RFC 1738 / RFC 1808 BNF ({@code "|"}
 * between alternatives, quoted literals, {@code <">} for the double quote, rule names), used as the
 * oracle of the character-table tests. {@code escape} stands for the bit of {@code '%'}.
 */
final class BnfOracle {
    private final Map<String, String> rules;

    BnfOracle(Map<String, String> rules) {
        this.rules = rules;
    }

    /** The characters (0..127) the alternation matches; alternatives are separated by '|' outside quotes. */
    BitSet eval(String expr) {
        BitSet out = new BitSet(128);
        int i = 0;
        int n = expr.length();
        while (i < n) {
            char c = expr.charAt(i);
            if (c == ' ' || c == '|') {
                i++;
            } else if (expr.startsWith("<\">", i)) {
                out.set('"');
                i += 3;
            } else if (c == '"') {
                if (i + 2 >= n || expr.charAt(i + 2) != '"') {
                    throw new IllegalArgumentException("not a one-character literal at " + i + " in " + expr);
                }
                out.set(expr.charAt(i + 1));
                i += 3;
            } else {
                int j = i;
                while (j < n && expr.charAt(j) != ' ' && expr.charAt(j) != '|') {
                    j++;
                }
                String name = expr.substring(i, j);
                if (name.equals("escape")) {
                    out.set('%');
                } else {
                    String def = rules.get(name);
                    if (def == null) {
                        throw new IllegalArgumentException("no rule " + name);
                    }
                    out.or(eval(def));
                }
                i = j;
            }
        }
        return out;
    }

    /** Checks every public CharClass constant of {@code holder} against its expected alternation. */
    void checkAll(Class<?> holder, Map<String, String> expected) throws IllegalAccessException {
        int count = 0;
        for (Field f : holder.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) || f.getType() != CharClass.class) {
                continue;
            }
            String expr = expected.get(f.getName());
            assertThat(expr).as("oracle entry for %s.%s", holder.getSimpleName(), f.getName()).isNotNull();
            CharClass table = (CharClass) f.get(null);
            BitSet oracle = eval(expr);
            for (char c = 0; c < 128; c++) {
                assertThat(table.matches(c)).as("%s matches U+%04X", f.getName(), (int) c).isEqualTo(oracle.get(c));
            }
            for (char c : new char[] {128, 0xE9, 0xFF, 0x100, 0xD800, 0xFFFF}) {
                assertThat(table.matches(c)).as("%s matches U+%04X", f.getName(), (int) c).isFalse();
            }
            count++;
        }
        assertThat(count).isEqualTo(expected.size());
    }
}
