package org.urikit.scheme;

import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.Uri;

/**
 * {@code tel} (RFC 3966 §3):
 * <pre>
 * telephone-uri        = "tel:" telephone-subscriber
 * telephone-subscriber = global-number / local-number
 * global-number        = global-number-digits *par
 * local-number         = local-number-digits *par context *par
 * par                  = parameter / extension / isdn-subaddress
 * isdn-subaddress      = ";isub=" 1*uric
 * extension            = ";ext=" 1*phonedigit
 * context              = ";phone-context=" descriptor
 * descriptor           = domainname / global-number-digits
 * global-number-digits = "+" *phonedigit DIGIT *phonedigit
 * local-number-digits  = *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex
 * domainname           = *( domainlabel "." ) toplabel [ "." ]
 * parameter            = ";" pname ["=" pvalue ]
 * pname                = 1*( alphanum / "-" )
 * pvalue               = 1*paramchar
 * phonedigit           = DIGIT / [ visual-separator ]
 * phonedigit-hex       = HEXDIG / "*" / "#" / [ visual-separator ]
 * visual-separator     = "-" / "." / "(" / ")"
 * </pre>
 * and, after the grammar (§3): the {@code isdn-subaddress} or the {@code extension} comes first,
 * then the {@code phone-context}, then the other parameters in lexicographical order, each name
 * at most once; a local number has a {@code phone-context} (§5.1.5). Parameter names are read
 * without regard to case. Percent-encoded octets stand for their characters ({@code "#"} is
 * written {@code %23} in a URI). No authority, no query.
 */
final class TelRule extends BuiltInRule {
    private static final String GLOBAL = "RFC 3966 §3: a global number is \"+\" and digits (at least one) with "
            + "visual separators \"-\", \".\", \"(\", \")\"";
    private static final String LOCAL = "RFC 3966 §3: a local number is hex digits, \"*\" and \"#\" (at least one) "
            + "with visual separators \"-\", \".\", \"(\", \")\"";
    private static final String ORDER = "RFC 3966 §3: isub or ext comes first, then phone-context, then the other "
            + "parameters in lexicographical order, each once";

    /** The ranks of parameters in their required order. */
    private static final int SUBADDRESS_OR_EXTENSION = 0;
    private static final int CONTEXT = 1;
    private static final int OTHER = 2;

    TelRule() {
        super("tel", -1, false);
    }

    @Override
    void check(Uri uri, String text, Found found) {
        if (forbidAuthority(uri, found, "tel.authority", "RFC 3966 §3: a tel URI has no authority")) {
            return;
        }
        checkSubscriber(text, uri.start(Component.PATH), uri.end(Component.PATH), found);
        forbidQuery(uri, found, "tel.query", "RFC 3966 §3: a tel URI has no query");
    }

