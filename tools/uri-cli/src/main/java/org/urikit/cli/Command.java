package org.urikit.cli;

import java.util.List;
import java.util.Optional;

import org.urikit.Normalizer;
import org.urikit.Resolver;
import org.urikit.Rfc;

/** The commands of {@code uri}, their options, formats, grammars and help. */
enum Command {
    CHECK("check", List.of("--rfc", "--rule", "--format"), List.of("text", "bits", "json"),
            List.of(Rfc.RFC_3986, Rfc.RFC_3987, Rfc.RFC_1808, Rfc.RFC_1738),
            """
            Usage: uri check [--rfc 3986|3987|1808|1738] [--rule RULE] [--format text|bits|json] [INPUT...]

            Checks each input against a grammar rule (default: URI-reference for RFC 3986,
            IRI-reference for RFC 3987, URL for RFC 1808, url for RFC 1738). With no INPUT, reads
            one input per line from standard input (UTF-8, split on LF only: a CR or a TAB is part
            of the input).

              --rfc 3986|3987|1808|1738
                               the grammar (default 3986; 3987: IRIs)
              --rule RULE      RFC 1738: url, genericurl, httpurl, ftpurl, fileurl, gopherurl,
                               mailtourl, newsurl, nntpurl, telneturl, waisurl, prosperourl
                               RFC 1808: URL, absoluteURL, relativeURL (BNF names: exact case)
                               RFC 3986, an ABNF rule: URI-reference, URI, absolute-URI, relative-ref,
                               scheme, authority, userinfo, host, port, IP-literal, IPv4address,
                               IPv6address, IPvFuture, dec-octet, reg-name, path-abempty,
                               path-absolute, path-noscheme, path-rootless, path-empty, segment,
                               segment-nz, segment-nz-nc, query, fragment (case-insensitive)
                               RFC 3987, an ABNF rule: IRI-reference, IRI, absolute-IRI,
                               irelative-ref, scheme, iauthority, iuserinfo, ihost, port,
                               IP-literal, IPv4address, IPv6address, IPvFuture, dec-octet,
                               ireg-name, ipath-abempty, ipath-absolute, ipath-noscheme,
                               ipath-rootless, ipath-empty, isegment, isegment-nz,
                               isegment-nz-nc, iquery, ifragment (case-insensitive)
              --format text    'valid' or 'invalid', with a caret under the offending character
                                 and the reason (default)
              --format bits    exactly one line per input: 1 if it matches, 0 if not
              --format json    one JSON object per line: {"input": ..., "valid": true} or
                                 {"input": ..., "valid": false, "error": {...}}

            Exit code: 0 every input is valid, 1 some input is not, 2 usage error.
            """) {
        @Override
        Handler handler(Options o) throws UsageException {
            return Check.create(o);
        }
    },
    PARSE("parse", List.of("--rfc", "--whatwg", "--base", "--format"), List.of("text", "json"),
            List.of(Rfc.RFC_3986, Rfc.RFC_3987, Rfc.RFC_1808, Rfc.RFC_1738),
            """
            Usage: uri parse [--rfc 3986|3987|1808|1738] [--format text|json] [INPUT...]
                   uri parse --whatwg [--base URL] [--format text|json] [INPUT...]

            Parses each input as a URI reference and shows its components, exactly as written.
            With no INPUT, reads one input per line from standard input (UTF-8, split on LF only).

              --rfc 3986|3987|1808|1738
                               the grammar (default 3986; 3987: IRI references)
              --whatwg         read each input as browsers do (WHATWG URL Standard) and show the
                                 Standard's getters; with --format json exactly the keys href,
                                 protocol, username, password, hostname, port, pathname, search,
                                 hash, or {"input": ..., "failure": true, "error": {"type": ...,
                                 "index": ...}} (type: the Standard's validation error name)
              --base URL       with --whatwg: the base URL; without it, a line INPUT<TAB>BASE
                                 gives a base per input
              --format text    the components, quoted; (absent) for a missing one (default)
              --format json    one JSON object per line, the raw text of each component or
                                 null when absent, with the keys
                                 RFC 3986 and RFC 3987: scheme, userinfo, host, hostKind,
                                   port, path, query, fragment
                                 RFC 1808: scheme, net_loc, path, params, query, fragment
                                 RFC 1738: scheme, parts (the parts of the scheme's grammar,
                                   fieldspecs as [name, value] pairs)
                               or, for an invalid input, {"input": ..., "error": {"index": ...,
                                 "kind": ..., "component": ..., "rule": ..., "message": ...}}

            Exit code: 0 every input is valid, 1 some input is not, 2 usage error.
            """) {
        @Override
        Handler handler(Options o) throws UsageException {
            if (o.whatwg) {
                return WhatwgParse.create(o);
            }
            if (o.base != null) {
                throw new UsageException("--base is a --whatwg option for 'uri parse'");
            }
            return Parse.create(o);
        }
    },
    RESOLVE("resolve", List.of("--rfc", "--non-strict", "--base", "--format"), List.of("text", "json"),
            List.of(Rfc.RFC_3986, Rfc.RFC_3987, Rfc.RFC_1808),
            """
            Usage: uri resolve [--rfc 3986|3987|1808] [--non-strict] [--base BASE] [--format text|json] [INPUT...]

            Resolves references against a base URI (RFC 3986 section 5.2; RFC 3987: the same
            algorithm on IRIs, section 6.5; or RFC 1808 section 4: params inherited, ".." above the
            root kept). With --base, each input is a reference; without it, each input is
            BASE<TAB>REFERENCE (split at the first TAB).
            With no INPUT, reads one input per line from standard input (UTF-8, split on LF only).

              --rfc 3986|3987|1808
                               the grammar and its resolution algorithm (default 3986; 3987: an
                                 IRI base and IRI references, the target an IRI)
              --non-strict     RFC 3986 and 3987: a reference with the base's scheme is taken as
                                 relative (http:g against http://a/b/c gives http://a/b/g)
              --base BASE      the base URI for every input (its fragment is ignored)
              --format text    the target URI alone on its line, or the error (default)
              --format json    one JSON object per line: {"input": ..., "result": "<target>"} or
                                 {"input": ..., "error": {...}}; for BASE<TAB>REFERENCE the error
                                 has "part": "base" or "reference" and its index is within that part

            Exit code: 0 every input resolved, 1 some input is invalid, 2 usage error.
            """) {
        @Override
        Handler handler(Options o) throws UsageException {
            boolean json = o.format().equals("json");
            if (o.rfc == Rfc.RFC_1808) {
                if (o.nonStrict) {
                    throw new UsageException("--non-strict is an RFC 3986 option; RFC 1808 has one algorithm");
                }
                return new Transform(Transform.withBase(o.base, Transform::rfc1808Base,
                        (base, ref, part) -> base.resolve(Transform.rfc1808(ref, part)).toString(), "reference"), json);
            }
            Resolver resolver = Resolver.rfc3986().withStrict(!o.nonStrict);
            if (o.rfc == Rfc.RFC_3987) {
                return new Transform(Transform.withBase(o.base, Transform::iri,
                        (base, ref, part) -> resolver.resolve(base, Transform.iriReference(ref, part)).toString(),
                        "reference"), json);
            }
            return new Transform(Transform.withBase(o.base, Transform::uri,
                    (base, ref, part) -> resolver.resolve(base, Transform.reference(ref, part)).toString(), "reference"),
                    json);
        }
    },
    NORMALIZE("normalize", List.of("--rfc", "--scheme-based", "--format"), List.of("text", "json"),
            List.of(Rfc.RFC_3986, Rfc.RFC_3987),
            """
            Usage: uri normalize [--rfc 3986|3987] [--scheme-based] [--format text|json] [INPUT...]

            Normalizes each URI reference by RFC 3986 section 6.2.2: scheme and host to lower case,
            percent-encoding hex digits to upper case, percent-encoded unreserved characters
            decoded, dot-segments removed. With --rfc 3987, each input is an IRI reference and the
            normal form is RFC 3987 section 5.3.2: the same steps, then NFC, and xn-- labels of a
            host shown in Unicode (UTS #46 ToUnicode). With no INPUT, reads one input per line from
            standard input (UTF-8, split on LF only).

              --rfc 3986|3987  the grammar (default 3986; 3987: IRI references)
              --scheme-based   also section 6.2.3: drop an empty or default port (http 80, https 443,
                                 ws 80, wss 443, ftp 21), empty path as "/" for http(s) and ws(s)
              --format text    the normal form alone on its line, or the error (default)
              --format json    one JSON object per line: {"input": ..., "result": ...} or
                                 {"input": ..., "error": {...}}

            Exit code: 0 every input is valid, 1 some input is not, 2 usage error.
            """) {
        @Override
        Handler handler(Options o) {
            if (o.rfc == Rfc.RFC_3987) {
                Normalizer iri = o.schemeBased ? Normalizer.iri().with(Normalizer.Step.SCHEME_BASED) : Normalizer.iri();
                return new Transform(input -> iri.normalize(Transform.iriReference(input, null)).toString(),
                        o.format().equals("json"));
            }
            Normalizer normalizer = o.schemeBased ? Normalizer.schemeBased() : Normalizer.syntaxBased();
            return new Transform(input -> normalizer.normalize(Transform.reference(input, null)).toString(),
                    o.format().equals("json"));
        }
    },
    RELATIVIZE("relativize", List.of("--rfc", "--base", "--format"), List.of("text", "json"), List.of(Rfc.RFC_3986),
            """
            Usage: uri relativize [--rfc 3986] [--base BASE] [--format text|json] [INPUT...]

            The shortest reference that resolves against the base to exactly each target URI (the
            target itself when none does). With --base, each input is a target URI; without it,
            each input is BASE<TAB>TARGET (split at the first TAB). With no INPUT, reads one input
            per line from standard input (UTF-8, split on LF only).

              --rfc 3986       the grammar (default 3986)
              --base BASE      the base URI for every input (its fragment is ignored)
              --format text    the reference alone on its line, or the error (default)
              --format json    one JSON object per line: {"input": ..., "result": ...} or
                                 {"input": ..., "error": {...}}; for BASE<TAB>TARGET the error has
                                 "part": "base" or "target" and its index is within that part

            Exit code: 0 every input is valid, 1 some input is not, 2 usage error.
            """) {
        @Override
        Handler handler(Options o) throws UsageException {
            return new Transform(Transform.withBase(o.base, Transform::uri,
                    (base, target, part) -> base.relativize(Transform.uri(target, part)).toString(), "target"),
                    o.format().equals("json"));
        }
    },
    IDNA("idna", List.of("--transitional", "--std3", "--check-hyphens", "--verify-dns-length", "--format"),
            List.of("text", "json"), List.of(),
            """
            Usage: uri idna toascii|tounicode [--transitional] [--std3] [--check-hyphens]
                                              [--verify-dns-length] [--format text|json] [INPUT...]

            Converts each domain name with UTS #46 (Unicode IDNA Compatibility Processing):
            toascii gives the ASCII form (xn-- labels), tounicode the Unicode form. The defaults are
            the WHATWG URL Standard's flags: CheckHyphens false, CheckBidi true, CheckJoiners true,
            UseSTD3ASCIIRules false, nontransitional, VerifyDnsLength false. With no INPUT, reads
            one input per line from standard input (UTF-8, split on LF only).

              --transitional       Transitional_Processing (deprecated): map ß, ς, ZWJ and ZWNJ
              --std3               UseSTD3ASCIIRules: ASCII only letters, digits and '-' (U1)
              --check-hyphens      CheckHyphens: no '-' first, last, or third and fourth (V2, V3)
              --verify-dns-length  VerifyDnsLength (toascii): labels 1-63, name 1-253 (A4_1, A4_2)
              --format text        the output alone on its line, or 'invalid:' and the UTS #46
                                     error codes (default)
              --format json        one JSON object per line: {"input": ..., "output": ...} or
                                     {"input": ..., "errors": ["V6", ...]}

            Exit code: 0 every input converts without error, 1 some input does not, 2 usage error.
            """) {
        @Override
        Handler handler(Options o) throws UsageException {
            return Idna.create(o);
        }
    },
    EXPLAIN("explain", List.of("--format"), List.of("text", "json"), List.of(Rfc.RFC_3986),
            """
            Usage: uri explain [--format text|json] [INPUT...]

            Tells, for each input, which standards accept it and, for each that rejects it, where
            and why: RFC 3986 (URI-reference), RFC 3987 (IRI-reference: URIs with Unicode
            characters), RFC 1808 (URL), RFC 1738 (url: the scheme's grammar
            for its ten schemes, else genericurl), the WHATWG URL Standard (how browsers and HTTP
            clients read it, with its href; not applicable to a relative reference), and the rule
            of its scheme (http, https, ws, wss, mailto, file, urn, data, the RFC 1738 schemes, and
            rules registered through ServiceLoader). With no INPUT, reads one input per line from
            standard input.

              --format text    one line per standard, with a caret under each rejection (default)
              --format json    one JSON object per line: {"input": ..., "acceptedByAll": ...,
                                 "verdicts": [{"standard": ..., "rule": ..., "status": ACCEPTED|
                                 REJECTED|NOT_APPLICABLE, "reason": ..., "error": {...} or
                                 "violations": [...]}, ...]}

            Exit code: 0 no standard rejects any input, 1 some standard rejects some input,
            2 usage error.
            """) {
        @Override
        Handler handler(Options o) {
            return new Explain(o.format().equals("json"));
        }
    };

