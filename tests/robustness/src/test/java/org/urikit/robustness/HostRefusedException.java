package org.urikit.robustness;

// [snippet refused]
import java.io.IOException;

import org.urikit.net.HostVerdict;

/** A request refused because the host policy refused where it leads. */
public class HostRefusedException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient HostVerdict verdict;

    public HostRefusedException(HostVerdict verdict) {
        super("refused: " + verdict);
        this.verdict = verdict;
    }

    public HostVerdict verdict() {
        return verdict;
    }
}
// [/snippet]
