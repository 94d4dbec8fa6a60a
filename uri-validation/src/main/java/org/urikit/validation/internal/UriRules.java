package org.urikit.validation.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;
import org.urikit.Component;
import org.urikit.ErrorKind;
import org.urikit.HostKind;
import org.urikit.Iri;
import org.urikit.IriReference;
import org.urikit.Normalizer;
import org.urikit.ParseError;
import org.urikit.ReferenceForm;
import org.urikit.Rfc;
import org.urikit.Rfc3986Rule;
import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.idna.IdnaException;
import org.urikit.idna.Uts46;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostReason;
import org.urikit.net.HostVerdict;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRule;
import org.urikit.scheme.Violation;
import org.urikit.validation.ValidUri;

/**
 * The checks of one {@link ValidUri}, built once from the annotation by {@link #of(ValidUri)} and
 * applied to any number of values. Immutable and thread-safe.
 *
 * <p>{@link #check(String)} never throws: it uses the non-throwing {@code check} methods of the
 * core and parses only text that a check accepted.
 */
final class UriRules {
    private final Rfc grammar;
    private final ReferenceForm form;
    /** Lower-case allowed schemes, sorted, or null for any. */
    private final String @Nullable [] schemes;
    private final String schemeList;
    private final boolean requireHost;
    private final boolean allowUserinfo;
    private final boolean allowQuery;
    private final boolean allowFragment;
    /** Allowed host kinds, or null for any. */
    private final Set<HostKind> hostKinds;
    private final String hostKindList;
    /** The allowed host kinds as keys of their translated names, for the message template. */
    private final String hostKindKeys;
    /** Allowed ports, sorted, or null for any. */
    private final int[] ports;
    private final String portList;
    private final int maxLength;
    private final boolean publicHostsOnly;
    private final ValidUri.Whatwg whatwg;
    /** The normal form required, or null for any. */
    private final @Nullable Normalizer normalizer;
    /** The scheme rules to apply, or null when off. */
    private final @Nullable SchemeRegistry schemeRules;
    /**
     * With both {@code schemes} and {@code schemeRules}: the rule of each allowed scheme (null where
     * the registry has none), found once here instead of looked up for every value.
     */
    private final @Nullable SchemeRule @Nullable [] allowedSchemeRules;
    /** Whether the user replaced the message: then only parameters are added, no own violations. */
    final boolean customMessage;
    /** The annotation's message template. */
    final String message;

