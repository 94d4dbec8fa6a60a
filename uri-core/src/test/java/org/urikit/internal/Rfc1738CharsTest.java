package org.urikit.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Every table of {@link Rfc1738Chars}, for every char, against the BNF of RFC 1738 §5 as written. */
class Rfc1738CharsTest {

    @Test
    void everyTableMatchesItsRule() throws IllegalAccessException {
        // RFC 1738's miscellaneous definitions are those of RFC 1808 §2.2, plus punctuation and xchar
        Map<String, String> bnf = new LinkedHashMap<>(Rfc1808CharsTest.BNF);
        bnf.put("punctuation", "\"<\" | \">\" | \"#\" | \"%\" | <\">");
        bnf.put("alphadigit", "alpha | digit");
        bnf.put("xchar", "unreserved | reserved | escape");
        Map<String, String> m = new LinkedHashMap<>();
        m.put("LOWALPHA", "lowalpha");
        m.put("HIALPHA", "hialpha");
        m.put("ALPHA", "alpha");
        m.put("DIGIT", "digit");
        m.put("ALPHADIGIT", "alphadigit");
        m.put("HEX", "hex");
        m.put("SAFE", "safe");
        m.put("EXTRA", "extra");
        m.put("NATIONAL", "national");
        m.put("PUNCTUATION", "punctuation");
        m.put("RESERVED", "reserved");
        m.put("UNRESERVED", "unreserved");
        m.put("UCHAR_PCT", "uchar");
        m.put("XCHAR_PCT", "xchar");
        // scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], case-ignore (hialpha too)
        m.put("SCHEME", "lowalpha | hialpha | digit | \"+\" | \"-\" | \".\"");
        // user = *[ uchar | ";" | "?" | "&" | "=" ]; password the same
        m.put("USER_PCT", "uchar | \";\" | \"?\" | \"&\" | \"=\"");
        m.put("PASSWORD_PCT", "uchar | \";\" | \"?\" | \"&\" | \"=\"");
        // hostname / hostnumber characters: alphadigit, "-" (domainlabel, toplabel), "." (separators)
        m.put("HOST", "alphadigit | \"-\" | \".\"");
        // fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
        m.put("FSEGMENT_PCT", "uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\"");
        // hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]; search the same
        m.put("HSEGMENT_PCT", "uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\"");
        m.put("SEARCH_PCT", "uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\"");
        // group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
        m.put("GROUP", "alpha | digit | \"-\" | \".\" | \"+\" | \"_\"");
        // article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
        m.put("ARTICLE_PCT", "uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\"");
        // psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
        m.put("PSEGMENT_PCT", "uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\"");
        // fieldname = *[ uchar | "?" | ":" | "@" | "&" ]; fieldvalue the same
        m.put("FIELDNAME_PCT", "uchar | \"?\" | \":\" | \"@\" | \"&\"");
        m.put("FIELDVALUE_PCT", "uchar | \"?\" | \":\" | \"@\" | \"&\"");
        // ftptype = "A" | "I" | "D" | "a" | "i" | "d"
        m.put("FTPTYPE", "\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\"");
        // hpath = hsegment *[ "/" hsegment ]; fpath, ppath likewise
        m.put("HPATH_PCT", "uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"/\"");
        m.put("FPATH_PCT", "uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"/\"");
        m.put("PPATH_PCT", "uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"/\"");
        new BnfOracle(bnf).checkAll(Rfc1738Chars.class, m);
    }
}
