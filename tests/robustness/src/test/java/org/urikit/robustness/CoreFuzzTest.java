package org.urikit.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.urikit.Component;
import org.urikit.Normalizer;
import org.urikit.PercentCodec;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Resolver;
import org.urikit.Rfc;
import org.urikit.Rfc1738Url;
import org.urikit.Rfc1808Url;
import org.urikit.Rfc3986Rule;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.UriReference;
import org.urikit.UriSyntaxException;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;
import org.urikit.net.HostVerdict;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.Violation;
import org.urikit.testing.InternalHostForms;

/**
 * Coverage-guided fuzz tests of uri-core (Jazzer). Under {@code mvn verify} each method replays only
 * its inputs in {@code src/test/resources/org/urikit/robustness/CoreFuzzTestInputs/<method>/};
 * {@code JAZZER_FUZZ=1} (see {@code tools/scripts/fuzz.sh}) fuzzes one method. The invariants are those of
 * {@link Invariants}: only documented exceptions, exact text, results that parse, idempotence.
 */
class CoreFuzzTest {
    private static final int BASE_MAX = 120;

    /** RFC 3986 parse and check, every rule check, and the verdict of java.net.URI on the agreed subset. */
    @FuzzTest
    void parse(FuzzedDataProvider data) {
        String input = data.consumeRemainingAsString();
        Optional<UriReference> ref = Invariants.parse(input);
        for (Rfc3986Rule rule : Rfc3986Rule.values()) {
            Optional<ParseError> e = rule.check(input);
            assertThat(rule.matches(input)).isEqualTo(e.isEmpty());
            e.ifPresent(err -> assertThat(err.index()).isBetween(0, input.length()));
        }
        assertThat(Rfc3986Rule.URI_REFERENCE.matches(input)).isEqualTo(ref.isPresent());
        JavaNetUriAgreement.assertAgrees(input, ref.isPresent());
    }

    /**
     * The host policy on any text: a verdict, never an exception; allowed only when public; and a
     * host that a URI holds gets the same verdict as a string and as the URI's host.
     */
    @FuzzTest
    void hostPolicy(FuzzedDataProvider data) {
        String host = data.consumeRemainingAsString();
        HostVerdict v = HostPolicy.publicOnly().check(host);
        assertThat(v.host()).isEqualTo(host);
        assertThat(v.allowed()).isEqualTo(v.reason() == HostReason.PUBLIC);
        v.index().ifPresent(i -> assertThat(i).isBetween(0, host.length() - 1));
        Optional<UriReference> ref = UriReference.tryParse("//" + host, ReferenceForm.RELATIVE);
        if (ref.isPresent() && ref.get().host().orElseThrow().equals(host)) {
            assertThat(HostPolicy.publicOnly().check(ref.get())).isEqualTo(v);
            ref.get().hostAddress().ifPresent(a -> assertThat(v.address()).contains(a));
        }
        boolean name = host.indexOf(':') < 0 && host.indexOf('[') < 0; // not an IP-literal, whose '%' starts a zone id
        if (name && host.chars().anyMatch(c -> c >= 0x80)
                && host.codePoints().noneMatch(cp -> cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE)) {
            // a name with literal Unicode is read as its percent-encoded UTF-8 (an IRI host as its URI form)
            HostVerdict encoded = HostPolicy.publicOnly().check(InternalHostForms.encodeNonAscii(host));
            assertThat(v.reason()).isEqualTo(encoded.reason());
            assertThat(v.address()).isEqualTo(encoded.address());
            assertThat(v.idnaErrors()).isEqualTo(encoded.idnaErrors());
        }
    }

    /** RFC 3986 §5.2 resolution, strict and non-strict: the result parses and holds no dot-segments. */
    @FuzzTest
    void resolve(FuzzedDataProvider data) {
        String base = data.consumeString(BASE_MAX);
        boolean strict = data.consumeBoolean();
        resolveInvariants(base, strict, data.consumeRemainingAsString());
    }

