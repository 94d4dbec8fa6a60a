#!/usr/bin/env bash
# Startup cost of the urikit Quarkus extension: packages tests/it-quarkus three times: "with" (uri-quarkus, and
# the links package, which uses urikit types in an entity, a record, REST parameters and a @ConfigMapping),
# "extension" (-Dwithout-links: uri-quarkus, but no links package: the extension in an application that uses
# no urikit type) and "without" (-Dwithout-urikit: neither); all three have the same Quarkus extensions and
# the notes package. Then it starts each packaged application (quarkus-run.jar) RUNS times, in turn, on a free
# port, reads Quarkus's "started in" line and the CPU time used until then, counts the classes loaded
# (-Xlog:class+load), stops it (SIGTERM to the process it started) and prints the medians.
#   tools/scripts/quarkus-startup.sh [runs] [--no-build]
# Needs nothing but the JDK on the PATH (or JAVA_HOME) and Maven; never installs anything into ~/.m2.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-7}"
build=true
[ "${2:-}" = "--no-build" ] && build=false
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
out=target/quarkus-startup
if $build; then
  rm -rf "$out"
  mkdir -p "$out"
  mvn -B -q -pl tests/it-quarkus -am -DskipTests -Dforbiddenapis.skip=true -Dquarkus.build.skip=false package
  cp -r tests/it-quarkus/target/quarkus-app "$out/with"
  # clean: the links classes compiled above must not stay in target/classes
  mvn -B -q -pl tests/it-quarkus clean
  mvn -B -q -pl tests/it-quarkus -am -DskipTests -Dforbiddenapis.skip=true -Dquarkus.build.skip=false -Dwithout-links package
  cp -r tests/it-quarkus/target/quarkus-app "$out/extension"
  mvn -B -q -pl tests/it-quarkus -Dquarkus.build.skip=false -Dwithout-urikit clean package
  cp -r tests/it-quarkus/target/quarkus-app "$out/without"
  mvn -B -q -pl tests/it-quarkus clean
fi

# one start: prints "seconds cpu-seconds total urikit-library application generated other", the class counts 2 s after the
# "started in" line (loading goes on lazily afterwards; the count then no longer depends on when the line
# was seen): urikit's library classes org.urikit.* (not the application's org.urikit.it.*), the application's,
# the JVM's generated classes (lambdas, lambda forms, proxies) and all others (Quarkus, Hibernate, Vert.x, JDK)
start() {
  local app="$1" i="$2"
  local log="$out/$app-$i.out" classes="$out/$app-$i.classes"
  "$java" -Xlog:class+load=info:file="$classes" -Dquarkus.http.port=0 -jar "$out/$app/quarkus-run.jar" >"$log" 2>&1 &
  local pid=$!
  local waited=0
  until grep -qs ' started in ' "$log"; do
    sleep 0.05
    waited=$((waited + 1))
    if [ $waited -gt 1200 ] || ! kill -0 "$pid" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      echo "no 'started in' line from $app run $i: see $log" >&2
      exit 1
    fi
  done
  # CPU time (user + system, all threads) until the line was seen: less sensitive to a loaded machine than the
  # wall-clock "started in"
  local cpu
  cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14 + $15) / hz}' "/proc/$pid/stat")
  sleep 2
  # what was loaded until now, not what the shutdown loads
  local lines
  lines=$(wc -l <"$classes")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  local seconds
  seconds=$(grep -o ' started in [0-9.]*s' "$log" | grep -o '[0-9.]*')
  echo "$seconds $cpu $(head -n "$lines" "$classes" | awk '
    / org\.urikit\.it\./ {app++; next}
    / org\.urikit\./ {lib++; next}
    /\$\$Lambda|LambdaForm\$|\.Species_|jdk\.proxy|\$Proxy/ {gen++; next}
    {other++}
    END {printf "%d %d %d %d %d", app + lib + gen + other, lib, app, gen, other}')"
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $("$java" -version 2>&1 | head -1)"
apps=(with extension without)
for app in "${apps[@]}"; do
  : >"$out/$app.txt"
done
for i in $(seq 1 "$runs"); do
  for app in "${apps[@]}"; do
    start "$app" "$i" | tee -a "$out/$app.txt" | sed "s/^/$(printf '%-9s' "$app") /"
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
for app in "${apps[@]}"; do
  printf '%-9s median of %s: started in %ss, CPU %ss; classes loaded: %s (urikit library %s, application %s, generated %s, other %s)\n' \
    "$app" "$runs" "$(cut -d' ' -f1 "$out/$app.txt" | median)" "$(cut -d' ' -f2 "$out/$app.txt" | median)" \
    "$(cut -d' ' -f3 "$out/$app.txt" | median)" "$(cut -d' ' -f4 "$out/$app.txt" | median)" \
    "$(cut -d' ' -f5 "$out/$app.txt" | median)" "$(cut -d' ' -f6 "$out/$app.txt" | median)" \
    "$(cut -d' ' -f7 "$out/$app.txt" | median)"
done
