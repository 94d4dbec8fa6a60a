package org.urikit.idna;

import java.io.Serializable;
import java.util.Objects;

/**
 * One UTS #46 error: its code and the label it is in.
 *
 * @param code the UTS #46 code
 * @param labelIndex the index of the label (0 for the first, counted at U+002E after mapping), or
 *     -1 for an error of the whole name ({@link IdnaErrorCode#A4_1})
 * @param label the label as processing left it (mapped and normalized, or Punycode-decoded); empty
 *     when {@code labelIndex} is -1
 * @since 0.1
 */
public record IdnaError(IdnaErrorCode code, int labelIndex, String label) implements Serializable {

    /**
     * Checks the components.
     *
     * @param code the code
     * @param labelIndex the label index, -1 or more
     * @param label the label
     * @throws NullPointerException if {@code code} or {@code label} is null
     * @throws IllegalArgumentException if {@code labelIndex} is below -1
     */
    public IdnaError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(label, "label");
        if (labelIndex < -1) {
            throw new IllegalArgumentException("labelIndex < -1: " + labelIndex);
        }
    }

    /**
     * A message: code, description and label, the label cut to 60 characters.
     *
     * @return for example {@code V6 (label begins with a combining mark) in label 1 "\u0301x"}
     */
    public String message() {
        String text = code + " (" + code.description() + ")";
        if (labelIndex < 0) {
            return text;
        }
        String shown = label.length() > 60 ? label.substring(0, 60) + "..." : label;
        return text + " in label " + labelIndex + " \"" + shown + "\"";
    }
}
