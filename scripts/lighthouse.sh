#!/usr/bin/env bash
# Lighthouse (mobile, its default config) on every page of the built site: a measure, not a test
# (npm run lighthouse, after npm run build). Lighthouse is not a dependency of the project: npx
# fetches it the first time. It drives the system Chromium, like the browser tests.
#   usage: scripts/lighthouse.sh [page ...]     default: every HTML page in dist/
set -euo pipefail
cd "$(dirname "$0")/.."
port=4399
chrome=${CHROME_PATH:-/usr/bin/chromium}
[ -d dist ] || { echo "No dist/: run npm run build first." >&2; exit 1; }
if [ $# -gt 0 ]; then pages=("$@"); else
  mapfile -t pages < <(cd dist && find . -name '*.html' | sed 's|^\.||; s|index\.html$||' | sort)
fi
npx astro preview --host 127.0.0.1 --port "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.2; done
out=$(mktemp -d)
for page in "${pages[@]}"; do
  file="$out/$(echo "$page" | tr '/.' '__').json"
  CHROME_PATH=$chrome npx -y lighthouse@12 "http://127.0.0.1:$port$page" --quiet --output=json --output-path="$file" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
    >/dev/null 2>&1 || { echo "$page: Lighthouse failed" >&2; continue; }
  node -e '
    const r = require(process.argv[1]); const a = r.audits;
    const scores = Object.values(r.categories).map((c) => `${c.id} ${Math.round(c.score * 100)}`).join("  ");
    console.log(`${process.argv[2].padEnd(16)} ${scores}  LCP ${Math.round(a["largest-contentful-paint"].numericValue)} ms  TBT ${Math.round(a["total-blocking-time"].numericValue)} ms  CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}  DOM ${a["dom-size"].numericValue} elements`);
  ' "$file" "$page"
done
