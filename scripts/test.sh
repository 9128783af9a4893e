#!/usr/bin/env bash
# Installs what the tests need and runs every suite: lint, type checks, unit and HTTP
# tests (shared, server, web, admin) alongside the browser journeys through the built server.
# With TEST_DATABASE_URL (a PostgreSQL server; CI sets it), the server suite runs against it
# too, after the PGlite run and still alongside the journeys.
# Ends with "N passed, N failed" over all tests; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results="$root/test-results"
mkdir -p "$results"
rm -rf "$results"/*.json "$results"/*.log "$results/failed-steps" "$results/postgres"

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

# The journeys spend most of their time waiting on the browser and the servers' timers, and vitest
# runs one worker on two cores: the vitest runs (PGlite, and PostgreSQL when asked) go on meanwhile,
# side by side, a little lower in priority so that the journeys keep their pace. Their output is
# kept in logs and shown once the journeys are done.
vitest_run() { # name, JSON report, log, then vitest's own arguments
  local name=$1 report=$2 log=$3
  shift 3
  npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" >"$log" 2>&1 ||
    echo "$name" >>"$results/failed-steps"
}
step "Unit and HTTP tests (vitest: shared, server on PGlite${TEST_DATABASE_URL:+ and on PostgreSQL}, web, admin), in the background"
vitest_pids=()
(renice -n 5 -p "$BASHPID" >/dev/null; vitest_run vitest "$results/vitest.json" "$results/vitest.log") &
vitest_pids+=($!)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  mkdir -p "$results/postgres"
  (
    renice -n 5 -p "$BASHPID" >/dev/null
    DATABASE_URL=$TEST_DATABASE_URL vitest_run "vitest on PostgreSQL" "$results/postgres/vitest-server.json" \
      "$results/vitest-postgres.log" --project server
  ) &
  vitest_pids+=($!)
fi

step "Browser journeys (Playwright, Debian's Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json) ||
  failed_steps+=("playwright")

wait "${vitest_pids[@]}"
step "Output of the unit and HTTP tests"
cat "$results/vitest.log"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Server tests on PostgreSQL"
  cat "$results/vitest-postgres.log"
fi
while read -r failed; do failed_steps+=("$failed"); done < <(cat "$results/failed-steps" 2>/dev/null)

step "All suites${TEST_DATABASE_URL:+ (PGlite, browser, PostgreSQL)}"
node scripts/summarize-tests.mjs "$results" "$results/postgres" | tee "$results/summary.txt"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed: ${failed_steps[*]}" >&2
  exit 1
fi
