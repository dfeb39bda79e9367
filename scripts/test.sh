#!/usr/bin/env bash
# Every test, in tiers, each run once what it needs is there (vitest.config.ts names the tiers):
# the content and type check and lint; unit tests, which start nothing; the tools' tests (commands,
# servers, databases) beside the one shared build; then, side by side, checks over that build with the tests that make
# builds of their own, and the browser tests against the production server. A tier that fails stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
# Node keeps the code it compiled on disk, so the run's many Node processes (eight builds, the checks, every
# command a test runs) compile each module once, not once a process.
export NODE_COMPILE_CACHE="$PWD/.cache/node-compile"

started=$SECONDS
tier() {
  local name=$1 began=$SECONDS
  shift
  echo "── ${name}"
  # Stated, not left to `set -e`, which a tier run beside another (`tier … || …`) would switch off.
  local status=0
  "$@" || status=$?
  if [ "$status" != 0 ]; then
    echo "── ${name}: FAILED after $((SECONDS - began)) s"
    return "$status"
  fi
  echo "── ${name}: passed in $((SECONDS - began)) s"
}

bash scripts/ensure-browser.sh
# The enquiry store's tests start a throwaway PostgreSQL server from Debian's package.
bash enquiry/tools/postgres/ensure-postgres.sh

# An error an editor would meet stops the run: the content and type check is mostly one core's work, so lint and
# the unit tests, which start nothing, run beside it; each prints its own result, the check's first.
quick_log=$(mktemp)
{ tier "lint" npm run lint && tier "unit tests" npx vitest run --project unit; } >"$quick_log" 2>&1 &
quick=$!
check_status=0
tier "content and type check" npm run check || check_status=$?
quick_status=0
wait "$quick" || quick_status=$?
cat "$quick_log"
rm -f "$quick_log"
[ "$check_status" = 0 ] || exit "$check_status"
[ "$quick_status" = 0 ] || exit "$quick_status"

# Astro renders the pages one at a time, so the tools' tests use the other core meanwhile.
tools_log=$(mktemp)
npx vitest run --project tools >"$tools_log" 2>&1 &
tools=$!
# A preview build: the production site plus the component gallery, which the tests check too.
tier "shared build" env SITE_PREVIEW=1 npm run build
tools_status=0
wait "$tools" || tools_status=$?
echo "── tools tests (run beside the build)"
cat "$tools_log"
rm -f "$tools_log"
[ "$tools_status" = 0 ] || exit "$tools_status"

# The checks over the build and the browser tests need the build alone: side by side, so the checks' builds of their
# own and the browser's waits on the editor fill each other's idle time. The checks print their result after the browser's.
site_log=$(mktemp)
tier "checks over the build, and builds of their own" npx vitest run --project site --project builds >"$site_log" 2>&1 &
site=$!
browser_status=0
tier "browser tests" npx playwright test || browser_status=$?
site_status=0
wait "$site" || site_status=$?
cat "$site_log"
rm -f "$site_log"
[ "$site_status" = 0 ] || exit "$site_status"
[ "$browser_status" = 0 ] || exit "$browser_status"
echo "── every tier passed in $((SECONDS - started)) s"
