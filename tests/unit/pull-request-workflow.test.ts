/** The pull-request workflow installs, runs the README's test command, builds and uploads the site for reviewers. */
import { readFileSync } from 'node:fs';
import { parseYaml } from '../../src/content-io/yaml.ts';
import { expect, it } from 'vitest';

const workflow = parseYaml(readFileSync('.github/workflows/preview.yml', 'utf8'));
const steps: { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, string> }[] = workflow.jobs.preview.steps;
const runs = steps.map((s) => s.run ?? '').join('\n');

it('runs on pull requests', () => {
  expect(workflow.on).toHaveProperty('pull_request');
});

it('installs, checks content, runs npm test, then builds, in that order', () => {
  const order = ['npm install', 'scripts/check-content.mjs', 'npm test', 'npm run build'].map((command) => runs.indexOf(command));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

it('uploads dist/client as the site-preview artifact', () => {
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  expect(upload?.with).toMatchObject({ name: 'site-preview', path: 'dist/client' });
});

it('deploys a preview only when the host secrets are set', () => {
  const deploy = steps.find((s) => s.name?.startsWith('Deploy preview'));
  expect(deploy?.if).toContain("env.NETLIFY_AUTH_TOKEN != ''");
});