    private UriRules(ValidUri a, boolean whatwgUrlValue) {
        grammar = a.grammar();
        form = a.form();
        if (a.maxLength() < 0) {
            throw new IllegalArgumentException("@ValidUri(maxLength = " + a.maxLength() + "): must be at least 0");
        }
        maxLength = a.maxLength();
        if (a.schemes().length == 0) {
            schemes = null;
            schemeList = "";
        } else {
            if (form == ReferenceForm.RELATIVE) {
                throw new IllegalArgumentException("@ValidUri(form = RELATIVE) cannot have schemes: a relative reference has no scheme");
            }
            Set<String> s = new TreeSet<>();
            for (String scheme : a.schemes()) {
                requireSchemeName(scheme);
                s.add(scheme.toLowerCase(Locale.ROOT));
            }
            schemes = s.toArray(new String[0]);
            schemeList = String.join(", ", s);
        }
        requireHost = a.requireHost();
        allowUserinfo = a.allowUserinfo();
        allowQuery = a.allowQuery();
        allowFragment = a.allowFragment();
        if (a.hostKinds().length == 0) {
            hostKinds = null;
            hostKindList = "";
            hostKindKeys = "";
        } else {
            EnumSet<HostKind> k = EnumSet.noneOf(HostKind.class);
            k.addAll(Arrays.asList(a.hostKinds()));
            hostKinds = k;
            StringJoiner j = new StringJoiner(", ");
            k.forEach(kind -> j.add(label(kind)));
            hostKindList = j.toString();
            StringJoiner keys = new StringJoiner(", ");
            k.forEach(kind -> keys.add("{" + Problem.PREFIX + "hostKinds." + kind.name() + "}"));
            hostKindKeys = keys.toString();
        }
        if (a.ports().length == 0) {
            ports = null;
            portList = "";
        } else {
            int[] p = a.ports().clone();
            Arrays.sort(p);
            StringJoiner j = new StringJoiner(", ");
            for (int port : p) {
                if (port < 0 || port > 65535) {
                    throw new IllegalArgumentException("@ValidUri(ports): " + port + " is not a port (0 to 65535)");
                }
                j.add(Integer.toString(port));
            }
            ports = p;
            portList = j.toString();
        }
        publicHostsOnly = a.publicHostsOnly();
        schemeRules = a.schemeRules() ? SchemeRegistry.standard() : null;
        if (schemes != null && schemeRules != null) {
            allowedSchemeRules = new SchemeRule[schemes.length];
            for (int i = 0; i < schemes.length; i++) {
                allowedSchemeRules[i] = schemeRules.find(schemes[i]).orElse(null);
            }
        } else {
            allowedSchemeRules = null;
        }
        normalizer = switch (a.normalForm()) {
            case NONE -> null;
            case SYNTAX_BASED -> Normalizer.syntaxBased();
            case SCHEME_BASED -> Normalizer.schemeBased();
        };
        if (grammar == Rfc.RFC_1738 && form == ReferenceForm.RELATIVE) {
            throw new IllegalArgumentException("@ValidUri(grammar = RFC_1738, form = RELATIVE): RFC 1738 has no relative form");
        }
        // a WhatwgUrl value is the Standard's reading already: it is judged as with whatwg = ONLY
        whatwg = whatwgUrlValue ? ValidUri.Whatwg.ONLY : a.whatwg();
        String on = whatwgUrlValue ? "@ValidUri on a WhatwgUrl (" : "@ValidUri(whatwg = ONLY, ";
        if (whatwg == ValidUri.Whatwg.ONLY) {
            if (grammar != Rfc.RFC_3986) {
                throw new IllegalArgumentException(on + "grammar = " + grammar
                        + "): the Standard alone judges the syntax; leave grammar at RFC_3986");
            }
            if (form != ReferenceForm.URI && form != ReferenceForm.ABSOLUTE_URI
                    && !(whatwgUrlValue && form == ReferenceForm.ANY)) {
                throw new IllegalArgumentException(on + "form = " + form
                        + "): the Standard reads absolute URLs only (form URI or ABSOLUTE_URI)");
            }
            if (normalizer != null) {
                throw new IllegalArgumentException(on + "normalForm = " + a.normalForm()
                        + "): RFC 3986 normal forms do not apply to the Standard's reading");
            }
        }
        message = a.message();
        customMessage = !ValidUriMessages.DEFAULT_TEMPLATE.equals(message);
    }

    /**
     * The checks of the annotation.
     *
     * @throws IllegalArgumentException if an attribute is invalid, with a message naming it
     */
    static UriRules of(ValidUri annotation) {
        return new UriRules(annotation, false);
    }

    /**
     * The checks of the annotation on a {@code WhatwgUrl} value, whose {@code href} is checked as
     * with {@code whatwg = ONLY} whatever the annotation's {@code whatwg} (the value is the Standard's
     * reading already); form {@code ANY} is allowed too, as a {@code WhatwgUrl} is always absolute.
     *
     * @throws IllegalArgumentException if an attribute is invalid or does not apply to the Standard's reading
     */
    static UriRules ofWhatwgUrl(ValidUri annotation) {
        return new UriRules(annotation, true);
    }

    /** RFC 3986 §3.1: {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}. */
    private static void requireSchemeName(String scheme) {
        if (!Rfc3986Rule.SCHEME.matches(scheme)) {
            throw new IllegalArgumentException("@ValidUri(schemes): \"" + scheme
                    + "\" is not a scheme name (RFC 3986 §3.1: a letter, then letters, digits, '+', '-' or '.'; no ':')");
        }
    }

    static String label(HostKind kind) {
        return switch (kind) {
            case REG_NAME -> "reg-name";
            case IPV4 -> "IPv4";
            case IPV6 -> "IPv6";
            case IPV_FUTURE -> "IPvFuture";
        };
    }

