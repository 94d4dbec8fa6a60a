package org.urikit.cli;

import java.util.Locale;

/**
 * How inputs are shown in text output, and where the caret goes under an error.
 *
 * <p>An input may hold anything but LF, so it is shown escaped, Java-string style, and the caret
 * is placed by counting terminal columns of that shown form:
 * <ul>
 *   <li>{@code \} is shown as {@code \\}, TAB as {@code \t}, CR as {@code \r}, LF (possible in an
 *       argument) as {@code \n};</li>
 *   <li>other controls, lone surrogates, and invisible or zero-width characters (format
 *       characters such as U+200B or U+FEFF, combining marks, separators other than the space,
 *       private-use and unassigned code points) as {@code \}{@code uHHHH}, or
 *       {@code \}{@code u{HHHHH}} above U+FFFF;</li>
 *   <li>every other character as itself, one column wide, or two for East Asian wide and
 *       full-width characters and most emoji.</li>
 * </ul>
 * Long inputs are cut to a window around the error, marked with {@code …}. The error message
 * always gives the index too, for terminals that disagree about widths.
 */
final class Display {
    /** Characters of context kept on each side of the error. */
    static final int CONTEXT = 60;
    private static final String ELLIPSIS = "\u2026";

    private Display() {
    }

    /** The whole input, escaped for display. */
    static String show(String s) {
        return render(s, 0, s.length(), -1).text;
    }

    /**
     * The input around {@code index} and, below it, a line with a caret under the character at
     * {@code index} (after the end when {@code index >= s.length()}).
     *
     * @return the shown input and the caret line, without a line break
     */
    static String[] caret(String s, int index) {
        index = Math.max(0, Math.min(index, s.length()));
        int from = Math.max(0, index - CONTEXT);
        if (from > 0 && Character.isLowSurrogate(s.charAt(from)) && Character.isHighSurrogate(s.charAt(from - 1))) {
            from--;
        }
        int to = Math.min(s.length(), index + CONTEXT);
        if (to < s.length() && Character.isLowSurrogate(s.charAt(to)) && Character.isHighSurrogate(s.charAt(to - 1))) {
            to++;
        }
        Rendered r = render(s, from, to, index);
        return new String[] {r.text, " ".repeat(r.caretColumn) + "^"};
    }

    /** A rendering: the text and the column of the marked index (or -1). */
    private record Rendered(String text, int caretColumn) {
    }

    private static Rendered render(String s, int from, int to, int index) {
        StringBuilder out = new StringBuilder(to - from + 16);
        int col = 0;
        int caretCol = -1;
        if (from > 0) {
            out.append(ELLIPSIS);
            col++;
        }
        int i = from;
        while (i < to) {
            int cp = s.codePointAt(i);
            int next = Math.min(to, i + Character.charCount(cp));
            if (index >= i && index < next) {
                caretCol = col;
            }
            int before = out.length();
            if (!appendEscape(out, cp)) {
                out.appendCodePoint(cp);
                col += isWide(cp) ? 2 : 1;
            } else {
                col += out.length() - before;
            }
            i = next;
        }
        if (caretCol < 0) {
            caretCol = col; // the index is the input's length: the caret goes after the end
        }
        if (to < s.length()) {
            out.append(ELLIPSIS);
        }
        return new Rendered(out.toString(), caretCol);
    }

    /** Appends the escape for {@code cp} if it needs one (all escapes are ASCII); false if not. */
    private static boolean appendEscape(StringBuilder out, int cp) {
        switch (cp) {
            case '\\':
                out.append("\\\\");
                return true;
            case '\t':
                out.append("\\t");
                return true;
            case '\r':
                out.append("\\r");
                return true;
            case '\n':
                out.append("\\n");
                return true;
            case ' ':
                return false;
            default:
                break;
        }
        if (cp >= 0x20 && cp < 0x7f) {
            return false;
        }
        boolean escape = cp < 0xa0; // C0, DEL and C1 controls
        if (!escape) {
            switch (Character.getType(cp)) {
                case Character.FORMAT, Character.NON_SPACING_MARK, Character.ENCLOSING_MARK,
                        Character.COMBINING_SPACING_MARK, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                        Character.SPACE_SEPARATOR, Character.PRIVATE_USE, Character.UNASSIGNED, Character.SURROGATE,
                        Character.CONTROL -> escape = true;
                default -> escape = false;
            }
        }
        if (!escape) {
            return false;
        }
        if (cp <= 0xffff) {
            out.append(Json.unicodeEscape((char) cp));
        } else {
            out.append("\\u{").append(Integer.toHexString(cp).toUpperCase(Locale.ROOT)).append('}');
        }
        return true;
    }

    /** East Asian Wide (W) and Fullwidth (F) characters and emoji, which terminals show two columns wide. */
    static boolean isWide(int cp) {
        return cp >= 0x1100 && (cp <= 0x115f
                || cp >= 0x2e80 && cp <= 0x303e
                || cp >= 0x3041 && cp <= 0x33ff
                || cp >= 0x3400 && cp <= 0x4dbf
                || cp >= 0x4e00 && cp <= 0x9fff
                || cp >= 0xa000 && cp <= 0xa4cf
                || cp >= 0xac00 && cp <= 0xd7a3
                || cp >= 0xf900 && cp <= 0xfaff
                || cp >= 0xfe30 && cp <= 0xfe4f
                || cp >= 0xff00 && cp <= 0xff60
                || cp >= 0xffe0 && cp <= 0xffe6
                || cp >= 0x1f300 && cp <= 0x1f64f
                || cp >= 0x1f900 && cp <= 0x1f9ff
                || cp >= 0x20000 && cp <= 0x2fffd
                || cp >= 0x30000 && cp <= 0x3fffd);
    }
}
