package org.urikit.spark.example;

import java.util.ArrayList;
import java.util.List;

/** Reads a Markdown table of a docs page: the one right after a marker line (an HTML comment). */
final class DocTables {
    private DocTables() {
    }

    /**
     * The body rows of the table that follows {@code marker}, each as its cells (trimmed; {@code \|} read as
     * {@code |}).
     *
     * @throws AssertionError if the marker is missing or no table follows it
     */
    static List<List<String>> rows(String page, String marker) {
        String[] lines = page.split("\n", -1);
        int at = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().equals(marker)) {
                if (at >= 0) {
                    throw new AssertionError("the marker " + marker + " is there twice");
                }
                at = i;
            }
        }
        if (at < 0) {
            throw new AssertionError("no marker " + marker);
        }
        int i = at + 1;
        while (i < lines.length && lines[i].isBlank()) {
            i++;
        }
        List<List<String>> rows = new ArrayList<>();
        for (int k = 0; i < lines.length && lines[i].startsWith("|"); i++, k++) {
            if (k >= 2) { // after the header and the separator
                rows.add(cells(lines[i]));
            }
        }
        if (rows.isEmpty()) {
            throw new AssertionError("no table rows after " + marker);
        }
        return rows;
    }

    static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        String body = line.strip();
        for (int i = 1; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length() && body.charAt(i + 1) == '|') {
                cell.append('|');
                i++;
            } else if (c == '|') {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        return cells;
    }
}
