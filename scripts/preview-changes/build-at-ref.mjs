/**
 * Builds the site as it is at a git ref, in a temporary git worktree beside
 * the working tree (which is never touched), sharing its node_modules and
 * starting from a copy of its build cache, so processed images are reused.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite } from '../lib/build-site.mjs';

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Builds the site of a source tree; throws with the build's last words when it fails. */
export function buildTree(tree, env = {}) {
  const run = buildSite(tree, env);
  if (run.status !== 0) throw new Error(`The build of ${tree} failed:\n${`${run.stdout}${run.stderr}`.slice(-4000)}`);
  return join(tree, 'dist');
}

/** @returns {{ tree: string, dist: string, commit: string, remove: () => void }} */
export function buildAtRef(ref, repo = process.cwd()) {
  const root = resolve(repo);
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`], root);
  const tree = mkdtempSync(join(tmpdir(), 'preview-base-'));
  rmSync(tree, { recursive: true });
  git(['worktree', 'add', '--detach', tree, commit], root);
  const remove = () => {
    rmSync(tree, { recursive: true, force: true });
    git(['worktree', 'prune'], root);
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    if (existsSync(join(root, '.cache'))) cpSync(join(root, '.cache'), join(tree, '.cache'), { recursive: true });
    return { tree, dist: buildTree(tree), commit, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
