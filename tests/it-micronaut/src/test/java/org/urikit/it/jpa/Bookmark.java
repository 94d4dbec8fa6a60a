package org.urikit.it.jpa;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

import org.urikit.Uri;
import org.urikit.UriReference;

/** A JPA entity with urikit attributes and no annotation on them. */
@Entity
public class Bookmark {
    @Id
    @GeneratedValue
    private Long id;

    private Uri target;

    private UriReference next;

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public Uri getTarget() {
        return target;
    }

    public void setTarget(Uri target) {
        this.target = target;
    }

    public UriReference getNext() {
        return next;
    }

    public void setNext(UriReference next) {
        this.next = next;
    }
}
