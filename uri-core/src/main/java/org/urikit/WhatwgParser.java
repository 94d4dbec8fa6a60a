package org.urikit;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;
import org.urikit.internal.Percent;

/**
 * The WHATWG URL Standard's basic URL parser, host parser and URL serializer, written from the
 * Standard's text (section "URL parsing"). One instance parses one input and is then dropped.
 *
 * <p>Invariants: the state machine is one loop over the code points of the preprocessed input
 * (leading/trailing C0 control or space stripped unless a URL is given, ASCII tab and newline
 * removed, lone surrogates replaced by U+FFFD so the input is a scalar value string); "decrease
 * pointer by 1" is {@code reconsume}. Every loop moves forward, except the authority state's one
 * step back over its buffer, which happens at most once per '@'-free run, and "start over", which
 * happens at most once: parsing is linear. Nothing here throws for any input: failure is a
 * {@code false} result with {@link #failureType}, {@link #failureIndex} and {@link #failureComponent} set.
 */
final class WhatwgParser {

    static final int EOF = -1;

    static final int SCHEME_START = 1;
    static final int SCHEME = 2;
    static final int NO_SCHEME = 3;
    static final int SPECIAL_RELATIVE_OR_AUTHORITY = 4;
    static final int PATH_OR_AUTHORITY = 5;
    static final int RELATIVE = 6;
    static final int RELATIVE_SLASH = 7;
    static final int SPECIAL_AUTHORITY_SLASHES = 8;
    static final int SPECIAL_AUTHORITY_IGNORE_SLASHES = 9;
    static final int AUTHORITY = 10;
    static final int HOST = 11;
    static final int HOSTNAME = 12;
    static final int PORT = 13;
    static final int FILE = 14;
    static final int FILE_SLASH = 15;
    static final int FILE_HOST = 16;
    static final int PATH_START = 17;
    static final int PATH = 18;
    static final int OPAQUE_PATH = 19;
    static final int QUERY = 20;
    static final int FRAGMENT = 21;

    // ---- percent-encode sets (URL Standard "Percent-encoded bytes"), as bits over ASCII ----

    /** A percent-encode set: C0 controls and code points above U+007E always belong to it. */
    static final class EncodeSet {
        final long low;
        final long high;

        private EncodeSet(long low, long high) {
            this.low = low;
            this.high = high;
        }

        static EncodeSet c0() {
            long low = 0xFFFFFFFFL; // U+0000..U+001F
            return new EncodeSet(low, 1L << (0x7F - 64));
        }

        EncodeSet and(String chars) {
            long l = low;
            long h = high;
            for (int i = 0; i < chars.length(); i++) {
                char c = chars.charAt(i);
                if (c < 64) {
                    l |= 1L << c;
                } else {
                    h |= 1L << (c - 64);
                }
            }
            return new EncodeSet(l, h);
        }

        EncodeSet andRange(char from, char to) {
            StringBuilder sb = new StringBuilder();
            for (char c = from; c <= to; c++) {
                sb.append(c);
            }
            return and(sb.toString());
        }

        boolean contains(int c) {
            return c < 64 ? (low >>> c & 1) != 0 : c >= 128 || (high >>> (c - 64) & 1) != 0;
        }
    }

    /** C0 control percent-encode set: C0 controls and all code points greater than U+007E. */
    static final EncodeSet C0_CONTROL = EncodeSet.c0();
    /** Fragment percent-encode set: C0 control set and space, '"', '&lt;', '&gt;', '`'. */
    static final EncodeSet FRAGMENT_SET = C0_CONTROL.and(" \"<>`");
    /** Query percent-encode set: C0 control set and space, '"', '#', '&lt;', '&gt;'. */
    static final EncodeSet QUERY_SET = C0_CONTROL.and(" \"#<>");
    /** Special-query percent-encode set: query set and '\''. */
    static final EncodeSet SPECIAL_QUERY_SET = QUERY_SET.and("'");
    /** Path percent-encode set: query set and '?', '^', '`', '{', '}'. */
    static final EncodeSet PATH_SET = QUERY_SET.and("?^`{}");
    /** Userinfo percent-encode set: path set and '/', ':', ';', '=', '@', '[' to ']', '|'. */
    static final EncodeSet USERINFO_SET = PATH_SET.and("/:;=@|").andRange('[', ']');

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    // ---- the URL record being built ----

    /** A mutable URL record (URL Standard "URL representation"); the path is kept serialized. */
    static final class Record {
        String scheme = "";
        StringBuilder username = new StringBuilder();
        StringBuilder password = new StringBuilder();
        /** Serialized host; null = no host. */
        @Nullable String host;
        byte hostType;
        /** Port, -1 = null. */
        int port = -1;
        /** "/seg/seg" for a list path (no '/' inside a segment), the string for an opaque path. */
        StringBuilder path = new StringBuilder();
        boolean opaque;
        @Nullable StringBuilder query;
        @Nullable StringBuilder fragment;

        private boolean special;

        void setScheme(String s) {
            scheme = s;
            special = defaultPort(s) != NOT_SPECIAL;
        }

        boolean special() {
            return special;
        }

        boolean includesCredentials() {
            return username.length() > 0 || password.length() > 0;
        }

        boolean cannotHaveUsernamePasswordPort() {
            return host == null || host.isEmpty() || scheme.equals("file");
        }
    }

    static final byte HOST_DOMAIN = 1;
    static final byte HOST_IPV4 = 2;
    static final byte HOST_IPV6 = 3;
    static final byte HOST_OPAQUE = 4;
    static final byte HOST_EMPTY = 5;

    static final int NOT_SPECIAL = -2;

    /** The special schemes' default ports; -1 for "file" (special, no default port); {@link #NOT_SPECIAL}. */
    static int defaultPort(String scheme) {
        switch (scheme) {
            case "http":
            case "ws":
                return 80;
            case "https":
            case "wss":
                return 443;
            case "ftp":
                return 21;
            case "file":
                return -1;
            default:
                return NOT_SPECIAL;
        }
    }

