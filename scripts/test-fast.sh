#!/usr/bin/env bash
# The fast tier (npm run test:fast), to run on every save: lint and format, the types of the
# packages changed, and the in-process tests (vitest's projects shared, server, web, web-server, admin and
# e2e-support: no built server, no browser, no outside daemon) of the folders the change touched.
# The change is what is not committed yet or, on a clean tree, the last commit. A change to what
# every test stands on (shared, the test helpers, the app's assembly, configuration, the schema)
# runs every in-process test, as `npm run test:fast -- --all` does (about 2.5 min on two cores:
# every server file builds the whole app, so vitest's --changed finds 90 of 110 server files
# affected by any module and cannot narrow it). Other arguments go to vitest:
# `npm run test:fast -- packages/server/src/modules/posts` runs one folder. The server's slow
# suites (server-slow) and the journeys run with npm test.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
failed=()

npx biome ci . >/dev/null 2>&1 || { npx biome ci .; failed+=("lint"); }

# Changed: staged, unstaged and untracked files against HEAD; on a clean tree, the last commit's.
changed=$( (git diff --name-only HEAD; git ls-files --others --exclude-standard) 2>/dev/null | sort -u)
[ -n "$changed" ] || changed=$(git diff --name-only HEAD~1 HEAD 2>/dev/null)
# A change to shared (or to the TypeScript settings every package extends) checks every package.
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

projects=(--project shared --project server --project web --project web-mocking --project web-server --project admin --project e2e-support --project repo)
# What every in-process test stands on: a change here runs them all.
everything='^(packages/shared/|package-lock\.json|tsconfig|vitest\.config|scripts/test-tmp|packages/(server|web|admin)/src/test/|packages/server/src/(app|config|context|main)\.ts|packages/server/src/db/(migrations|schema)/|packages/web/src/(main|App)\.tsx|packages/admin/src/(main|App)\.tsx)'
filters=()
if [ $# -gt 0 ] && [ "$1" = --all ]; then
  shift
  echo "Tests: every in-process test (--all)"
elif [ $# -gt 0 ]; then
  echo "Tests: as asked ($*)"
elif grep -qE "$everything" <<<"$changed"; then
  echo "Tests: every in-process test (the change touches what they all stand on)"
else
  # The folders of the changed files that hold tests of the fast projects.
  while IFS= read -r file; do
    folder=$(dirname "$file")
    case "$folder" in packages/*/src* | e2e | scripts) ;; *) continue ;; esac
    [ -d "$folder" ] || continue
    compgen -G "$folder/*.test.ts" >/dev/null || compgen -G "$folder/*.test.tsx" >/dev/null || continue
    filters+=("$folder")
  done <<<"$changed"
  if [ ${#filters[@]} -eq 0 ]; then
    echo "Tests: no folder of the change holds in-process tests (npm run test:fast -- --all runs them all)"
    projects=()
  else
    mapfile -t filters < <(printf '%s\n' "${filters[@]}" | sort -u)
    echo "Tests: the folders of the change: ${filters[*]}"
  fi
fi
if [ ${#projects[@]} -gt 0 ]; then
  # A folder of the server's slow suites alone has no fast test: not a failure.
  npx vitest run "${projects[@]}" --passWithNoTests "${filters[@]}" "$@" || failed+=("vitest")
fi

echo "Fast tier: $((SECONDS - started)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