    /**
     * The broken rules of the text, in a stable order; empty if it is valid. Never throws.
     */
    List<Problem> check(String text) {
        if (text.length() > maxLength) {
            return List.of(Problem.of("length", "length", Integer.toString(text.length()),
                    "maxLength", Integer.toString(maxLength)));
        }
        UriReference ref;
        // the IRI read under RFC 3987, whose URI form ref is
        @Nullable IriReference iri = null;
        if (whatwg == ValidUri.Whatwg.ONLY) {
            Optional<WhatwgUrl> w = WhatwgUrl.tryParse(text);
            if (w.isEmpty()) {
                return List.of(WhatwgAgreement.failure(WhatwgUrl.check(text).orElseThrow()));
            }
            ref = w.get().toUri();
            if (form == ReferenceForm.ABSOLUTE_URI && ref.fragment().isPresent()) {
                return List.of(Problem.of("fragment"));
            }
        } else if (grammar == Rfc.RFC_3986) {
            // A valid text is parsed once. An invalid one is parsed a second time by check() to get
            // its ParseError: tryParse keeps only the value, and rejection is the rare, slow path.
            Optional<UriReference> parsed = UriReference.tryParse(text, form);
            if (parsed.isEmpty()) {
                return List.of(syntax(grammar.check(text, form).orElseThrow()));
            }
            ref = parsed.get();
        } else if (grammar == Rfc.RFC_3987) {
            Optional<ParseError> error = grammar.check(text, form);
            if (error.isPresent()) {
                return List.of(syntax(error.get()));
            }
            if (!hasComponentOptions()) {
                return List.of();
            }
            iri = IriReference.parse(text);
            ref = uriForm(iri);
        } else {
            Optional<ParseError> error = grammar.check(text, form);
            if (error.isPresent()) {
                return List.of(syntax(error.get()));
            }
            Optional<UriReference> parsed = UriReference.tryParse(text, ReferenceForm.ANY);
            if (parsed.isEmpty()) {
                // Valid under the older grammar but not an RFC 3986 reference: components
                // cannot be read, so the component options cannot pass.
                return hasComponentOptions() ? List.of(syntax(UriReference.check(text).orElseThrow())) : List.of();
            }
            ref = parsed.get();
        }
        List<Problem> problems = null;
        // The Standard's other reading, reported first unless a later check tells the same cause.
        @Nullable Problem disagreement = null;
        if (whatwg == ValidUri.Whatwg.AGREE && ref instanceof Uri u) {
            disagreement = WhatwgAgreement.check(text, u);
            if (disagreement != null) {
                problems = add(null, disagreement);
            }
        }
        // Components already reported by an option, as bits (1 << ordinal): a scheme rule does not
        // report them again.
        long reported = 0;
        // the index in schemes of the URI's scheme, when schemes are given and the URI has one
        int allowed = -1;
        if (schemes != null && ref instanceof Uri uri) {
            allowed = allowedScheme(uri);
            if (allowed < 0) {
                problems = add(problems, Problem.of("scheme", "scheme", uri.scheme(), "allowedSchemes", schemeList));
                reported |= bit(Component.SCHEME);
            }
        }
        if (!allowUserinfo && ref.userinfo().isPresent()) {
            problems = add(problems, Problem.of("userinfo"));
            reported |= bit(Component.USERINFO);
        }
        if (!allowQuery && ref.query().isPresent()) {
            problems = add(problems, Problem.of("query"));
            reported |= bit(Component.QUERY);
        }
        if (!allowFragment && ref.fragment().isPresent()) {
            problems = add(problems, Problem.of("fragment"));
            reported |= bit(Component.FRAGMENT);
        }
        if (requireHost && !ref.hasHost()) {
            // one cause, one violation: the Standard failing on the missing host says it again
            if (disagreement != null && WhatwgAgreement.isHostFailure(disagreement)) {
                problems.remove(disagreement);
                disagreement = null;
            }
            problems = add(problems, Problem.of("hostRequired"));
            reported |= bit(Component.HOST) | bit(Component.AUTHORITY);
        }
        if (ref.hasAuthority() && (hostKinds != null || ports != null || publicHostsOnly)) {
            String host = ref.host().orElseThrow();
            HostKind kind = ref.hostKind().orElse(HostKind.REG_NAME);
            if (hostKinds != null && !hostKinds.contains(kind)) {
                // "host h is a registered name (reg-name), which is not allowed (allowed: IPv4 addresses)",
                // each kind by its key, to be translated
                problems = add(problems, Problem.composed("hostKind", "{" + Problem.PREFIX + "hostKind} {" + Problem.PREFIX
                        + "hostKind." + kind.name() + "}{" + Problem.PREFIX + "hostKind.notAllowed} " + hostKindKeys + ")",
                        "host", host, "hostKind", label(kind), "allowedHostKinds", hostKindList));
            }
            Optional<String> port = ports == null ? Optional.empty() : ref.port();
            if (ports != null && port.isPresent() && !port.get().isEmpty()) {
                OptionalInt n = ref.portNumber();
                if (n.isEmpty() || Arrays.binarySearch(ports, n.getAsInt()) < 0) {
                    problems = add(problems, Problem.of("port", "port", port.get(), "allowedPorts", portList));
                    reported |= bit(Component.PORT);
                }
            }
            if (publicHostsOnly) {
                HostVerdict verdict = HostPolicy.publicOnly().check(ref);
                // An empty host that hostRequired has reported already is not reported twice.
                if (!verdict.allowed() && !((reported & bit(Component.HOST)) != 0 && verdict.reason() == HostReason.EMPTY)) {
                    // One cause, one violation: when the Standard reads the address the policy
                    // judged (0x7f.1 as 127.0.0.1) or cannot read the host either, the policy's
                    // message alone says why.
                    if (disagreement != null && WhatwgAgreement.sameCause(disagreement, verdict)) {
                        // what else the Standard reads otherwise (a path, say) is still reported
                        Problem next = WhatwgAgreement.afterHost((Uri) ref, disagreement);
                        int at = problems.indexOf(disagreement);
                        if (next == null) {
                            problems.remove(at);
                        } else {
                            problems.set(at, next);
                        }
                        disagreement = next;
                    }
                    problems = add(problems, publicHostProblem(verdict));
                    if (verdict.reason() == HostReason.EMPTY) {
                        // a scheme rule requiring a host says it again
                        reported |= bit(Component.HOST);
                    }
                }
            }
        }
        // The rules of a scheme that is not allowed anyway would only add noise.
        if (schemeRules != null && ref instanceof Uri uri && (reported & bit(Component.SCHEME)) == 0) {
            List<Violation> violations;
            if (allowedSchemeRules != null) {
                // the rule of the allowed scheme found above; the same rule the registry would find
                SchemeRule rule = allowedSchemeRules[allowed];
                violations = rule == null ? List.of() : rule.check(uri);
            } else {
                violations = schemeRules.check(uri);
            }
            long byRule = 0;
            for (Violation v : violations) {
                // Deprecated is not invalid: allowUserinfo decides about http credentials. A
                // component that an option has already reported is not reported twice.
                if (v.kind() != ErrorKind.DEPRECATED_COMPONENT && (reported & bit(v.component())) == 0) {
                    problems = add(problems, schemeRule(uri, v));
                    byRule |= bit(v.component());
                }
            }
            reported |= byRule;
        }
        // one cause, one violation: the Standard failing on a port that a rule or option reported
        if (disagreement != null && (reported & bit(Component.PORT)) != 0 && WhatwgAgreement.isPortFailure(disagreement)) {
            problems.remove(disagreement);
        }
        if (normalizer != null) {
            if (iri != null) {
                IriReference normal = normalizer.normalize(iri);
                if (!normal.toString().equals(text)) {
                    problems = add(problems, Problem.of("normalForm", "normalized", normal.redacted()));
                }
            } else {
                UriReference normal = normalizer.normalize(ref);
                if (!normal.toString().equals(text)) {
                    problems = add(problems, Problem.of("normalForm", "normalized", normal.redacted()));
                }
            }
        }
        return problems == null ? List.of() : problems;
    }

