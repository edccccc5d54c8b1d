#!/usr/bin/env bash
# Runs the browser tests (or the command given) while busy loops keep every core fully loaded:
# the check of issue 9 B13 that the suites pass on a busy machine, as CI's 2 cores are when other
# work runs. Not part of `npm test` (it doubles the browser tests' time); run it after changes to
# waits, timers or focus handling:  bash scripts/test-unter-last.sh [command …]
set -euo pipefail
cd "$(dirname "$0")/.."
KERNE="${LAST_PROZESSE:-$(nproc)}"
fresser=()
aufraeumen() { kill "${fresser[@]}" 2>/dev/null || true; }
trap aufraeumen EXIT
for _ in $(seq "$KERNE"); do
  node -e 'for (;;) {}' &
  fresser+=("$!")
done
echo "CPU-Last: $KERNE Prozesse mit Endlosschleife (Last vorher: $(cut -d' ' -f1-3 /proc/loadavg))"
if [ "$#" -gt 0 ]; then "$@"; else npm run build && npm run test:e2e; fi
