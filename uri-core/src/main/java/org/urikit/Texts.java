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

    /**
     * The input with the password of a userinfo (after its first {@code ':'}) replaced by
     * {@code "****"}, so that messages never echo it. Works on invalid input too: the authority is
     * taken to be what follows the first {@code "//"} up to the next {@code '/'}, {@code '?'} or
     * {@code '#'}, and its userinfo what precedes its last {@code '@'}; if it has no {@code '@'},
     * the first {@code '@'} before any {@code '?'} or {@code '#'} ends the userinfo, since a
     * password may hold an unencoded {@code '/'}.
     */
    static String redact(String input) {
        int[] pw = passwordRange(input);
        if (pw == null) {
            return input;
        }
        return input.substring(0, pw[0]) + "****" + input.substring(pw[1]);
    }

    /** Start (inclusive) and end (exclusive) of the password in the input, or null. */
    static int[] passwordRange(String input) {
        int auth = input.indexOf("//");
        if (auth < 0) {
            return null;
        }
        auth += 2;
        if (input.indexOf('@', auth) < 0) {
            // no '@' after the "//", so no userinfo: the common case, found by one fast scan
            return null;
        }
        int end = auth;
        while (end < input.length()) {
            char c = input.charAt(end);
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
            end++;
        }
        final int authorityEnd = end;
        int at = input.lastIndexOf('@', end - 1);
        if (at < auth) {
            // no '@' in the authority: an invalid input may still have a password with an
            // unencoded '/' ("//user:pa/ss@host"), so look on for an '@' up to a '?' or '#'
            while (end < input.length() && input.charAt(end) != '?' && input.charAt(end) != '#') {
                end++;
            }
            at = input.indexOf('@', auth);
            if (at < 0 || at >= end) {
                return null;
            }
        }
        int colon = input.indexOf(':', auth);
        if (colon < 0 || colon >= at || colon >= authorityEnd) {
            return null;
        }
        return new int[] {colon + 1, at};
    }

    /** The redacted input, cut and quoted for a message. */
    static String quote(String input) {
        return '"' + cut(redact(input)) + '"';
    }
}