    /**
     * The URI form of an IRI, on which the component options are checked: {@link Iri#toUri(Uts46)}
     * with {@link Uts46#whatwg()}, so that a Unicode host is judged by its ToASCII form as clients
     * read it. A host that ToASCII rejects is left percent-encoded ({@link IriReference#toUri()}):
     * the options then judge that host, and {@code publicHostsOnly} refuses it.
     */
    private static UriReference uriForm(IriReference iri) {
        if (iri instanceof Iri absolute) {
            try {
                return absolute.toUri(Uts46.whatwg());
            } catch (IdnaException e) {
                return absolute.toUri();
            }
        }
        return iri.toUri();
    }

    /** The problem for a refused host: the message key of its reason, the host and what else the message names. */
    static Problem publicHostProblem(HostVerdict v) {
        String host = v.host();
        String key = switch (v.reason()) {
            case PUBLIC -> throw new IllegalArgumentException("not refused: " + v);
            case EMPTY -> "empty";
            case MALFORMED -> "malformed";
            case INVALID_UTF8 -> "invalidUtf8";
            case INVALID_IDN -> "invalidIdn";
            case ENCODED_CHARACTER -> "encodedCharacter";
            case NUMERIC_NAME -> "numeric";
            case INVALID_NUMERIC_NAME -> "numericInvalid";
            case LOCALHOST_NAME -> "localhost";
            case LOCAL_NAME -> "localName";
            case SINGLE_LABEL_NAME -> "singleLabel";
            case METADATA -> "metadata";
            case IPV_FUTURE -> "ipvFuture";
            case UNSPECIFIED -> "unspecified";
            case LOOPBACK -> "loopback";
            case PRIVATE -> "private";
            case SHARED -> "shared";
            case LINK_LOCAL -> "linkLocal";
            case UNIQUE_LOCAL -> "uniqueLocal";
            case MULTICAST -> "multicast";
            case BROADCAST -> "broadcast";
            case RESERVED -> "reserved";
            case IPV4_MAPPED -> "ipv4Mapped";
            case IPV4_TRANSLATED -> "ipv4Translated";
        };
        String k = "publicHost." + key;
        return switch (v.reason()) {
            case EMPTY -> Problem.of(k);
            case NUMERIC_NAME -> Problem.of(k, "host", host, "address", v.address().orElseThrow().getHostAddress());
            case ENCODED_CHARACTER -> {
                // the policy points at the '%' of a triplet that decodes to an ASCII character
                int i = v.index().orElseThrow();
                char c = (char) (Character.digit(host.charAt(i + 1), 16) << 4 | Character.digit(host.charAt(i + 2), 16));
                yield Problem.of(k, "host", host, "encoded", host.substring(i, i + 3), "character", ParseError.describe(c));
            }
            case INVALID_UTF8 -> {
                int i = v.index().orElseThrow(); // the '%' of the first octet of the ill-formed sequence
                yield Problem.of(k, "host", host, "encoded", host.substring(i, i + 3));
            }
            case INVALID_IDN -> Problem.of(k, "host", host, "errors",
                    v.idnaErrors().stream().map(Enum::name).collect(Collectors.joining(", ")));
            default -> Problem.of(k, "host", host);
        };
    }

