#!/usr/bin/env bash
# `npm test`: everything that must hold before a change lands.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "Typecheck"
npx tsc --noEmit -p tsconfig.json

step "Lint (including the architecture's import rules)"
npx eslint . --max-warnings 0

step "Domain, adapter, fake, component and contract tests"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
npx vitest run --project domain --project ui --project contracts 2>&1 | tee "$logs/unit.log"

step "Blog posts to prerender: the seeded ones the demo and the local fake API serve"
content="$(mktemp)"
trap 'rm -f "$content"; rm -rf "$logs"' EXIT
npx tsx scripts/content-snapshot.ts fake >"$content"

step "Production build (HTTP adapters, against the local fake API used by the end-to-end run)"
PRERENDER_CONTENT="$content" \
VITE_API_BASE_URL="http://127.0.0.1:4010" \
VITE_TENANT_ID="e2e-tenant" \
VITE_PHARMACY_ORIGIN="http://127.0.0.1" \
VITE_OTP_AUTH_KEY="e2e-only-key" \
VITE_MEETING_ORIGINS="https://meet.carewell.in" \
VITE_SITE_ORIGIN="https://carewell.in" \
  npm run --silent build

step "Demo build (fake backend in the browser)"
PRERENDER_CONTENT="$content" VITE_SITE_ORIGIN="https://carewell.in" npm run --silent build:demo

step "Chromium and nginx"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "Build checks and end-to-end suite in Chromium, fake and HTTP modes side by side, and through nginx"
# Much of an end-to-end test is waiting (debounces, the fake latency, reloads), so the two modes
# run at once: separate ports and builds, one vitest each. Lines are prefixed with their mode.
# CI shows only the end of the output, and the mode that fails first scrolls out of it: each
# mode's log is kept, and the failures of both are printed again at the very end.
run_mode() {
  E2E_MODE="$1" npx vitest run --config vitest.e2e.config.ts 2>&1 | sed -u "s/^/[$1] /" | tee "$logs/$1.log"
}
run_mode fake & fake_pid=$!
run_mode http & http_pid=$!
failed=()
wait "$fake_pid" || failed+=(fake)
wait "$http_pid" || failed+=(http)
retried="$(grep -h 'retry x' "$logs/unit.log" "$logs/fake.log" "$logs/http.log" || true)"
if [ -n "$retried" ]; then
  step "Tests that passed only when run again: flakes to mend"
  printf '%s\n' "$retried"
fi
if [ "${#failed[@]}" -ne 0 ]; then
  step "End-to-end failures (${failed[*]}), repeated from above"
  for mode in "${failed[@]}"; do
    if grep -q 'Failed Tests' "$logs/$mode.log"; then
      awk '/Failed Tests/ { on = 1 } on { print } / Test Files / { on = 0 }' "$logs/$mode.log" | head -n 200
    else
      tail -n 60 "$logs/$mode.log"
    fi
  done
  exit 1
fi
