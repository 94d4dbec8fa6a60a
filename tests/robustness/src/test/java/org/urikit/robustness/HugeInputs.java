package org.urikit.robustness;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The families of huge inputs of issue 9, each a function of a size in chars: used by
 * {@link HugeInputTest} at 10 MB and by {@link HugeInputTimings} at growing sizes.
 */
final class HugeInputs {
    private HugeInputs() {
    }

    static final Map<String, IntFunction<String>> FAMILIES = new LinkedHashMap<>();

    static {
        FAMILIES.put("long /../ path", n -> "http://h" + "/..".repeat(n / 3));
        FAMILIES.put("long /a/../ path", n -> "http://h" + "/a/..".repeat(n / 5) + "/x");
        FAMILIES.put("long relative ../ path", n -> "../".repeat(n / 3) + "g");
        FAMILIES.put("'/' run in path", n -> "http://h" + "/".repeat(n));
        FAMILIES.put("long query", n -> "http://h/?" + "a=1&".repeat(n / 4));
        FAMILIES.put("10 MB host", n -> "http://" + "a".repeat(n) + "/");
        FAMILIES.put("dotted host", n -> "http://" + "a.".repeat(n / 2) + "b/");
        FAMILIES.put("'::' runs in brackets", n -> "http://[" + "::".repeat(n / 2) + "]/");
        FAMILIES.put("'1::' runs in brackets", n -> "http://[" + "1::".repeat(n / 3) + "]/");
        FAMILIES.put("unclosed bracket", n -> "http://[" + "1:".repeat(n / 2));
        FAMILIES.put("'%' run", n -> "%".repeat(n));
        FAMILIES.put("'%4' run", n -> "http://h/" + "%4".repeat(n / 2));
        FAMILIES.put("'%41' run in path", n -> "http://h/" + "%41".repeat(n / 3));
        FAMILIES.put("'%2e%2E/' run", n -> "http://h/" + "%2e%2E/".repeat(n / 7));
        FAMILIES.put("'@' run", n -> "http://" + "@".repeat(n) + "h/");
        FAMILIES.put("';' params (RFC 1808)", n -> "http://h/a" + ";p".repeat(n / 2));
        FAMILIES.put("long ftp path (RFC 1738)", n -> "ftp://u:p@h/" + "d/".repeat(n / 2) + ";type=i");
    }
}
