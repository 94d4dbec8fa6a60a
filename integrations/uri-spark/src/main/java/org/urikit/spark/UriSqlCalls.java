package org.urikit.spark;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.OptionalInt;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import org.jspecify.annotations.Nullable;
import org.urikit.Normalizer;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.WhatwgValidationError;
import org.urikit.idna.IdnaError;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46;

/**
 * The static methods that the code Spark generates for urikit's SQL functions calls, one per function: they take
 * and return Spark's internal types ({@link UTF8String}, and an {@link InternalRow} of {@code UTF8String}s and
 * {@code Integer}s for a STRUCT, built from one parse). Not meant to be called directly: use the SQL functions
 * ({@link UrikitExtensions}) or {@link UriFunctions}.
 *
 * <p>Each method that can fail takes {@code failOnError}: true raises {@link UrikitSparkException} (ANSI mode),
 * false returns null; its {@code try} twin ({@code tryUrlHost} for {@code urlHost}) returns null. SQL NULL arguments never reach these methods (the expressions propagate NULL). A value that
 * is not valid UTF-8 (Spark strings are bytes and may hold anything) is an invalid URL: every method checks the
 * bytes first, in the same pass that finds an all-ASCII value, and only then makes the one {@code String} per
 * row that urikit's parsers read (uri-core parses {@code String}s; none of its parsers reads bytes). The exceptions
 * are {@code url_host}, which answers the common shape of URL (an http, https, ws, wss or ftp URL whose host is a
 * plain ASCII domain) from the bytes alone, with no {@code String} and no parse, and {@code url_parse}, which does
 * the same for such a URL already written as the URL Standard serializes it ({@link UrlParseFastPath}); both parse
 * in full only what is left.
 *
 * <p>Thread-safe: the only state is a per-thread cache of the last parsed base of {@code url_parse(s, base)} and
 * {@code uri_resolve(base, ref)}.
 *
 * @since 0.1
 */
public final class UriSqlCalls {
    private static final Uts46 UTS46 = Uts46.whatwg();
    private static final Normalizer NORMALIZER = Normalizer.schemeBased();
    private static final String UTF8_REASON = "INVALID_UTF8";
    private static final UTF8String RFC3986 = UTF8String.fromString(Grammar.RFC3986.sqlName);

    /** The last base of url_parse(s, base) on this thread: {UTF8String copy, WhatwgUrl or null, failure or null}. */
    private static final ThreadLocal<Object @Nullable []> URL_BASE = new ThreadLocal<>();
    /** The last base of uri_resolve on this thread: {UTF8String copy, Uri or null, ParseError or null}. */
    private static final ThreadLocal<Object @Nullable []> URI_BASE = new ThreadLocal<>();

    private UriSqlCalls() {
    }

    // ------------------------------------------------------------------ UTF-8

    /**
     * Where {@code s} stops being well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above
     * U+10FFFF), as {@code byteOffset << 32 | charIndex}; -1 when it is well-formed. One pass; an all-ASCII value
     * is checked a byte at a time without decoding.
     */
    static long invalidUtf8(UTF8String s) {
        int n = s.numBytes();
        Object base = s.getBaseObject();
        long offset = s.getBaseOffset();
        int i = 0;
        // ASCII eight bytes at a time (URLs mostly are): no high bit in the word
        while (i + 8 <= n && (Platform.getLong(base, offset + i) & 0x8080_8080_8080_8080L) == 0) {
            i += 8;
        }
        int chars = i;
        while (i < n) {
            int b = s.getByte(i) & 0xFF;
            if (b < 0x80) {
                i++;
                chars++;
                continue;
            }
            int more;
            int lo = 0x80;
            int hi = 0xBF;
            if (b >= 0xC2 && b <= 0xDF) {
                more = 1;
            } else if (b >= 0xE0 && b <= 0xEF) {
                more = 2;
                if (b == 0xE0) {
                    lo = 0xA0;
                } else if (b == 0xED) {
                    hi = 0x9F;
                }
            } else if (b >= 0xF0 && b <= 0xF4) {
                more = 3;
                if (b == 0xF0) {
                    lo = 0x90;
                } else if (b == 0xF4) {
                    hi = 0x8F;
                }
            } else {
                return (long) i << 32 | chars;
            }
            if (i + more >= n) {
                return (long) i << 32 | chars;
            }
            int b1 = s.getByte(i + 1) & 0xFF;
            if (b1 < lo || b1 > hi) {
                return (long) i << 32 | chars;
            }
            for (int k = 2; k <= more; k++) {
                int c = s.getByte(i + k) & 0xFF;
                if (c < 0x80 || c > 0xBF) {
                    return (long) i << 32 | chars;
                }
            }
            i += more + 1;
            chars += more == 3 ? 2 : 1;
        }
        return -1;
    }

