package org.urikit;

import java.util.Locale;

/** Message helpers shared by errors and exceptions. */
final class Texts {
    static final int MAX_QUOTED = 120;

    private Texts() {
    }

    /** The input cut to {@link #MAX_QUOTED} characters, marked with an ellipsis when cut. */
    static String cut(String s) {
        if (s.length() <= MAX_QUOTED) {
            return s;
        }
        int end = MAX_QUOTED;
        if (Character.isHighSurrogate(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(0, end) + "\u2026";
    }

    /** A character for a message: {@code ' ' (U+0020)}; controls and unpaired surrogates by code only. */
    static String describe(String input, int index) {
        int cp = input.codePointAt(index);
        String code = String.format(Locale.ROOT, "U+%04X", cp);
        if (Character.isISOControl(cp) || Character.isSurrogate((char) cp) || Character.isWhitespace(cp) && cp != ' '
                || Character.getType(cp) == Character.FORMAT) {
            return code;
        }
        return "'" + new String(Character.toChars(cp)) + "' (" + code + ")";
    }

    /** What a password is replaced with by {@link #redact(String)}: four stars, whatever its length. */
    static final String MASK = "****";

    /**
     * The input with the password of a userinfo replaced by {@link #MASK}, so that messages and
     * logs never echo it: the one masking rule behind every message, {@link UriReference#redact(String)}
     * and {@link ParseError#maskedInput()}. See {@link #passwordRange(String)}.
     */
    static String redact(String input) {
        return redact(input, passwordRange(input));
    }

    /** The input with {@code pw} (a {@link #passwordRange} result, or null) replaced by {@link #MASK}. */
    static String redact(String input, int[] pw) {
        return pw == null ? input : input.substring(0, pw[0]) + MASK + input.substring(pw[1]);
    }

    /**
     * Start (inclusive) and end (exclusive) of what may be a password in the input, or null: the
     * union (smallest start, largest end) of two readings, so that it may mask more than a
     * password, never less.
     * <ul>
     * <li>RFC 3986: when the input is an RFC 3986 reference, its userinfo after the first
     * {@code ':'}. Otherwise (the input of an error message, a log line), when the text after the
     * first {@code "//"} holds an {@code '@'}: everything from the first {@code ':'} after the
     * {@code "//"} up to the last {@code '@'}, since users paste passwords unencoded, with
     * {@code '?'}, {@code '#'}, {@code '/'}, {@code '@'}, {@code '['}, spaces or a bad {@code '%'}
     * in them.
     * <li>WHATWG URL Standard, which reads credentials without {@code "//"} too: from the
     * {@link #whatwgAuthorityStart(String) start of its authority}, the first {@code ':'} up to
     * an {@code '@'}: for a valid reference, the last {@code '@'} before the authority's end (the
     * first {@code '/'}, {@code '?'} or {@code '#'}), so that {@code https://h/p?e=a:b@c} keeps
     * its query; for other text, the last {@code '@'}, as above.
     * </ul>
     */
    static int[] passwordRange(String input) {
        int at = input.lastIndexOf('@');
        if (at < 0) {
            // no '@', so no credentials: the common case, found by one scan
            return null;
        }
        int slashes = input.indexOf("//");
        int rfc = slashes < 0 || slashes + 2 > at ? -1 : slashes + 2;
        int whatwg = whatwgAuthorityStart(input);
        if (whatwg > at) {
            whatwg = -1;
        }
        if (rfc < 0 && whatwg < 0) {
            return null;
        }
        if (Rfc3986Parser.parse(input, Rfc3986Parser.M_REFERENCE) instanceof AbstractReference ref) {
            return ref.maskRange();
        }
        return union(rfc < 0 ? null : passwordRange(input, rfc, at),
                whatwg < 0 ? null : passwordRange(input, whatwg, at));
    }

    /**
     * The password range of the text of a valid RFC 3986 or RFC 3987 reference: the parsed
     * userinfo's {@code password} range joined with the WHATWG reading, whose authority ends at the
     * first {@code '/'}, {@code '?'} or {@code '#'} (a valid reference has no {@code '\'}).
     */
    static int[] passwordRange(String text, int[] password) {
        int start = whatwgAuthorityStart(text);
        if (start < 0) {
            return password;
        }
        int end = start;
        while (end < text.length() && text.charAt(end) != '/' && text.charAt(end) != '?' && text.charAt(end) != '#') {
            end++;
        }
        int at = text.lastIndexOf('@', end - 1);
        return at < start ? password : union(password, passwordRange(text, start, at));
    }

    /**
     * Where the WHATWG URL Standard's basic URL parser starts the authority (credentials, then
     * host) of the input, with no base or with any base, or -1 when it reads none. After leading
     * C0 controls and spaces (which the Standard strips): a special scheme other than {@code file}
     * (http, https, ws, wss, ftp, in any case), its {@code ':'} and any run of {@code '/'} and
     * {@code '\'} ({@code "http:\\h"}, {@code "http:h"}: the special authority states); another
     * scheme but {@code file} followed by {@code "//"}; or, with no scheme, a run of at least two
     * {@code '/'} or {@code '\'} (a scheme-relative reference; {@code '\'} counts against a
     * special base). Tab, LF and CR, which the Standard removes from anywhere in the input, are
     * skipped, so {@code "foo:/<TAB>/u:p@h"} has an authority that RFC 3986's {@code "//"} misses.
     */
    static int whatwgAuthorityStart(String input) {
        int n = input.length();
        int i = 0;
        while (i < n && input.charAt(i) <= ' ') {
            i++;
        }
        int colon = schemeColon(input, i);
        int scheme = colon < 0 ? NO_SCHEME : schemeKind(input, i, colon);
        if (scheme == FILE) {
            return -1;
        }
        int slashes = 0;
        int p = colon < 0 ? i : colon + 1;
        for (; p < n; p++) {
            char c = input.charAt(p);
            if (c == '/' || c == '\\' && scheme != OTHER) {
                slashes++;
                if (slashes == 2 && scheme == OTHER) {
                    return p + 1; // "//" of a non-special scheme: the authority starts after it
                }
            } else if (!tabOrNewline(c)) {
                break;
            }
        }
        return scheme == SPECIAL || scheme == NO_SCHEME && slashes >= 2 ? p : -1;
    }

    private static final int NO_SCHEME = 0;
    private static final int SPECIAL = 1;
    private static final int FILE = 2;
    private static final int OTHER = 3;

    /** The index of the {@code ':'} ending a WHATWG scheme that starts at {@code from}, or -1. */
    private static int schemeColon(String input, int from) {
        if (from >= input.length() || !isAsciiLetter(input.charAt(from))) {
            return -1;
        }
        for (int i = from + 1; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == ':') {
                return i;
            }
            if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.' && !tabOrNewline(c)) {
                return -1;
            }
        }
        return -1;
    }

