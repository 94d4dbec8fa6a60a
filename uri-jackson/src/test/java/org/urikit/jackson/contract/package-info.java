/**
 * The test cases both Jackson modules share: {@link org.urikit.jackson.contract.UriJsonContract},
 * run by {@code UriModuleTest} in uri-jackson and uri-jackson3 through uri-jackson's test-jar.
 */
@NullMarked
package org.urikit.jackson.contract;

import org.jspecify.annotations.NullMarked;
