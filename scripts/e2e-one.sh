#!/usr/bin/env bash
# Builds both bundles and runs the given end-to-end files, holding a lock: the runs share
# ports 4010/4173/4174 and the dist folders, so two at once would fail each other.
# Usage: bash scripts/e2e-one.sh tests/e2e/medicines.e2e.test.ts [-t 'name']
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/patient-web-e2e.lock
flock 9
# The blog posts the builds prerender: the seeded ones the demo and the local fake API serve.
content="$(mktemp)"
trap 'rm -f "$content"' EXIT
npx tsx scripts/content-snapshot.ts fake >"$content"
PRERENDER_CONTENT="$content" \
VITE_API_BASE_URL="http://127.0.0.1:4010" \
VITE_TENANT_ID="e2e-tenant" \
VITE_PHARMACY_ORIGIN="http://127.0.0.1" \
VITE_OTP_AUTH_KEY="e2e-only-key" \
VITE_MEETING_ORIGINS="https://meet.carewell.in" \
VITE_SITE_ORIGIN="https://carewell.in" \
  npm run --silent build >/dev/null
PRERENDER_CONTENT="$content" VITE_SITE_ORIGIN="https://carewell.in" npm run --silent build:demo >/dev/null
bash scripts/ensure-chromium.sh >/dev/null
npx vitest run --config vitest.e2e.config.ts "$@"