    /** The list with one more problem; the list is made on the first problem, so a valid value costs none. */
    private static List<Problem> add(@Nullable List<Problem> problems, Problem p) {
        List<Problem> list = problems == null ? new ArrayList<>(2) : problems;
        list.add(p);
        return list;
    }

    private static long bit(Component c) {
        return 1L << c.ordinal();
    }

    /**
     * The index in {@code schemes} of the URI's scheme, ignoring ASCII case, without lower-casing a
     * copy; -1 if the scheme is not allowed.
     */
    private int allowedScheme(Uri uri) {
        for (int i = 0; i < schemes.length; i++) {
            if (uri.hasScheme(schemes[i])) {
                return i;
            }
        }
        return -1;
    }

    private boolean hasComponentOptions() {
        return schemes != null || schemeRules != null || normalizer != null || requireHost || !allowUserinfo || !allowQuery || !allowFragment || hostKinds != null
                || ports != null || publicHostsOnly;
    }

    /** The start of every syntax key in a template. */
    private static final String SYNTAX = "{" + Problem.PREFIX + "syntax.";

    /**
     * The problem for a syntax error. Its English text is the core's {@link ParseError#message()}
     * word for word; it is composed of keys (see {@link Problem#composed}) so that the component
     * and every phrase are translated. The offending character is described by the core
     * ({@link ParseError#character()}) and never shown inside a password.
     */
    static Problem syntax(ParseError e) {
        ErrorKind kind = e.kind();
        boolean atEnd = e.index() >= e.input().length();
        Optional<String> character = e.character();
        boolean hidden = !atEnd && character.isEmpty();
        if (kind == ErrorKind.UNEXPECTED_CHARACTER && atEnd) {
            kind = ErrorKind.UNEXPECTED_END;
        }
        String in = " " + inComponent(e.component());
        String variant = atEnd ? ".end" : hidden ? ".hidden" : "";
        String atIndex = " " + SYNTAX + "atIndex}";
        String what = switch (kind) {
            case UNEXPECTED_CHARACTER -> SYNTAX + "UNEXPECTED_CHARACTER" + variant + "}" + in;
            case UNEXPECTED_END -> SYNTAX + "UNEXPECTED_END}" + in;
            case INVALID_PERCENT_ENCODING -> SYNTAX + "INVALID_PERCENT_ENCODING}" + in
                    + SYNTAX + "INVALID_PERCENT_ENCODING.detail" + variant + "}";
            case MISSING_SCHEME -> SYNTAX + "MISSING_SCHEME" + variant + "}";
            case COLON_IN_FIRST_SEGMENT -> SYNTAX + "COLON_IN_FIRST_SEGMENT}";
            case INVALID_IPV4, INVALID_IPV6, INVALID_IPVFUTURE -> SYNTAX + kind.name() + "}" + in
                    + SYNTAX + "unexpected" + variant + "}";
            case INVALID_PORT -> SYNTAX + "INVALID_PORT}" + in + (atEnd ? "" : SYNTAX + "unexpected" + variant + "}");
            case MISSING_COMPONENT -> SYNTAX + "MISSING_COMPONENT} " + component(e.component()) + atIndex;
            case FORBIDDEN_COMPONENT, DEPRECATED_COMPONENT -> component(e.component()) + " " + SYNTAX + kind.name() + "}"
                    + atIndex;
        };
        String template = what + " ({grammar} {rule})";
        String[] common = {"index", Integer.toString(e.index()), "component", e.component().label(),
                "grammar", e.grammar().label(), "rule", e.rule()};
        if (character.isEmpty()) {
            return Problem.composed("syntax." + kind.name(), template, common);
        }
        String[] withChar = Arrays.copyOf(common, common.length + 2);
        withChar[common.length] = "character";
        withChar[common.length + 1] = character.get();
        return Problem.composed("syntax." + kind.name(), template, withChar);
    }

