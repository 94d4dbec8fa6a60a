/**
 * Hibernate ORM integration, loaded by Hibernate only (not exported, not API): the type contributor
 * that maps urikit value types to character columns.
 */
@NullMarked
package org.urikit.jpa.hibernate;

import org.jspecify.annotations.NullMarked;
