#!/usr/bin/env bash
# The fast tier (npm run test:fast), to run on every save: lint and format, the types of the
# packages changed since the last commit, and every test that needs no built server, no browser
# and no outside daemon (vitest's projects shared, server, web, admin and e2e-support). The
# server's slow suites (server-slow) and the journeys run with npm test. Arguments go to vitest:
# `npm run test:fast -- packages/server/src/modules/news` runs one folder.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
failed=()

npx biome ci . >/dev/null 2>&1 || { npx biome ci .; failed+=("lint"); }

# Changed: staged, unstaged and untracked files against HEAD. A change to shared (or to the
# TypeScript settings every package extends) checks every package that imports it.
changed=$( (git diff --name-only HEAD; git ls-files --others --exclude-standard) 2>/dev/null | sort -u)
packages=()
if grep -qE '^(packages/shared/|tsconfig\.base\.json|package-lock\.json)' <<<"$changed"; then
  packages=(packages/shared packages/server packages/web packages/admin e2e bench)
else
  for package in packages/server packages/web packages/admin e2e bench; do
    grep -q "^$package/" <<<"$changed" && packages+=("$package")
  done
fi
if [ ${#packages[@]} -eq 0 ]; then
  echo "Types: no package changed since the last commit"
else
  for package in "${packages[@]}"; do
    (cd "$package" && npx tsc -p tsconfig.json) || failed+=("types of $package")
  done
  echo "Types: ${packages[*]}"
fi

npx vitest run --project shared --project server --project web --project admin --project e2e-support "$@" ||
  failed+=("vitest")

echo "Fast tier: $((SECONDS - started)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
