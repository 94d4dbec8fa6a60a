package org.urikit.idna;

/**
 * The UTS #46 error codes, as Unicode's conformance file {@code IdnaTestV2.txt} names them: the
 * letter says which part of UTS #46 or IDNA2008 found the error, the number its step.
 *
 * @since 0.1
 */
public enum IdnaErrorCode {
    /** Processing step 4: a label that starts with {@code xn--} holds non-ASCII, or its Punycode cannot be decoded, or decodes to nothing or to ASCII only. */
    P4("invalid Punycode label"),
    /** Validity criterion 1: a decoded label is not in Normalization Form C. */
    V1("label is not in NFC"),
    /** Validity criterion 2 (CheckHyphens): '-' in both the third and fourth positions. */
    V2("label has '-' in the third and fourth positions"),
    /** Validity criterion 3 (CheckHyphens): the label begins or ends with '-'. */
    V3("label begins or ends with '-'"),
    /** Validity criterion 4: a decoded label begins with {@code xn--}. */
    V4("decoded label begins with \"xn--\""),
    /** Validity criterion 5: the label contains U+002E FULL STOP. */
    V5("label contains '.'"),
    /** Validity criterion 6: the label begins with a combining mark (General_Category Mark). */
    V6("label begins with a combining mark"),
    /** Validity criterion 7: a code point whose status is not valid (disallowed, or not allowed by the processing). */
    V7("disallowed code point"),
    /** UseSTD3ASCIIRules: an ASCII code point other than letters, digits and '-'. */
    U1("ASCII code point other than a letter, digit or '-' (STD3 rules)"),
    /** ToASCII step 3: Punycode encoding failed (an unpaired surrogate). */
    A3("Punycode encoding failed"),
    /** ToASCII step 4 (VerifyDnsLength): the name without its root label is empty or longer than 253. */
    A4_1("name is empty or longer than 253 characters"),
    /** ToASCII step 4 (VerifyDnsLength): a label is empty or longer than 63. */
    A4_2("label is empty or longer than 63 characters"),
    /** Bidi rule 1 (RFC 5893 §2, CheckBidi): the first character of a label in a bidi name is not L, R or AL. */
    B1("bidi: label does not begin with L, R or AL"),
    /** Bidi rule 2: an RTL label holds a character whose bidi class is not R, AL, AN, EN, ES, CS, ET, ON, BN or NSM. */
    B2("bidi: character not allowed in an RTL label"),
    /** Bidi rule 3: an RTL label does not end with R, AL, EN or AN (NSM may follow). */
    B3("bidi: RTL label ends badly"),
    /** Bidi rule 4: an RTL label holds both EN and AN. */
    B4("bidi: RTL label holds both European and Arabic digits"),
    /** Bidi rule 5: an LTR label holds a character whose bidi class is not L, EN, ES, CS, ET, ON, BN or NSM. */
    B5("bidi: character not allowed in an LTR label"),
    /** Bidi rule 6: an LTR label does not end with L or EN (NSM may follow). */
    B6("bidi: LTR label ends badly"),
    /** CONTEXTJ (RFC 5892 Appendix A.1, CheckJoiners): U+200C ZERO WIDTH NON-JOINER out of context. */
    C1("ZERO WIDTH NON-JOINER out of context"),
    /** CONTEXTJ (RFC 5892 Appendix A.2, CheckJoiners): U+200D ZERO WIDTH JOINER not after a virama. */
    C2("ZERO WIDTH JOINER not after a virama"),
    /** ToUnicode: an empty label other than the root label. */
    X4_2("empty label");

    private final String description;

    IdnaErrorCode(String description) {
        this.description = description;
    }

    /**
     * What the code means, in a few words.
     *
     * @return the description
     */
    public String description() {
        return description;
    }
}
