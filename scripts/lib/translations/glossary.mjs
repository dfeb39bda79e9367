/**
 * The glossary check: finds, in a language's pages, dictionaries and the
 * components' words, every variant that the language's glossary
 * (src/content/data/glossary/<lang>.yaml) rules out, and names the word to
 * use instead. `npm run check` and `npm run translations` report them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { isMap, LineCounter, parseYamlDocument } from '../../../src/content-io/yaml.ts';
import { readYamlFile } from '../../../src/content-io/content-files.ts';
import { TRANSLATED_LANGS } from '../../../src/lib/languages.ts';
import { punctuationSlips } from './hindi-style.mjs';

export const glossaryFile = (lang) => `src/content/data/glossary/${lang}.yaml`;

const DEVANAGARI = /[\u0900-\u097F]/;
const OBJECT_KEY = /(?<![\w$'"])[A-Za-z_$][\w$]*(?=:\s*['"`])/g;
/** Vowel signs and other marks that inflect a word (छात्र → छात्रों), but not the nukta, which makes another letter. */
const INFLECTION = '[\\u0900-\\u0903\\u093A\\u093B\\u093E-\\u094F\\u0955-\\u0957\\u0962\\u0963]*(?:ओं|एँ|एं|यों|याँ|यां)?';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each ruled-out variant as a pattern, with its term. */
function variantRules(glossary) {
  return (glossary.terms ?? []).flatMap((term) =>
    (term.avoid ?? []).map((variant) => ({
      term,
      variant,
      pattern: new RegExp(
        term.anywhere ? escape(variant) : `(?<![\\p{L}\\p{M}\\p{N}])${escape(variant)}${term.inflects === false ? '' : INFLECTION}(?![\\p{L}\\p{M}\\p{N}])`,
        'gu',
      ),
    })),
  );
}

/** The glossary of a language, as written ({ rules, terms, keep }); null when the language has none. */
export function readGlossary(lang, root = process.cwd()) {
  return existsSync(`${root}/${glossaryFile(lang)}`) ? (readYamlFile(glossaryFile(lang), root) ?? {}) : null;
}

/**
 * The ruled-out variants a text uses, one finding per word: its text, the
 * variant and its term.
 */
export function variantsIn(text, glossary) {
  return findVariants(text, variantRules(glossary));
}

function findVariants(text, rules) {
  // One finding per word: two variants of a term (छात्र, छात्रा) can match the same word.
  const found = [];
  for (const { term, variant, pattern } of rules) {
    // Every match holds the variant as written: a plain search first spares most lines the slower pattern.
    if (!text.includes(variant)) continue;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (allowed(text, start, end, term.allow) || found.some((span) => span.start < end && start < span.end)) continue;
      found.push({ start, end, word: match[0], variant, term });
    }
  }
  return found;
}

/** Whether the match at [start, end) lies inside one of the term's allowed phrases. */
function allowed(text, start, end, phrases = []) {
  return phrases.some((phrase) => {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      if (at <= start && end <= at + phrase.length) return true;
    }
    return false;
  });
}

