package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;

/**
 * {@code uri parse --whatwg}: each input read by the WHATWG URL Standard (as browsers read it),
 * shown as the Standard's API getters. The base is {@code --base}, or, without it, the part of an
 * input after its first TAB ({@code INPUT<TAB>BASE}).
 */
final class WhatwgParse implements Handler {
    private final @Nullable String base;
    private final boolean json;

    private WhatwgParse(@Nullable String base, boolean json) {
        this.base = base;
        this.json = json;
    }

    static WhatwgParse create(Options o) throws UsageException {
        if (o.rfcGiven) {
            throw new UsageException("--whatwg and --rfc are two readings: give one");
        }
        return new WhatwgParse(o.base, o.format().equals("json"));
    }

    @Override
    public boolean handle(String line, Writer w) throws IOException {
        String input = line;
        String b = base;
        if (b == null) {
            int tab = line.indexOf('\t');
            if (tab >= 0) {
                input = line.substring(0, tab);
                b = line.substring(tab + 1);
            }
        }
        Optional<WhatwgUrl> parsedBase = Optional.empty();
        if (b != null) {
            Optional<WhatwgValidationError> e = WhatwgUrl.check(b);
            if (e.isPresent()) {
                failure(w, input, e.get(), "base");
                return false;
            }
            parsedBase = Optional.of(WhatwgUrl.parse(b));
        }
        Optional<WhatwgUrl> url = parsedBase.isPresent() ? WhatwgUrl.tryParse(input, parsedBase.get())
                : WhatwgUrl.tryParse(input);
        if (url.isEmpty()) {
            WhatwgValidationError e = failureOf(input, parsedBase);
            failure(w, input, e, null);
            return false;
        }
        WhatwgUrl u = url.get();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("href", u.href());
        m.put("protocol", u.protocol());
        m.put("username", u.username());
        m.put("password", u.password());
        m.put("hostname", u.hostname());
        m.put("port", u.port());
        m.put("pathname", u.pathname());
        m.put("search", u.search());
        m.put("hash", u.hash());
        if (json) {
            Json.value(w, m);
            w.write('\n');
        } else {
            Report.textValid(w, input);
            for (Map.Entry<String, Object> f : m.entrySet()) {
                w.write(Report.INDENT);
                w.write(f.getKey());
                w.write(" ".repeat(Math.max(1, 10 - f.getKey().length())));
                Json.value(w, f.getValue());
                w.write('\n');
            }
        }
        return true;
    }

    private static WhatwgValidationError failureOf(String input, Optional<WhatwgUrl> base) {
        try {
            if (base.isPresent()) {
                WhatwgUrl.parse(input, base.get());
            } else {
                WhatwgUrl.parse(input);
            }
        } catch (org.urikit.WhatwgUrlException e) {
            return e.failure();
        }
        throw new IllegalStateException("tryParse and parse disagree");
    }

    /**
     * JSON: {@code {"input": ..., "failure": true, "error": {"type": ..., "component": ..., "index": ...}}}
     * with {@code "part": "base"} first in the error when the base failed. Text: {@code invalid  INPUT}
     * and the Standard's error name, the component and the index.
     */
    private void failure(Writer w, String input, WhatwgValidationError e, @Nullable String part) throws IOException {
        if (json) {
            w.write("{\"input\": ");
            Json.string(w, input);
            w.write(", \"failure\": true, \"error\": {");
            if (part != null) {
                w.write("\"part\": ");
                Json.string(w, part);
                w.write(", ");
            }
            w.write("\"type\": ");
            Json.string(w, e.type());
            w.write(", \"component\": ");
            Json.string(w, e.component().label());
            w.write(", \"index\": ");
            w.write(Integer.toString(e.index()));
            w.write("}}\n");
        } else {
            w.write("invalid  ");
            w.write(Display.show(input));
            w.write('\n');
            w.write(Report.INDENT);
            w.write((part != null ? part + ": " : "") + e.message());
            w.write('\n');
        }
    }
}
