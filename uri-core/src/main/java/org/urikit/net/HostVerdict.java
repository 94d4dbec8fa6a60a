package org.urikit.net;

import java.net.InetAddress;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Optional;
import java.util.OptionalInt;

import org.jspecify.annotations.Nullable;
import org.urikit.idna.IdnaErrorCode;

/**
 * The judgement of {@link HostPolicy} on one host: whether it is {@linkplain #allowed() allowed},
 * what it {@linkplain #reason() is}, and the {@linkplain #address() address} it denotes when the
 * policy knows one. Immutable and thread-safe.
 *
 * <pre>{@code
 * HostVerdict v = HostPolicy.publicOnly().check("0x7f.1");
 * v.allowed();   // false
 * v.reason();    // NUMERIC_NAME
 * v.address();   // Optional[/127.0.0.1]: what browsers and inet_aton connect to
 * }</pre>
 *
 * @since 0.1
 */
public final class HostVerdict {
    private final String host;
    private final HostReason reason;
    private final boolean allowed;
    private final @Nullable InetAddress address;
    private final int index;
    private final Set<IdnaErrorCode> idnaErrors;

    HostVerdict(String host, HostReason reason, boolean allowed, @Nullable InetAddress address, int index) {
        this(host, reason, allowed, address, index, Set.of());
    }

    HostVerdict(String host, HostReason reason, boolean allowed, @Nullable InetAddress address, int index,
            Set<IdnaErrorCode> idnaErrors) {
        this.host = host;
        this.reason = reason;
        this.allowed = allowed;
        this.address = address;
        this.index = index;
        this.idnaErrors = idnaErrors;
    }

    /**
     * Whether the policy lets a client connect: the host is {@link HostReason#PUBLIC}, or what it
     * is was allowed by the policy's configuration.
     *
     * @return true if allowed
     */
    public boolean allowed() {
        return allowed;
    }

    /**
     * What the host is: {@link HostReason#PUBLIC}, or why it is not a public destination. An
     * allowed verdict may have another reason than {@code PUBLIC} (a private address in a range the
     * policy allows, for example).
     *
     * @return the reason code
     */
    public HostReason reason() {
        return reason;
    }

    /**
     * The host judged, as it was given: the raw host of a URI (percent-encoding and IPv6 brackets
     * kept), the host string, or for an {@code InetAddress} its {@link InetAddress#getHostAddress()}.
     *
     * @return the host text
     */
    public String host() {
        return host;
    }

    /**
     * The address the host denotes, when the policy knows it without DNS: an IP literal or
     * IPv4address, the IPv4 address a {@link HostReason#NUMERIC_NAME numeric name} reads as, or the
     * address that was judged.
     *
     * @return the address, or empty for names
     */
    public Optional<InetAddress> address() {
        return Optional.ofNullable(address);
    }

    /**
     * For {@link HostReason#INVALID_UTF8}, {@link HostReason#ENCODED_CHARACTER} and some
     * {@link HostReason#MALFORMED} verdicts: the index in {@link #host()} of the first offending
     * character (the {@code '%'} of a percent-encoded octet).
     *
     * @return the index, or empty
     */
    public OptionalInt index() {
        return index < 0 ? OptionalInt.empty() : OptionalInt.of(index);
    }

    /**
     * For {@link HostReason#INVALID_IDN}: the UTS #46 error codes that ToASCII recorded for the
     * percent-decoded name (the codes of {@link org.urikit.idna.IdnaResult#codes()}, in their
     * declaration order).
     *
     * @return the codes; empty for every other reason
     */
    public Set<IdnaErrorCode> idnaErrors() {
        return idnaErrors;
    }

    /**
     * An English sentence for logs and exception messages, for example
     * {@code host 0x7f.1 refused: NUMERIC_NAME 127.0.0.1}, or with the UTS #46 error codes of an
     * {@link HostReason#INVALID_IDN} verdict, {@code host a%E2%80%8Db refused: INVALID_IDN C2}.
     *
     * @return the verdict as text
     */
    @Override
    public String toString() {
        return "host " + host + (allowed ? " allowed: " : " refused: ") + reason
                + (address == null ? "" : " " + address.getHostAddress())
                + (idnaErrors.isEmpty() ? "" : " " + idnaErrors.stream().map(Enum::name).collect(Collectors.joining(" ")));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HostVerdict v && v.host.equals(host) && v.reason == reason && v.allowed == allowed
                && Objects.equals(v.address, address) && v.index == index && v.idnaErrors.equals(idnaErrors);
    }

    @Override
    public int hashCode() {
        return Objects.hash(host, reason, allowed, address, index, idnaErrors);
    }
}
