package org.urikit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.urikit.idna.MiniJson;
import org.urikit.idna.UnicodeVersionSelection;

/**
 * The web-platform-tests URL suites (copies in the test resources, 3-Clause BSD, see
 * {@code org/urikit/whatwg/NOTICE.md}), run as WPT's {@code url-constructor}, {@code url-setters},
 * {@code toascii} and {@code percent-encoding} tests run them. Cases that need a JavaScript engine or
 * a legacy encoder are selected by program, with the reason, and counted in the output.
 */
class WhatwgUrlWptTest {

    static final String[] GETTERS = {"href", "protocol", "username", "password", "host", "hostname", "port",
        "pathname", "search", "hash", "origin"};

    static String resource(String name) {
        try (InputStream in = WhatwgUrlWptTest.class.getResourceAsStream(name)) {
            return new String(Objects.requireNonNull(in, name).readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String get(WhatwgUrl u, String getter) {
        switch (getter) {
            case "href": return u.href();
            case "protocol": return u.protocol();
            case "username": return u.username();
            case "password": return u.password();
            case "host": return u.host();
            case "hostname": return u.hostname();
            case "port": return u.port();
            case "pathname": return u.pathname();
            case "search": return u.search();
            case "hash": return u.hash();
            case "origin": return u.origin();
            default: throw new IllegalArgumentException(getter);
        }
    }

    /** new URL(input, base): the base parsed first, its failure a failure. */
    static Optional<WhatwgUrl> construct(String input, String base) {
        if (base == null) {
            return WhatwgUrl.tryParse(input);
        }
        Optional<WhatwgUrl> b = WhatwgUrl.tryParse(base);
        return b.isEmpty() ? Optional.empty() : WhatwgUrl.tryParse(input, b.get());
    }

    @Test
    void urltestdata() {
        int cases = 0;
        int passed = 0;
        List<String> failures = new ArrayList<>();
        for (Object o : (List<?>) MiniJson.parse(resource("whatwg/urltestdata.json"))) {
            if (!(o instanceof Map<?, ?> m)) {
                continue; // a comment
            }
            cases++;
            String input = (String) m.get("input");
            String base = (String) m.get("base");
            Optional<WhatwgUrl> url = construct(input, base);
            String problem = null;
            if ("true".equals(m.get("failure"))) {
                if (url.isPresent()) {
                    problem = "expected failure, got " + url.get().href();
                }
            } else if (url.isEmpty()) {
                problem = "failed (" + failureOf(input, base) + "), expected " + m.get("href");
            } else {
                for (String g : GETTERS) {
                    if (m.containsKey(g) && !m.get(g).equals(get(url.get(), g))) {
                        problem = g + ": got " + get(url.get(), g) + " expected " + m.get(g);
                        break;
                    }
                }
            }
            if (problem == null) {
                passed++;
            } else {
                failures.add(esc(input) + " base " + esc(base) + ": " + problem);
            }
        }
        report("urltestdata.json", cases, passed, 0, failures);
        assertThat(cases).isGreaterThan(800);
    }

    static String failureOf(String input, String base) {
        try {
            if (base == null) {
                WhatwgUrl.parse(input);
            } else {
                WhatwgUrl.parse(input, base);
            }
            return "no exception";
        } catch (WhatwgUrlException e) {
            return e.type() + " at " + e.index();
        }
    }

    static String esc(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            b.append(c < 0x20 || c > 0x7E ? String.format("\\u%04X", (int) c) : String.valueOf(c));
        }
        return b.append('"').toString();
    }

    static void report(String file, int cases, int passed, int notApplicable, List<String> failures) {
        System.out.printf("WPT %s: %d cases: %d passed, %d not applicable, %d failed%n", file, cases, passed,
                notApplicable, failures.size());
        failures.stream().limit(40).forEach(f -> System.out.println("  FAIL " + f));
        assertThat(failures).as("failures").isEmpty();
    }

    static final Map<String, BiFunction<WhatwgUrl, String, WhatwgUrl>> SETTERS = Map.of(
            "protocol", WhatwgUrl::withProtocol,
            "username", WhatwgUrl::withUsername,
            "password", WhatwgUrl::withPassword,
            "host", WhatwgUrl::withHost,
            "hostname", WhatwgUrl::withHostname,
            "port", WhatwgUrl::withPort,
            "pathname", WhatwgUrl::withPathname,
            "search", WhatwgUrl::withSearch,
            "hash", WhatwgUrl::withHash,
            "href", WhatwgUrl::withHref);

    @Test
    void settersTests() {
        int cases = 0;
        int passed = 0;
        List<String> failures = new ArrayList<>();
        Map<?, ?> all = (Map<?, ?>) MiniJson.parse(resource("whatwg/setters_tests.json"));
        for (Map.Entry<?, ?> e : all.entrySet()) {
            String setter = (String) e.getKey();
            if (setter.equals("comment")) {
                continue;
            }
            for (Object o : (List<?>) e.getValue()) {
                Map<?, ?> m = (Map<?, ?>) o;
                cases++;
                String problem = null;
                try {
                    WhatwgUrl url = WhatwgUrl.parse((String) m.get("href"));
                    WhatwgUrl after = SETTERS.get(setter).apply(url, (String) m.get("new_value"));
                    for (Map.Entry<?, ?> x : ((Map<?, ?>) m.get("expected")).entrySet()) {
                        String got = get(after, (String) x.getKey());
                        if (!x.getValue().equals(got)) {
                            problem = x.getKey() + ": got " + got + " expected " + x.getValue();
                            break;
                        }
                    }
                } catch (WhatwgUrlException ex) {
                    problem = "threw " + ex.getMessage();
                }
                if (problem == null) {
                    passed++;
                } else {
                    failures.add(setter + " " + esc((String) m.get("href")) + " <- " + esc((String) m.get("new_value"))
                            + ": " + problem);
                }
            }
        }
        report("setters_tests.json", cases, passed, 0, failures);
        assertThat(cases).isGreaterThan(200);
    }

    /** WPT toascii.window.js: the input as the host of a URL, and through the host and hostname setters. */
    @Test
    void toascii() {
        int cases = 0;
        int passed = 0;
        int notApplicable = 0;
        List<String> failures = new ArrayList<>();
        for (Object o : (List<?>) MiniJson.parse(resource("idna/toascii.json"))) {
            if (!(o instanceof Map<?, ?> m)) {
                continue;
            }
            cases++;
            String input = (String) m.get("input");
            String output = (String) m.get("output");
            String why = UnicodeVersionSelection.reason(input, output == null ? "" : output);
            if (why != null) {
                notApplicable++;
                System.out.println("  not applicable (" + why + "): " + esc(input));
                continue;
            }
            String problem = null;
            Optional<WhatwgUrl> url = WhatwgUrl.tryParse("https://" + input + "/x");
            if (output == null ? url.isPresent() : url.isEmpty() || !url.get().host().equals(output)
                    || !url.get().hostname().equals(output) || !url.get().pathname().equals("/x")
                    || !url.get().href().equals("https://" + output + "/x")) {
                problem = "constructor: got " + url.map(WhatwgUrl::href).orElse("failure");
            }
            WhatwgUrl x = WhatwgUrl.parse("https://x/x");
            String expectedHost = output == null ? "x" : output;
            if (problem == null && !x.withHost(input).host().equals(expectedHost)) {
                problem = "host setter: got " + x.withHost(input).host();
            }
            if (problem == null && !x.withHostname(input).hostname().equals(expectedHost)) {
                problem = "hostname setter: got " + x.withHostname(input).hostname();
            }
            if (problem == null) {
                passed++;
            } else {
                failures.add(esc(input) + ": " + problem + ", expected " + output);
            }
        }
        report("toascii.json", cases, passed, notApplicable, failures);
    }

    /**
     * WPT percent-encoding.window.js: {@code https://doesnotmatter.invalid/?VALUE#VALUE} in a document
     * of each encoding; the fragment is always UTF-8. The UTF-8 entries apply; the other encodings need
     * a legacy encoder (HTML's document encoding), which this UTF-8-only parser does not have.
     */
    @Test
    void percentEncoding() {
        int cases = 0;
        int passed = 0;
        int notApplicable = 0;
        List<String> failures = new ArrayList<>();
        for (Object o : (List<?>) MiniJson.parse(resource("whatwg/percent-encoding.json"))) {
            if (!(o instanceof Map<?, ?> m)) {
                continue;
            }
            String input = (String) m.get("input");
            Map<?, ?> outputs = (Map<?, ?>) m.get("output");
            String utf8 = (String) outputs.get("utf-8");
            for (Map.Entry<?, ?> e : outputs.entrySet()) {
                cases++;
                WhatwgUrl url = WhatwgUrl.parse("https://doesnotmatter.invalid/?" + input + "#" + input);
                if (!e.getKey().equals("utf-8")) {
                    notApplicable++;
                    System.out.println("  not applicable (legacy encoding " + e.getKey() + " needs HTML's encoder): "
                            + esc(input));
                    // the fragment part of such a case is UTF-8 and does apply
                    if (!url.hash().equals("#" + utf8)) {
                        failures.add(esc(input) + " " + e.getKey() + ": hash " + url.hash());
                    }
                    continue;
                }
                if (url.search().equals("?" + utf8) && url.hash().equals("#" + utf8)) {
                    passed++;
                } else {
                    failures.add(esc(input) + ": search " + url.search() + " hash " + url.hash());
                }
            }
        }
        report("percent-encoding.json", cases, passed, notApplicable, failures);
    }
}
