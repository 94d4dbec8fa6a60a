package org.urikit.idna;

import java.util.BitSet;

/**
 * For conformance suites outside this package (the URL suites): why a case is not applicable to
 * this build's UTS #46 data (Unicode 18.0 mapping table) or this JDK, with the same selection as
 * {@link IdnaTestV2Test}, or null when it applies.
 */
public final class UnicodeVersionSelection {
    private static final BitSet CHANGED = IdnaTestV2Test.changedSince17();
    private static final BitSet UNKNOWN_TO_JDK = IdnaTestV2Test.unknownToThisJdk();

    private UnicodeVersionSelection() {
    }

    /**
     * @param texts the case's input and expected output
     * @return the reason the case is not applicable, or null
     */
    public static String reason(String... texts) {
        return IdnaTestV2Test.selection(CHANGED, UNKNOWN_TO_JDK, texts);
    }
}
