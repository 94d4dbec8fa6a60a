package org.urikit.robustness;

// [snippet httpclient]
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;

import org.urikit.Uri;
import org.urikit.net.HostPolicy;
import org.urikit.net.HostVerdict;

/**
 * GET with java.net.http.HttpClient, judging every hop with a HostPolicy: the URL's host, every
 * address its name resolves to, and each redirect's Location (the client itself must not follow
 * redirects).
 */
public final class CheckedHttpClient {
    /** Resolves a name: InetAddress::getAllByName in production, a fake in tests. */
    public interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    private static final int MAX_REDIRECTS = 5;
    private final HttpClient client;
    private final HostPolicy policy;
    private final Resolver resolver;

    public CheckedHttpClient(HttpClient client, HostPolicy policy, Resolver resolver) {
        if (client.followRedirects() != HttpClient.Redirect.NEVER) {
            throw new IllegalArgumentException("build the client with Redirect.NEVER: redirects are checked here");
        }
        this.client = client;
        this.policy = policy;
        this.resolver = resolver;
    }

    public HttpResponse<String> get(String url) throws IOException, InterruptedException {
        Uri uri = Uri.parse(url);
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            check(uri);
            HttpRequest request = HttpRequest.newBuilder(uri.toJavaNetUri()).GET().build();
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            Optional<String> location = response.headers().firstValue("Location");
            int status = response.statusCode();
            boolean redirect = status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
            if (!redirect || location.isEmpty()) {
                return response;
            }
            uri = uri.resolve(location.get()); // checked at the top of the next hop
        }
        throw new IOException("more than " + MAX_REDIRECTS + " redirects");
    }

    private void check(Uri uri) throws IOException {
        if (!uri.hasScheme("https") && !uri.hasScheme("http")) {
            throw new IOException("not an http(s) URL: " + uri.scheme());
        }
        HostVerdict verdict = policy.check(uri);
        if (!verdict.allowed()) {
            throw new HostRefusedException(verdict);
        }
        if (uri.hostAddress().isEmpty()) {
            // a name: judge every address it resolves to
            String host = uri.decodedHost().orElseThrow();
            for (InetAddress address : resolver.resolve(host)) {
                HostVerdict v = policy.check(host, address);
                if (!v.allowed()) {
                    throw new HostRefusedException(v);
                }
            }
        }
    }
}
// [/snippet]