    // ---- parser state ----

    private String in = "";
    /** Maps an index of the preprocessed input to one of the caller's input; null = add offset. */
    private int @Nullable [] map;
    private int offset;
    private int len;
    /** The validation errors of the state machine, in the order found (those of preprocessing are kept apart). */
    private @Nullable List<WhatwgValidationError> errors;
    @Nullable String failureType;
    int failureIndex;
    /** The component of the parser state where parsing failed; set with {@link #failureType}. */
    Component failureComponent = Component.SCHEME;

    // Preprocessing's validation errors (at most one for stripping, one for a tab or newline) are
    // found before the state machine runs, so their component is that of the state the machine is in
    // when its pointer first reaches the place of the removed characters (stripAt, tabAt: indices
    // into the preprocessed input; Integer.MAX_VALUE = none or resolved).
    private int stripIndex = -1;
    private int stripAt = Integer.MAX_VALUE;
    private @Nullable WhatwgValidationError strip;
    private int tabIndex = -1;
    private int tabAt = Integer.MAX_VALUE;
    private @Nullable WhatwgValidationError tab;
    private int pendingAt = Integer.MAX_VALUE;

    private void error(String type, int index, Component component) {
        if (errors == null) {
            errors = new ArrayList<>(2);
        }
        errors.add(new WhatwgValidationError(type, original(index), component));
    }

    private boolean fail(String type, int index, Component component) {
        error(type, index, component);
        failureType = type;
        failureIndex = original(index);
        failureComponent = component;
        return false;
    }

    /**
     * The component a state of the basic URL parser reads: the scheme states, the states between
     * the scheme and the host (slashes, relative, file), the host states, the port, the path states,
     * the query and the fragment.
     */
    static Component component(int state) {
        switch (state) {
            case SCHEME_START:
            case SCHEME:
            case NO_SCHEME:
                return Component.SCHEME;
            case HOST:
            case HOSTNAME:
            case FILE_HOST:
                return Component.HOST;
            case PORT:
                return Component.PORT;
            case PATH_START:
            case PATH:
            case OPAQUE_PATH:
                return Component.PATH;
            case QUERY:
                return Component.QUERY;
            case FRAGMENT:
                return Component.FRAGMENT;
            default:
                return Component.AUTHORITY;
        }
    }

    /** Gives the preprocessing errors whose place the pointer has reached {@code component}. */
    private void resolvePending(int p, Component component) {
        if (p >= stripAt) {
            strip = new WhatwgValidationError("invalid-URL-unit", stripIndex, component);
            stripAt = Integer.MAX_VALUE;
        }
        if (p >= tabAt) {
            tab = new WhatwgValidationError("invalid-URL-unit", tabIndex, component);
            tabAt = Integer.MAX_VALUE;
        }
        pendingAt = Math.min(stripAt, tabAt);
    }

    /**
     * The validation errors found, in the order found: preprocessing's first. After a successful
     * parse every one has its component.
     */
    List<WhatwgValidationError> errors() {
        if (strip == null && tab == null) {
            return errors == null ? List.of() : List.copyOf(errors);
        }
        List<WhatwgValidationError> all = new ArrayList<>(4);
        if (strip != null) {
            all.add(strip);
        }
        if (tab != null) {
            all.add(tab);
        }
        if (errors != null) {
            all.addAll(errors);
        }
        return List.copyOf(all);
    }

    private int original(int index) {
        if (map == null) {
            return offset + index;
        }
        return index < len ? map[index] : map[len];
    }