    /**
     * The value as a String; null when it is not well-formed UTF-8 and {@code failOnError} is false.
     *
     * @throws UrikitSparkException when it is not well-formed UTF-8 and {@code failOnError} is true
     */
    private static @Nullable String text(UTF8String s, String function, boolean failOnError) {
        long bad = invalidUtf8(s);
        if (bad < 0) {
            return string(s);
        }
        if (failOnError) {
            throw utf8Error(function, s, bad);
        }
        return null;
    }

    /** The String of well-formed UTF-8: decoded in place when the value is on the heap (no copy of the bytes first). */
    private static String string(UTF8String s) {
        if (s.getBaseObject() instanceof byte[] bytes) {
            return new String(bytes, (int) (s.getBaseOffset() - Platform.BYTE_ARRAY_OFFSET), s.numBytes(),
                    StandardCharsets.UTF_8);
        }
        return s.toString();
    }

    private static UrikitSparkException utf8Error(String function, UTF8String s, long bad) {
        int byteOffset = (int) (bad >>> 32);
        int charIndex = (int) bad;
        // the decoded text (bad bytes as U+FFFD), masked by invalidUrl: never the raw bytes
        return UrikitSparkException.invalidUrl(function, charIndex, null, null, UTF8_REASON, s.toString(),
                utf8Message(byteOffset));
    }

    private static String utf8Message(int byteOffset) {
        return "not valid UTF-8 at byte " + byteOffset;
    }

    private static @Nullable UTF8String utf8(@Nullable String s) {
        return s == null ? null : UTF8String.fromString(s);
    }

    private static @Nullable UTF8String utf8(Optional<String> s) {
        return s.isPresent() ? UTF8String.fromString(s.get()) : null;
    }

    // ------------------------------------------------------------------ errors

    private static UrikitSparkException rfcError(String function, ParseError e) {
        return UrikitSparkException.invalidUrl(function, e.index(), e.component().label(),
                e.grammar().label() + " " + e.rule(), e.kind().name(), e.input(), e.message());
    }

    private static UrikitSparkException whatwgError(String function, String input, WhatwgValidationError e) {
        return UrikitSparkException.invalidUrl(function, e.index(), e.component().label(), "WHATWG URL", e.type(),
                input, e.message());
    }

    private static UrikitSparkException idnaError(String function, String input, IdnaResult r) {
        IdnaError first = r.errors().get(0);
        return UrikitSparkException.invalidUrl(function, first.labelIndex(), "host", "UTS #46",
                first.code().name(), input, first.message());
    }

    private static @Nullable WhatwgUrl whatwg(String input, String function, boolean failOnError) {
        Optional<WhatwgUrl> url = WhatwgUrl.tryParse(input);
        if (url.isPresent()) {
            return url.get();
        }
        if (failOnError) {
            throw whatwgError(function, input, WhatwgUrl.check(input).orElseThrow());
        }
        return null;
    }

    // ------------------------------------------------------------------ uri_valid, uri_error

