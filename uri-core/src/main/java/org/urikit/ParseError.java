package org.urikit;

import java.util.Objects;
import java.util.Optional;

/**
 * Where and why an input is not a valid URI reference: the first offending character, a stable
 * {@linkplain ErrorKind kind}, the {@linkplain Component component} and the grammar rule it broke.
 *
 * <p>{@code index} is the char index of the first offending character, or {@code input.length()}
 * when the input ends too early. For {@code "foo%4G"} it is 5, the index of {@code G}.
 *
 * <p>{@link #message()} and {@link #toString()} never echo a password: a character inside the
 * part of a userinfo after its first {@code ':'} is described without being shown. {@link #input()}
 * returns the input as it was given, password included.
 *
 * <pre>{@code
 * ParseError e = UriReference.check("http://a b/").orElseThrow();
 * e.index();     // 8
 * e.kind();      // UNEXPECTED_CHARACTER
 * e.component(); // HOST
 * e.rule();      // "reg-name"
 * e.message();   // invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)
 * }</pre>
 *
 * @param input the whole input
 * @param index index of the first offending character, or the input length
 * @param kind what went wrong
 * @param component the component being parsed
 * @param grammar the grammar that rejected the input
 * @param rule the name of the grammar rule that failed, as the RFC spells it (for example {@code "reg-name"})
 * @since 0.1
 */