    /** The key of a component's name in a template, for example {@code {...component.HOST}}: "host". */
    static String component(Component c) {
        return "{" + Problem.PREFIX + "component." + c.name() + "}";
    }

    /** The key of "in COMPONENT at index {index}" in a template, for example "in host at index 8". */
    static String inComponent(Component c) {
        return "{" + Problem.PREFIX + "component." + c.name() + ".in}";
    }

    /**
     * The problem for a broken scheme rule. A violation with a {@linkplain Violation#key() key} is
     * told by the text of {@code reason.KEY} when the root bundle (the fallback of every locale)
     * has one; otherwise, and without a key, by the violation's English message.
     */
    static Problem schemeRule(Uri uri, Violation v) {
        String reason = "{reason}";
        if (v.key() != null) {
            String key = Problem.PREFIX + "reason." + v.key();
            if (ValidUriMessages.lookup(key, Locale.ROOT) != null) {
                reason = "{" + key + "}";
            }
        }
        return Problem.composed("schemeRule", "{" + Problem.PREFIX + "schemeRule} " + inComponent(v.component())
                + "{" + Problem.PREFIX + "schemeRule.colon} " + reason,
                "scheme", uri.scheme(), "index", Integer.toString(v.index()), "component", v.component().label(),
                "reason", v.message());
    }
}