    /**
     * Preprocesses: strip (when {@code strip}), remove tab and newline, replace lone surrogates.
     * Sets {@link #in}, {@link #len} and the index map.
     */
    private void preprocess(String input, boolean strip) {
        int start = 0;
        int end = input.length();
        if (strip) {
            while (start < end && input.charAt(start) <= 0x20) {
                start++;
            }
            while (end > start && input.charAt(end - 1) <= 0x20) {
                end--;
            }
            if (start > 0 || end < input.length()) {
                stripIndex = start > 0 ? 0 : end;
                stripAt = start > 0 ? 0 : Integer.MIN_VALUE; // the end: set below, when the length is known
            }
        }
        boolean clean = true;
        for (int i = start; i < end; i++) {
            char c = input.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r' || Character.isSurrogate(c)) {
                clean = false;
                break;
            }
        }
        if (clean) {
            in = start == 0 && end == input.length() ? input : input.substring(start, end);
            offset = start;
            len = in.length();
            if (stripAt == Integer.MIN_VALUE) {
                stripAt = len;
            }
            pendingAt = stripAt;
            return;
        }
        StringBuilder sb = new StringBuilder(end - start);
        int[] m = new int[end - start + 1];
        boolean tabSeen = false;
        for (int i = start; i < end; i++) {
            char c = input.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r') {
                if (!tabSeen) {
                    tabSeen = true;
                    tabIndex = i;
                    tabAt = sb.length();
                }
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(input.charAt(i + 1))) {
                m[sb.length()] = i;
                sb.append(c);
                m[sb.length()] = i + 1;
                sb.append(input.charAt(++i));
                continue;
            }
            m[sb.length()] = i;
            sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
        }
        m[sb.length()] = end;
        in = sb.toString();
        len = in.length();
        map = m;
        if (stripAt == Integer.MIN_VALUE) {
            stripAt = len;
        }
        pendingAt = Math.min(stripAt, tabAt);
    }

    private int at(int p) {
        return p < len ? in.codePointAt(p) : EOF;
    }

    private boolean remainingStartsWith(int p, int c, char ch) {
        int next = p + (c > 0xFFFF ? 2 : 1);
        return next < len && in.charAt(next) == ch;
    }

    private boolean remainingStartsWithTwoHex(int p) {
        return p + 2 < len && isHex(in.charAt(p + 1)) && isHex(in.charAt(p + 2));
    }

    static boolean isHex(int c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    static int hexValue(int c) {
        return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    }

    static boolean isAlpha(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** URL code points: ASCII alphanumeric, the listed ASCII, and U+00A0..U+10FFFD except surrogates and noncharacters. */
    static boolean isUrlCodePoint(int c) {
        if (c < 0x80) {
            return isAlpha(c) || isDigit(c) || c >= 0 && "!$&'()*+,-./:;=?@_~".indexOf(c) >= 0;
        }
        if (c < 0xA0 || c > 0x10FFFD || c >= 0xD800 && c <= 0xDFFF) {
            return false;
        }
        return !(c >= 0xFDD0 && c <= 0xFDEF || (c & 0xFFFE) == 0xFFFE);
    }

    /** Validation for a code point in path, opaque path, query, fragment (not a URL code point, bad '%'). */
    private void checkUrlUnit(int c, int p, Component component) {
        if (c == '%') {
            if (!remainingStartsWithTwoHex(p)) {
                error("invalid-URL-unit", p, component);
            }
        } else if (!isUrlCodePoint(c)) {
            error("invalid-URL-unit", p, component);
        }
    }

    /** UTF-8 percent-encode code point c using set, appending to out. A surrogate encodes as U+FFFD. */
    static void encode(StringBuilder out, int c, EncodeSet set) {
        if (!set.contains(c)) {
            out.append((char) c);
            return;
        }
        if (c < 0x80) {
            pct(out, c);
        } else if (c < 0x800) {
            pct(out, 0xC0 | c >> 6);
            pct(out, 0x80 | c & 0x3F);
        } else if (c < 0x10000) {
            if (c >= 0xD800 && c <= 0xDFFF) {
                c = 0xFFFD;
            }
            pct(out, 0xE0 | c >> 12);
            pct(out, 0x80 | c >> 6 & 0x3F);
            pct(out, 0x80 | c & 0x3F);
        } else {
            pct(out, 0xF0 | c >> 18);
            pct(out, 0x80 | c >> 12 & 0x3F);
            pct(out, 0x80 | c >> 6 & 0x3F);
            pct(out, 0x80 | c & 0x3F);
        }
    }

    static void encode(StringBuilder out, CharSequence s, EncodeSet set) {
        for (int i = 0; i < s.length(); ) {
            int c = Character.codePointAt(s, i);
            encode(out, c, set);
            i += Character.charCount(c);
        }
    }

    static void pct(StringBuilder out, int b) {
        out.append('%').append(HEX[b >> 4 & 0xF]).append(HEX[b & 0xF]);
    }

    // ---- Windows drive letters ----

    static boolean isWindowsDriveLetter(CharSequence s, int i, int end) {
        return end - i == 2 && isAlpha(s.charAt(i)) && (s.charAt(i + 1) == ':' || s.charAt(i + 1) == '|');
    }

    static boolean isNormalizedWindowsDriveLetter(CharSequence s, int i, int end) {
        return end - i == 2 && isAlpha(s.charAt(i)) && s.charAt(i + 1) == ':';
    }

    private boolean startsWithWindowsDriveLetter(int p) {
        if (len - p < 2 || !isAlpha(in.charAt(p)) || in.charAt(p + 1) != ':' && in.charAt(p + 1) != '|') {
            return false;
        }
        if (len - p == 2) {
            return true;
        }
        char t = in.charAt(p + 2);
        return t == '/' || t == '\\' || t == '?' || t == '#';
    }

    /** End (exclusive) of path[0] in a serialized list path, or -1 when the path is empty. */
    static int firstSegmentEnd(CharSequence path) {
        if (path.length() == 0) {
            return -1;
        }
        for (int i = 1; i < path.length(); i++) {
            if (path.charAt(i) == '/') {
                return i;
            }
        }
        return path.length();
    }

    static void shorten(Record url) {
        StringBuilder path = url.path;
        int first = firstSegmentEnd(path);
        if (url.scheme.equals("file") && first == path.length() && first >= 0
                && isNormalizedWindowsDriveLetter(path, 1, first)) {
            return;
        }
        int last = lastSlash(path);
        if (last >= 0) {
            path.setLength(last);
        }
    }

    private static int lastSlash(StringBuilder path) {
        for (int i = path.length() - 1; i >= 0; i--) {
            if (path.charAt(i) == '/') {
                return i;
            }
        }
        return -1;
    }

    private static boolean isSingleDot(StringBuilder b) {
        int n = b.length();
        return n == 1 && b.charAt(0) == '.' || n == 3 && b.charAt(0) == '%' && b.charAt(1) == '2'
                && (b.charAt(2) == 'e' || b.charAt(2) == 'E');
    }

    private static boolean isDoubleDot(StringBuilder b) {
        int n = b.length();
        if (n == 2) {
            return b.charAt(0) == '.' && b.charAt(1) == '.';
        }
        if (n == 4) {
            return b.charAt(0) == '.' && isPct2e(b, 1) || isPct2e(b, 0) && b.charAt(3) == '.';
        }
        return n == 6 && isPct2e(b, 0) && isPct2e(b, 3);
    }

    private static boolean isPct2e(StringBuilder b, int i) {
        return b.charAt(i) == '%' && b.charAt(i + 1) == '2' && (b.charAt(i + 2) == 'e' || b.charAt(i + 2) == 'E');
    }

    // ---- the basic URL parser ----

    /**
     * Runs the basic URL parser. With {@code override == 0} {@code url} must be a new record and
     * the input is stripped; otherwise this is the Standard's run with a URL and state override.
     *
     * @return false for failure ({@link #failureType} set); true otherwise (including the
     *     Standard's plain "return" under a state override)
     */
    boolean parse(String input, @Nullable Record base, Record url, int override) {
        preprocess(input, override == 0);
        StringBuilder buffer = new StringBuilder(32);
        boolean atSignSeen = false;
        boolean insideBrackets = false;
        boolean passwordTokenSeen = false;
        int state = override != 0 ? override : SCHEME_START;
        int p = 0;
        int bufferStart = 0;
        boolean startedOver = false;
        // a local copy: the loop reads it on every code point
        int pending = pendingAt;
        while (true) {
            int c = at(p);
            boolean reconsume = false;
            // the authority state reads userinfo and host alike, then reads the host again (or meets '@')
            if (p >= pending && state != AUTHORITY) {
                resolvePending(p, component(state));
                pending = pendingAt;
            }
            switch (state) {
                case SCHEME_START:
                    if (isAlpha(c)) {
                        buffer.append((char) (c | 0x20));
                        state = SCHEME;
                    } else if (override == 0) {
                        state = NO_SCHEME;
                        reconsume = true;
                    } else {
                        return fail("scheme-invalid", p, Component.SCHEME);
                    }
                    break;
                case SCHEME:
                    if (isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.') {
                        buffer.append((char) (c >= 'A' && c <= 'Z' ? c | 0x20 : c));
                    } else if (c == ':') {
                        String scheme = buffer.toString();
                        boolean bufferSpecial = defaultPort(scheme) != NOT_SPECIAL;
                        if (override != 0) {
                            if (url.special() != bufferSpecial) {
                                return true;
                            }
                            if ((url.includesCredentials() || url.port >= 0) && scheme.equals("file")) {
                                return true;
                            }
                            if (url.scheme.equals("file") && url.host != null && url.host.isEmpty()) {
                                return true;
                            }
                        }
                        url.setScheme(scheme);
                        if (override != 0) {
                            if (url.port >= 0 && url.port == defaultPort(scheme)) {
                                url.port = -1;
                            }
                            return true;
                        }
                        buffer.setLength(0);
                        if (scheme.equals("file")) {
                            if (!(remainingStartsWith(p, c, '/') && p + 2 < len && in.charAt(p + 2) == '/')) {
                                error("special-scheme-missing-following-solidus", p + 1, Component.AUTHORITY);
                            }
                            state = FILE;
                        } else if (bufferSpecial && base != null && base.scheme.equals(scheme)) {
                            state = SPECIAL_RELATIVE_OR_AUTHORITY;
                        } else if (bufferSpecial) {
                            state = SPECIAL_AUTHORITY_SLASHES;
                        } else if (remainingStartsWith(p, c, '/')) {
                            state = PATH_OR_AUTHORITY;
                            p++;
                        } else {
                            url.path.setLength(0);
                            url.opaque = true;
                            state = OPAQUE_PATH;
                        }
                    } else if (override == 0 && !startedOver) {
                        buffer.setLength(0);
                        state = NO_SCHEME;
                        p = 0;
                        startedOver = true;
                        reconsume = true;
                    } else {
                        return fail("scheme-invalid", p, Component.SCHEME);
                    }
                    break;
                case NO_SCHEME:
                    if (base == null || base.opaque && c != '#') {
                        return fail("missing-scheme-non-relative-URL", p, Component.SCHEME);
                    } else if (base.opaque) {
                        url.setScheme(base.scheme);
                        url.path.setLength(0);
                        url.path.append(base.path);
                        url.opaque = true;
                        url.query = base.query == null ? null : new StringBuilder(base.query);
                        url.fragment = new StringBuilder();
                        state = FRAGMENT;
                    } else if (!base.scheme.equals("file")) {
                        state = RELATIVE;
                        reconsume = true;
                    } else {
                        state = FILE;
                        reconsume = true;
                    }
                    break;
                case SPECIAL_RELATIVE_OR_AUTHORITY:
                    if (c == '/' && remainingStartsWith(p, c, '/')) {
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                        p++;
                    } else {
                        error("special-scheme-missing-following-solidus", p, Component.AUTHORITY);
                        state = RELATIVE;
                        reconsume = true;
                    }
                    break;
                case PATH_OR_AUTHORITY:
                    if (c == '/') {
                        state = AUTHORITY;
                    } else {
                        state = PATH;
                        reconsume = true;
                    }
                    break;
                case RELATIVE:
                    url.setScheme(base.scheme);
                    if (c == '/') {
                        state = RELATIVE_SLASH;
                    } else if (url.special() && c == '\\') {
                        error("invalid-reverse-solidus", p, Component.AUTHORITY);
                        state = RELATIVE_SLASH;
                    } else {
                        copyAuthority(base, url);
                        url.path.setLength(0);
                        url.path.append(base.path);
                        url.query = base.query == null ? null : new StringBuilder(base.query);
                        if (c == '?') {
                            url.query = new StringBuilder();
                            state = QUERY;
                        } else if (c == '#') {
                            url.fragment = new StringBuilder();
                            state = FRAGMENT;
                        } else if (c != EOF) {
                            url.query = null;
                            shorten(url);
                            state = PATH;
                            reconsume = true;
                        }
                    }
                    break;
                case RELATIVE_SLASH:
                    if (url.special() && (c == '/' || c == '\\')) {
                        if (c == '\\') {
                            error("invalid-reverse-solidus", p, Component.AUTHORITY);
                        }
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                    } else if (c == '/') {
                        state = AUTHORITY;
                    } else {
                        copyAuthority(base, url);
                        state = PATH;
                        reconsume = true;
                    }
                    break;
                case SPECIAL_AUTHORITY_SLASHES:
                    if (c == '/' && remainingStartsWith(p, c, '/')) {
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                        p++;
                    } else {
                        error("special-scheme-missing-following-solidus", p, Component.AUTHORITY);
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                        reconsume = true;
                    }
                    break;
                case SPECIAL_AUTHORITY_IGNORE_SLASHES:
                    if (c != '/' && c != '\\') {
                        state = AUTHORITY;
                        reconsume = true;
                    } else {
                        error("special-scheme-missing-following-solidus", p, Component.AUTHORITY);
                    }
                    break;
                case AUTHORITY:
                    if (buffer.length() == 0) {
                        bufferStart = p;
                    }
                    if (c == '@') {
                        if (p >= pending) {
                            resolvePending(p, Component.USERINFO);
                            pending = pendingAt;
                        }
                        error("invalid-credentials", p, Component.USERINFO);
                        if (atSignSeen) {
                            buffer.insert(0, "%40");
                        }
                        atSignSeen = true;
                        for (int i = 0; i < buffer.length(); ) {
                            int cp = Character.codePointAt(buffer, i);
                            i += Character.charCount(cp);
                            if (cp == ':' && !passwordTokenSeen) {
                                passwordTokenSeen = true;
                                continue;
                            }
                            encode(passwordTokenSeen ? url.password : url.username, cp, USERINFO_SET);
                        }
                        buffer.setLength(0);
                    } else if (c == EOF || c == '/' || c == '?' || c == '#' || url.special() && c == '\\') {
                        if (atSignSeen && buffer.length() == 0) {
                            return fail("host-missing", p, Component.HOST);
                        }
                        p -= buffer.length();
                        buffer.setLength(0);
                        state = HOST;
                        reconsume = true;
                    } else {
                        buffer.appendCodePoint(c);
                    }
                    break;
                case HOST:
                case HOSTNAME:
                    if (buffer.length() == 0) {
                        bufferStart = p;
                    }
                    if (override != 0 && url.scheme.equals("file")) {
                        state = FILE_HOST;
                        reconsume = true;
                    } else if (c == ':' && !insideBrackets) {
                        if (buffer.length() == 0) {
                            return fail("host-missing", p, Component.HOST);
                        }
                        if (override == HOSTNAME) {
                            return fail("host-invalid-code-point", p, Component.HOST);
                        }
                        if (!parseHost(buffer.toString(), !url.special(), url, bufferStart)) {
                            return false;
                        }
                        buffer.setLength(0);
                        state = PORT;
                    } else if (c == EOF || c == '/' || c == '?' || c == '#' || url.special() && c == '\\') {
                        reconsume = true;
                        if (url.special() && buffer.length() == 0) {
                            return fail("host-missing", p, Component.HOST);
                        } else if (override != 0 && buffer.length() == 0
                                && (url.includesCredentials() || url.port >= 0)) {
                            return fail("host-missing", p, Component.HOST);
                        }
                        if (!parseHost(buffer.toString(), !url.special(), url, bufferStart)) {
                            return false;
                        }
                        buffer.setLength(0);
                        state = PATH_START;
                        if (override != 0) {
                            return true;
                        }
                    } else {
                        if (c == '[') {
                            insideBrackets = true;
                        } else if (c == ']') {
                            insideBrackets = false;
                        }
                        buffer.appendCodePoint(c);
                    }
                    break;
                case PORT:
                    if (isDigit(c)) {
                        buffer.append((char) c);
                    } else if (c == EOF || c == '/' || c == '?' || c == '#' || url.special() && c == '\\'
                            || override != 0) {
                        if (buffer.length() > 0) {
                            int port = 0;
                            for (int i = 0; i < buffer.length(); i++) {
                                port = port * 10 + buffer.charAt(i) - '0';
                                if (port > 0xFFFF) {
                                    return fail("port-out-of-range", p - buffer.length(), Component.PORT);
                                }
                            }
                            url.port = port == defaultPort(url.scheme) ? -1 : port;
                            buffer.setLength(0);
                            if (override != 0) {
                                return true;
                            }
                        }
                        if (override != 0) {
                            return fail("port-invalid", p, Component.PORT);
                        }
                        state = PATH_START;
                        reconsume = true;
                    } else {
                        return fail("port-invalid", p, Component.PORT);
                    }
                    break;
                case FILE:
                    url.setScheme("file");
                    url.host = "";
                    url.hostType = HOST_EMPTY;
                    if (c == '/' || c == '\\') {
                        if (c == '\\') {
                            error("invalid-reverse-solidus", p, Component.AUTHORITY);
                        }
                        state = FILE_SLASH;
                    } else if (base != null && base.scheme.equals("file")) {
                        url.host = base.host;
                        url.hostType = base.hostType;
                        url.path.setLength(0);
                        url.path.append(base.path);
                        url.query = base.query == null ? null : new StringBuilder(base.query);
                        if (c == '?') {
                            url.query = new StringBuilder();
                            state = QUERY;
                        } else if (c == '#') {
                            url.fragment = new StringBuilder();
                            state = FRAGMENT;
                        } else if (c != EOF) {
                            url.query = null;
                            if (!startsWithWindowsDriveLetter(p)) {
                                shorten(url);
                            } else {
                                error("file-invalid-Windows-drive-letter", p, Component.PATH);
                                url.path.setLength(0);
                            }
                            state = PATH;
                            reconsume = true;
                        }
                    } else {
                        state = PATH;
                        reconsume = true;
                    }
                    break;
                case FILE_SLASH:
                    if (c == '/' || c == '\\') {
                        if (c == '\\') {
                            error("invalid-reverse-solidus", p, Component.AUTHORITY);
                        }
                        state = FILE_HOST;
                    } else {
                        if (base != null && base.scheme.equals("file")) {
                            url.host = base.host;
                            url.hostType = base.hostType;
                            int first = firstSegmentEnd(base.path);
                            if (!startsWithWindowsDriveLetter(p) && first >= 0
                                    && isNormalizedWindowsDriveLetter(base.path, 1, first)) {
                                url.path.append(base.path, 0, first);
                            }
                        }
                        state = PATH;
                        reconsume = true;
                    }
                    break;
                case FILE_HOST:
                    if (buffer.length() == 0) {
                        bufferStart = p;
                    }
                    if (c == EOF || c == '/' || c == '\\' || c == '?' || c == '#') {
                        reconsume = true;
                        if (override == 0 && isWindowsDriveLetter(buffer, 0, buffer.length())) {
                            error("file-invalid-Windows-drive-letter-host", bufferStart, Component.HOST);
                            state = PATH;
                        } else if (buffer.length() == 0) {
                            url.host = "";
                            url.hostType = HOST_EMPTY;
                            if (override != 0) {
                                return true;
                            }
                            state = PATH_START;
                        } else {
                            if (!parseHost(buffer.toString(), !url.special(), url, bufferStart)) {
                                return false;
                            }
                            if ("localhost".equals(url.host)) {
                                url.host = "";
                                url.hostType = HOST_EMPTY;
                            }
                            if (override != 0) {
                                return true;
                            }
                            buffer.setLength(0);
                            state = PATH_START;
                        }
                    } else {
                        buffer.appendCodePoint(c);
                    }
                    break;
                case PATH_START:
                    if (url.special()) {
                        if (c == '\\') {
                            error("invalid-reverse-solidus", p, Component.PATH);
                        }
                        state = PATH;
                        if (c != '/' && c != '\\') {
                            reconsume = true;
                        }
                    } else if (override == 0 && c == '?') {
                        url.query = new StringBuilder();
                        state = QUERY;
                    } else if (override == 0 && c == '#') {
                        url.fragment = new StringBuilder();
                        state = FRAGMENT;
                    } else if (c != EOF) {
                        state = PATH;
                        if (c != '/') {
                            reconsume = true;
                        }
                    } else if (override != 0 && url.host == null) {
                        url.path.append('/');
                    }
                    break;
                case PATH:
                    if (c == EOF || c == '/' || url.special() && c == '\\' || override == 0 && (c == '?' || c == '#')) {
                        boolean slash = c == '/' || url.special() && c == '\\';
                        if (url.special() && c == '\\') {
                            error("invalid-reverse-solidus", p, Component.PATH);
                        }
                        if (isDoubleDot(buffer)) {
                            shorten(url);
                            if (!slash) {
                                url.path.append('/');
                            }
                        } else if (isSingleDot(buffer)) {
                            if (!slash) {
                                url.path.append('/');
                            }
                        } else {
                            if (url.scheme.equals("file") && url.path.length() == 0
                                    && isWindowsDriveLetter(buffer, 0, buffer.length())) {
                                buffer.setCharAt(1, ':');
                            }
                            url.path.append('/').append(buffer);
                        }
                        buffer.setLength(0);
                        if (c == '?') {
                            url.query = new StringBuilder();
                            state = QUERY;
                        } else if (c == '#') {
                            url.fragment = new StringBuilder();
                            state = FRAGMENT;
                        }
                    } else {
                        checkUrlUnit(c, p, Component.PATH);
                        encode(buffer, c, PATH_SET);
                    }
                    break;
                case OPAQUE_PATH:
                    if (c == '?') {
                        url.query = new StringBuilder();
                        state = QUERY;
                    } else if (c == '#') {
                        url.fragment = new StringBuilder();
                        state = FRAGMENT;
                    } else if (c == ' ') {
                        error("invalid-URL-unit", p, Component.PATH);
                        char next = p + 1 < len ? in.charAt(p + 1) : 0;
                        if (next == '?' || next == '#') {
                            url.path.append("%20");
                        } else {
                            url.path.append(' ');
                        }
                    } else if (c != EOF) {
                        checkUrlUnit(c, p, Component.PATH);
                        encode(url.path, c, C0_CONTROL);
                    }
                    break;
                case QUERY:
                    if (override == 0 && c == '#' || c == EOF) {
                        // UTF-8 is the only encoding here, so the buffer is encoded as it is read
                        if (c == '#') {
                            url.fragment = new StringBuilder();
                            state = FRAGMENT;
                        }
                    } else {
                        checkUrlUnit(c, p, Component.QUERY);
                        encode(url.query, c, url.special() ? SPECIAL_QUERY_SET : QUERY_SET);
                    }
                    break;
                case FRAGMENT:
                    if (c != EOF) {
                        checkUrlUnit(c, p, Component.FRAGMENT);
                        encode(url.fragment, c, FRAGMENT_SET);
                    }
                    break;
                default:
                    throw new AssertionError(state);
            }
            if (reconsume) {
                continue;
            }
            if (c == EOF) {
                return true;
            }
            p += c > 0xFFFF ? 2 : 1;
        }
    }

    private static void copyAuthority(Record base, Record url) {
        url.username.setLength(0);
        url.username.append(base.username);
        url.password.setLength(0);
        url.password.append(base.password);
        url.host = base.host;
        url.hostType = base.hostType;
        url.port = base.port;
    }

    // ---- the host parser ----

    /** Host parses input into url.host/hostType; index is where input starts (for errors). */
    private boolean parseHost(String input, boolean isOpaque, Record url, int index) {
        if (input.startsWith("[")) {
            if (!input.endsWith("]") || input.length() < 2) {
                return fail("IPv6-unclosed", index, Component.HOST);
            }
            int[] address = new int[8];
            if (!parseIpv6(input, 1, input.length() - 1, address, index)) {
                return false;
            }
            url.host = "[" + serializeIpv6(address) + "]";
            url.hostType = HOST_IPV6;
            return true;
        }
        if (isOpaque) {
            return parseOpaqueHost(input, url, index);
        }
        String domain = percentDecodeUtf8(input, index);
        String ascii = domainToAscii(domain, index);
        if (ascii == null) {
            return false;
        }
        if (endsInANumber(ascii)) {
            long v = parseIpv4(ascii, index);
            if (v < 0) {
                return false;
            }
            url.host = serializeIpv4(v);
            url.hostType = HOST_IPV4;
            return true;
        }
        url.host = ascii;
        url.hostType = HOST_DOMAIN;
        return true;
    }

    static boolean isForbiddenHostCodePoint(int c) {
        switch (c) {
            case 0x00: case 0x09: case 0x0A: case 0x0D: case ' ': case '#': case '/': case ':': case '<':
            case '>': case '?': case '@': case '[': case '\\': case ']': case '^': case '|':
                return true;
            default:
                return false;
        }
    }

    static boolean isForbiddenDomainCodePoint(int c) {
        return isForbiddenHostCodePoint(c) || c <= 0x1F || c == '%' || c == 0x7F;
    }

    private boolean parseOpaqueHost(String input, Record url, int index) {
        for (int i = 0; i < input.length(); i++) {
            if (isForbiddenHostCodePoint(input.charAt(i))) {
                return fail("host-invalid-code-point", index + i, Component.HOST);
            }
        }
        StringBuilder out = new StringBuilder(input.length());
        for (int i = 0; i < input.length(); ) {
            int c = input.codePointAt(i);
            if (c == '%' ? !(i + 2 < input.length() && isHex(input.charAt(i + 1)) && isHex(input.charAt(i + 2)))
                    : !isUrlCodePoint(c)) {
                error("invalid-URL-unit", index + i, Component.HOST);
            }
            encode(out, c, C0_CONTROL);
            i += Character.charCount(c);
        }
        url.host = out.toString();
        url.hostType = out.length() == 0 ? HOST_EMPTY : HOST_OPAQUE;
        return true;
    }

    /**
     * Percent-decodes then UTF-8 decodes without BOM ({@link Percent#decodeWhatwg}: the Encoding
     * Standard's decoder, one U+FFFD for each maximal subpart of an ill-formed sequence).
     */
    private String percentDecodeUtf8(String input, int index) {
        int pct = input.indexOf('%');
        if (pct < 0) {
            return input;
        }
        for (int i = pct; i >= 0; i = input.indexOf('%', i + 1)) {
            if (Percent.badTriplet(input, i, input.length()) < 0) {
                error("domain-percent-encoded", index + pct, Component.HOST);
                break;
            }
        }
        return Percent.decodeWhatwg(input, 0, input.length());
    }

    /** Domain to ASCII with beStrict = false; null for failure. */
    private @Nullable String domainToAscii(String domain, int index) {
        boolean ascii = true;
        for (int i = 0; i < domain.length(); i++) {
            if (domain.charAt(i) >= 0x80) {
                ascii = false;
                break;
            }
        }
        String result = ascii ? lowerAscii(domain) : domain;
        // UTS #46 maps A-Z to a-z, so the lower-cased ASCII name has the same verdict and takes
        // Uts46's allocation-free fast path when it is a plain name
        IdnaResult strict = Uts46.strict().toAscii(result);
        if (!strict.isValid()) {
            error("domain-to-ASCII", index, Component.HOST);
        }
        if (!ascii) {
            IdnaResult r = Uts46.whatwg().toAscii(domain);
            if (!r.isValid()) {
                failureType = "domain-to-ASCII";
                failureIndex = original(index);
                failureComponent = Component.HOST;
                if (strict.isValid()) {
                    error("domain-to-ASCII", index, Component.HOST);
                }
                return null;
            }
            result = r.output();
        }
        if (result.isEmpty()) {
            fail("domain-to-ASCII", index, Component.HOST);
            return null;
        }
        for (int i = 0; i < result.length(); i++) {
            if (isForbiddenDomainCodePoint(result.charAt(i))) {
                fail("domain-invalid-code-point", index, Component.HOST);
                return null;
            }
        }
        return result;
    }

    private static String lowerAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                char[] a = s.toCharArray();
                for (int j = i; j < a.length; j++) {
                    if (a[j] >= 'A' && a[j] <= 'Z') {
                        a[j] = (char) (a[j] | 0x20);
                    }
                }
                return new String(a);
            }
        }
        return s;
    }

    /** The Standard's "ends in a number" checker on an ASCII, non-empty string. */
    static boolean endsInANumber(String s) {
        int end = s.length();
        if (end > 0 && s.charAt(end - 1) == '.') {
            end--;
        }
        int start = s.lastIndexOf('.', end - 1) + 1;
        if (start == end) {
            return false;
        }
        boolean digits = true;
        for (int i = start; i < end; i++) {
            if (!isDigit(s.charAt(i))) {
                digits = false;
                break;
            }
        }
        if (digits) {
            return true;
        }
        if (end - start >= 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x') {
            for (int i = start + 2; i < end; i++) {
                if (!isHex(s.charAt(i))) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static final long TOO_BIG = 1L << 40;

    /** The IPv4 parser; -1 for failure. */
    private long parseIpv4(String s, int index) {
        int end = s.length();
        if (s.charAt(end - 1) == '.') {
            error("IPv4-empty-part", index, Component.HOST);
            if (end > 1) {
                end--;
            }
        }
        int parts = 1;
        for (int i = 0; i < end; i++) {
            if (s.charAt(i) == '.') {
                parts++;
            }
        }
        if (parts > 4) {
            fail("IPv4-too-many-parts", index, Component.HOST);
            return -1;
        }
        if (parts < 4) {
            error("IPv4-too-few-parts", index, Component.HOST);
        }
        long[] numbers = new long[parts];
        int n = 0;
        int start = 0;
        boolean outOfRange = false;
        for (int i = 0; i <= end; i++) {
            if (i == end || s.charAt(i) == '.') {
                long v = parseIpv4Number(s, start, i);
                if (v == -1) {
                    fail("IPv4-non-numeric-part", index, Component.HOST);
                    return -1;
                }
                if (v < -1) {
                    error("IPv4-non-decimal-part", index, Component.HOST);
                    v = -v - 2;
                }
                if (v > 255) {
                    outOfRange = true;
                }
                numbers[n++] = v;
                start = i + 1;
            }
        }
        if (outOfRange) {
            error("IPv4-out-of-range-part", index, Component.HOST);
        }
        for (int i = 0; i < n - 1; i++) {
            if (numbers[i] > 255) {
                fail("IPv4-out-of-range-part", index, Component.HOST);
                return -1;
            }
        }
        if (numbers[n - 1] >= 1L << (8 * (5 - n))) {
            fail("IPv4-out-of-range-part", index, Component.HOST);
            return -1;
        }
        long ipv4 = numbers[n - 1];
        for (int i = 0; i < n - 1; i++) {
            ipv4 += numbers[i] << (8 * (3 - i));
        }
        return ipv4;
    }

    /**
     * The IPv4 number parser on s[start, end): -1 = failure; v >= 0 = decimal; -v-2 = value v with
     * the validation error flag (non-decimal). Values are capped at {@link #TOO_BIG}.
     */
    static long parseIpv4Number(String s, int start, int end) {
        if (start == end) {
            return -1;
        }
        boolean flag = false;
        int radix = 10;
        if (end - start >= 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x') {
            flag = true;
            start += 2;
            radix = 16;
        } else if (end - start >= 2 && s.charAt(start) == '0') {
            flag = true;
            start++;
            radix = 8;
        }
        long v = 0;
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            int d = isHex(c) ? hexValue(c) : 99;
            if (d >= radix) {
                return -1;
            }
            v = v * radix + d;
            if (v > TOO_BIG) {
                v = TOO_BIG;
            }
        }
        return flag ? -v - 2 : v;
    }

    static String serializeIpv4(long v) {
        return (v >>> 24 & 0xFF) + "." + (v >>> 16 & 0xFF) + "." + (v >>> 8 & 0xFF) + "." + (v & 0xFF);
    }

    /** The IPv6 parser on s[start, end); errors are reported at index (the host's start) + offset. */
    private boolean parseIpv6(String s, int start, int end, int[] address, int index) {
        int pieceIndex = 0;
        int compress = -1;
        int p = start;
        int base = index - start + 1;
        if (p < end && s.charAt(p) == ':') {
            if (p + 1 >= end || s.charAt(p + 1) != ':') {
                return fail("IPv6-invalid-compression", base + p, Component.HOST);
            }
            p += 2;
            pieceIndex++;
            compress = pieceIndex;
        }
        while (p < end) {
            if (pieceIndex == 8) {
                return fail("IPv6-too-many-pieces", base + p, Component.HOST);
            }
            if (s.charAt(p) == ':') {
                if (compress >= 0) {
                    return fail("IPv6-multiple-compression", base + p, Component.HOST);
                }
                p++;
                pieceIndex++;
                compress = pieceIndex;
                continue;
            }
            int value = 0;
            int length = 0;
            while (length < 4 && p < end && isHex(s.charAt(p))) {
                value = value * 16 + hexValue(s.charAt(p));
                p++;
                length++;
            }
            if (p < end && s.charAt(p) == '.') {
                if (length == 0) {
                    return fail("IPv4-in-IPv6-invalid-code-point", base + p, Component.HOST);
                }
                p -= length;
                if (pieceIndex > 6) {
                    return fail("IPv4-in-IPv6-too-many-pieces", base + p, Component.HOST);
                }
                int numbersSeen = 0;
                while (p < end) {
                    int ipv4Piece = -1;
                    if (numbersSeen > 0) {
                        if (s.charAt(p) == '.' && numbersSeen < 4) {
                            p++;
                        } else {
                            return fail("IPv4-in-IPv6-invalid-code-point", base + p, Component.HOST);
                        }
                    }
                    if (p >= end || !isDigit(s.charAt(p))) {
                        return fail("IPv4-in-IPv6-invalid-code-point", base + p, Component.HOST);
                    }
                    while (p < end && isDigit(s.charAt(p))) {
                        int number = s.charAt(p) - '0';
                        if (ipv4Piece == -1) {
                            ipv4Piece = number;
                        } else if (ipv4Piece == 0) {
                            return fail("IPv4-in-IPv6-invalid-code-point", base + p, Component.HOST);
                        } else {
                            ipv4Piece = ipv4Piece * 10 + number;
                        }
                        if (ipv4Piece > 255) {
                            return fail("IPv4-in-IPv6-out-of-range-part", base + p, Component.HOST);
                        }
                        p++;
                    }
                    address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
                    numbersSeen++;
                    if (numbersSeen == 2 || numbersSeen == 4) {
                        pieceIndex++;
                    }
                }
                if (numbersSeen != 4) {
                    return fail("IPv4-in-IPv6-too-few-parts", base + p, Component.HOST);
                }
                break;
            } else if (p < end && s.charAt(p) == ':') {
                p++;
                if (p >= end) {
                    return fail("IPv6-invalid-code-point", base + p, Component.HOST);
                }
            } else if (p < end) {
                return fail("IPv6-invalid-code-point", base + p, Component.HOST);
            }
            if (length > 1 && value < 1 << (4 * (length - 1))) {
                error("IPv6-piece-leading-zero", base + p - length, Component.HOST);
            }
            address[pieceIndex] = value;
            pieceIndex++;
        }
        if (compress >= 0) {
            int swaps = pieceIndex - compress;
            pieceIndex = 7;
            while (pieceIndex != 0 && swaps > 0) {
                int t = address[pieceIndex];
                address[pieceIndex] = address[compress + swaps - 1];
                address[compress + swaps - 1] = t;
                pieceIndex--;
                swaps--;
            }
        } else if (pieceIndex != 8) {
            return fail("IPv6-too-few-pieces", base + p, Component.HOST);
        }
        return true;
    }

    static String serializeIpv6(int[] address) {
        int longestIndex = -1;
        int longestSize = 1;
        int foundIndex = -1;
        int foundSize = 0;
        for (int i = 0; i < 8; i++) {
            if (address[i] != 0) {
                if (foundSize > longestSize) {
                    longestIndex = foundIndex;
                    longestSize = foundSize;
                }
                foundIndex = -1;
                foundSize = 0;
            } else {
                if (foundIndex < 0) {
                    foundIndex = i;
                }
                foundSize++;
            }
        }
        int compress = foundSize > longestSize ? foundIndex : longestIndex;
        StringBuilder out = new StringBuilder(39);
        boolean ignore0 = false;
        for (int i = 0; i < 8; i++) {
            if (ignore0 && address[i] == 0) {
                continue;
            }
            ignore0 = false;
            if (compress == i) {
                out.append(i == 0 ? "::" : ":");
                ignore0 = true;
                continue;
            }
            out.append(Integer.toHexString(address[i]));
            if (i != 7) {
                out.append(':');
            }
        }
        return out.toString();
    }
}
