#!/usr/bin/env bash
# Installs what the tests need and runs every suite: lint, type checks, unit and HTTP
# tests (shared, server, web), then the browser journeys through the built server.
# Ends with "N passed, N failed" over all tests; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results="$root/test-results"
mkdir -p "$results"
rm -f "$results"/*.json

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
failed_steps=()

step "Dependencies"
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.portal-lock-sum 2>/dev/null)" != "$lock_sum" ]; then
  npm ci --no-audit --no-fund || exit 1
  echo "$lock_sum" > node_modules/.portal-lock-sum
else
  echo "node_modules matches package-lock.json"
fi

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || exit 1
  else
    echo "Chromium is missing at $chromium: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH" >&2
    exit 1
  fi
fi

# The virus-scanning tests start Debian's clamd on a signature they make themselves.
if ! command -v clamd >/dev/null && [ ! -x /usr/sbin/clamd ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's clamav-daemon for the virus-scanning tests"
    # A policy-rc.d answering 101 keeps the package's services (clamd, freshclam) from starting
    # or downloading signatures: nothing is fetched, nothing waits for the network.
    made_policy=
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made_policy=1
    fi
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null
    clamav_status=$?
    [ -n "$made_policy" ] && rm -f /usr/sbin/policy-rc.d
    [ "$clamav_status" = 0 ] || exit 1
  else
    echo "clamd is missing: install Debian's clamav-daemon (apt-get install clamav-daemon) for the virus-scanning tests" >&2
    exit 1
  fi
fi

step "Lint and format"
npx biome ci . || failed_steps+=("lint")

step "Type checks"
npm run typecheck --silent || failed_steps+=("typecheck")

step "Build"
npm run build --silent || { echo "build failed" >&2; exit 1; }

step "Unit and HTTP tests (vitest: shared, server on PGlite, web)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || failed_steps+=("vitest")

step "Browser journeys (Playwright, Debian's Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json) ||
  failed_steps+=("playwright")

node scripts/summarize-tests.mjs "$results" vitest.json playwright.json | tee "$results/summary.txt"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed: ${failed_steps[*]}" >&2
  exit 1
fi