    /** The inputs where the resolve invariants had to be made precise, replayed by name. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
        hxample.CO088:/M0a/./b/.,/c;p?q=1&r#frag | false | ""
        hxample.CO088:/M0a/./b/.,/c;p?q=1&r#frag | true  | ""
        a:/b/c                                   | true  | ..//x
        a:/b                                     | false | ./..//x
        a:b                                      | true  | /.//x
        tt:/:h//.///ttt                          | false | tt:
        """)
    void resolveInvariantsHoldOnTheRefinedCases(String base, boolean strict, String reference) {
        resolveInvariants(base, strict, reference);
    }

    static void resolveInvariants(String base, boolean strict, String reference) {
        if (Uri.check(base).isPresent()) {
            return;
        }
        Resolver resolver = Resolver.rfc3986().withStrict(strict);
        Uri b = Uri.parse(base);
        Uri resolved;
        try {
            resolved = resolver.resolve(b, reference);
        } catch (UriSyntaxException e) {
            assertThat(UriReference.check(reference)).as("resolve throws only for a bad reference").isPresent();
            return;
        }
        Invariants.reparses(resolved);
        assertThat(b.resolve(reference).equals(resolved) || !strict).isTrue();
        List<String> segments = resolved.pathSegments();
        UriReference r = UriReference.parse(reference);
        // §5.2.2: an empty reference path keeps the base path as it is, dot-segments included
        // (finding crash-57da0d7d: base "hxample.CO088:/M0a/./b/.,/c;p?q=1&r#frag", reference "")
        // non-strict (§5.2.2): a reference with the base's scheme loses it and counts as relative
        // (finding crash-2876a75c: base "tt:/:h//.///ttt", reference "tt:", non-strict)
        boolean ownScheme = r instanceof Uri u && (strict || !u.scheme().equalsIgnoreCase(b.scheme()));
        boolean dotsRemoved = !r.path().isEmpty() || r.hasAuthority() || ownScheme;
        if (strict && dotsRemoved) {
            // the result has a scheme and no dot-segments, so resolving it again changes nothing (§5.2.2)
            assertThat(resolver.resolve(b, resolved)).as("resolve is idempotent on %s", resolved).isEqualTo(resolved);
        }
        if (dotsRemoved && resolved.path().startsWith("/")) {
            // documented (Resolver, after WHATWG): without an authority a path "//x" is written "/.//x"
            List<String> checked = !resolved.hasAuthority() && resolved.path().startsWith("/.//")
                    ? segments.subList(1, segments.size()) : segments;
            assertThat(checked).as("no dot-segments in %s", resolved).doesNotContain(".", "..");
        }
    }

    /** Syntax- and scheme-based normalization: the result parses, is normal, and is a fixed point. */
    @FuzzTest
    void normalize(FuzzedDataProvider data) {
        String input = data.consumeRemainingAsString();
        if (UriReference.check(input).isPresent()) {
            return;
        }
        UriReference ref = UriReference.parse(input);
        for (Normalizer n : List.of(Normalizer.syntaxBased(), Normalizer.schemeBased())) {
            UriReference once = n.normalize(ref);
            Invariants.reparses(once);
            assertThat(n.normalize(once)).as("%s idempotent on %s", n, input).isEqualTo(once);
            assertThat(n.isNormalized(once)).isTrue();
            assertThat(n.equivalent(ref, once)).isTrue();
        }
        assertThat(ref.normalize()).isEqualTo(Normalizer.syntaxBased().normalize(ref));
    }

    /** Relativize is the inverse of resolve whenever a relative form exists. */
    @FuzzTest
    void relativize(FuzzedDataProvider data) {
        String base = data.consumeString(BASE_MAX);
        String target = data.consumeRemainingAsString();
        if (Uri.check(base).isPresent() || Uri.check(target).isPresent()) {
            return;
        }
        Uri b = Uri.parse(base);
        Uri t = Uri.parse(target);
        UriReference rel = b.relativize(t);
        Invariants.reparses(rel);
        if (!rel.equals(t)) {
            assertThat(b.resolve(rel)).as("resolve(%s, relativize(%s))", base, target).isEqualTo(t);
        }
    }

