#!/usr/bin/env bash
# npm test: every check, then the time each step took, so a slow step shows at once (CI must stay
# within ten minutes on two cores; README says what each step runs).
#
# The type checks and the lint run side by side: together they keep the two cores busy, where
# each alone leaves one mostly idle (16 s less on our machines). Their output is shown whole, one
# after the other. The rest keep both cores busy on their own and run one after another. The
# first step that fails stops the run.
set -uo pipefail

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
times=()

line() { printf '%-6s %4d s%s' "$1" "$2" "$([ "$3" -eq 0 ] || echo '  FAILED')"; }

report() {
  echo
  echo "npm test, time per step (check and lint side by side):"
  for entry in "${times[@]}"; do echo "  $entry"; done
}

# Runs a step in the background, its output kept for later.
start() {
  local name=$1
  shift
  (
    began=$SECONDS
    "$@" >"$logs/$name.log" 2>&1
    status=$?
    echo "$status $((SECONDS - began))" >"$logs/$name.done"
  ) &
}

# Shows a background step's output once it has ended; fails when the step did.
finish() {
  local name=$1 status took
  read -r status took <"$logs/$name.done"
  echo
  echo "=== $name"
  cat "$logs/$name.log"
  times+=("$(line "$name" "$took" "$status")")
  return "$status"
}

step() {
  local name=$1
  shift
  local began=$SECONDS
  echo
  echo "=== $name: $*"
  "$@"
  local status=$?
  times+=("$(line "$name" $((SECONDS - began)) $status)")
  return $status
}

began=$SECONDS
start check npm run check
start lint npm run lint
wait
finish check
checked=$?
finish lint
linted=$?
ok=$((checked == 0 && linted == 0))
[ $ok -eq 1 ] && step unit npm run test:unit || ok=0
[ $ok -eq 1 ] && step build npm run build || ok=0
[ $ok -eq 1 ] && step size npm run size:check || ok=0
[ $ok -eq 1 ] && step e2e npm run test:e2e || ok=0
times+=("$(line all $((SECONDS - began)) $((1 - ok)))")
report
[ $ok -eq 1 ]
