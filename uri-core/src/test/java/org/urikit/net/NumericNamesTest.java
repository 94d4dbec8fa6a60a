package org.urikit.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.urikit.internal.IpAddresses;

/** The WHATWG URL IPv4 host parser of the policy, and the RFC 3986 dotted-decimal reader of the core. */
class NumericNamesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            127.0.0.1          | 127.0.0.1
            127.1              | 127.0.0.1
            127.0.1            | 127.0.0.1
            0x7f000001         | 127.0.0.1
            0x7F.0.0.1         | 127.0.0.1
            0177.0.0.01        | 127.0.0.1
            2130706433         | 127.0.0.1
            017700000001       | 127.0.0.1
            1.2.3.4.           | 1.2.3.4
            0x                 | 0.0.0.0
            0                  | 0.0.0.0
            00                 | 0.0.0.0
            4294967295         | 255.255.255.255
            0xffffffff         | 255.255.255.255
            1.16777215         | 1.255.255.255
            1.2.65535          | 1.2.255.255
            0x0000000000000001 | 0.0.0.1
            """)
    void whatwgReadsNumericHosts(String host, String expected) {
        assertThat(format(NumericNames.parse(host))).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            4294967296
            0x100000000
            99999999999999999999999999
            1.2.3.4.5
            256.0.0.1
            1.16777216
            1.2.65536
            1.2.3.256
            08
            0x1g
            1..2
            .1.2.3
            1.2.3.4..
            example.1
            ''
            """)
    void whatwgRejectsWhatIsNotAnAddress(String host) {
        assertThat(NumericNames.parse(host)).isEqualTo(-1);
    }

    private static String format(long a) {
        return (a >>> 24) + "." + (a >>> 16 & 0xff) + "." + (a >>> 8 & 0xff) + "." + (a & 0xff);
    }

    /** The core's reading of an IPv4address, as an unsigned value. */
    private static long dotted(String text) {
        byte[] b = IpAddresses.ipv4(text, 0, text.length());
        assertThat(b).as(text).isNotNull();
        return AddressClasses.ipv4(b, 0) & 0xffffffffL;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            0.0.0.0         | 0
            255.255.255.255 | 4294967295
            192.0.2.1       | 3221225985
            """)
    void readsDottedDecimal(String text, long value) {
        assertThat(dotted(text)).isEqualTo(value);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            01.0.0.0
            256.0.0.0
            1.2.3
            1.2.3.4.
            1.2.3.4.5
            1.2.3.a
            ''
            """)
    void rejectsWhatIsNotDottedDecimal(String text) {
        assertThat(IpAddresses.ipv4(text, 0, text.length())).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            0x     | true
            0X1f   | true
            123    | true
            0x1g   | false
            12a    | false
            x1     | false
            1\u0661 | false
            ''     | false
            """)
    void knowsWhichLabelsAreNumbers(String label, boolean number) {
        assertThat(NumericNames.endsInNumber(label)).isEqualTo(number);
    }

    /** Every address, written in each form clients accept, reads back as itself. */
    @Test
    void everyFormOfRandomAddressesReadsBack() {
        long seed = System.nanoTime();
        Random r = new Random(seed);
        for (int i = 0; i < 20_000; i++) {
            int a = r.nextInt();
            long u = a & 0xffffffffL;
            int b0 = a >>> 24;
            int b1 = a >>> 16 & 0xff;
            int b2 = a >>> 8 & 0xff;
            int b3 = a & 0xff;
            String[] forms = {
                Long.toString(u),
                "0x" + Long.toHexString(u),
                "0X" + Long.toHexString(u).toUpperCase(Locale.ROOT),
                "0" + Long.toOctalString(u),
                b0 + "." + (u & 0xffffff),
                b0 + "." + b1 + "." + (u & 0xffff),
                "0" + Integer.toOctalString(b0) + ".0x" + Integer.toHexString(b1) + "." + b2 + "." + b3,
                b0 + "." + b1 + "." + b2 + "." + b3 + ".",
            };
            for (String form : forms) {
                assertThat(NumericNames.parse(form)).as("seed %d: %s", seed, form).isEqualTo(u);
            }
            String dotted = b0 + "." + b1 + "." + b2 + "." + b3;
            assertThat(dotted(dotted)).as("seed %d: %s", seed, dotted).isEqualTo(u);
            assertThat(format(u)).isEqualTo(dotted);
        }
    }
}
