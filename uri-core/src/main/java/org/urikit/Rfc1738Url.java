package org.urikit;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A URL parsed by the RFC 1738 grammar: its scheme and a typed view of its parts, named after the
 * BNF rules of its scheme.
 *
 * <pre>{@code
 * Rfc1738Url url = Rfc1738Url.parse("ftp://anonymous:guest@ftp.example.com:21/pub/a.txt;type=i");
 * url.scheme();                                   // "ftp"
 * Rfc1738Url.Ftp ftp = (Rfc1738Url.Ftp) url.parts();
 * ftp.user();                                     // Optional[anonymous]
 * ftp.fpath();                                    // Optional[pub/a.txt]
 * ftp.ftptype();                                  // Optional[i]
 * url.parts().asMap();  // {user=Optional[anonymous], password=Optional[guest], host=Optional[ftp.example.com], ...}
 *
 * if (Rfc1738Url.parse("news:comp.lang.java").parts() instanceof Rfc1738Url.News news) {
 *     news.group();                               // Optional[comp.lang.java]
 * }
 * }</pre>
 *
 * <table>
 *   <caption>Typed views and their parts</caption>
 *   <tr><th>scheme</th><th>view</th><th>parts (BNF rule names)</th></tr>
 *   <tr><td>http</td><td>{@link Http}</td><td>host, port, hpath, search</td></tr>
 *   <tr><td>ftp</td><td>{@link Ftp}</td><td>user, password, host, port, fpath, ftptype</td></tr>
 *   <tr><td>file</td><td>{@link File}</td><td>host, fpath</td></tr>
 *   <tr><td>gopher</td><td>{@link Gopher}</td><td>host, port, gtype, selector, search, gopher+_string</td></tr>
 *   <tr><td>mailto</td><td>{@link Mailto}</td><td>encoded822addr</td></tr>
 *   <tr><td>news</td><td>{@link News}</td><td>grouppart, and group or article when it is one ({@code "*"}, all
 *       groups, is neither)</td></tr>
 *   <tr><td>nntp</td><td>{@link Nntp}</td><td>host, port, group, article_number (the {@code digits}, named by
 *       §3.7's prose: the BNF has no name for them)</td></tr>
 *   <tr><td>telnet</td><td>{@link Telnet}</td><td>user, password, host, port</td></tr>
 *   <tr><td>wais</td><td>{@link Wais}</td><td>host, port, database, then search, or wtype and wpath</td></tr>
 *   <tr><td>prospero</td><td>{@link Prospero}</td><td>host, port, ppath, fieldspecs (name/value pairs)</td></tr>
 *   <tr><td>any other</td><td>{@link Generic}</td><td>schemepart; user, password, host, port, urlpath when it is an {@code ip-schemepart}</td></tr>
 * </table>
 *
 * <p>Parts are raw substrings of the input (escapes are kept). Absent parts are empty
 * {@code Optional}s; a present part may be the empty string ({@code "http://h/"} has an empty
 * {@code hpath}, {@code "http://h"} has none). Hosts follow the BNF: a {@code hostname} whose last
 * label ({@code toplabel}) starts with a letter, or a {@code hostnumber} of four digit groups
 * (no range check: the BNF has none); there are no IP literals. {@code '#'} is not part of a URL.
 *
 * <p>Instances are immutable and thread-safe. {@code equals} and {@code hashCode} compare the exact
 * text; {@link #toString()} returns it.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc1738">RFC 1738</a>
 * @since 0.1
 */
public final class Rfc1738Url {
    private final String text;
    private final int schemeEnd;
    private final Parts parts;

    Rfc1738Url(String text, int schemeEnd, Parts parts) {
        this.text = text;
        this.schemeEnd = schemeEnd;
        this.parts = parts;
    }

    /**
     * Parses a URL by the RFC 1738 rule {@code url}: by its scheme's grammar when the scheme is one
     * of the ten that RFC 1738 defines, else as a {@code genericurl}.
     *
     * @param input the text
     * @return the URL
     * @throws UriSyntaxException if the input is not a {@code url}
     * @throws NullPointerException if the input is null
     */
    public static Rfc1738Url parse(String input) {
        return parse(input, Rfc1738Rule.URL);
    }

    /**
     * The same as {@link #parse(String)}: parses an RFC 1738 {@code url}, or throws. It exists for conversion by
     * convention: frameworks that turn a {@code String} into a value by looking for a static
     * {@code valueOf(String)} method (JAX-RS {@code @QueryParam} and {@code @PathParam}, Spring's
     * {@code ConversionService}, {@code @Value} and configuration-property binding) find it and
     * bind {@code Rfc1738Url} parameters with no code.
     *
     * @param input the text
     * @return the same value as {@code parse(input)}
     * @throws UriSyntaxException if the input is not an RFC 1738 {@code url}
     * @throws NullPointerException if the input is null
     * @since 0.1
     */
    public static Rfc1738Url valueOf(String input) {
        return parse(input);
    }

    /**
     * Parses the input by one RFC 1738 rule; {@link Rfc1738Rule#GENERICURL} gives a {@link Generic}
     * view for any scheme.
     *
     * @param input the text
     * @param rule the rule
     * @return the URL
     * @throws UriSyntaxException if the input does not match the rule
     * @throws NullPointerException if an argument is null
     */
    public static Rfc1738Url parse(String input, Rfc1738Rule rule) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(rule, "rule");
        return Rfc1738Parser.parseOrThrow(input, rule);
    }

    /**
     * Checks the input by the RFC 1738 rule {@code url}, without building a value or throwing.
     *
     * @param input the text
     * @return the first error, or empty if the input is a {@code url}
     * @throws NullPointerException if the input is null
     */
    public static Optional<ParseError> check(String input) {
        return Rfc1738Rule.URL.check(input);
    }

    /**
     * The scheme, exactly as written (compare ignoring case).
     *
     * @return the scheme
     */
    public String scheme() {
        return text.substring(0, schemeEnd);
    }

    /**
     * The scheme-specific part, after the scheme's {@code ':'}.
     *
     * @return the raw text after {@code ':'}
     */
    public String schemePart() {
        return text.substring(schemeEnd + 1);
    }

    /**
     * The typed view of the parts, by the grammar the URL was parsed with.
     *
     * @return the parts
     */
    public Parts parts() {
        return parts;
    }

    /**
     * The exact text that was parsed.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return text;
    }

    /**
     * The text for logs and messages: {@link #toString()} with a login's password replaced by
     * {@code "****"}, as {@link UriReference#redact(String)} does.
     *
     * @return the redacted text; the exact text if there is no password
     * @since 0.1
     */
    public String redacted() {
        return Texts.redact(text);
    }

    /**
     * Exact-text equality.
     *
     * @param o another object
     * @return true if {@code o} is an {@code Rfc1738Url} with the same text
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Rfc1738Url other && other.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /**
     * The parts of an RFC 1738 URL, one record per scheme grammar.
     *
     * @since 0.1
     */
    public sealed interface Parts permits Http, Ftp, File, Gopher, Mailto, News, Nntp, Telnet, Wais, Prospero, Generic {
        /**
         * The grammar these parts were parsed by.
         *
         * @return the rule, for example {@link Rfc1738Rule#HTTPURL}
         */
        Rfc1738Rule rule();

        /**
         * Every part by BNF rule name, in the order of the grammar, for generic output such as JSON:
         * each value is a {@code String} (the port too), or empty when the part is absent;
         * {@link Prospero}'s {@code fieldspecs} (its {@code fieldspec}s) is a {@code List} of
         * two-element {@code List}s ({@code [fieldname, fieldvalue]}). Where the BNF has no name, the
         * RFC's prose gives it: nntp's {@code digits} are its {@code article_number} (§3.7).
         *
         * @return an unmodifiable ordered map
         */
        Map<String, Optional<Object>> asMap();
    }

    private static Map<String, Optional<Object>> map(Object... kv) {
        Map<String, Optional<Object>> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            Object v = kv[i + 1];
            m.put((String) kv[i], v instanceof Optional<?> o ? o.map(Object.class::cast) : Optional.of(v));
        }
        return Collections.unmodifiableMap(m);
    }

    /**
     * {@code httpurl = "http://" hostport [ "/" hpath [ "?" search ]]}.
     *
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @param hpath the {@code hpath} (after {@code "/"}), if there is a {@code "/"}
     * @param search the {@code search} (after {@code "?"}), if there is a {@code "?"}
     * @since 0.1
     */
    public record Http(String host, Optional<String> port, Optional<String> hpath, Optional<String> search)
            implements Parts {
        /**
         * Checks the fields.
         *
         * @param host the host
         * @param port the port
         * @param hpath the hpath
         * @param search the search
         * @throws NullPointerException if an argument is null
         */
        public Http {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(hpath, "hpath");
            Objects.requireNonNull(search, "search");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.HTTPURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("host", host, "port", port, "hpath", hpath, "search", search);
        }
    }

    /**
     * {@code ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]}.
     *
     * @param user the {@code user}, if there is a login before {@code "@"}
     * @param password the {@code password}, if there is a {@code ":"} in the login
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @param fpath the {@code fpath} (after {@code "/"}), if there is a {@code "/"}
     * @param ftptype the {@code ftptype} letter, if there is a {@code ";type="}
     * @since 0.1
     */
    public record Ftp(Optional<String> user, Optional<String> password, String host, Optional<String> port,
            Optional<String> fpath, Optional<String> ftptype) implements Parts {
        /**
         * Checks the fields.
         *
         * @param user the user
         * @param password the password
         * @param host the host
         * @param port the port
         * @param fpath the fpath
         * @param ftptype the ftptype
         * @throws NullPointerException if an argument is null
         */
        public Ftp {
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(fpath, "fpath");
            Objects.requireNonNull(ftptype, "ftptype");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.FTPURL;
        }

        /**
         * The record's fields, with the password shown as {@code "****"}: a record's
         * {@code toString()} ends up in logs.
         *
         * @return the fields
         */
        @Override
        public String toString() {
            return "Ftp[user=" + user + ", "
                    + "password=" + password.map(p -> "Optional[****]").orElse("Optional.empty") + ", "
                    + "host=" + host + ", "
                    + "port=" + port + ", "
                    + "fpath=" + fpath + ", "
                    + "ftptype=" + ftptype + "]";
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("user", user, "password", password, "host", host, "port", port, "fpath", fpath,
                    "ftptype", ftptype);
        }
    }

    /**
     * {@code fileurl = "file://" [ host | "localhost" ] "/" fpath}.
     *
     * @param host the {@code host}, if not empty
     * @param fpath the {@code fpath} after the {@code "/"}
     * @since 0.1
     */
    public record File(Optional<String> host, String fpath) implements Parts {
        /**
         * Checks the fields.
         *
         * @param host the host
         * @param fpath the fpath
         * @throws NullPointerException if an argument is null
         */
        public File {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(fpath, "fpath");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.FILEURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("host", host, "fpath", fpath);
        }
    }

    /**
     * {@code gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]}.
     * The selector ends at its first {@code "%09"}, the search at the next.
     *
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @param gtype the {@code gtype} (one {@code xchar}), if given
     * @param selector the {@code selector} (possibly empty), present when {@code gtype} is
     * @param search the {@code search} after the first {@code "%09"}, if any
     * @param gopherPlus the {@code gopher+_string} after the second {@code "%09"}, if any
     * @since 0.1
     */
    public record Gopher(String host, Optional<String> port, Optional<String> gtype, Optional<String> selector,
            Optional<String> search, Optional<String> gopherPlus) implements Parts {
        /**
         * Checks the fields.
         *
         * @param host the host
         * @param port the port
         * @param gtype the gtype
         * @param selector the selector
         * @param search the search
         * @param gopherPlus the gopherPlus
         * @throws NullPointerException if an argument is null
         */
        public Gopher {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(gtype, "gtype");
            Objects.requireNonNull(selector, "selector");
            Objects.requireNonNull(search, "search");
            Objects.requireNonNull(gopherPlus, "gopherPlus");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.GOPHERURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("host", host, "port", port, "gtype", gtype, "selector", selector, "search", search,
                    "gopher+_string", gopherPlus);
        }
    }

    /**
     * {@code mailtourl = "mailto:" encoded822addr}.
     *
     * @param encoded822addr the {@code encoded822addr}
     * @since 0.1
     */
    public record Mailto(String encoded822addr) implements Parts {
        /**
         * Checks the fields.
         *
         * @param encoded822addr the encoded822addr
         * @throws NullPointerException if an argument is null
         */
        public Mailto {
            Objects.requireNonNull(encoded822addr, "encoded822addr");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.MAILTOURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("encoded822addr", encoded822addr);
        }
    }

    /**
     * {@code newsurl = "news:" grouppart}, {@code grouppart = "*" | group | article}: the
     * {@code grouppart} is always there; it is a {@code group} (a newsgroup name), an {@code article}
     * ({@code message-id "@" host}), or {@code "*"} (all groups, an alternative without a rule name
     * of its own), and then neither {@code group} nor {@code article} is present.
     *
     * @param grouppart the whole {@code grouppart} after {@code "news:"}
     * @param group the {@code group}, if the grouppart is one
     * @param article the {@code article}, if the grouppart is one
     * @since 0.1
     */
    public record News(String grouppart, Optional<String> group, Optional<String> article) implements Parts {
        /**
         * Checks the fields.
         *
         * @param grouppart the grouppart
         * @param group the group
         * @param article the article
         * @throws NullPointerException if an argument is null
         */
        public News {
            Objects.requireNonNull(grouppart, "grouppart");
            Objects.requireNonNull(group, "group");
            Objects.requireNonNull(article, "article");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.NEWSURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("grouppart", grouppart, "group", group, "article", article);
        }
    }

    /**
     * {@code nntpurl = "nntp://" hostport "/" group [ "/" digits ]}. The {@code digits} have no rule
     * name of their own; RFC 1738 §3.7 calls them the article number ({@code <article-number>}),
     * hence {@code article_number} in {@link #asMap()}. They are not an {@code article}, which is
     * a message-id.
     *
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @param group the {@code group}
     * @param articleNumber the article number ({@code digits}), if given
     * @since 0.1
     */
    public record Nntp(String host, Optional<String> port, String group, Optional<String> articleNumber)
            implements Parts {
        /**
         * Checks the fields.
         *
         * @param host the host
         * @param port the port
         * @param group the group
         * @param articleNumber the article number
         * @throws NullPointerException if an argument is null
         */
        public Nntp {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(group, "group");
            Objects.requireNonNull(articleNumber, "articleNumber");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.NNTPURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("host", host, "port", port, "group", group, "article_number", articleNumber);
        }
    }

    /**
     * {@code telneturl = "telnet://" login [ "/" ]}.
     *
     * @param user the {@code user}, if there is a login before {@code "@"}
     * @param password the {@code password}, if there is a {@code ":"} in the login
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @since 0.1
     */
    public record Telnet(Optional<String> user, Optional<String> password, String host, Optional<String> port)
            implements Parts {
        /**
         * Checks the fields.
         *
         * @param user the user
         * @param password the password
         * @param host the host
         * @param port the port
         * @throws NullPointerException if an argument is null
         */
        public Telnet {
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.TELNETURL;
        }

        /**
         * The record's fields, with the password shown as {@code "****"}: a record's
         * {@code toString()} ends up in logs.
         *
         * @return the fields
         */
        @Override
        public String toString() {
            return "Telnet[user=" + user + ", "
                    + "password=" + password.map(p -> "Optional[****]").orElse("Optional.empty") + ", "
                    + "host=" + host + ", "
                    + "port=" + port + "]";
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("user", user, "password", password, "host", host, "port", port);
        }
    }

    /**
     * {@code waisurl = waisdatabase | waisindex | waisdoc}: {@code "wais://" hostport "/" database}
     * then nothing, {@code "?" search}, or {@code "/" wtype "/" wpath}.
     *
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @param database the {@code database}
     * @param search the {@code search} of a {@code waisindex}
     * @param wtype the {@code wtype} of a {@code waisdoc}
     * @param wpath the {@code wpath} of a {@code waisdoc}
     * @since 0.1
     */
    public record Wais(String host, Optional<String> port, String database, Optional<String> search,
            Optional<String> wtype, Optional<String> wpath) implements Parts {
        /**
         * Checks the fields.
         *
         * @param host the host
         * @param port the port
         * @param database the database
         * @param search the search
         * @param wtype the wtype
         * @param wpath the wpath
         * @throws NullPointerException if an argument is null
         */
        public Wais {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(database, "database");
            Objects.requireNonNull(search, "search");
            Objects.requireNonNull(wtype, "wtype");
            Objects.requireNonNull(wpath, "wpath");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.WAISURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("host", host, "port", port, "database", database, "search", search, "wtype", wtype,
                    "wpath", wpath);
        }
    }

    /**
     * {@code fieldspec = ";" fieldname "=" fieldvalue}.
     *
     * @param name the {@code fieldname}
     * @param value the {@code fieldvalue}
     * @since 0.1
     */
    public record Fieldspec(String name, String value) {
        /**
         * Checks the fields.
         *
         * @param name the field name
         * @param value the field value
         * @throws NullPointerException if an argument is null
         */
        public Fieldspec {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }

    /**
     * {@code prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]}.
     *
     * @param host the {@code host}
     * @param port the {@code port} digits, if given
     * @param ppath the {@code ppath}
     * @param fieldspecs the {@code fieldspec}s in order (an unmodifiable list)
     * @since 0.1
     */
    public record Prospero(String host, Optional<String> port, String ppath, List<Fieldspec> fieldspecs)
            implements Parts {
        /**
         * Copies the field list.
         *
         * @param host the host
         * @param port the port
         * @param ppath the path
         * @param fieldspecs the field specs
         * @throws NullPointerException if an argument is null
         */
        public Prospero {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(ppath, "ppath");
            fieldspecs = List.copyOf(Objects.requireNonNull(fieldspecs, "fieldspecs"));
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.PROSPEROURL;
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("host", host, "port", port, "ppath", ppath, "fieldspecs",
                    fieldspecs.stream().map(f -> List.of(f.name(), f.value())).toList());
        }
    }

    /**
     * {@code genericurl = scheme ":" schemepart}, {@code schemepart = *xchar | ip-schemepart},
     * {@code ip-schemepart = "//" login [ "/" urlpath ]}. The login parts are present when the
     * schemepart is an {@code ip-schemepart}.
     *
     * @param schemepart the whole {@code schemepart}
     * @param user the {@code user} of an ip-schemepart's login, if any
     * @param password the {@code password} of an ip-schemepart's login, if any
     * @param host the {@code host} of an ip-schemepart
     * @param port the {@code port} digits of an ip-schemepart, if given
     * @param urlpath the {@code urlpath} of an ip-schemepart, if there is a {@code "/"}
     * @since 0.1
     */
    public record Generic(String schemepart, Optional<String> user, Optional<String> password, Optional<String> host,
            Optional<String> port, Optional<String> urlpath) implements Parts {
        /**
         * Checks the fields.
         *
         * @param schemepart the schemepart
         * @param user the user
         * @param password the password
         * @param host the host
         * @param port the port
         * @param urlpath the urlpath
         * @throws NullPointerException if an argument is null
         */
        public Generic {
            Objects.requireNonNull(schemepart, "schemepart");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(urlpath, "urlpath");
        }

        @Override
        public Rfc1738Rule rule() {
            return Rfc1738Rule.GENERICURL;
        }

        /**
         * The record's fields, with the password shown as {@code "****"}: a record's
         * {@code toString()} ends up in logs.
         *
         * @return the fields
         */
        @Override
        public String toString() {
            return "Generic[schemepart=" + Texts.redact(schemepart) + ", "
                    + "user=" + user + ", "
                    + "password=" + password.map(p -> "Optional[****]").orElse("Optional.empty") + ", "
                    + "host=" + host + ", "
                    + "port=" + port + ", "
                    + "urlpath=" + urlpath + "]";
        }

        @Override
        public Map<String, Optional<Object>> asMap() {
            return map("schemepart", schemepart, "user", user, "password", password, "host", host, "port", port,
                    "urlpath", urlpath);
        }
    }
}
