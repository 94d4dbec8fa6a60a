#!/usr/bin/env bash
# Runs a Jazzer fuzzing campaign, one target at a time (the machine is shared).
#   tools/scripts/fuzz.sh [seconds-per-target] [Class#method ...]
# Without targets it runs every @FuzzTest in the robustness module. New crashing inputs land in
# tests/robustness/src/test/resources/<package>/<Class>Inputs/<method>/ (they become regression inputs
# that plain `mvn -B verify` replays); the generated corpus stays in tests/robustness/.cifuzz-corpus (ignored).
# Output per target: tests/robustness/target/fuzz-logs/<Class>-<method>.log (Jazzer prints cov/ft/exec/s).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-600}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(
    CoreFuzzTest#parse CoreFuzzTest#resolve CoreFuzzTest#normalize CoreFuzzTest#relativize CoreFuzzTest#builder
    CoreFuzzTest#percentCodec CoreFuzzTest#rfc1808 CoreFuzzTest#rfc1738 CoreFuzzTest#schemeRules CoreFuzzTest#hostPolicy
    AdapterFuzzTest#validUri AdapterFuzzTest#jackson IdnaFuzzTest#uts46 IdnaFuzzTest#punycode
    WhatwgFuzzTest#parse WhatwgFuzzTest#setters WhatwgFuzzTest#agreement IriFuzzTest#parse
  )
fi
mkdir -p tests/robustness/target/fuzz-logs
for t in "${targets[@]}"; do
  log="tests/robustness/target/fuzz-logs/${t/\#/-}.log"
  echo "== $t for ${seconds}s -> $log"
  JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${seconds}s" JAZZER_INSTRUMENTATION_INCLUDES='org.urikit.**' \
    mvn -B -o -pl tests/robustness -am test -Dtest="$t" -Dsurefire.failIfNoSpecifiedTests=false \
      -Djazzer.max_duration="${seconds}s" -Djazzer.hooks=true >"$log" 2>&1 || echo "   FINDING or failure: see $log"
  grep -E '#[0-9]+.*(cov|DONE)' "$log" | tail -1 || true
done
