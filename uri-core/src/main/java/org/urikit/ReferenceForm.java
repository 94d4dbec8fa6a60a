package org.urikit;

/**
 * Which references a check accepts, in any {@linkplain Rfc grammar}.
 *
 * <table>
 *   <caption>Forms and the rules they select</caption>
 *   <tr><th>form</th><th>RFC 3986</th><th>RFC 3987</th><th>RFC 1808</th><th>RFC 1738</th></tr>
 *   <tr><td>{@link #ANY}</td><td>URI-reference</td><td>IRI-reference</td><td>URL</td><td>url</td></tr>
 *   <tr><td>{@link #URI}</td><td>URI</td><td>IRI</td><td>absoluteURL (with optional fragment)</td><td>url</td></tr>
 *   <tr><td>{@link #ABSOLUTE_URI}</td><td>absolute-URI</td><td>absolute-IRI</td><td>absoluteURL without fragment</td><td>url</td></tr>
 *   <tr><td>{@link #RELATIVE}</td><td>relative-ref</td><td>irelative-ref</td><td>relativeURL (with optional fragment)</td><td>none: RFC 1738 has no relative form</td></tr>
 * </table>
 *
 * @since 0.1
 */
public enum ReferenceForm {
    /** Any reference: absolute or relative. */
    ANY,
    /** An absolute reference (with a scheme); a fragment is allowed. */
    URI,
    /** An absolute reference without a fragment (RFC 3986 {@code absolute-URI}). */
    ABSOLUTE_URI,
    /** A relative reference only (no scheme). */
    RELATIVE
}
