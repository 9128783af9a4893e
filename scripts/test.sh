#!/usr/bin/env bash
# Installs what the tests need and runs every suite: lint, type checks, unit and HTTP
# tests (shared, server, web), then the browser journeys through the built server.
# Ends with "N passed, N failed" over all tests; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results="$root/test-results"
mkdir -p "$results"
rm -f "$results"/*.json "$results/steps.tsv"

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
# Runs a step's command and writes its wall time, exit status and report (or -) to steps.tsv, which
# the summary prints: a step that failed without a failed test in its report (lint, types, an error
# outside any test) is counted there too, so that "0 failed" is never printed above a red run.
timed() {
  local name=$1 report=$2 start=$SECONDS status
  shift 2
  "$@"
  status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$((SECONDS - start))" "$status" "$report" >> "$results/steps.tsv"
  return $status
}
failed_steps=()

step "Dependencies"
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.portal-lock-sum 2>/dev/null)" != "$lock_sum" ]; then
  npm ci --no-audit --no-fund || exit 1
  echo "$lock_sum" > node_modules/.portal-lock-sum
else
  echo "node_modules matches package-lock.json"
fi

# Installs Debian's `package` (as root with apt-get) unless `present` says it is there; else says
# how and stops. A policy-rc.d answering 101 keeps the package's own services (clamd, freshclam,
# redis-server, haproxy) from starting or downloading anything: the tests start their own.
need_package() {
  local package=$1 present=$2 purpose=$3
  eval "$present" && return 0
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "$package is missing: install Debian's $package (apt-get install $package) for $purpose" >&2
    exit 1
  fi
  echo "Installing Debian's $package for $purpose"
  local made_policy= status
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made_policy=1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  status=$?
  [ -n "$made_policy" ] && rm -f /usr/sbin/policy-rc.d
  [ "$status" = 0 ] || exit 1
}

# The journeys run in Debian's headless shell of Chromium (the same Blink, without the browser's own
# windows and pages: a fifth less CPU a journey); CHROMIUM_PATH names another Chromium.
chromium=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
[ -x "$chromium" ] || [ "$chromium" != /usr/bin/chromium-headless-shell ] ||
  need_package chromium-headless-shell '[ -x /usr/bin/chromium-headless-shell ]' 'the browser tests (or set CHROMIUM_PATH)'
[ -x "$chromium" ] || { echo "Chromium is missing at $chromium" >&2; exit 1; }
export CHROMIUM_PATH=$chromium
# The cluster (npm run cluster, its tests) puts HAProxy in front of the processes.
need_package haproxy 'command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]' 'the cluster tests'
# The virus-scanning tests start clamd on a signature they make themselves.
need_package clamav-daemon 'command -v clamd >/dev/null || [ -x /usr/sbin/clamd ]' 'the virus-scanning tests'
# The Redis tests (shared rate limits, cache invalidations) start a redis-server of their own.
need_package redis-server '[ -x /usr/bin/redis-server ]' 'the Redis tests'
# The deployment kit's tests: the shipped nginx site in front of the built server over TLS (openssl
# makes the certificate, curl asks through it), and the systemd unit checked by systemd-analyze.
need_package nginx '[ -x /usr/sbin/nginx ]' 'the deployment kit tests'
need_package openssl 'command -v openssl >/dev/null' 'the deployment kit tests'
need_package curl 'command -v curl >/dev/null' 'the deployment kit tests'
need_package systemd 'command -v systemd-analyze >/dev/null' 'the deployment kit tests'

step "Lint and format"
timed "lint and format" - npx biome ci . || failed_steps+=("lint")

step "Type checks"
timed "type checks" - npm run typecheck --silent || failed_steps+=("typecheck")

step "Build"
timed build - npm run build --silent || { echo "build failed" >&2; exit 1; }

step "Unit and HTTP tests (vitest: shared, server and server-slow on PGlite, web, admin)"
VITEST_UNHANDLED="$results/vitest-unhandled.json" timed "vitest (every project)" vitest.json npx vitest run \
  --reporter=default --reporter=json --reporter=./scripts/vitest-unhandled.ts --outputFile.json="$results/vitest.json" ||
  failed_steps+=("vitest")

step "Browser journeys (Playwright, Debian's Chromium)"
(cd e2e && export PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" && timed "journeys (Playwright)" playwright.json npx playwright test --reporter=list,json) ||
  failed_steps+=("playwright")

node scripts/summarize-tests.mjs "$results" vitest.json playwright.json | tee "$results/summary.txt"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed: ${failed_steps[*]}" >&2
  exit 1
fi
