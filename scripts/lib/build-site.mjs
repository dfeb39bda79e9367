/**
 * `astro build` of a source tree for the builds that only read its pages (the
 * change report's, and the tests' builds of their own): without the content
 * editor (BUILD_EDITOR=0), whose bundling is most of a small build's time.
 * Returns the run, for its status and its last words.
 */
import { spawnSync } from 'node:child_process';

export function buildSite(tree, env = {}) {
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: tree,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_EDITOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}