    /** {@link #SPECIAL} (but file), {@link #FILE} or {@link #OTHER}: the scheme in {@code [from, colon)}. */
    private static int schemeKind(String input, int from, int colon) {
        StringBuilder scheme = new StringBuilder(5);
        for (int i = from; i < colon; i++) {
            char c = input.charAt(i);
            if (!tabOrNewline(c)) {
                if (scheme.length() == 5) {
                    return OTHER; // longer than "https"
                }
                scheme.append(Character.toLowerCase(c));
            }
        }
        int port = WhatwgParser.defaultPort(scheme.toString());
        return port > 0 ? SPECIAL : port == -1 ? FILE : OTHER;
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean tabOrNewline(char c) {
        return c == '\t' || c == '\n' || c == '\r';
    }

    /** The smallest range holding both (either may be null). */
    private static int[] union(int[] a, int[] b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return new int[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])};
    }

    /**
     * Where the character at {@code index} of an input is in {@link #redact(String, int[]) its
     * redacted form}: the same index before the password, the mask's first {@code '*'} for an index
     * inside the password, and shifted by the change in length after it.
     */
    static int maskedIndex(int index, int[] pw) {
        if (pw == null || index < pw[0]) {
            return index;
        }
        return index < pw[1] ? pw[0] : index - (pw[1] - pw[0]) + MASK.length();
    }

    /** The range from the first ':' at or after {@code from} up to {@code at} (exclusive), or null. */
    private static int[] passwordRange(String input, int from, int at) {
        int colon = input.indexOf(':', from);
        return colon < 0 || colon >= at ? null : new int[] {colon + 1, at};
    }

    /**
     * The password range of an error's input, which is either URI-shaped text or, for a check of
     * the RFC 3986 rule {@code userinfo} or {@code authority} alone (the builder's checks), the
     * text of that component. A full parse that failed inside the userinfo has read a {@code "//"}
     * before it; a component alone has none before its error, since {@code '/'} is not allowed in it.
     */
    static int[] passwordRange(ParseError e) {
        String input = e.input();
        if (e.grammar() == Rfc.RFC_3986) {
            int slashes = input.indexOf("//");
            boolean alone = slashes < 0 || slashes + 2 > e.index();
            if (alone && e.rule().equals(Rfc3986Rule.USERINFO.abnfName())) {
                return passwordRange(input, 0, input.length());
            }
            if (alone && e.rule().equals(Rfc3986Rule.AUTHORITY.abnfName())) {
                int at = input.lastIndexOf('@');
                return at < 0 ? null : passwordRange(input, 0, at);
            }
        }
        return passwordRange(input);
    }

    /** The redacted input, cut and quoted for a message. */
    static String quote(String input) {
        return '"' + cut(redact(input)) + '"';
    }

    /** An error's redacted input, cut and quoted for a message. */
    static String quote(ParseError e) {
        return '"' + cut(redact(e.input(), passwordRange(e))) + '"';
    }
}