    /** Checks {@code telephone-subscriber} over the path {@code [start, end)}. */
    private static void checkSubscriber(String text, int start, int end, Found found) {
        boolean global = start < end && octetAt(text, start) == '+';
        int i = global ? globalDigits(text, start, end) : localDigits(text, start, end);
        if (i < 0 || i < end && text.charAt(i) != ';') {
            int at = i < 0 ? -i - 1 : i;
            found.add(at == end ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER, at, Component.PATH,
                    global ? "tel.global" : "tel.local", global ? GLOBAL : LOCAL);
            return;
        }
        boolean context = false;
        int rank = -1;
        int lastName = -1; // the name of the last other parameter
        int lastNameEnd = -1;
        while (i < end) { // at ';'
            int name = i + 1;
            int nameEnd = name;
            while (nameEnd < end && (isAlphaNum(text.charAt(nameEnd)) || text.charAt(nameEnd) == '-')) {
                nameEnd++;
            }
            if (nameEnd == name || nameEnd < end && text.charAt(nameEnd) != '=' && text.charAt(nameEnd) != ';') {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, nameEnd, Component.PATH, "tel.pname",
                        "RFC 3966 §3: a parameter name is letters, digits and \"-\"");
                return;
            }
            int valueStart = nameEnd < end && text.charAt(nameEnd) == '=' ? nameEnd + 1 : -1;
            int valueEnd = valueStart < 0 ? nameEnd : valueEnd(text, valueStart, end);
            int r = nameIs(text, name, nameEnd, "isub") || nameIs(text, name, nameEnd, "ext") ? SUBADDRESS_OR_EXTENSION
                    : nameIs(text, name, nameEnd, "phone-context") ? CONTEXT : OTHER;
            if (r < rank || r == rank && r != OTHER
                    || r == OTHER && rank == OTHER && compareIgnoreCase(text, lastName, lastNameEnd, name, nameEnd) >= 0) {
                found.add(ErrorKind.UNEXPECTED_CHARACTER, name, Component.PATH, "tel.order", ORDER);
                return;
            }
            rank = r;
            lastName = name;
            lastNameEnd = nameEnd;
            int bad = r == OTHER && valueStart < 0 ? -1 : value(text, name, nameEnd, valueStart, valueEnd);
            if (bad >= 0) {
                found.add(bad == end ? ErrorKind.UNEXPECTED_END : ErrorKind.UNEXPECTED_CHARACTER, bad, Component.PATH,
                        "tel.pvalue", "RFC 3966 §3: isub, ext and phone-context have a value (ext: digits; "
                                + "phone-context: a domain name or \"+\" and digits); a parameter value has no "
                                + "\",\", \"=\" or \"@\"");
                return;
            }
            if (r == CONTEXT) {
                if (global) {
                    found.add(ErrorKind.UNEXPECTED_CHARACTER, name, Component.PATH, "tel.globalContext",
                            "RFC 3966 §3: a global number has no phone-context");
                    return;
                }
                context = true;
            }
            i = valueEnd;
        }
        if (!global && !context) {
            found.add(ErrorKind.MISSING_COMPONENT, end, Component.PATH, "tel.context",
                    "RFC 3966 §5.1.5: a local number has a phone-context parameter");
        }
    }

    private static boolean nameIs(String text, int name, int nameEnd, String lower) {
        return nameEnd - name == lower.length() && regionIs(text, name, nameEnd, lower);
    }

    private static int valueEnd(String text, int i, int end) {
        while (i < end && text.charAt(i) != ';') {
            i++;
        }
        return i;
    }

    private static boolean isVisualSeparator(int c) {
        return c == '-' || c == '.' || c == '(' || c == ')';
    }

    /** Reads {@code global-number-digits} from the {@code '+'} at {@code s}; returns where it stops or {@code -(index + 1)}. */
    private static int globalDigits(String text, int s, int end) {
        int i = s + widthAt(text, s);
        boolean digit = false;
        while (i < end && text.charAt(i) != ';') {
            int c = octetAt(text, i);
            if (isDigit(c)) {
                digit = true;
            } else if (!isVisualSeparator(c)) {
                return -(i + 1);
            }
            i += widthAt(text, i);
        }
        return digit ? i : -(i + 1);
    }

    /** Reads {@code local-number-digits} from {@code s}; returns where it stops or {@code -(index + 1)}. */
    private static int localDigits(String text, int s, int end) {
        int i = s;
        boolean digit = false;
        while (i < end && text.charAt(i) != ';') {
            int c = octetAt(text, i);
            if (isHexDigit(c) || c == '*' || c == '#') {
                digit = true;
            } else if (!isVisualSeparator(c)) {
                return -(i + 1);
            }
            i += widthAt(text, i);
        }
        return digit ? i : -(i + 1);
    }

    /**
     * Checks a parameter's value {@code [v, vEnd)} ({@code v} is -1 without {@code '='}); returns
     * the index of the offending character, or -1.
     */
    private static int value(String text, int name, int nameEnd, int v, int vEnd) {
        if (v < 0 || v == vEnd) {
            return v < 0 ? nameEnd : v; // isub, ext and phone-context have a value; pvalue = 1*paramchar
        }
        if (nameIs(text, name, nameEnd, "isub")) {
            return -1; // 1*uric: every character a URI path holds, but ';' which ends it
        }
        if (nameIs(text, name, nameEnd, "ext")) {
            for (int i = v; i < vEnd; i += widthAt(text, i)) {
                int c = octetAt(text, i);
                if (!isDigit(c) && !isVisualSeparator(c)) {
                    return i;
                }
            }
            return -1;
        }
        if (nameIs(text, name, nameEnd, "phone-context")) {
            if (octetAt(text, v) == '+') {
                int stop = globalDigits(text, v, vEnd);
                return stop < 0 ? -stop - 1 : -1;
            }
            return domainName(text, v, vEnd);
        }
        for (int i = v; i < vEnd; i++) {
            char c = text.charAt(i);
            // paramchar = param-unreserved / unreserved / pct-encoded: of a path's characters, not these
            if (c == ',' || c == '=' || c == '@') {
                return i;
            }
        }
        return -1;
    }

    /**
     * Checks {@code domainname = *( domainlabel "." ) toplabel [ "." ]}: labels of letters, digits
     * and inner hyphens, the last one starting with a letter. Returns the index of the offending
     * character, or -1.
     */
    private static int domainName(String text, int s, int end) {
        int label = s;
        int last = end; // the end of the last label: without a final '.'
        if (end > s && text.charAt(end - 1) == '.') {
            last = end - 1;
        }
        for (int i = s; i <= last; i++) {
            char c = i < last ? text.charAt(i) : '.';
            if (c == '.') {
                if (i == label || text.charAt(i - 1) == '-') {
                    return i == label ? i : i - 1;
                }
                if (i == last && !isAlpha(text.charAt(label))) {
                    return label; // toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum
                }
                label = i + 1;
            } else if (c == '-' ? i == label : !isAlphaNum(c)) {
                return i;
            }
        }
        return -1;
    }

    /** Compares two regions of {@code text} ignoring ASCII case (names are ASCII letters, digits and '-'). */
    private static int compareIgnoreCase(String text, int a, int aEnd, int b, int bEnd) {
        for (; a < aEnd && b < bEnd; a++, b++) {
            int d = lower(text.charAt(a)) - lower(text.charAt(b));
            if (d != 0) {
                return d;
            }
        }
        return (aEnd - a) - (bEnd - b);
    }

    private static int lower(char c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }
}
