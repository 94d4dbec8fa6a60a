package org.urikit.idna;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Turns the UTS #46 mapping table {@code IdnaMappingTable-18.0.0.txt}, Unicode's
 * {@code DerivedJoiningType-18.0.0.txt} (Joining_Type C, D, L, R, T) and
 * {@code Viramas-18.0.0.txt} (Canonical_Combining_Class = Virama, derived by
 * {@code tools/idna/derive_viramas.mjs}), all under
 * {@code uri-core/src/test/resources/org/urikit/idna/}, into the compact Java source
 * {@code uri-core/src/main/java/org/urikit/internal/IdnaData.java}.
 *
 * <p>Run from the repository root when a source file changes:
 * {@code mvn -q -pl uri-core test-compile exec:java} is not set up; instead
 * {@code java -cp uri-core/target/test-classes org.urikit.idna.IdnaTableGenerator uri-core}.
 * {@code IdnaTableTest} regenerates the source and fails when the committed file differs.
 *
 * <p>Encoding (read by {@code org.urikit.internal.IdnaTable}):
 * <ul>
 * <li>{@code RANGES}: two chars per range, the high and low 16 bits of its first code point; the
 *     ranges cover U+0000..U+10FFFF in order and adjacent ranges differ in value.</li>
 * <li>{@code VALUES}: two chars per range, the high and low 16 bits of
 *     {@code status | length << 3 | offset << 8}, where the mapping (or deviation mapping) is
 *     {@code MAPPINGS.substring(offset, offset + length)}.</li>
 * <li>{@code VIRAMAS} and {@code JOINING_TYPES}: five chars per range: first (two chars), last (two
 *     chars), the property letter ({@code V} for Canonical_Combining_Class=Virama, else the
 *     Joining_Type).</li>
 * </ul>
 * Statuses: 0 valid, 1 ignored, 2 mapped, 3 deviation, 4 disallowed. Since UTS #46 revision 33
 * (Unicode 16.0) the table has no {@code disallowed_STD3_valid} and {@code disallowed_STD3_mapped}:
 * UseSTD3ASCIIRules is a check of the ASCII code points of each label after mapping (error U1),
 * which {@link Uts46} does. A table that still has them (15.1 and earlier) is refused.
 */
public final class IdnaTableGenerator {

    static final String MAPPING_TABLE = "IdnaMappingTable-18.0.0.txt";
    static final String JOINING_TYPES = "DerivedJoiningType-18.0.0.txt";
    static final String VIRAMAS = "Viramas-18.0.0.txt";
    static final String TARGET = "src/main/java/org/urikit/internal/IdnaData.java";

    static final int VALID = 0, IGNORED = 1, MAPPED = 2, DEVIATION = 3, DISALLOWED = 4;

    private IdnaTableGenerator() {
    }

    /** One line of IdnaMappingTable.txt. */
    record Entry(int first, int last, int status, String mapping) {
    }

    /** One range of Viramas-18.0.0.txt ({@code V}) or DerivedJoiningType-18.0.0.txt (the Joining_Type). */
    record Property(int first, int last, char value) {
    }