    /**
     * {@code uri_valid(s)}: {@code uri_valid(s, 'rfc3986')}.
     *
     * @param s the value
     * @return whether {@code s} is an absolute RFC 3986 URI (false when it is not valid UTF-8)
     */
    public static boolean uriValid(UTF8String s) {
        return uriValid(s, RFC3986);
    }

    /**
     * {@code uri_error(s)}: {@code uri_error(s, 'rfc3986')}.
     *
     * @param s the value
     * @return a row of index INT, component, rule, reason, message; null when {@code s} is valid
     */
    public static @Nullable InternalRow uriError(UTF8String s) {
        return uriError(s, RFC3986);
    }

    /**
     * {@code uri_valid(s, grammar)}.
     *
     * @param s the value
     * @param grammar the grammar's name
     * @return whether {@code s} is valid in the grammar (false when it is not valid UTF-8)
     * @throws UrikitSparkException if the grammar is unknown
     */
    public static boolean uriValid(UTF8String s, UTF8String grammar) {
        Grammar g = grammar(grammar, "uri_valid");
        if (invalidUtf8(s) >= 0) {
            return false;
        }
        return g.valid(string(s));
    }

    /**
     * {@code uri_error(s, grammar)}: why {@code s} is invalid in the grammar.
     *
     * @param s the value
     * @param grammar the grammar's name
     * @return a row of index INT, component, rule, reason, message; null when {@code s} is valid
     * @throws UrikitSparkException if the grammar is unknown
     */
    public static @Nullable InternalRow uriError(UTF8String s, UTF8String grammar) {
        Grammar g = grammar(grammar, "uri_error");
        long bad = invalidUtf8(s);
        if (bad >= 0) {
            return new GenericInternalRow(new Object[] {(int) bad, null, null, UTF8String.fromString(UTF8_REASON),
                    UTF8String.fromString(utf8Message((int) (bad >>> 32)))});
        }
        String input = string(s);
        if (g == Grammar.WHATWG) {
            Optional<WhatwgValidationError> e = Grammar.checkWhatwg(input);
            if (e.isEmpty()) {
                return null;
            }
            WhatwgValidationError w = e.get();
            return new GenericInternalRow(new Object[] {w.index(), UTF8String.fromString(w.component().label()),
                    UTF8String.fromString("WHATWG URL"), UTF8String.fromString(w.type()),
                    UTF8String.fromString(w.message())});
        }
        Optional<ParseError> e = g.checkRfc(input);
        if (e.isEmpty()) {
            return null;
        }
        ParseError p = e.get();
        return new GenericInternalRow(new Object[] {p.index(), UTF8String.fromString(p.component().label()),
                UTF8String.fromString(p.grammar().label() + " " + p.rule()), UTF8String.fromString(p.kind().name()),
                UTF8String.fromString(p.message())});
    }

    static Grammar grammar(UTF8String name, String function) {
        Grammar g = Grammar.of(name);
        if (g == null) {
            throw UrikitSparkException.invalidArgument(function, "grammar", name.toString(), Grammar.NAMES);
        }
        return g;
    }

    // ------------------------------------------------------------------ uri_parse

    /**
     * {@code uri_parse(s)}: the components of an RFC 3986 URI reference, as written.
     *
     * @param s the value
     * @param failOnError raise instead of returning null
     * @return a row of scheme, userinfo, host, port INT, path, query, fragment
     */
    public static @Nullable InternalRow uriParse(UTF8String s, boolean failOnError) {
        String input = text(s, "uri_parse", failOnError);
        if (input == null) {
            return null;
        }
        Optional<UriReference> parsed = UriReference.tryParse(input, ReferenceForm.ANY);
        if (parsed.isEmpty()) {
            if (failOnError) {
                throw rfcError("uri_parse", Rfc.RFC_3986.check(input, ReferenceForm.ANY).orElseThrow());
            }
            return null;
        }
        UriReference r = parsed.get();
        OptionalInt port = r.portNumber();
        return new GenericInternalRow(new Object[] {
            r instanceof Uri u ? UTF8String.fromString(u.scheme()) : null,
            utf8(r.userinfo()),
            utf8(r.host()),
            port.isPresent() ? port.getAsInt() : null,
            UTF8String.fromString(r.path()),
            utf8(r.query()),
            utf8(r.fragment())});
    }

