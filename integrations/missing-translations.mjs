/**
 * After a build, writes the words of data files that Hindi pages showed in
 * English for want of a translation, and the dictionary lines that pages
 * looked up (both gathered by src/data/translations.ts while pages were
 * rendered), for `npm run translations`, and says how many are missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const MISSING_FILE = '.cache/missing-translations.json';
export const USED_FILE = '.cache/used-translation-lines.json';

/** A map of language → texts as JSON, each list sorted. */
function write(file, textsByLang = new Map()) {
  const report = Object.fromEntries([...textsByLang].map(([lang, texts]) => [lang, [...texts].sort()]));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  return report;
}

export default function missingTranslations() {
  return {
    name: 'missing-translations',
    hooks: {
      'astro:build:done': ({ logger }) => {
        const report = write(MISSING_FILE, globalThis.__missingTranslations);
        write(USED_FILE, globalThis.__usedTranslationLines);
        const count = Object.values(report).reduce((n, texts) => n + texts.length, 0);
        if (count) logger.warn(`${count} texts of data files have no translation yet and show in English: run npm run translations`);
      },
    },
  };
}
