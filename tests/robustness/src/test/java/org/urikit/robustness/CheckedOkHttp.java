package org.urikit.robustness;

// [snippet okhttp]
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

import okhttp3.Dns;
import okhttp3.OkHttpClient;

import org.urikit.net.HostPolicy;
import org.urikit.net.HostVerdict;

/** OkHttp judging every name it resolves and every address it connects to with a HostPolicy. */
public final class CheckedOkHttp {
    private CheckedOkHttp() {
    }

    public static OkHttpClient.Builder checked(OkHttpClient.Builder builder, HostPolicy policy, Dns upstream) {
        Dns dns = hostname -> {
            HostVerdict byName = policy.check(hostname);
            if (!byName.allowed()) {
                throw new UnknownHostException("refused: " + byName);
            }
            List<InetAddress> addresses = upstream.lookup(hostname);
            for (InetAddress address : addresses) {
                HostVerdict v = policy.check(hostname, address);
                if (!v.allowed()) {
                    throw new UnknownHostException("refused: " + v);
                }
            }
            return addresses; // OkHttp connects to these addresses only: no second lookup
        };
        return builder.dns(dns).addNetworkInterceptor(chain -> {
            // Every hop, redirects included, at the address it is connected to. OkHttp does not
            // ask Dns for IP-literal hosts such as http://127.0.0.1/, so this is where they are
            // judged, before the request is sent.
            InetAddress address = chain.connection().route().socketAddress().getAddress();
            HostVerdict v = policy.check(chain.request().url().host(), address);
            if (!v.allowed()) {
                throw new HostRefusedException(v);
            }
            return chain.proceed(chain.request());
        });
    }
}
// [/snippet]
