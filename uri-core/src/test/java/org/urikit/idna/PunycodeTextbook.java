package org.urikit.idna;

/**
 * RFC 3492 §6.2 and §6.3 as the pseudocode writes them, with the overflow checks of §6.4
 * (maxint = 2<sup>31</sup>-1, done in long arithmetic and compared, never wrapped), quadratic and
 * without any of {@link Punycode}'s shortcuts: the oracle of its differential tests. Failures carry
 * the index and reason {@link Punycode} documents.
 */
final class PunycodeTextbook {
    private static final long MAXINT = Integer.MAX_VALUE;

    private PunycodeTextbook() {
    }

    /** The outcome of one call: the output, or the index and reason of the failure. */
    record Outcome(String output, int index, String reason) {
        static Outcome ok(String output) {
            return new Outcome(output, -1, null);
        }

        static Outcome fail(int index, String reason) {
            return new Outcome(null, index, reason);
        }
    }

    /** What {@link Punycode#encode(String)} returns or throws, as an outcome. */
    static Outcome ofEncode(String input) {
        try {
            return Outcome.ok(Punycode.encode(input));
        } catch (PunycodeException e) {
            return Outcome.fail(e.index(), e.reason());
        }
    }

    /** What {@link Punycode#decode(String)} returns or throws, as an outcome. */
    static Outcome ofDecode(String input) {
        try {
            return Outcome.ok(Punycode.decode(input));
        } catch (PunycodeException e) {
            return Outcome.fail(e.index(), e.reason());
        }
    }

    private static int threshold(int k, int bias) {
        if (k <= bias) {
            return 1;
        }
        return k >= bias + 26 ? 26 : k - bias;
    }

    private static char digit(long d) {
        return (char) (d < 26 ? 'a' + d : '0' + d - 26);
    }

    /** RFC 3492 §6.1. */
    private static int adapt(long delta, long numPoints, boolean firstTime) {
        delta = firstTime ? delta / 700 : delta / 2;
        delta += delta / numPoints;
        int k = 0;
        while (delta > ((36 - 1) * 26) / 2) {
            delta /= 36 - 1;
            k += 36;
        }
        return (int) (k + (36 - 1 + 1) * delta / (delta + 38));
    }

    /** RFC 3492 §6.3; an unpaired surrogate fails at its index, overflow at the input's length. */
    static Outcome encode(String input) {
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < input.length() && Character.isLowSurrogate(input.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return Outcome.fail(i, "unpaired surrogate");
            }
        }
        int[] in = input.codePoints().toArray();
        StringBuilder out = new StringBuilder();
        long n = 128;
        long delta = 0;
        int bias = 72;
        int b = 0;
        for (int c : in) {
            if (c < 128) {
                out.append((char) c);
                b++;
            }
        }
        int h = b;
        if (b > 0) {
            out.append('-');
        }
        while (h < in.length) {
            long m = Long.MAX_VALUE;
            for (int c : in) {
                if (c >= n && c < m) {
                    m = c;
                }
            }
            delta += (m - n) * (h + 1);
            if (delta > MAXINT) {
                return Outcome.fail(input.length(), "overflow");
            }
            n = m;
            for (int c : in) {
                if (c < n) {
                    delta++;
                    if (delta > MAXINT) {
                        return Outcome.fail(input.length(), "overflow");
                    }
                }
                if (c == n) {
                    long q = delta;
                    for (int k = 36; ; k += 36) {
                        int t = threshold(k, bias);
                        if (q < t) {
                            break;
                        }
                        out.append(digit(t + (q - t) % (36 - t)));
                        q = (q - t) / (36 - t);
                    }
                    out.append(digit(q));
                    bias = adapt(delta, h + 1, h == b);
                    delta = 0;
                    h++;
                }
            }
            delta++;
            n++;
        }
        return Outcome.ok(out.toString());
    }

    private static int digitValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0' + 26;
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        return c >= 'a' && c <= 'z' ? c - 'a' : -1;
    }

    /**
     * RFC 3492 §6.2. Failures: a non-basic char before the last '-' at its index; an invalid digit
     * at its index; the end of the input inside a number at the input's length; overflow and a
     * decoded code point that is basic, a surrogate or above U+10FFFF at the index of the last digit
     * read.
     */
    static Outcome decode(String input) {
        int delim = input.lastIndexOf('-');
        int b = Math.max(delim, 0);
        StringBuilder basic = new StringBuilder();
        for (int j = 0; j < b; j++) {
            if (input.charAt(j) >= 0x80) {
                return Outcome.fail(j, "non-basic code point before the last '-'");
            }
            basic.append(input.charAt(j));
        }
        java.util.List<Integer> out = new java.util.ArrayList<>();
        basic.chars().forEach(out::add);
        long n = 128;
        long i = 0;
        int bias = 72;
        int in = b > 0 ? b + 1 : 0;
        while (in < input.length()) {
            long oldi = i;
            long w = 1;
            for (int k = 36; ; k += 36) {
                if (in >= input.length()) {
                    return Outcome.fail(input.length(), "input ends inside a number");
                }
                int digit = digitValue(input.charAt(in++));
                if (digit < 0) {
                    return Outcome.fail(in - 1, "invalid digit");
                }
                i += digit * w;
                if (i > MAXINT) {
                    return Outcome.fail(in - 1, "overflow");
                }
                int t = threshold(k, bias);
                if (digit < t) {
                    break;
                }
                w *= 36 - t;
                if (w > MAXINT) {
                    return Outcome.fail(in - 1, "overflow");
                }
            }
            bias = adapt(i - oldi, out.size() + 1, oldi == 0);
            n += i / (out.size() + 1);
            if (n > MAXINT) {
                return Outcome.fail(in - 1, "overflow");
            }
            i %= out.size() + 1;
            if (n < 128) {
                return Outcome.fail(in - 1, "decodes to a basic code point");
            }
            if (n > Character.MAX_CODE_POINT || (n >= 0xD800 && n <= 0xDFFF)) {
                return Outcome.fail(in - 1, "decodes to an invalid code point");
            }
            out.add((int) i, (int) n);
            i++;
        }
        StringBuilder sb = new StringBuilder();
        out.forEach(sb::appendCodePoint);
        return Outcome.ok(sb.toString());
    }
}
