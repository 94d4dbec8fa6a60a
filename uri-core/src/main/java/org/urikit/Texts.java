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
     * Start (inclusive) and end (exclusive) of the password in the input, or null. When the input
     * is an RFC 3986 reference, its userinfo after the first {@code ':'}. Otherwise (the input of an
     * error message, a log line), when the text after the first {@code "//"} holds an {@code '@'}:
     * everything from the first {@code ':'} after the {@code "//"} up to the last {@code '@'}, since
     * users paste passwords unencoded, with {@code '?'}, {@code '#'}, {@code '/'}, {@code '@'},
     * {@code '['}, spaces or a bad {@code '%'} in them. This may mask more than the password (a
     * port and path before an {@code '@'} in a query), never less.
     */
    static int[] passwordRange(String input) {
        int auth = input.indexOf("//");
        if (auth < 0) {
            return null;
        }
        auth += 2;
        int at = input.lastIndexOf('@');
        if (at < auth) {
            // no '@' after the "//", so no userinfo: the common case, found by one scan
            return null;
        }
        if (Rfc3986Parser.parse(input, Rfc3986Parser.M_REFERENCE) instanceof AbstractReference ref) {
            return ref.passwordRange();
        }
        return passwordRange(input, auth, at);
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
