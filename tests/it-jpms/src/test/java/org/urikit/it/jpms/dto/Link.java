package org.urikit.it.jpms.dto;

import org.urikit.validation.ValidUri;

/** A bean with a constrained field, in a package opened only to Hibernate Validator. */
public final class Link {
    @ValidUri(schemes = {"https"})
    private final String target;

    /**
     * @param target the link target, validated on demand
     */
    public Link(String target) {
        this.target = target;
    }
}