    /** The builder, from decoded and raw parts: it builds only what parse accepts. */
    @FuzzTest
    void builder(FuzzedDataProvider data) {
        UriBuilder b = Uri.builder();
        try {
            if (data.consumeBoolean()) {
                b.scheme(data.consumeString(12));
            }
            if (data.consumeBoolean()) {
                b.decodedUserinfo(data.consumeString(16));
            }
            if (data.consumeBoolean()) {
                String host = data.consumeString(24);
                b = data.consumeBoolean() ? b.decodedHost(host) : b.host(host);
            }
            if (data.consumeBoolean()) {
                b.port(data.consumeInt(-1, 70_000));
            }
            if (data.consumeBoolean()) {
                String path = data.consumeString(32);
                b = data.consumeBoolean() ? b.decodedPath(path) : b.path(path);
            }
            if (data.consumeBoolean()) {
                b.addDecodedPathSegment(data.consumeString(16));
            }
            if (data.consumeBoolean()) {
                b.addQueryParameter(data.consumeString(12), data.consumeString(12));
            }
            if (data.consumeBoolean()) {
                b.decodedFragment(data.consumeRemainingAsString());
            }
        } catch (UriSyntaxException e) {
            return; // a raw part or port that is not valid, reported at once
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage()).as("documented: unpaired surrogate or bad port").isNotEmpty();
            return;
        }
        String text = b.toString();
        UriReference built;
        try {
            built = b.buildReference();
        } catch (UriSyntaxException e) {
            assertThat(UriReference.check(text)).isPresent();
            return;
        }
        Invariants.reparses(built);
        assertThat(built.toString()).isEqualTo(text);
    }

    /** Percent-coding: decode(encode(s)) is s for every component and every well-formed string. */
    @FuzzTest
    void percentCodec(FuzzedDataProvider data) {
        Component c = data.pickValue(Component.values());
        String s = data.consumeRemainingAsString();
        String encoded;
        try {
            encoded = PercentCodec.encode(c, s);
        } catch (IllegalArgumentException e) {
            return; // unpaired surrogate (documented)
        }
        assertThat(PercentCodec.decode(encoded)).isEqualTo(s);
    }

    /** RFC 1808: parse, check and §4 resolution; the text is kept and a resolved URL parses. */
    @FuzzTest
    void rfc1808(FuzzedDataProvider data) {
        String base = data.consumeString(BASE_MAX);
        String input = data.consumeRemainingAsString();
        Optional<ParseError> checked = Rfc1808Url.check(input);
        Rfc1808Url url;
        try {
            url = Rfc1808Url.parse(input);
        } catch (UriSyntaxException e) {
            assertThat(checked).contains(e.error());
            assertThat(Rfc.RFC_1808.check(input)).isPresent();
            return;
        }
        assertThat(checked).isEmpty();
        assertThat(url.toString()).isEqualTo(input);
        assertThat(Rfc1808Url.parse(input)).isEqualTo(url);
        url.scheme();
        url.netLoc();
        url.params();
        url.query();
        url.fragment();
        if (Rfc1808Url.check(base).isEmpty() && Rfc1808Url.parse(base).isAbsolute()) {
            Rfc1808Url resolved = Rfc1808Url.parse(base).resolve(url);
            assertThat(Rfc1808Url.check(resolved.toString())).as("%s parses", resolved).isEmpty();
            assertThat(resolved.isAbsolute()).isTrue();
        } else if (Rfc1808Url.check(base).isEmpty()) {
            assertThatThrownBy(() -> Rfc1808Url.parse(base).resolve(url)).isInstanceOf(IllegalStateException.class);
        }
    }

    /** RFC 1738: parse, check, the typed scheme views. */
    @FuzzTest
    void rfc1738(FuzzedDataProvider data) {
        String input = data.consumeRemainingAsString();
        Optional<ParseError> checked = Rfc1738Url.check(input);
        Rfc1738Url url;
        try {
            url = Rfc1738Url.parse(input);
        } catch (UriSyntaxException e) {
            assertThat(checked).contains(e.error());
            assertThat(e.error().index()).isBetween(0, input.length());
            return;
        }
        assertThat(checked).isEmpty();
        assertThat(url.toString()).isEqualTo(input);
        assertThat(url.scheme() + ":" + url.schemePart()).isEqualTo(input);
        assertThat(url.parts().asMap()).isNotNull();
        assertThat(Rfc.RFC_1738.check(input)).isEmpty();
    }

    /** The built-in scheme rules on any URI: violations point into the text, never an exception. */
    @FuzzTest
    void schemeRules(FuzzedDataProvider data) {
        String scheme = data.pickValue(new String[] {"http", "https", "ws", "wss", "ftp", "file", "mailto", "urn",
            "data", "tel", "coap", "HTTP", "news", "nntp", "telnet", "gopher", "wais", "prospero", "URN", "Tel"});
        String input = scheme + ":" + data.consumeRemainingAsString();
        if (Uri.check(input).isPresent()) {
            return;
        }
        Uri uri = Uri.parse(input);
        List<Violation> violations = SchemeRegistry.standard().check(uri);
        int previous = 0;
        for (Violation v : violations) {
            assertThat(v.index()).isBetween(previous, input.length()); // in text order
            assertThat(v.message()).isNotEmpty();
            previous = v.index();
        }
        Uri normal = Normalizer.schemeBased().normalize(uri);
        Invariants.reparses(normal);
    }
}
