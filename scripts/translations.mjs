#!/usr/bin/env node
/**
 * `npm run translations [-- --strict]`: the translation status for editors.
 * Lists every translated page and whether its English source changed after
 * the translation (with the commits that changed it), the English pages not
 * translated yet, and the words of data files a built Hindi page showed in
 * English because the dictionary lacks them (from the last build), each with
 * the file, line and field that writes it, the dictionary lines nothing
 * uses any more, and the words the glossary rules out. With --strict it exits 1 when a translation
 * is out of date, a word is missing or the glossary finds a variant.
 */
import { existsSync, readFileSync } from 'node:fs';
import { translationStatus, untranslatedPages } from '../src/content-io/translation-status.ts';
import { MISSING_FILE, USED_FILE } from '../integrations/missing-translations.mjs';
import { glossaryProblems } from './lib/translations/glossary.mjs';
import { formatProblems } from './lib/content-check/print-problems.mjs';
import { isoDay } from '../src/lib/dates.ts';
import { textSources } from './lib/translations/text-sources.mjs';
import { readDataFile } from '../src/content-io/content-files.ts';
import { sessionOfFees } from '../src/lib/session-placeholder.ts';
import { unusedLines } from './lib/translations/unused-lines.mjs';

const strict = process.argv.includes('--strict');
/** The session of the figures (fees.yaml), which pages show where files write {session}. */
const sessionOf = () => sessionOfFees(readDataFile('fees.yaml'));
const day = isoDay;
const rows = translationStatus();
const stale = rows.filter((row) => !row.upToDate);

console.log(`Translated pages: ${rows.length}, up to date: ${rows.length - stale.length}, out of date: ${stale.length}\n`);
console.log('| Translation | English source | Translated | Source changed | Status |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  const status = row.missingSource
    ? 'no English page at this path: move or remove the translation'
    : row.upToDate
      ? 'up to date'
      : `out of date: ${row.changes.join('; ')}`;
  console.log(`| ${row.page} | ${row.source} | ${day(row.translated)} | ${row.missingSource ? '–' : day(row.sourceChanged)} | ${status} |`);
}

for (const [lang, pages] of Object.entries(untranslatedPages())) {
  console.log(`\nNot translated into "${lang}" yet (${pages.length}): the language switch leads to the English page, which shows a note. ${pages.join(', ')}`);
}

let missing = {};
if (existsSync(MISSING_FILE)) {
  missing = JSON.parse(readFileSync(MISSING_FILE, 'utf8'));
  for (const [lang, texts] of Object.entries(missing)) {
    console.log(`\nShown in English on "${lang}" pages in the last build (${texts.length}); add each to src/content/data/translations/${lang}/:`);
    const sources = textSources(texts, { session: sessionOf() });
    for (const text of texts) {
      const where = (sources.get(text) ?? []).map(({ file, line, field }) => `${file}:${line} ${field}`);
      console.log(`- ${JSON.stringify(text)}${where.length ? `\n    written in ${where.join(', ')}` : ''}`);
    }
  }
} else {
  console.log('\n(Build the site to also list the words of data files that have no translation.)');
}

if (existsSync(USED_FILE)) {
  const unused = unusedLines(new Set(JSON.parse(readFileSync(USED_FILE, 'utf8')).hi ?? []), { session: sessionOf() });
  console.log(
    unused.length
      ? `\nDictionary lines nothing uses any more (${unused.length}): no page of the last build showed their English and no data file writes it. Remove each, or correct the English it translates:\n${unused.map(({ file, line, text }) => `- ${file}:${line} ${JSON.stringify(text)}`).join('\n')}`
      : '\nEvery dictionary line is in use.',
  );
}

const glossary = glossaryProblems();
console.log(
  glossary.length
    ? `\nWords the glossary rules out (${glossary.length}); use the glossary's word:${formatProblems(glossary)}`
    : "\nGlossary: every translation uses the glossary's words.",
);

const missingCount = Object.values(missing).reduce((n, texts) => n + texts.length, 0);
if (strict && (stale.length || missingCount || glossary.length)) process.exitCode = 1;
