package org.urikit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.urikit.idna.IdnaErrorCode;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;

/** {@code uri idna toascii|tounicode}: UTS #46 with the WHATWG flags unless options say otherwise. */
final class Idna implements Handler {
    private final Uts46 uts46;
    private final boolean toAscii;
    private final boolean json;

    private Idna(Uts46 uts46, boolean toAscii, boolean json) {
        this.uts46 = uts46;
        this.toAscii = toAscii;
        this.json = json;
    }

    /** Takes the operation word (the first input) out of the inputs. */
    static Idna create(Options o) throws UsageException {
        if (o.inputs.isEmpty()) {
            throw new UsageException("'uri idna' needs toascii or tounicode");
        }
        String operation = o.inputs.remove(0);
        boolean toAscii;
        if (operation.equals("toascii")) {
            toAscii = true;
        } else if (operation.equals("tounicode")) {
            toAscii = false;
            if (o.verifyDnsLength) {
                throw new UsageException("--verify-dns-length is a toascii option");
            }
        } else {
            throw new UsageException("unknown operation " + Display.show(operation) + " for 'uri idna'"
                    + " (expected toascii or tounicode)");
        }
        Uts46 u = Uts46.whatwg().withTransitionalProcessing(o.transitional).withUseStd3AsciiRules(o.std3)
                .withCheckHyphens(o.checkHyphens).withVerifyDnsLength(o.verifyDnsLength);
        return new Idna(u, toAscii, o.format().equals("json"));
    }

    @Override
    public boolean handle(String input, Writer out) throws IOException {
        IdnaResult r = toAscii ? uts46.toAscii(input) : uts46.toUnicode(input);
        List<String> codes = new ArrayList<>();
        for (IdnaErrorCode c : r.codes()) {
            codes.add(c.name());
        }
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("input", input);
            if (r.isValid()) {
                m.put("output", r.output());
            } else {
                m.put("errors", codes);
            }
            Json.value(out, m);
        } else if (r.isValid()) {
            out.write(r.output());
        } else {
            out.write("invalid: " + String.join(", ", codes));
        }
        out.write('\n');
        return r.isValid();
    }
}
