package org.urikit.it.micronaut;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.validation.Validated;
import jakarta.validation.Valid;

import org.urikit.Uri;
import org.urikit.UriReference;
import org.urikit.WhatwgUrl;
import org.urikit.validation.WebhookUrl;

/** Binds urikit values from every place a request has them. */
@Controller("/uri")
@Validated
public class UriController {
    private final Uri home;
    private final HooksConfiguration hooks;
    private final WebhookRepository repository;

    UriController(@Value("${app.home}") Uri home, HooksConfiguration hooks, WebhookRepository repository) {
        this.home = home;
        this.hooks = hooks;
        this.repository = repository;
    }

    @Get("/query")
    public String query(@QueryValue Uri url) {
        return url.host().orElse("-") + "|" + url;
    }

    @Get("/whatwg")
    public String whatwg(@QueryValue WhatwgUrl url) {
        return url.href();
    }

    @Get("/path/{ref}")
    public String path(@PathVariable UriReference ref) {
        return ref.getClass().getSimpleName() + "|" + ref;
    }

    @Get("/header")
    public String header(@Header("X-Link") Uri link) {
        return link.toString();
    }

    @Get("/config")
    public Map<String, Object> config() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("home", home.toString());
        m.put("callback", hooks.getCallback().toString());
        m.put("mirrors", hooks.getMirrors().stream().map(Uri::toString).toList());
        return m;
    }

    @Get("/hook")
    public String hook(@QueryValue @WebhookUrl String callback) {
        return callback;
    }

    @Post("/link")
    public Link link(@Body @Valid Link link) {
        return link;
    }

    @Post("/hooks")
    public Webhook save(@Body @Valid Webhook hook) {
        return repository.save(hook);
    }

    @Get("/hooks")
    public List<Webhook> byCallback(@QueryValue Uri callback) {
        return repository.findByCallback(callback);
    }
}
