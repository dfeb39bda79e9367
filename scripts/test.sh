#!/usr/bin/env bash
# Every test, in tiers, each run once what it needs is there (vitest.config.ts names the tiers):
# the content and type check and lint; unit tests, which start nothing; the tools' tests (commands,
# servers, databases) beside the one shared build; checks over that build and the tests that make builds of their
# own; then the browser tests against the production server. A tier that fails stops the run.
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

# A tier run beside the next one: its output is kept until `joined` prints it after the other's, so neither interleaves.
beside() {
  beside_log=$(mktemp)
  "$@" >"$beside_log" 2>&1 &
  beside_pid=$!
}
# Waits for the tier run beside, prints what it wrote and returns its status.
joined() {
  local status=0
  wait "$beside_pid" || status=$?
  cat "$beside_log"
  rm -f "$beside_log"
  return "$status"
}
lint_and_unit() { tier "lint" npm run lint && tier "unit tests" npx vitest run --project unit; }

# An error an editor would meet stops the run: the content and type check is mostly one core's work, so lint and
# the unit tests, which start nothing, run beside it; each prints its own result, the check's first.
beside lint_and_unit
check_status=0
tier "content and type check" npm run check || check_status=$?
quick_status=0
joined || quick_status=$?
[ "$check_status" = 0 ] || exit "$check_status"
[ "$quick_status" = 0 ] || exit "$quick_status"

# Astro renders the pages one at a time, so the tools' tests use the other core meanwhile.
beside tier "tools tests (beside the build)" npx vitest run --project tools
# A preview build: the production site plus the component gallery, which the tests check too.
tier "shared build" env SITE_PREVIEW=1 npm run build
joined

# The checks over the build, then the browser tests. Run side by side they saved half a minute but slowed the browser
# scenarios enough to make timing-sensitive ones fail; the checks' files mostly wait on the builds and servers they
# start, so three run at once.
tier "checks over the build (the change report against it among them), and builds of their own" npx vitest run --project site --project builds --maxWorkers=3
tier "browser tests" npx playwright test
echo "── every tier passed in $((SECONDS - started)) s"