    // ------------------------------------------------------------------ url_parse, url_host, url_query_param

    /**
     * {@code url_parse(s)}: the WHATWG URL Standard's getters of {@code s}.
     *
     * <p>Where the value is an http, https, ws, wss or ftp URL of the shape that {@link #urlHost} reads from the
     * bytes, with a port that is not the default one and written without leading zeros, and a path, query and
     * fragment with nothing the parser would percent-encode or remove (no dot segment, no {@code \}, only printable
     * ASCII), the row is read from the bytes without decoding the value or running the parser. Every other value
     * is parsed in full. The answer is the same either way.
     *
     * @param s the value
     * @param failOnError raise instead of returning null
     * @return a row of href, protocol, username, password, hostname, port, pathname, search, hash
     */
    public static @Nullable InternalRow urlParse(UTF8String s, boolean failOnError) {
        // a URL already written as the Standard serializes it, read from the bytes: no String, no parse
        InternalRow fast = UrlParseFastPath.row(s);
        if (fast != null) {
            return fast;
        }
        String input = text(s, "url_parse", failOnError);
        if (input == null) {
            return null;
        }
        WhatwgUrl url = whatwg(input, "url_parse", failOnError);
        return url == null ? null : urlRow(url);
    }

    /**
     * {@code url_parse(s, base)}: the WHATWG URL Standard's getters of {@code s} parsed against {@code base}.
     *
     * @param s the value
     * @param base the base URL
     * @param failOnError raise instead of returning null
     * @return a row of href, protocol, username, password, hostname, port, pathname, search, hash
     */
    public static @Nullable InternalRow urlParse(UTF8String s, UTF8String base, boolean failOnError) {
        Object[] cached = URL_BASE.get();
        if (cached == null || !cached[0].equals(base)) {
            String b = text(base, "url_parse", failOnError);
            if (b == null) {
                return null;
            }
            Optional<WhatwgUrl> parsed = WhatwgUrl.tryParse(b);
            cached = new Object[] {base.copy(), parsed.orElse(null), b};
            URL_BASE.set(cached);
        }
        WhatwgUrl baseUrl = (WhatwgUrl) cached[1];
        if (baseUrl == null) {
            if (failOnError) {
                String b = (String) cached[2];
                throw whatwgError("url_parse", b, WhatwgUrl.check(b).orElseThrow());
            }
            return null;
        }
        // an absolute URL of the fast path's shape ("scheme://host...") does not depend on the base
        InternalRow fast = UrlParseFastPath.row(s);
        if (fast != null) {
            return fast;
        }
        String input = text(s, "url_parse", failOnError);
        if (input == null) {
            return null;
        }
        Optional<WhatwgUrl> url = WhatwgUrl.tryParse(input, baseUrl);
        if (url.isEmpty()) {
            if (failOnError) {
                // the failure against this base: the same parse, asked for its reason
                try {
                    WhatwgUrl.parse(input, baseUrl);
                } catch (org.urikit.WhatwgUrlException e) {
                    throw whatwgError("url_parse", input, e.failure());
                }
            }
            return null;
        }
        return urlRow(url.get());
    }

