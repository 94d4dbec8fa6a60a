package org.urikit.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the places where tests name a path outside the repository, so that a fresh clone with nothing
 * beside it runs every test. It reads every module's {@code src/test} tree (Java sources and XML,
 * properties and YAML configuration; test data such as corpus lines or fuzz inputs is not read) and
 * every {@code pom.xml}, and reports, as {@code path:line: reason}:
 * <ul>
 *   <li>anything naming the data, specs, seeds or guides of the {@code shared} folder beside our
 *       checkouts, in code, comments or configuration;</li>
 *   <li>in Java: a string literal given to {@code Path.of}, {@code Paths.get}, {@code new File},
 *       {@code new FileInputStream}/{@code FileReader}/{@code FileOutputStream}/{@code FileWriter} or
 *       as the default of {@code System.getProperty}, that is an absolute path (only {@code /tmp} is
 *       allowed, for a test's temporary files; prefer {@code @TempDir}) or a relative path that, from
 *       the module's folder (where surefire runs the tests), leaves the repository; and reading the
 *       {@code user.home} system property;</li>
 *   <li>in a pom or test configuration: {@code ${project.basedir}}, {@code ${basedir}},
 *       {@code ${maven.multiModuleProjectDirectory}} or {@code ${session.executionRootDirectory}}
 *       followed by a path that leaves the repository, {@code ${user.home}}, and absolute paths
 *       (except {@code /tmp}).</li>
 * </ul>
 * Paths are judged by their text, never by whether something exists there, so the verdict is the
 * same on every machine.
 */
final class RepositoryPaths {
    /** The folders beside the repository that tests must not read (built so that this file names none). */
    private static final List<String> SHARED = Stream.of("data", "specs", "seeds", "STYLE", "DEPENDENCIES")
            .map(s -> "shared" + "/" + s).toList();
    private static final Set<String> CONFIG_EXTENSIONS = Set.of("xml", "properties", "yml", "yaml");
    private static final Pattern FILE_CALL = Pattern.compile(
            "(Path\\.of|Paths\\.get|new\\s+File|new\\s+FileInputStream|new\\s+FileReader|new\\s+FileOutputStream"
                    + "|new\\s+FileWriter|getProperty)\\s*\\(([^;{]*)");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern MAVEN_DIR = Pattern.compile(
            "\\$\\{(project\\.basedir|basedir|maven\\.multiModuleProjectDirectory|session\\.executionRootDirectory"
                    + "|user\\.home)}([^<\\s\"]*)");
    private static final Pattern ABSOLUTE_VALUE = Pattern.compile("[>=]\\s*((?:/|[A-Za-z]:[\\\\/]|~/)[^<\\s\"]*)");

    private RepositoryPaths() {
    }

    /**
     * The findings in a repository.
     *
     * @param root the repository's root folder
     * @return one line per finding, {@code path:line: reason}, in file order
     * @throws IOException if a file cannot be read
     */
    static List<String> findings(Path root) throws IOException {
        Path r = root.toAbsolutePath().normalize();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(r)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(p -> !excluded(r.relativize(p)))
                    .filter(p -> isPom(p) || testDir(r.relativize(p)) >= 0 && scanned(p))
                    .sorted()
                    .toList();
        }
        List<String> out = new ArrayList<>();
        for (Path f : files) {
            scan(r, f, out);
        }
        return out;
    }

    private static boolean excluded(Path rel) {
        for (Path part : rel) {
            String s = part.toString();
            if (s.equals("target") || s.equals(".git") || s.equals("node_modules")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isPom(Path p) {
        return p.getFileName().toString().equals("pom.xml");
    }

    /** The index of the {@code src} of a {@code src/test} in the relative path, or -1. */
    private static int testDir(Path rel) {
        for (int i = 0; i + 1 < rel.getNameCount(); i++) {
            if (rel.getName(i).toString().equals("src") && rel.getName(i + 1).toString().equals("test")) {
                return i;
            }
        }
        return -1;
    }

    private static String extension(Path p) {
        String name = p.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    private static boolean scanned(Path p) {
        String ext = extension(p);
        return ext.equals("java") || CONFIG_EXTENSIONS.contains(ext);
    }

    private static void scan(Path root, Path file, List<String> out) throws IOException {
        Path rel = root.relativize(file);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        // the folder the path is relative to: a pom's folder, or the module's (surefire's working directory)
        int src = testDir(rel);
        Path base = isPom(file) || src < 0 ? file.getParent() : src == 0 ? root : root.resolve(rel.subpath(0, src));
        for (String shared : SHARED) {
            for (int i = text.indexOf(shared); i >= 0; i = text.indexOf(shared, i + 1)) {
                out.add(at(rel, text, i) + "names " + shared + " beside the repository");
            }
        }
        if (extension(file).equals("java")) {
            scanJava(root, base, rel, text, out);
        } else {
            scanConfig(root, base, rel, text, out);
        }
    }

    private static void scanJava(Path root, Path base, Path rel, String text, List<String> out) {
        Matcher call = FILE_CALL.matcher(text);
        // after each call, look again right after its name: a call may hold another (a getProperty default)
        for (int from = 0; call.find(from); from = call.end(1)) {
            boolean property = call.group(1).equals("getProperty");
            List<String> literals = new ArrayList<>();
            Matcher lit = LITERAL.matcher(call.group(2));
            while (lit.find()) {
                literals.add(lit.group(1).replace("\\\\", "\\"));
            }
            if (property) {
                if (!literals.isEmpty() && literals.get(0).equals("user.home")) {
                    out.add(at(rel, text, call.start()) + "reads user.home, outside the repository");
                }
                literals = literals.size() > 1 ? literals.subList(1, 2) : List.of();
            }
            if (literals.isEmpty()) {
                continue;
            }
            String path = String.join("/", literals);
            String why = outside(root, base, path);
            if (why != null) {
                out.add(at(rel, text, call.start()) + "\"" + path + "\" " + why);
            }
        }
    }

    private static void scanConfig(Path root, Path base, Path rel, String text, List<String> out) {
        Matcher dir = MAVEN_DIR.matcher(text);
        while (dir.find()) {
            String property = dir.group(1);
            if (property.equals("user.home")) {
                out.add(at(rel, text, dir.start()) + "${user.home} is outside the repository");
                continue;
            }
            Path from = property.endsWith("basedir") ? base : root;
            String rest = dir.group(2);
            String path = rest.startsWith("/") ? rest.substring(1) : rest;
            String why = outside(root, from, path);
            if (why != null) {
                out.add(at(rel, text, dir.start()) + "${" + property + "}" + rest + " " + why);
            }
        }
        Matcher abs = ABSOLUTE_VALUE.matcher(text);
        while (abs.find()) {
            String why = outside(root, base, abs.group(1));
            if (why != null) {
                out.add(at(rel, text, abs.start(1)) + "\"" + abs.group(1) + "\" " + why);
            }
        }
    }

    /** Why a path names something outside the repository, or null if it stays inside. */
    static String outside(Path root, Path base, String path) {
        if (path.startsWith("/") || path.startsWith("\\") || path.startsWith("~") || path.matches("[A-Za-z]:[\\\\/].*")) {
            String unix = path.replace('\\', '/');
            if (unix.equals("/tmp") || unix.startsWith("/tmp/")) {
                return null;
            }
            return "is an absolute path (only /tmp is allowed, for temporary files)";
        }
        Path resolved;
        try {
            resolved = base.resolve(path.replace('\\', '/')).normalize();
        } catch (InvalidPathException e) {
            return null; // not a file name on this system, so no file outside the repository either
        }
        return resolved.startsWith(root) ? null : "leaves the repository (resolves to " + root.relativize(resolved) + ")";
    }

    private static String at(Path rel, String text, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return rel.toString().replace('\\', '/') + ":" + line + ": ";
    }
}
