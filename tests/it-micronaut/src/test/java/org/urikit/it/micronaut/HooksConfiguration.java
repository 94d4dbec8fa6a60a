package org.urikit.it.micronaut;

import java.util.List;

import io.micronaut.context.annotation.ConfigurationProperties;

import org.urikit.Uri;

/** Configuration properties of urikit types. */
@ConfigurationProperties("app.hooks")
public class HooksConfiguration {
    private Uri callback;
    private List<Uri> mirrors;

    public Uri getCallback() {
        return callback;
    }

    public void setCallback(Uri callback) {
        this.callback = callback;
    }

    public List<Uri> getMirrors() {
        return mirrors;
    }

    public void setMirrors(List<Uri> mirrors) {
        this.mirrors = mirrors;
    }
}
