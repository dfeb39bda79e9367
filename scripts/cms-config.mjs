#!/usr/bin/env node
/**
 * `npm run cms:config`: writes the browser editor's configuration,
 * public/admin/config.yml, from the content schemas and
 * src/admin/overrides.yaml (scripts/lib/editor-config/cms-config.mjs). With --check, only
 * says whether the committed file is up to date (exit 1 when it is not).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CMS_CONFIG_FILE, generateCmsConfig } from './lib/editor-config/cms-config.mjs';

const file = resolve(process.cwd(), CMS_CONFIG_FILE);
const text = await generateCmsConfig(process.cwd());
if (process.argv.includes('--check')) {
  const same = existsSync(file) && readFileSync(file, 'utf8') === text;
  console.log(
    same
      ? `${CMS_CONFIG_FILE} (the browser editor's configuration) is up to date.`
      : `${CMS_CONFIG_FILE} (the browser editor's configuration) is out of date with the content schemas: run \`npm run cms:config\` and commit the result.`,
  );
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(file, text);
  console.log(`Wrote ${CMS_CONFIG_FILE}.`);
}