    /** Options that take no value. */
    static final List<String> FLAGS = List.of("--non-strict", "--scheme-based", "--transitional", "--std3",
            "--check-hyphens", "--verify-dns-length", "--whatwg");

    static final String HELP = """
            Usage: uri COMMAND [OPTIONS] [INPUT...]

            Checks and parses URI references exactly as the RFC grammars say.

            Commands:
              check       tell whether each input matches a grammar rule, and why not
              parse       show the components of each input
              resolve     resolve references against a base URI
              normalize   the RFC 3986 normal form of each input
              relativize  the shortest reference from a base URI to each target
              idna        international domain names to ASCII or Unicode (UTS #46)
              explain     which standards accept each input, and why the others do not

            Each command reads its inputs from the arguments or, with none, one per line from
            standard input (UTF-8, split on LF only). Run 'uri COMMAND --help' for its options.

            Exit code: 0 every input is valid, 1 some input is not, 2 usage error.
            """;

    /** The command words, for messages: "check, parse or resolve". */
    static String words() {
        StringBuilder b = new StringBuilder();
        Command[] all = values();
        for (int i = 0; i < all.length; i++) {
            b.append(i == 0 ? "" : i == all.length - 1 ? " or " : ", ").append(all[i].word);
        }
        return b.toString();
    }

    private final String word;
    private final List<String> options;
    private final List<String> formats;
    private final List<Rfc> grammars;
    private final String help;

    Command(String word, List<String> options, List<String> formats, List<Rfc> grammars, String help) {
        this.word = word;
        this.options = options;
        this.formats = formats;
        this.grammars = grammars;
        this.help = help;
    }

    String word() {
        return word;
    }

    List<String> options() {
        return options;
    }

    List<String> formats() {
        return formats;
    }

    List<Rfc> grammars() {
        return grammars;
    }

    String help() {
        return help;
    }

    /** The handler for these options; checks the option values that depend on each other. */
    abstract Handler handler(Options o) throws UsageException;

    static Optional<Command> forWord(String word) {
        for (Command c : values()) {
            if (c.word.equals(word)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
