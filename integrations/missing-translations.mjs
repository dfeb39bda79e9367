/**
 * After a build, writes the words of data files that Hindi pages showed in
 * English for want of a translation (gathered by src/data/translations.ts
 * while pages were rendered), for `npm run translations`, and says how many.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const MISSING_FILE = '.cache/missing-translations.json';

export default function missingTranslations() {
  return {
    name: 'missing-translations',
    hooks: {
      'astro:build:done': ({ logger }) => {
        /** @type {Map<string, Set<string>>} */
        const missing = globalThis.__missingTranslations ?? new Map();
        const report = Object.fromEntries([...missing].map(([lang, texts]) => [lang, [...texts].sort()]));
        mkdirSync(dirname(MISSING_FILE), { recursive: true });
        writeFileSync(MISSING_FILE, JSON.stringify(report, null, 2) + '\n');
        const count = Object.values(report).reduce((n, texts) => n + texts.length, 0);
        if (count) logger.warn(`${count} texts of data files have no translation yet and show in English: run npm run translations`);
      },
    },
  };
}
