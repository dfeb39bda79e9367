#!/usr/bin/env node
/**
 * `npm run check`: validates all content and prints every problem at once
 * (scripts/check-content.mjs), then runs the type checks (`astro check`).
 * The type checks run only when the content is valid: Astro stops at the
 * first broken content file, with a developer's error instead of a fix.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } }).status ?? 1;

const content = run([fileURLToPath(new URL('./check-content.mjs', import.meta.url))]);
if (content !== 0) {
  console.log('\nType checks (astro check) run once the content problems above are fixed.');
  process.exit(content);
}
console.log('\nType checks (astro check)…');
process.exit(run(['node_modules/astro/bin/astro.mjs', 'check']));
