#!/usr/bin/env bash
# Times the huge-input families (tests/robustness/.../HugeInputs.java) at 1, 2, 4 and 8 MB by repeated runs
# and prints a Markdown table (docs/ROBUSTNESS.md). Not part of `mvn verify`.
#   tools/scripts/huge-input-timings.sh [java-binary [operation-word]]   e.g. tools/scripts/huge-input-timings.sh java accessor
set -euo pipefail
cd "$(dirname "$0")/../.."
java="${1:-java}"
mvn -B -q -o -pl tests/robustness -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="tests/robustness/target/test-classes:$(cat tests/robustness/target/test-classpath.txt)"
# the reactor's own classes, not whatever is installed in ~/.m2
cp="uri-core/target/classes:$cp"
"$java" -Xms3g -Xmx3g -cp "$cp" org.urikit.robustness.HugeInputTimings ${2:+"$2"}
