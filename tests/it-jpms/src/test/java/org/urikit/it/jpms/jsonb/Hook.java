package org.urikit.it.jpms.jsonb;

import org.urikit.Uri;
import org.urikit.WhatwgUrl;

/** A JSON-B body, in an exported package: Yasson reaches public fields through a public lookup. */
@SuppressWarnings("exports") // a test module: no module reads this one
public class Hook {
    /** The callback. */
    public Uri callback;
    /** A page, read as browsers read it. */
    public WhatwgUrl page;

    /** An empty body, for JSON-B to fill. */
    public Hook() {
    }
}
