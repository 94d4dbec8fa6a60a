package org.urikit;

/**
 * The {@code remove_dot_segments} routine of RFC 3986 §5.2.4 and its variant for relative-path
 * references.
 *
 * <p>Both run in one left-to-right pass with an output {@link StringBuilder} that is only appended
 * to or truncated: a segment popped by {@code ".."} is scanned once backwards and then cut off, so
 * each character is appended, scanned and removed at most once. Linear time, no recursion, no
 * intermediate strings.
 */
final class DotSegments {
    private DotSegments() {
    }

    /**
     * Appends {@code remove_dot_segments(s[from, to))} to {@code out}, following the five rules of
     * RFC 3986 §5.2.4 literally (the input buffer is the suffix {@code s[i, to)}; rules B and C
     * replace their prefix with {@code "/"}, which is the {@code '/'} already at the new {@code i}).
     */
    static void remove(CharSequence s, int from, int to, StringBuilder out) {
        final int base = out.length();
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '.') {
                // rule A ("../", "./") and rule D ("." or ".." alone): only at the start of the input
                if (i + 1 == to) {
                    break;
                }
                char d = s.charAt(i + 1);
                if (d == '/') {
                    i += 2;
                    continue;
                }
                if (d == '.') {
                    if (i + 2 == to) {
                        break;
                    }
                    if (s.charAt(i + 2) == '/') {
                        i += 3;
                        continue;
                    }
                }
            } else if (c == '/' && i + 1 < to && s.charAt(i + 1) == '.') {
                // rules B ("/./", "/.") and C ("/../", "/..")
                if (i + 2 == to) {
                    out.append('/');
                    break;
                }
                char d = s.charAt(i + 2);
                if (d == '/') {
                    i += 2;
                    continue;
                }
                if (d == '.' && (i + 3 == to || s.charAt(i + 3) == '/')) {
                    pop(out, base);
                    if (i + 3 == to) {
                        out.append('/');
                        break;
                    }
                    i += 3;
                    continue;
                }
            }
            // rule E: move the first segment, with its leading '/', to the output
            int j = i + 1;
            while (j < to && s.charAt(j) != '/') {
                j++;
            }
            out.append(s, i, j);
            i = j;
        }
    }

    /** Removes the last segment of the output and the {@code '/'} before it, if any. */
    private static void pop(StringBuilder out, int base) {
        int i = out.length() - 1;
        while (i >= base && out.charAt(i) != '/') {
            i--;
        }
        out.setLength(Math.max(i, base));
    }

    /**
     * Appends to {@code out} a relative path (no leading {@code '/'}) equivalent to
     * {@code s[from, to)} for resolution against any base whose path starts with {@code '/'}:
     * {@code "."} segments are dropped, {@code ".."} cancels the segment before it, and
     * {@code ".."} segments with nothing before them to cancel are kept at the front. A final
     * {@code "."} or {@code ".."} leaves a trailing {@code '/'}. Then, where the result would read
     * differently, {@code "./"} goes in front: when it is empty but the input was not (it names the
     * base's directory), when its first segment is empty (it would be an absolute path), and when
     * its first segment holds a {@code ':'} (it would read as a scheme; RFC 3986 §4.2).
     */
    static void removeRelative(CharSequence s, int from, int to, StringBuilder out) {
        final int base = out.length();
        if (from == to) {
            return;
        }
        int prefixEnd = base; // end of the leading run of "../"
        boolean lastNormal = false;
        int i = from;
        while (true) {
            int j = i;
            while (j < to && s.charAt(j) != '/') {
                j++;
            }
            int n = j - i;
            if (n == 1 && s.charAt(i) == '.') {
                lastNormal = false;
            } else if (n == 2 && s.charAt(i) == '.' && s.charAt(i + 1) == '.') {
                if (out.length() > prefixEnd) {
                    int k = out.length() - 2; // out ends with '/'
                    while (k >= prefixEnd && out.charAt(k) != '/') {
                        k--;
                    }
                    out.setLength(Math.max(k + 1, prefixEnd));
                } else {
                    out.append("../");
                    prefixEnd = out.length();
                }
                lastNormal = false;
            } else {
                out.append(s, i, j).append('/');
                lastNormal = true;
            }
            if (j == to) {
                break;
            }
            i = j + 1;
        }
        if (lastNormal) {
            out.setLength(out.length() - 1);
        }
        boolean needsDot = out.length() == base;
        if (!needsDot) {
            char first = out.charAt(base);
            needsDot = first == '/';
            for (int k = base; !needsDot && k < out.length() && out.charAt(k) != '/'; k++) {
                needsDot = out.charAt(k) == ':';
            }
        }
        if (needsDot) {
            out.insert(base, "./");
        }
    }
}
