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
npx vitest run --project domain --project ui --project contracts

step "Blog posts to prerender: the seeded ones the demo and the local fake API serve"
content="$(mktemp)"
trap 'rm -f "$content"' EXIT
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
run_mode() {
  E2E_MODE="$1" npx vitest run --config vitest.e2e.config.ts 2>&1 | sed -u "s/^/[$1] /"
}
run_mode fake & fake_pid=$!
run_mode http & http_pid=$!
status=0
wait "$fake_pid" || status=1
wait "$http_pid" || status=1
exit "$status"
