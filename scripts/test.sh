#!/usr/bin/env bash
# Every test: lint and format checks, a preview build, unit tests and checks
# over the built files, then the browser tests against the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
bash scripts/ensure-browser.sh
# Content and type checks first: an error an editor would meet stops the run here.
npm run check
npm run lint
# The enquiry store's tests start a throwaway PostgreSQL server from Debian's package.
bash enquiry/tools/postgres/ensure-postgres.sh
# A preview build: the production site plus the component gallery, which the tests check too.
SITE_PREVIEW=1 npm run build
npx vitest run
npx playwright test
