package org.urikit.build;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Finds the broken links of Markdown files as GitHub renders them, without the network:
 * <ul>
 *   <li>every inline link and image ({@code [text](target)}, {@code ![alt](target "title")}) and
 *       every reference definition ({@code [label]: target}), outside fenced code blocks, code spans
 *       and HTML comments;</li>
 *   <li>a relative target must name an existing file or folder, resolved from the folder of the
 *       Markdown file (so {@code docs/X.md} written inside {@code docs/} is {@code docs/docs/X.md});
 *       a target starting with {@code /} is resolved from the repository root;</li>
 *   <li>a fragment ({@code #anchor}, alone or after a Markdown file) must be the anchor of one of the
 *       target's headings by GitHub's rules ({@link #slug(String)}, with {@code -1}, {@code -2} for
 *       repeated headings) or the {@code id} or {@code name} of an HTML element in it;</li>
 *   <li>external targets ({@code http:}, {@code https:}, {@code mailto:} and any other scheme) are
 *       not fetched and not judged.</li>
 * </ul>
 * Each finding is {@code path:line: reason}, the path relative to the root.
 */
final class MarkdownLinks {
    private final Path root;
    private final Map<Path, Set<String>> anchors = new HashMap<>();

    private MarkdownLinks(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /**
     * The broken links of some Markdown files.
     *
     * @param root the repository's root folder: findings name paths relative to it, and no target may leave it
     * @param files the Markdown files to read
     * @return one line per broken link, {@code path:line: reason}, in the order of the files and lines
     * @throws IOException if a file cannot be read
     */
    static List<String> findings(Path root, List<Path> files) throws IOException {
        MarkdownLinks check = new MarkdownLinks(root);
        List<String> out = new ArrayList<>();
        for (Path file : files) {
            Path f = file.toAbsolutePath().normalize();
            for (Link link : links(Files.readString(f, StandardCharsets.UTF_8))) {
                String why = check.broken(f, link.target());
                if (why != null) {
                    out.add(check.root.relativize(f).toString().replace('\\', '/') + ":" + link.line() + ": ("
                            + link.target() + ") " + why);
                }
            }
        }
        return out;
    }

    /** A link target and the line it is on (from 1). */
    record Link(int line, String target) {
    }

    /** Why the target, in a link of {@code from}, is broken, or null if it is not. */
    private String broken(Path from, String target) throws IOException {
        if (target.isEmpty()) {
            return "is empty";
        }
        if (hasScheme(target)) {
            return null;
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String fragment = hash < 0 ? null : target.substring(hash + 1);
        int query = path.indexOf('?');
        if (query >= 0) {
            path = path.substring(0, query);
        }
        Path file = from;
        if (!path.isEmpty()) {
            String decoded = URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
            try {
                file = (decoded.startsWith("/") ? root.resolve(decoded.substring(1)) : from.getParent().resolve(decoded))
                        .normalize();
            } catch (InvalidPathException e) {
                return "is not a file name";
            }
            if (!file.startsWith(root)) {
                return "leaves the repository";
            }
            if (!Files.exists(file)) {
                return "does not exist (resolves to " + root.relativize(file).toString().replace('\\', '/') + ")";
            }
        }
        if (fragment == null || !file.getFileName().toString().endsWith(".md") || Files.isDirectory(file)) {
            return null;
        }
        String anchor = URLDecoder.decode(fragment.replace("+", "%2B"), StandardCharsets.UTF_8);
        if (anchor.isEmpty() || anchorsOf(file).contains(anchor)) {
            return null;
        }
        return "names no heading or anchor of " + root.relativize(file).toString().replace('\\', '/');
    }

    /** Whether the target starts with a URI scheme ({@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"}). */
    private static boolean hasScheme(String target) {
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c == ':') {
                return i > 0;
            }
            boolean alpha = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
            if (!(alpha || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'))) {
                return false;
            }
        }
        return false;
    }

    private Set<String> anchorsOf(Path file) throws IOException {
        Set<String> known = anchors.get(file);
        if (known == null) {
            known = anchors(Files.readString(file, StandardCharsets.UTF_8));
            anchors.put(file, known);
        }
        return known;
    }

    /** The anchors of a Markdown text: its headings' slugs (repeated ones numbered) and HTML ids and names. */
    static Set<String> anchors(String markdown) {
        Set<String> out = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Line line : lines(markdown)) {
            String t = line.text();
            collectHtmlIds(t, out);
            String heading = heading(t);
            if (heading != null) {
                String slug = slug(heading);
                int n = seen.merge(slug, 1, Integer::sum) - 1;
                out.add(n == 0 ? slug : slug + "-" + n);
            }
        }
        return out;
    }

    /** The text of an ATX heading ({@code # Title}, up to six {@code #}, at most three spaces before), or null. */
    static String heading(String line) {
        int i = 0;
        while (i < line.length() && i < 3 && line.charAt(i) == ' ') {
            i++;
        }
        int hashes = 0;
        while (i + hashes < line.length() && line.charAt(i + hashes) == '#') {
            hashes++;
        }
        if (hashes == 0 || hashes > 6) {
            return null;
        }
        int start = i + hashes;
        if (start < line.length() && line.charAt(start) != ' ' && line.charAt(start) != '\t') {
            return null;
        }
        String text = line.substring(start).strip();
        // a closing sequence of '#' preceded by a space is not part of the heading
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '#') {
            end--;
        }
        if (end < text.length() && (end == 0 || text.charAt(end - 1) == ' ')) {
            text = text.substring(0, end).strip();
        }
        return text;
    }

    /**
     * GitHub's anchor for a heading: its rendered text (code spans without their backticks, links as
     * their text, emphasis markers and HTML tags dropped) in lower case, with every character that is
     * not a letter, a digit, a mark, {@code '_'}, {@code '-'} or a space removed, and each space
     * turned into {@code '-'}.
     */
    static String slug(String heading) {
        String text = rendered(heading).toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            int type = Character.getType(cp);
            if (cp == ' ') {
                out.append('-');
            } else if (cp == '-' || cp == '_' || Character.isLetterOrDigit(cp) || type == Character.NON_SPACING_MARK
                    || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK) {
                out.appendCodePoint(cp);
            }
        }
        return out.toString();
    }

    /** The text of inline Markdown as it renders: code spans kept verbatim, other markup removed. */
    private static String rendered(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '`') {
                int run = run(s, i, '`');
                int close = closingRun(s, i + run, run);
                if (close >= 0) {
                    out.append(s, i + run, close);
                    i = close + run;
                    continue;
                }
                out.append(s, i, i + run);
                i += run;
            } else if (c == '\\' && i + 1 < s.length() && isPunctuation(s.charAt(i + 1))) {
                out.append(s.charAt(i + 1));
                i += 2;
            } else if (c == '<') {
                int close = s.indexOf('>', i);
                if (close < 0) {
                    out.append(c);
                    i++;
                } else {
                    i = close + 1; // an HTML tag or an autolink: GitHub drops tags
                }
            } else if (c == '*' || c == '[' || c == ']') {
                i++;
            } else if (c == '(' && i > 0 && s.charAt(i - 1) == ']') {
                int close = s.indexOf(')', i); // a link's destination is not rendered
                i = close < 0 ? i + 1 : close + 1;
            } else if (c == '_' && (i == 0 || i + 1 == s.length() || !Character.isLetterOrDigit(s.charAt(i - 1))
                    || !Character.isLetterOrDigit(s.charAt(i + 1)))) {
                i++; // emphasis; an underscore inside a word stays
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static boolean isPunctuation(char c) {
        return c < 128 && !Character.isLetterOrDigit(c) && c > ' ' && c != 127;
    }

    private static void collectHtmlIds(String line, Set<String> out) {
        for (String attr : List.of(" id=\"", " name=\"")) {
            for (int i = line.indexOf(attr); i >= 0; i = line.indexOf(attr, i + 1)) {
                int open = line.lastIndexOf('<', i);
                int end = line.indexOf('"', i + attr.length());
                if (open >= 0 && line.indexOf('>', open) > i && end > 0) {
                    out.add(line.substring(i + attr.length(), end));
                }
            }
        }
    }

    /** A line of Markdown outside fenced code and HTML comments, with code spans still in it. */
    record Line(int number, String text) {
    }

    /**
     * The lines that Markdown reads as text: not inside a fenced code block (a line of three or more
     * {@code `} or {@code ~} up to the closing fence of the same character and at least the same
     * length) and with HTML comments ({@code <!-- ... -->}, also over several lines) removed.
     */
    static List<Line> lines(String markdown) {
        List<Line> out = new ArrayList<>();
        String[] all = markdown.split("\n", -1);
        char fence = 0;
        int fenceLength = 0;
        boolean comment = false;
        for (int n = 0; n < all.length; n++) {
            String line = all[n];
            String trimmed = line.stripLeading();
            if (fence != 0) {
                if (run(trimmed, 0, fence) >= fenceLength && trimmed.strip().length() == run(trimmed, 0, fence)) {
                    fence = 0;
                }
                continue;
            }
            if (!comment && line.length() - trimmed.length() < 4 && !trimmed.isEmpty()
                    && (trimmed.charAt(0) == '`' || trimmed.charAt(0) == '~') && run(trimmed, 0, trimmed.charAt(0)) >= 3) {
                fence = trimmed.charAt(0);
                fenceLength = run(trimmed, 0, fence);
                continue;
            }
            StringBuilder text = new StringBuilder();
            int i = 0;
            while (i < line.length()) {
                if (comment) {
                    int end = line.indexOf("-->", i);
                    if (end < 0) {
                        i = line.length();
                    } else {
                        comment = false;
                        i = end + 3;
                    }
                } else {
                    int start = line.indexOf("<!--", i);
                    if (start < 0) {
                        text.append(line, i, line.length());
                        i = line.length();
                    } else {
                        text.append(line, i, start);
                        comment = true;
                        i = start + 4;
                    }
                }
            }
            out.add(new Line(n + 1, text.toString()));
        }
        return out;
    }

    /** Every link target of a Markdown text, in order. */
    static List<Link> links(String markdown) {
        List<Link> out = new ArrayList<>();
        for (Line line : lines(markdown)) {
            String s = line.text();
            String definition = definition(s);
            if (definition != null) {
                out.add(new Link(line.number(), definition));
                continue;
            }
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '\\') {
                    i += 2;
                } else if (c == '`') {
                    int run = run(s, i, '`');
                    int close = closingRun(s, i + run, run);
                    i = close < 0 ? i + run : close + run;
                } else if (c == '[') {
                    int close = closingBracket(s, i);
                    if (close >= 0 && close + 1 < s.length() && s.charAt(close + 1) == '(') {
                        int end = destinationEnd(s, close + 2);
                        if (end >= 0) {
                            out.add(new Link(line.number(), destination(s.substring(close + 2, end))));
                            i = end + 1;
                            continue;
                        }
                    }
                    i++; // the link text may hold a link (an image in a link): read it too
                } else {
                    i++;
                }
            }
        }
        return out;
    }

    /** The target of a reference definition ({@code [label]: target}), or null. */
    private static String definition(String line) {
        int i = 0;
        while (i < line.length() && i < 3 && line.charAt(i) == ' ') {
            i++;
        }
        if (i >= line.length() || line.charAt(i) != '[' || i + 1 < line.length() && line.charAt(i + 1) == '^') {
            return null;
        }
        int close = closingBracket(line, i);
        if (close < 0 || close + 1 >= line.length() || line.charAt(close + 1) != ':') {
            return null;
        }
        String rest = line.substring(close + 2).strip();
        if (rest.isEmpty()) {
            return null;
        }
        int space = rest.indexOf(' ');
        return destination(space < 0 ? rest : rest.substring(0, space));
    }

    /** The destination in the parentheses of an inline link, without its title and angle brackets. */
    private static String destination(String inside) {
        String s = inside.strip();
        if (s.startsWith("<")) {
            int close = s.indexOf('>');
            return close < 0 ? s : s.substring(1, close);
        }
        int space = 0;
        while (space < s.length() && !Character.isWhitespace(s.charAt(space))) {
            space++;
        }
        return s.substring(0, space);
    }

    /** The index of the ')' that ends the destination and title starting at {@code from}, or -1. */
    private static int destinationEnd(String s, int from) {
        int depth = 0;
        boolean angle = false;
        boolean quoted = false;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                i++;
            } else if (quoted) {
                quoted = c != '"';
            } else if (angle) {
                angle = c != '>';
            } else if (c == '<' && i == from) {
                angle = true;
            } else if (c == '"') {
                quoted = true;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    return i;
                }
                depth--;
            }
        }
        return -1;
    }

    /** The index of the ']' that closes the '[' at {@code open} (nested brackets and code spans skipped), or -1. */
    private static int closingBracket(String s, int open) {
        int depth = 0;
        for (int i = open + 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '`') {
                int run = run(s, i, '`');
                int close = closingRun(s, i + run, run);
                i = (close < 0 ? i + run : close + run) - 1;
            } else if (c == '[') {
                depth++;
            } else if (c == ']') {
                if (depth == 0) {
                    return i;
                }
                depth--;
            }
        }
        return -1;
    }

    /** How many {@code c} start at {@code i}. */
    private static int run(String s, int i, char c) {
        int n = 0;
        while (i + n < s.length() && s.charAt(i + n) == c) {
            n++;
        }
        return n;
    }

    /** The start of the next run of exactly {@code length} backticks from {@code from}, or -1. */
    private static int closingRun(String s, int from, int length) {
        int i = from;
        while (i < s.length()) {
            if (s.charAt(i) == '`') {
                int run = run(s, i, '`');
                if (run == length) {
                    return i;
                }
                i += run;
            } else {
                i++;
            }
        }
        return -1;
    }
}
