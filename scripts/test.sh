#!/usr/bin/env bash
# Every test: unit tests, a production build, checks over the built files,
# then the browser tests against the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
bash scripts/ensure-browser.sh
npm run build
npx vitest run
npx playwright test