    private static InternalRow urlRow(WhatwgUrl u) {
        // The href is ASCII (the URL serializer percent-encodes everything else and hosts are in Punycode), and
        // every getter's value is a slice of it: one byte array for the nine fields, each a view into it.
        String href = u.href();
        int len = href.length();
        byte[] bytes = new byte[len];
        for (int i = 0; i < len; i++) {
            char c = href.charAt(i);
            if (c >= 0x80) {
                return urlRowCopied(u); // not expected; correct anyway
            }
            bytes[i] = (byte) c;
        }
        String protocol = u.protocol();
        String username = u.username();
        String password = u.password();
        String hostname = u.hostname();
        String port = u.port();
        String pathname = u.pathname();
        String search = u.search();
        String hash = u.hash();
        // an empty query or fragment is written ("?", "#") though its getter is "": '?' and '#' appear nowhere
        // else in an href (the path, query and opaque-path encode sets percent-encode them)
        int hashStart = len - hash.length() - (hash.isEmpty() && len > 0 && href.charAt(len - 1) == '#' ? 1 : 0);
        int searchStart = hashStart - search.length()
                - (search.isEmpty() && hashStart > 0 && href.charAt(hashStart - 1) == '?' ? 1 : 0);
        int pathStart = searchStart - pathname.length();
        int hostEnd = pathStart - (port.isEmpty() ? 0 : port.length() + 1);
        int usernameStart = protocol.length() + 2; // after "scheme:" and "//", when there are credentials
        return new GenericInternalRow(new Object[] {
            UTF8String.fromBytes(bytes),
            slice(bytes, 0, protocol.length()),
            slice(bytes, usernameStart, username.length()),
            slice(bytes, usernameStart + username.length() + 1, password.length()),
            slice(bytes, hostEnd - hostname.length(), hostname.length()),
            slice(bytes, hostEnd + 1, port.length()),
            slice(bytes, pathStart, pathname.length()),
            slice(bytes, searchStart, search.length()),
            slice(bytes, hashStart, hash.length())});
    }

    private static UTF8String slice(byte[] bytes, int start, int length) {
        return length == 0 ? UTF8String.EMPTY_UTF8 : UTF8String.fromBytes(bytes, start, length);
    }

    private static InternalRow urlRowCopied(WhatwgUrl u) {
        return new GenericInternalRow(new Object[] {
            UTF8String.fromString(u.href()),
            UTF8String.fromString(u.protocol()),
            UTF8String.fromString(u.username()),
            UTF8String.fromString(u.password()),
            UTF8String.fromString(u.hostname()),
            UTF8String.fromString(u.port()),
            UTF8String.fromString(u.pathname()),
            UTF8String.fromString(u.search()),
            UTF8String.fromString(u.hash())});
    }

    /**
     * {@code url_host(s)}: the WHATWG host serialization of {@code s} (ASCII, after UTS #46).
     *
     * <p>Where the value is an http, https, ws, wss or ftp URL (any case) with {@code //}, no credentials, a host of
     * ASCII letters, digits, {@code -}, {@code _} and {@code .} that is neither an {@code xn--} label nor a number
     * at its end, a valid port or none, then {@code /}, {@code ?}, {@code #} or the end, the host is read from the
     * bytes (lower-cased) without decoding the value or running the parser: the WHATWG parse is certain to give
     * exactly that host. Every other value is parsed in full. The answer is the same either way.
     *
     * @param s the value
     * @param failOnError raise instead of returning null
     * @return the hostname; null when the URL has no host
     */
    public static @Nullable UTF8String urlHost(UTF8String s, boolean failOnError) {
        // the common shape (http(s)://host[:port] and then /, ?, # or the end) read from the bytes, no String
        UTF8String fast = UrlHostFastPath.host(s);
        if (fast != null) {
            return fast;
        }
        String input = text(s, "url_host", failOnError);
        if (input == null) {
            return null;
        }
        WhatwgUrl url = whatwg(input, "url_host", failOnError);
        return url == null || !url.hasHost() ? null : UTF8String.fromString(url.hostname());
    }

    /**
     * {@code url_query_param(s, name)}: the first value of {@code name} in the WHATWG URL's query read as
     * {@code application/x-www-form-urlencoded}.
     *
     * @param s the value
     * @param name the parameter's name (decoded)
     * @param failOnError raise instead of returning null
     * @return the decoded value; null when the URL has no such parameter
     */
    public static @Nullable UTF8String urlQueryParam(UTF8String s, UTF8String name, boolean failOnError) {
        String input = text(s, "url_query_param", failOnError);
        if (input == null) {
            return null;
        }
        String key = text(name, "url_query_param", failOnError);
        if (key == null) {
            return null;
        }
        WhatwgUrl url = whatwg(input, "url_query_param", failOnError);
        if (url == null) {
            return null;
        }
        Optional<String> query = url.query();
        if (query.isEmpty()) {
            return null;
        }
        return utf8(org.urikit.QueryParameters.parseForm(query.get()).first(key));
    }