    /**
     * Writes {@code <moduleDir>/src/main/java/org/urikit/internal/IdnaData.java}.
     *
     * @param args the uri-core module directory (default {@code uri-core})
     * @throws IOException when the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path module = Path.of(args.length > 0 ? args[0] : "uri-core");
        Files.writeString(module.resolve(TARGET), generate(), StandardCharsets.UTF_8);
    }

    static List<String> lines(String resource) {
        try (InputStream in = Objects.requireNonNull(
                IdnaTableGenerator.class.getResourceAsStream(resource), resource);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<String> out = new ArrayList<>();
            for (String line; (line = r.readLine()) != null; ) {
                out.add(line);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The mapping table's entries, in file order. */
    static List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        for (String line : lines(MAPPING_TABLE)) {
            int hash = line.indexOf('#');
            String data = (hash < 0 ? line : line.substring(0, hash)).trim();
            if (data.isEmpty()) {
                continue;
            }
            String[] f = data.split(";", -1);
            String[] cps = f[0].trim().split("\\.\\.");
            int first = Integer.parseInt(cps[0], 16);
            int last = cps.length > 1 ? Integer.parseInt(cps[1], 16) : first;
            String mapping = f.length > 2 ? codePoints(f[2].trim()) : "";
            int status;
            switch (f[1].trim()) {
                case "valid":
                    status = VALID;
                    break;
                case "ignored":
                    status = IGNORED;
                    break;
                case "mapped":
                    status = MAPPED;
                    break;
                case "deviation":
                    status = DEVIATION;
                    break;
                case "disallowed":
                    status = DISALLOWED;
                    break;
                default: // disallowed_STD3_*: a table older than Unicode 16.0
                    throw new IllegalStateException("unknown status in: " + line);
            }
            if (status != MAPPED && status != DEVIATION) {
                mapping = "";
            }
            out.add(new Entry(first, last, status, mapping));
        }
        return out;
    }

    /**
     * The Unicode version of the mapping table, from its {@code # Version: } header line.
     *
     * @return the version, such as {@code 18.0.0}
     */
    static String version() {
        for (String line : lines(MAPPING_TABLE)) {
            if (line.startsWith("# Version: ")) {
                return line.substring("# Version: ".length()).trim();
            }
        }
        throw new IllegalStateException("no version line in " + MAPPING_TABLE);
    }

    /** The viramas ({@code V}), then the Joining_Types other than U, in file order. */
    static List<Property> properties() {
        List<Property> out = new ArrayList<>();
        for (String line : lines(VIRAMAS)) {
            Property p = property(line, 'V');
            if (p != null) {
                out.add(p);
            }
        }
        for (String line : lines(JOINING_TYPES)) {
            Property p = property(line, (char) 0);
            if (p != null) {
                if ("CDLRT".indexOf(p.value()) < 0) {
                    throw new IllegalStateException("unexpected Joining_Type in: " + line);
                }
                out.add(p);
            }
        }
        return out;
    }

    /** A line {@code first[..last] [; value]}, or null for a comment or blank line. */
    private static Property property(String line, char value) {
        int hash = line.indexOf('#');
        String data = (hash < 0 ? line : line.substring(0, hash)).trim();
        if (data.isEmpty()) {
            return null;
        }
        String[] f = data.split(";");
        String[] cps = f[0].trim().split("\\.\\.");
        int first = Integer.parseInt(cps[0], 16);
        char v = value != 0 ? value : f[1].trim().charAt(0);
        return new Property(first, cps.length > 1 ? Integer.parseInt(cps[1], 16) : first, v);
    }

    private static String codePoints(String hex) {
        StringBuilder sb = new StringBuilder();
        for (String h : hex.split(" ")) {
            if (!h.isEmpty()) {
                sb.appendCodePoint(Integer.parseInt(h, 16));
            }
        }
        return sb.toString();
    }

    /** The Java source of IdnaData. */
    static String generate() {
        StringBuilder ranges = new StringBuilder();
        StringBuilder values = new StringBuilder();
        StringBuilder mappings = new StringBuilder();
        java.util.Map<String, Integer> offsets = new java.util.HashMap<>();
        int expected = 0;
        int previous = -1;
        for (Entry e : entries()) {
            if (e.first() != expected) {
                throw new IllegalStateException("gap before " + Integer.toHexString(e.first()));
            }
            expected = e.last() + 1;
            Integer offset = offsets.get(e.mapping());
            if (offset == null) {
                int found = mappings.indexOf(e.mapping());
                offset = found >= 0 ? found : mappings.length();
                if (found < 0) {
                    mappings.append(e.mapping());
                }
                offsets.put(e.mapping(), offset);
            }
            if (e.mapping().length() > 31) {
                throw new IllegalStateException("mapping too long at " + Integer.toHexString(e.first()));
            }
            int value = e.status() | e.mapping().length() << 3 | offset << 8;
            if (value == previous) {
                continue; // same as the range before: merged
            }
            previous = value;
            ranges.append((char) (e.first() >>> 16)).append((char) e.first());
            values.append((char) (value >>> 16)).append((char) value);
        }
        if (expected != 0x110000) {
            throw new IllegalStateException("table ends at " + Integer.toHexString(expected));
        }
        StringBuilder viramas = new StringBuilder();
        StringBuilder joining = new StringBuilder();
        for (Property p : properties()) {
            (p.value() == 'V' ? viramas : joining).append((char) (p.first() >>> 16)).append((char) p.first())
                    .append((char) (p.last() >>> 16)).append((char) p.last()).append(p.value());
        }
        StringBuilder src = new StringBuilder();
        src.append("package org.urikit.internal;\n\n")
                .append("/**\n")
                .append(" * GENERATED by org.urikit.idna.IdnaTableGenerator (uri-core tests) from ").append(MAPPING_TABLE)
                .append(",\n")
                .append(" * ").append(JOINING_TYPES).append(" and ").append(VIRAMAS)
                .append("; do not edit.\n")
                .append(" * IdnaTableTest checks that regenerating gives this file. Decoded by {@link IdnaTable}.\n")
                .append(" */\n")
                .append("final class IdnaData {\n\n")
                .append("    /** The Unicode version of the mapping table. */\n")
                .append("    static final String UNICODE_VERSION = \"").append(version()).append("\";\n\n")
                .append("    private IdnaData() {\n    }\n\n");
        constant(src, "RANGES", ranges);
        constant(src, "VALUES", values);
        constant(src, "MAPPINGS", mappings);
        constant(src, "VIRAMAS", viramas);
        constant(src, "JOINING_TYPES", joining);
        src.append("}\n");
        return src.toString();
    }

    private static void constant(StringBuilder src, String name, CharSequence value) {
        src.append("    static final String ").append(name).append(" = String.join(\"\",\n");
        int chunk = 4000;
        for (int start = 0; start < value.length(); start += chunk) {
            src.append("            \"");
            int end = Math.min(value.length(), start + chunk);
            int column = 0;
            for (int i = start; i < end; i++) {
                if (column > 100) {
                    src.append("\"\n            + \"");
                    column = 0;
                }
                char c = value.charAt(i);
                int before = src.length();
                if (c == '"' || c == '\\') {
                    src.append('\\').append(c);
                } else if (c >= 0x20 && c < 0x7F) {
                    src.append(c);
                } else if (c == '\n') {
                    src.append("\\n");
                } else if (c == '\r') {
                    src.append("\\r");
                } else {
                    src.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                }
                column += src.length() - before;
            }
            src.append('"').append(end < value.length() ? ",\n" : ");\n\n");
        }
        if (value.length() == 0) {
            src.append("            \"\");\n\n");
        }
    }
}
