package org.urikit.spark;

import java.util.Locale;
import java.util.Optional;
import org.apache.spark.unsafe.types.UTF8String;
import org.jspecify.annotations.Nullable;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;

/** The grammar names of {@code uri_valid} and {@code uri_error}, and the urikit check each one selects. */
enum Grammar {
    RFC3986("rfc3986", Rfc.RFC_3986, ReferenceForm.URI),
    RFC3986_REFERENCE("rfc3986-reference", Rfc.RFC_3986, ReferenceForm.ANY),
    RFC3987("rfc3987", Rfc.RFC_3987, ReferenceForm.URI),
    RFC1808("rfc1808", Rfc.RFC_1808, ReferenceForm.URI),
    RFC1738("rfc1738", Rfc.RFC_1738, ReferenceForm.URI),
    WHATWG("whatwg", null, null);

    /** The names, for messages. */
    static final String NAMES = "'rfc3986', 'rfc3986-reference', 'rfc3987', 'rfc1808', 'rfc1738' or 'whatwg'";

    private static final Grammar[] ALL = values();

    final String sqlName;
    private final UTF8String utf8Name;
    private final @Nullable Rfc rfc;
    private final @Nullable ReferenceForm form;

    Grammar(String sqlName, @Nullable Rfc rfc, @Nullable ReferenceForm form) {
        this.sqlName = sqlName;
        this.utf8Name = UTF8String.fromString(sqlName);
        this.rfc = rfc;
        this.form = form;
    }

    /** The grammar of a name (case-insensitive), or null if none has it. */
    static @Nullable Grammar of(UTF8String name) {
        for (Grammar g : ALL) {
            if (g.utf8Name.equals(name)) {
                return g;
            }
        }
        String lower = name.toString().toLowerCase(Locale.ROOT);
        for (Grammar g : ALL) {
            if (g.sqlName.equals(lower)) {
                return g;
            }
        }
        return null;
    }

    /** The RFC grammar's first error, or empty; only for the RFC grammars. */
    Optional<ParseError> checkRfc(String input) {
        return java.util.Objects.requireNonNull(rfc).check(input, java.util.Objects.requireNonNull(form));
    }

    /** True when {@code input} is valid in this grammar. */
    boolean valid(String input) {
        if (this == WHATWG) {
            return WhatwgUrl.check(input).isEmpty();
        }
        return checkRfc(input).isEmpty();
    }

    /** The WHATWG failure, or empty. */
    static Optional<WhatwgValidationError> checkWhatwg(String input) {
        return WhatwgUrl.check(input);
    }
}