public record ParseError(String input, int index, ErrorKind kind, Component component, Rfc grammar, String rule)
        implements java.io.Serializable {
    /** How {@link #message()} shows a character of a password. */
    private static final String HIDDEN = "(not shown: part of a password)";

    /**
     * Checks the fields.
     *
     * @param input the whole input
     * @param index index of the first offending character, or the input length
     * @param kind what went wrong
     * @param component the component being parsed
     * @param grammar the grammar that rejected the input
     * @param rule the name of the grammar rule that failed
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code index} is outside {@code 0..input.length()}
     */
    public ParseError {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(grammar, "grammar");
        Objects.requireNonNull(rule, "rule");
        if (index < 0 || index > input.length()) {
            throw new IllegalArgumentException("index " + index + " outside 0.." + input.length());
        }
    }

    /**
     * A one-line English explanation, for example
     * {@code invalid character ' ' (U+0020) in host at index 8 (RFC 3986 reg-name)}.
     *
     * @return the message
     */
    public String message() {
        String where = " in " + component.label() + " at index " + index;
        boolean atEnd = index >= input.length();
        String ch = atEnd ? null : character().orElse(HIDDEN);
        String what = switch (kind) {
            case UNEXPECTED_CHARACTER -> atEnd ? "unexpected end of input" + where : "invalid character " + ch + where;
            case UNEXPECTED_END -> "unexpected end of input" + where;
            case INVALID_PERCENT_ENCODING -> "invalid percent-encoding" + where
                    + (atEnd ? ": '%' needs two hex digits" : ": " + ch + " is not a hex digit");
            case MISSING_SCHEME -> "missing scheme: expected a scheme name and ':'" + (atEnd ? " before the end of input at index " + index
                    : ", found " + ch + " at index " + index);
            case COLON_IN_FIRST_SEGMENT -> "':' in the first segment of a relative path at index " + index
                    + " (it would read as a scheme; write \"./\" before the segment)";
            case INVALID_IPV4 -> "invalid IPv4 address" + where + (atEnd ? ": unexpected end" : ": unexpected " + ch);
            case INVALID_IPV6 -> "invalid IPv6 address" + where + (atEnd ? ": unexpected end" : ": unexpected " + ch);
            case INVALID_IPVFUTURE -> "invalid IPvFuture address" + where + (atEnd ? ": unexpected end" : ": unexpected " + ch);
            case INVALID_PORT -> "invalid port" + where + (atEnd ? "" : ": unexpected " + ch);
            case MISSING_COMPONENT -> "missing " + component.label() + " at index " + index;
            case FORBIDDEN_COMPONENT -> component.label() + " not allowed at index " + index;
            case DEPRECATED_COMPONENT -> component.label() + " deprecated at index " + index;
        };
        return what + " (" + grammar.label() + " " + rule + ")";
    }

    /**
     * The offending character as {@link #message()} shows it: {@code ' ' (U+0020)}, or only its
     * code point ({@code U+0009}) for controls, white space other than {@code ' '}, format
     * characters and unpaired surrogates. Other messages about the same error (those of
     * {@code @ValidUri}, for example) use this text too.
     *
     * <pre>{@code
     * UriReference.check("http://a b/").orElseThrow().character();       // Optional[' ' (U+0020)]
     * UriReference.check("http://a/\t").orElseThrow().character();      // Optional[U+0009]
     * UriReference.check("http://me:pa ss@a/").orElseThrow().character(); // Optional.empty: a password
     * }</pre>
     *
     * @return the character described, or empty when {@link #index()} is the input length or the
     *     character is part of a password (which is never shown)
     */
    public Optional<String> character() {
        if (index >= input.length() || hidden()) {
            return Optional.empty();
        }
        return Optional.of(Texts.describe(input, index));
    }

    /**
     * A character as urikit's messages show it: {@code ' ' (U+0020)}, or only its code point
     * ({@code U+0009}) for controls, white space other than {@code ' '}, format characters and
     * surrogates. The same text as {@link #character()}, for a character that is not in an error.
     *
     * <pre>{@code
     * ParseError.describe('/');    // "'/' (U+002F)"
     * ParseError.describe(0x200B); // "U+200B"
     * }</pre>
     *
     * @param codePoint a Unicode code point
     * @return the description
     * @throws IllegalArgumentException if {@code codePoint} is not a Unicode code point
     */
    public static String describe(int codePoint) {
        if (!Character.isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException("not a code point: " + codePoint);
        }
        return Texts.describe(new String(Character.toChars(codePoint)), 0);
    }

    /**
     * The input with what may be a password replaced by {@code "****"}, whatever its length, as in
     * {@link #message()}, by the rule of {@link UriReference#redact(String)}: the password of a
     * userinfo (after the userinfo's first {@code ':'}), of text after {@code "//"} that does not
     * parse, and of what the WHATWG URL Standard reads as credentials without {@code "//"}
     * ({@code http:\\me:pw@h}). For showing the input next to the error without echoing the
     * password or its length. {@link #maskedIndex()} is the error's index in this text.
     *
     * <pre>{@code
     * UriReference.check("http://me:s3cret@a b/").orElseThrow().maskedInput(); // "http://me:****@a b/"
     * }</pre>
     *
     * @return the input, password masked
     */
    public String maskedInput() {
        return Texts.redact(input, Texts.passwordRange(this));
    }

    /**
     * The index of the offending character in {@link #maskedInput()}, for a caret under it:
     * {@link #index()} when the error is before the password, the first {@code '*'} of the mask
     * when it is inside the password, and {@link #index()} moved by the difference in length
     * between the password and the mask when it is after it.
     *
     * <pre>{@code
     * UriReference.check("http://me:s3cret@a b/").orElseThrow().maskedIndex(); // 16, the space (index() is 18)
     * }</pre>
     *
     * @return the index in the masked input, from 0 to {@code maskedInput().length()}
     * @since 0.1
     */
    public int maskedIndex() {
        return Texts.maskedIndex(index, Texts.passwordRange(this));
    }

    /** True when the offending character is part of a password, which messages never show. */
    private boolean hidden() {
        // any component: in "//user:pa?ss@host" the password's tail reads as a query
        int[] pw = Texts.passwordRange(this);
        return pw != null && index >= pw[0] && index < pw[1];
    }

    /**
     * The same as {@link #message()}.
     *
     * @return the message
     */
    @Override
    public String toString() {
        return message();
    }
}
