package org.urikit.it.boot;

import java.util.List;
import java.util.Map;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.urikit.RelativeReference;
import org.urikit.Uri;
import org.urikit.validation.ValidUri;

@RestController
public class HookController {
    /** The request body: a urikit value read by Jackson, and a string checked by {@code @ValidUri}. */
    public record HookRequest(
            @NotNull @ValidUri(schemes = {"http", "https"}, allowUserinfo = false) Uri callback,
            @ValidUri String homepage) {
    }

    public record HookResponse(Long id, Uri callback, List<Uri> sameCallback) {
    }

    private final HookRepository hooks;

    public HookController(HookRepository hooks) {
        this.hooks = hooks;
    }

    @PostMapping("/hooks")
    public ResponseEntity<HookResponse> create(@Valid @RequestBody HookRequest request) {
        Hook saved = hooks.save(new Hook(request.callback()));
        List<Uri> same = hooks.findByCallback(request.callback()).stream().map(Hook::getCallback).toList();
        return ResponseEntity.status(201).body(new HookResponse(saved.getId(), saved.getCallback(), same));
    }

    @GetMapping("/search")
    public Map<String, Object> search(@RequestParam Uri since) {
        return Map.of("since", since, "scheme", since.scheme());
    }

    @GetMapping("/go")
    public Map<String, Object> go(@RequestParam @ValidUri(schemes = "https") String to) {
        return Map.of("to", to);
    }

    @GetMapping("/docs/{ref}")
    public Map<String, Object> doc(@PathVariable RelativeReference ref) {
        return Map.of("ref", ref, "path", ref.path());
    }

    @GetMapping("/echo-header")
    public Map<String, Object> header(@RequestHeader("X-Callback") Uri callback) {
        return Map.of("callback", callback);
    }
}
