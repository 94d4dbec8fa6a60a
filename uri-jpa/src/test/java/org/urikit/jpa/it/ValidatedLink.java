package org.urikit.jpa.it;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.urikit.Uri;
import org.urikit.validation.HttpUrl;
import org.urikit.validation.ValidUri;

/** Constrained with @ValidUri: the provider validates it before writing. */
@Entity
@Table(name = "VALIDATED_LINK")
public class ValidatedLink {
    @Id
    @Column(name = "ID")
    Long id;

    @ValidUri(schemes = "https")
    @Column(name = "TARGET", length = 2048)
    Uri target;

    @ValidUri
    @Column(name = "CALLBACK", length = 2048)
    String callback;

    /** {@code @HttpUrl}'s default maximum length is this column's length. */
    @HttpUrl
    @Column(name = "HOMEPAGE", length = 2048)
    String homepage;

    protected ValidatedLink() {
    }

    ValidatedLink(long id, String target, String callback) {
        this.id = id;
        this.target = Uri.parse(target);
        this.callback = callback;
    }
}
