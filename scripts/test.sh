#!/usr/bin/env bash
# Every test, in tiers, each run once what it needs is there (vitest.config.ts names the tiers):
# the content and type check and lint; unit tests, which start nothing; the tools' tests (commands,
# servers, databases) beside the one shared build; checks over that build; then the browser tests against the
# production server. The tests that build the sources themselves need none of that and run beside all of it, from the
# start, at the lowest priority. A tier that fails stops the run.
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

# A tier run beside others, by a name: its output is kept until `joined NAME` prints it, so nothing interleaves.
declare -A beside_pid beside_log
beside() {
  local name=$1
  shift
  beside_log[$name]=$(mktemp)
  "$@" >"${beside_log[$name]}" 2>&1 &
  beside_pid[$name]=$!
}
# Waits for the tier run beside under NAME, prints what it wrote and returns its status.
joined() {
  local name=$1 status=0
  wait "${beside_pid[$name]}" || status=$?
  unset "beside_pid[$name]"
  cat "${beside_log[$name]}"
  rm -f "${beside_log[$name]}"
  return "$status"
}
# A run stopped by a failing tier stops what runs beside it too, with everything that started.
stop_tree() {
  local child
  for child in $(pgrep -P "$1"); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'for pid in "${beside_pid[@]}"; do stop_tree "$pid"; done' EXIT
lint_and_unit() { tier "lint" npm run lint && tier "unit tests" npx vitest run --project unit; }

# The site as of other days and an editors' changes, each built in a copy of the sources: they need no other tier,
# so they take what CPU time the others leave idle (their waits, the build's single-threaded stretches) and finish
# after them at the latest.
beside builds tier "builds of their own (at the lowest priority, from the start)" nice -n 19 npx vitest run --project builds

# An error an editor would meet stops the run: the content and type check is mostly one core's work, so lint and
# the unit tests, which start nothing, run beside it; each prints its own result, the check's first.
beside quick lint_and_unit
check_status=0
tier "content and type check" npm run check || check_status=$?
quick_status=0
joined quick || quick_status=$?
[ "$check_status" = 0 ] || exit "$check_status"
[ "$quick_status" = 0 ] || exit "$quick_status"

# Astro renders the pages one at a time, so the tools' tests use the other core meanwhile.
beside tools tier "tools tests (beside the build)" npx vitest run --project tools
# A preview build: the production site plus the component gallery, which the tests check too.
tier "shared build" env SITE_PREVIEW=1 npm run build
joined tools

# The checks over the build, then the browser tests. Run side by side they saved half a minute but slowed the browser
# scenarios enough to make timing-sensitive ones fail; the checks' files mostly wait on the servers and the build
# they start, so three run at once.
tier "checks over the build" npx vitest run --project site --maxWorkers=3
tier "browser tests" npx playwright test
joined builds
echo "── every tier passed in $((SECONDS - started)) s"