/** A front matter line as its value reads, without YAML's quotes around it. */
const unquoted = (line) => line.replace(/^(\s*[\w-]+:\s*)"(.*)"\s*$/, (_, key, value) => key + value.replace(/\\"/g, '"'));

/**
 * The texts to check in one language, each with its file and line: Hindi
 * pages (every line but imports), dictionaries (the translation of each line,
 * not its English key) and the lines of source files that hold Devanagari.
 * `prose` marks the lines of a page's body, whose straight quotes the build
 * makes curly; `comment` a source file's comment line.
 */
function textsOf(root, lang) {
  const texts = [];
  for (const file of globSync(`src/content/pages/${lang}/**/*.mdx`, { cwd: root }).sort()) {
    let fences = 0;
    readFileSync(`${root}/${file}`, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (fences < 2 && text.trim() === '---') fences += 1;
        else if (!/^import\s/.test(text)) texts.push({ file, line: index + 1, text: fences < 2 ? unquoted(text) : text, prose: fences >= 2 });
      });
  }
  for (const file of globSync(`src/content/data/translations/${lang}/*.yaml`, { cwd: root }).sort()) {
    const lineCounter = new LineCounter();
    const doc = parseYamlDocument(readFileSync(`${root}/${file}`, 'utf8'), { lineCounter });
    if (!isMap(doc.contents)) continue;
    for (const pair of doc.contents.items) {
      if (typeof pair.value?.value !== 'string') continue;
      texts.push({ file, line: lineCounter.linePos(pair.value.range[0]).line, text: pair.value.value });
    }
  }
  // The components' and pages' own words (the *.words.ts files, messages…): Hindi lines only, as English ones cannot hold a Hindi variant.
  if (lang === 'hi') {
    for (const file of globSync('src/**/*.{ts,tsx,astro,mjs}', { cwd: root }).sort()) {
      readFileSync(`${root}/${file}`, 'utf8')
        .split('\n')
        .forEach(
          (text, index) =>
            // An object's keys (UG: 'स्नातक') are code, not words the page shows.
            DEVANAGARI.test(text) && texts.push({ file, line: index + 1, text: text.replace(OBJECT_KEY, ''), comment: /^\s*(\/\/|\/\*|\*)/.test(text) }),
        );
    }
  }
  return texts;
}

/**
 * Every use of a ruled-out variant, as content problems (file, line, field,
 * problem, fix). A glossary that cannot be read is one problem itself.
 * @returns {import('../../../src/content-io/entries.ts').Problem[]}
 */
export function glossaryProblems(root = process.cwd()) {
  const problems = [];
  for (const lang of TRANSLATED_LANGS) {
    const source = glossaryFile(lang);
    if (!existsSync(`${root}/${source}`)) continue;
    let glossary;
    try {
      glossary = readYamlFile(source, root);
    } catch (error) {
      problems.push({
        file: source,
        line: 1,
        field: '(the file)',
        problem: `the glossary cannot be read (${String(error.message).split('\n')[0]})`,
        fix: 'fix the YAML',
      });
      continue;
    }
    const slipsIn = slipFinder(lang, glossary ?? {});
    for (const { file, line, text, prose, comment } of textsOf(root, lang)) {
      for (const slip of slipsIn(text, { prose, comment })) problems.push({ file, line, ...slip });
    }
  }
  return problems;
}

/**
 * The glossary's rules for one text of a language: each slip as the field (the word), the problem and the fix.
 * A comment about Hindi words is English prose: only the words it quotes must be the glossary's. `prose` marks
 * a page's body, whose straight quotes the build makes curly.
 */
function slipFinder(lang, glossary) {
  const source = glossaryFile(lang);
  const rules = variantRules(glossary);
  const abbreviations = glossary.abbreviations ?? [];
  return (text, { prose = false, comment = false } = {}) => [
    ...(lang === 'hi' && !comment ? punctuationSlips(text, { abbreviations, quotes: !prose }) : []).map(({ word, problem, fix }) => ({
      field: `"${word}"`,
      problem,
      fix: `${fix} (the glossary's rule "Punctuation", ${source})`,
    })),
    ...findVariants(text, rules).map(({ word, variant, term }) => ({
      field: `"${word}"`,
      problem: `the glossary rules out "${variant}" for "${term.en}"`,
      fix: `write "${term.hi}"${term.note ? ` (${term.note})` : ''}; the words are in ${source}`,
    })),
  ];
}

/**
 * What the glossary says of one text in a language, as a dictionary line would be checked: each slip's word
 * (as `field`), problem and fix. None for a language without a glossary.
 * @returns {{ field: string, problem: string, fix: string }[]}
 */
export function slipsInText(text, lang, root = process.cwd()) {
  const glossary = readGlossary(lang, root);
  return glossary ? slipFinder(lang, glossary)(text) : [];
}