    // ------------------------------------------------------------------ uri_normalize, uri_resolve, uri_redact

    /**
     * {@code uri_normalize(s)}: the RFC 3986 §6.2.2 and §6.2.3 normal form of a URI reference.
     *
     * @param s the value
     * @param failOnError raise instead of returning null
     * @return the normal form
     */
    public static @Nullable UTF8String uriNormalize(UTF8String s, boolean failOnError) {
        String input = text(s, "uri_normalize", failOnError);
        if (input == null) {
            return null;
        }
        Optional<UriReference> parsed = UriReference.tryParse(input, ReferenceForm.ANY);
        if (parsed.isEmpty()) {
            if (failOnError) {
                throw rfcError("uri_normalize", Rfc.RFC_3986.check(input, ReferenceForm.ANY).orElseThrow());
            }
            return null;
        }
        UriReference normal = NORMALIZER.normalize(parsed.get());
        return normal.toString().equals(input) ? s : UTF8String.fromString(normal.toString());
    }

    /**
     * {@code uri_resolve(base, ref)}: RFC 3986 §5.2 resolution.
     *
     * @param base the base URI (rule {@code URI})
     * @param ref the reference (rule {@code URI-reference})
     * @param failOnError raise instead of returning null
     * @return the target URI
     */
    public static @Nullable UTF8String uriResolve(UTF8String base, UTF8String ref, boolean failOnError) {
        Object[] cached = URI_BASE.get();
        if (cached == null || !cached[0].equals(base)) {
            String b = text(base, "uri_resolve", failOnError);
            if (b == null) {
                return null;
            }
            Optional<UriReference> parsed = UriReference.tryParse(b, ReferenceForm.URI);
            cached = new Object[] {base.copy(), parsed.orElse(null), b};
            URI_BASE.set(cached);
        }
        Uri baseUri = (Uri) cached[1];
        if (baseUri == null) {
            if (failOnError) {
                throw rfcError("uri_resolve", Rfc.RFC_3986.check((String) cached[2], ReferenceForm.URI).orElseThrow());
            }
            return null;
        }
        String r = text(ref, "uri_resolve", failOnError);
        if (r == null) {
            return null;
        }
        Optional<UriReference> reference = UriReference.tryParse(r, ReferenceForm.ANY);
        if (reference.isEmpty()) {
            if (failOnError) {
                throw rfcError("uri_resolve", Rfc.RFC_3986.check(r, ReferenceForm.ANY).orElseThrow());
            }
            return null;
        }
        return UTF8String.fromString(baseUri.resolve(reference.get()).toString());
    }

    /**
     * {@code uri_redact(s)}: the text with the password of a userinfo replaced by {@code ****}
     * ({@code UriReference.redact}: any text, not only valid URIs).
     *
     * @param s the value
     * @param failOnError raise instead of returning null when {@code s} is not valid UTF-8
     * @return the redacted text
     */
    public static @Nullable UTF8String uriRedact(UTF8String s, boolean failOnError) {
        String input = text(s, "uri_redact", failOnError);
        if (input == null) {
            return null;
        }
        String redacted = UriReference.redact(input);
        return redacted.equals(input) ? s : UTF8String.fromString(redacted);
    }

    // ------------------------------------------------------------------ idna

    /**
     * {@code idna_to_ascii(s)}: UTS #46 ToASCII with the WHATWG options.
     *
     * @param s the domain name
     * @param failOnError raise instead of returning null
     * @return the ASCII form
     */
    public static @Nullable UTF8String idnaToAscii(UTF8String s, boolean failOnError) {
        String input = text(s, "idna_to_ascii", failOnError);
        if (input == null) {
            return null;
        }
        return idna(UTS46.toAscii(input), input, s, "idna_to_ascii", failOnError);
    }

