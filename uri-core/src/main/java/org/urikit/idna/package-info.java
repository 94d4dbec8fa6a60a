/**
 * International domain names: UTS #46 (Unicode IDNA Compatibility Processing) ToASCII and
 * ToUnicode with every processing option ({@link org.urikit.idna.Uts46}), and Punycode (RFC 3492,
 * {@link org.urikit.idna.Punycode}).
 *
 * <p>Mapping data: the UTS #46 {@code IdnaMappingTable.txt} of Unicode 18.0.0 (no
 * {@code disallowed_STD3_*} statuses since 16.0: UseSTD3ASCIIRules is a check after mapping);
 * CONTEXTJ data (viramas, Joining_Type) Unicode 18.0.0.
 * Normalization (NFC) is {@link java.text.Normalizer}, bidi classes and general categories are
 * {@link java.lang.Character}'s: both have the Unicode version of the running JDK (17: 13.0,
 * 21: 15.0, 25: 16.0). See {@code docs/IDNA.md}.
 *
 * <p>Every type here is immutable and thread-safe. Methods throw {@link java.lang.NullPointerException}
 * for null arguments; bad names are reported in {@link org.urikit.idna.IdnaResult}, never thrown,
 * except by the methods named {@code ...OrThrow}, which throw {@link org.urikit.idna.IdnaException}.
 */
@NullMarked
package org.urikit.idna;

import org.jspecify.annotations.NullMarked;
