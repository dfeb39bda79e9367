#!/usr/bin/env node
/**
 * `npm run check`: validates all content and prints every problem at once
 * (scripts/check-content.mjs), says whether the browser editor's generated
 * configuration (scripts/cms-config.mjs) and the editing guide's component
 * section (scripts/component-docs.mjs) are up to date, then runs the type
 * checks (`astro check`).
 * The type checks run only when the content is valid: Astro stops at the
 * first broken content file, with a developer's error instead of a fix.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } }).status ?? 1;

const content = run([fileURLToPath(new URL('./check-content.mjs', import.meta.url))]);
// The browser editor's configuration is generated from the schemas: a schema change needs `npm run cms:config`.
const editorConfig = content === 0 ? run([fileURLToPath(new URL('./cms-config.mjs', import.meta.url)), '--check']) : 0;
// The guide's component section is generated from the components: a changed description or example needs `npm run docs:components`.
const componentDocs = run([fileURLToPath(new URL('./component-docs.mjs', import.meta.url)), '--check']);
if (content !== 0) {
  console.log('\nType checks (astro check) run once the content problems above are fixed.');
  process.exit(content);
}
console.log('\nType checks (astro check)…');
const types = run(['node_modules/astro/bin/astro.mjs', 'check']);
process.exit(types || editorConfig || componentDocs);
