#!/usr/bin/env bash
# npm test: every check in order, stopping at the first that fails, then the time each took, so a
# slow step shows at once (CI must stay within ten minutes on two cores; README says what each runs).
set -uo pipefail

times=()
report() {
  echo
  echo "npm test, time per step:"
  for line in "${times[@]}"; do echo "  $line"; done
}

step() {
  local name=$1
  shift
  local began=$SECONDS
  echo
  echo "=== $name: $*"
  "$@"
  local status=$?
  times+=("$(printf '%-6s %4d s%s' "$name" $((SECONDS - began)) "$([ $status -eq 0 ] || echo '  FAILED')")")
  if [ $status -ne 0 ]; then
    report
    exit $status
  fi
}

began=$SECONDS
step check npm run check
step lint npm run lint
step unit npm run test:unit
step build npm run build
step size npm run size:check
step e2e npm run test:e2e
times+=("$(printf '%-6s %4d s' all $((SECONDS - began)))")
report
