package org.urikit.it.jpa;

import java.util.List;

import io.micronaut.data.annotation.Repository;
import io.micronaut.data.jpa.repository.JpaRepository;

import org.urikit.Uri;

/** Micronaut Data on Hibernate JPA. */
@Repository
public interface BookmarkRepository extends JpaRepository<Bookmark, Long> {
    /**
     * A query by a urikit value.
     *
     * @param target the target
     * @return the bookmarks with it
     */
    List<Bookmark> findByTarget(Uri target);
}