    /**
     * {@code idna_to_unicode(s)}: UTS #46 ToUnicode with the WHATWG options.
     *
     * @param s the domain name
     * @param failOnError raise instead of returning null
     * @return the Unicode form
     */
    public static @Nullable UTF8String idnaToUnicode(UTF8String s, boolean failOnError) {
        String input = text(s, "idna_to_unicode", failOnError);
        if (input == null) {
            return null;
        }
        return idna(UTS46.toUnicode(input), input, s, "idna_to_unicode", failOnError);
    }

    private static @Nullable UTF8String idna(IdnaResult r, String input, UTF8String s, String function,
            boolean failOnError) {
        if (!r.isValid()) {
            if (failOnError) {
                throw idnaError(function, input, r);
            }
            return null;
        }
        String out = r.output();
        return out.equals(input) ? s : UTF8String.fromString(out);
    }

    // ------------------------------------------------------------------ try_ twins: null instead of an error

    /**
     * The {@code try_} twin of {@link #uriParse}: null where it would raise.
     *
     * @param s as in {@link #uriParse}
     * @return the result, or null
     */
    public static @Nullable InternalRow tryUriParse(UTF8String s) {
        return uriParse(s, false);
    }

    /**
     * The {@code try_} twin of {@link #urlParse}: null where it would raise.
     *
     * @param s as in {@link #urlParse}
     * @return the result, or null
     */
    public static @Nullable InternalRow tryUrlParse(UTF8String s) {
        return urlParse(s, false);
    }

    /**
     * The {@code try_} twin of {@link #urlParse}: null where it would raise.
     *
     * @param s as in {@link #urlParse}
     * @param base as in {@link #urlParse}
     * @return the result, or null
     */
    public static @Nullable InternalRow tryUrlParse(UTF8String s, UTF8String base) {
        return urlParse(s, base, false);
    }

    /**
     * The {@code try_} twin of {@link #urlHost}: null where it would raise.
     *
     * @param s as in {@link #urlHost}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryUrlHost(UTF8String s) {
        return urlHost(s, false);
    }

    /**
     * The {@code try_} twin of {@link #urlQueryParam}: null where it would raise.
     *
     * @param s as in {@link #urlQueryParam}
     * @param name as in {@link #urlQueryParam}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryUrlQueryParam(UTF8String s, UTF8String name) {
        return urlQueryParam(s, name, false);
    }

    /**
     * The {@code try_} twin of {@link #uriNormalize}: null where it would raise.
     *
     * @param s as in {@link #uriNormalize}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryUriNormalize(UTF8String s) {
        return uriNormalize(s, false);
    }

    /**
     * The {@code try_} twin of {@link #uriResolve}: null where it would raise.
     *
     * @param base as in {@link #uriResolve}
     * @param ref as in {@link #uriResolve}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryUriResolve(UTF8String base, UTF8String ref) {
        return uriResolve(base, ref, false);
    }

    /**
     * The {@code try_} twin of {@link #idnaToAscii}: null where it would raise.
     *
     * @param s as in {@link #idnaToAscii}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryIdnaToAscii(UTF8String s) {
        return idnaToAscii(s, false);
    }

    /**
     * The {@code try_} twin of {@link #idnaToUnicode}: null where it would raise.
     *
     * @param s as in {@link #idnaToUnicode}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryIdnaToUnicode(UTF8String s) {
        return idnaToUnicode(s, false);
    }

    /**
     * The {@code try_} twin of {@link #uriRedact}: null where it would raise.
     *
     * @param s as in {@link #uriRedact}
     * @return the result, or null
     */
    public static @Nullable UTF8String tryUriRedact(UTF8String s) {
        return uriRedact(s, false);
    }
}
