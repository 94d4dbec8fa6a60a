package org.urikit.it.boot;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.urikit.Uri;

public interface HookRepository extends JpaRepository<Hook, Long> {
    List<Hook> findByCallback(Uri callback);
}
