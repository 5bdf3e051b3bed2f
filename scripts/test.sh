#!/usr/bin/env bash
# npm test: every check, then the time each step took, so a slow step shows at once (CI must stay
# within ten minutes on two cores; README says what each step runs).
#
# Two steps at a time where one leaves a core idle: the type checks beside the lint, then the build
# (one core) beside the unit tests (both cores, which they share); their output is shown whole, one
# step after the other. The browser tests, which keep both cores busy, run alone at the end. The
# type checks and the build both write Astro's generated types, so they never run together. A
# failed step stops the run once the steps already started have ended.
set -uo pipefail

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
times=()
failed=""

report() {
  echo
  echo "npm test, time per step (check beside lint, build beside unit):"
  for line in "${times[@]}"; do echo "  $line"; done
  [ -z "$failed" ] || echo "  FAILED: $failed"
}

# Starts a step in the background, its output in its own log.
start() {
  local name=$1
  shift
  (
    began=$SECONDS
    "$@" >"$logs/$name.log" 2>&1
    status=$?
    echo "$status $((SECONDS - began))" >"$logs/$name.done"
    exit $status
  ) &
  echo $! >"$logs/$name.pid"
}

# Waits for a step, shows its output and records its time.
finish() {
  local name=$1
  wait "$(cat "$logs/$name.pid")"
  read -r status took <"$logs/$name.done"
  echo
  echo "=== $name"
  cat "$logs/$name.log"
  times+=("$(printf '%-6s %4d s%s' "$name" "$took" "$([ "$status" -eq 0 ] || echo '  FAILED')")")
  [ "$status" -eq 0 ] || failed="${failed:+$failed, }$name"
}

# Runs a step in the foreground, its output as it comes.
step() {
  local name=$1
  shift
  local began=$SECONDS
  echo
  echo "=== $name: $*"
  "$@"
  local status=$?
  times+=("$(printf '%-6s %4d s%s' "$name" $((SECONDS - began)) "$([ $status -eq 0 ] || echo '  FAILED')")")
  [ $status -eq 0 ] || failed="$name"
}

began=$SECONDS
start check npm run check
start lint npm run lint
for name in check lint; do finish "$name"; done
if [ -z "$failed" ]; then
  start build npm run build
  start unit npm run test:unit
  for name in build unit; do finish "$name"; done
fi
[ -z "$failed" ] && step size npm run size:check
[ -z "$failed" ] && step e2e npm run test:e2e
times+=("$(printf '%-6s %4d s' all $((SECONDS - began)))")
report
[ -z "$failed" ]
