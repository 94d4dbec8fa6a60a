package org.urikit.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Every table of {@link Rfc1808Chars}, for every char, against the BNF of RFC 1808 §2.2 as written. */
class Rfc1808CharsTest {

    /** Single-character rules, copied from RFC 1808 §2.2. */
    static final Map<String, String> BNF = Map.ofEntries(
            Map.entry("lowalpha", "\"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\""
                    + " | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\""
                    + " | \"x\" | \"y\" | \"z\""),
            Map.entry("hialpha", "\"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\""
                    + " | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\""
                    + " | \"X\" | \"Y\" | \"Z\""),
            Map.entry("alpha", "lowalpha | hialpha"),
            Map.entry("digit", "\"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""),
            Map.entry("hex", "digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""),
            Map.entry("safe", "\"$\" | \"-\" | \"_\" | \".\" | \"+\""),
            Map.entry("extra", "\"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""),
            Map.entry("national", "\"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\""),
            Map.entry("reserved", "\";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\""),
            Map.entry("unreserved", "alpha | digit | safe | extra"),
            Map.entry("uchar", "unreserved | escape"),
            Map.entry("pchar", "uchar | \":\" | \"@\" | \"&\" | \"=\""));

    @Test
    void everyTableMatchesItsRule() throws IllegalAccessException {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("ALPHA", "alpha");
        m.put("DIGIT", "digit");
        m.put("HEX", "hex");
        m.put("SAFE", "safe");
        m.put("EXTRA", "extra");
        m.put("NATIONAL", "national");
        m.put("RESERVED", "reserved");
        m.put("UNRESERVED", "unreserved");
        m.put("UCHAR_PCT", "uchar");
        // scheme = 1*( alpha | digit | "+" | "-" | "." )
        m.put("SCHEME", "alpha | digit | \"+\" | \"-\" | \".\"");
        m.put("PCHAR_PCT", "pchar");
        // net_loc = *( pchar | ";" | "?" )
        m.put("NET_LOC_PCT", "pchar | \";\" | \"?\"");
        // path = fsegment *( "/" segment ); segment = *pchar
        m.put("PATH_PCT", "pchar | \"/\"");
        // params = param *( ";" param ); param = *( pchar | "/" )
        m.put("PARAMS_PCT", "pchar | \"/\" | \";\"");
        // query = *( uchar | reserved ); fragment = *( uchar | reserved )
        m.put("QUERY_PCT", "uchar | reserved");
        m.put("FRAGMENT_PCT", "uchar | reserved");
        new BnfOracle(BNF).checkAll(Rfc1808Chars.class, m);
    }
}
