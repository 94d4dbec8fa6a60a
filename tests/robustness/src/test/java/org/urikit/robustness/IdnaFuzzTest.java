package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.text.Normalizer;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.urikit.idna.IdnaError;
import org.urikit.idna.IdnaErrorCode;
import org.urikit.idna.IdnaException;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Punycode;
import org.urikit.idna.PunycodeException;
import org.urikit.idna.Uts46;

/**
 * Coverage-guided fuzz tests of UTS #46 and Punycode (Jazzer). Under {@code mvn verify} each method
 * replays its inputs in {@code src/test/resources/org/urikit/robustness/IdnaFuzzTestInputs/<method>/};
 * {@code JAZZER_FUZZ=1} (see {@code tools/scripts/fuzz.sh}) fuzzes one method.
 */
class IdnaFuzzTest {

    /**
     * ToASCII and ToUnicode with fuzzed options on any string: never an exception; error label
     * indices within the name; a valid ToASCII output is ASCII and its own ToASCII; the
     * {@code OrThrow} form throws IdnaException exactly when there are errors; the ToUnicode output
     * is NFC by java.text.Normalizer exactly when no label is reported not NFC (V1).
     */
    @FuzzTest
    void uts46(FuzzedDataProvider data) {
        Uts46 u = Uts46.whatwg().withCheckHyphens(data.consumeBoolean()).withCheckBidi(data.consumeBoolean())
                .withCheckJoiners(data.consumeBoolean()).withUseStd3AsciiRules(data.consumeBoolean())
                .withTransitionalProcessing(data.consumeBoolean()).withVerifyDnsLength(data.consumeBoolean())
                .withIgnoreInvalidPunycode(data.consumeBoolean());
        String input = data.consumeRemainingAsString();
        IdnaResult ascii = u.toAscii(input);
        IdnaResult unicode = u.toUnicode(input);
        for (IdnaResult r : new IdnaResult[] {ascii, unicode}) {
            assertThat(r.input()).isSameAs(input);
            int labels = r.output().split("\\.", -1).length;
            for (IdnaError e : r.errors()) {
                assertThat(e.labelIndex()).isBetween(-1, labels - 1);
            }
        }
        boolean v1 = unicode.errors().stream().anyMatch(e -> e.code() == IdnaErrorCode.V1);
        assertThat(Normalizer.isNormalized(unicode.output(), Normalizer.Form.NFC)).as("ToUnicode output is NFC")
                .isEqualTo(!v1);
        if (ascii.isValid()) {
            assertThat(ascii.output().chars().allMatch(c -> c < 0x80)).as("ASCII output").isTrue();
            assertThat(u.toAsciiOrThrow(input)).isEqualTo(ascii.output());
            IdnaResult again = u.toAscii(ascii.output()); // the same options: IgnoreInvalidPunycode may have kept an xn-- label
            assertThat(again.isValid()).as("ToASCII of a valid output").isTrue();
            assertThat(again.output()).isEqualTo(ascii.output());
        } else {
            assertThatThrownBy(() -> u.toAsciiOrThrow(input)).isInstanceOf(IdnaException.class);
        }
    }

    /** Punycode: decode fails only with PunycodeException; what decodes re-encodes to a decodable form of the same text. */
    @FuzzTest
    void punycode(FuzzedDataProvider data) {
        String input = data.consumeRemainingAsString();
        String decoded;
        try {
            decoded = Punycode.decode(input);
        } catch (PunycodeException e) {
            assertThat(e.index()).isBetween(0, input.length());
            decoded = null;
        }
        if (decoded != null) {
            assertThat(Punycode.decode(Punycode.encode(decoded))).isEqualTo(decoded);
        }
        try {
            String encoded = Punycode.encode(input);
            assertThat(Punycode.decode(encoded)).isEqualTo(input);
        } catch (PunycodeException e) {
            assertThat(e.index()).isBetween(0, input.length());
        }
    }
}
