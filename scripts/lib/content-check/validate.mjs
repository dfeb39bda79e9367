/**
 * Checks every entry of every collection (src/schemas/index.ts) against its
 * real zod schema and collects EVERY problem (Astro's own sync stops at the
 * first), each as file, line, field, what is wrong and how to fix it. Also
 * checks what the schemas cannot see: YAML and MDX syntax, components used in
 * MDX, link targets in MDX, duplicate ids, references between collections,
 * unique page titles, content files that no collection reads, words the
 * glossary rules out in translations, a faculty profile's department
 * (faculty-departments.mjs), statements in two files that
 * disagree (contradictions.mjs), links to an under-construction page for a
 * programme with data, and programme figures retyped in pages.
 * Apart from the problems, it lists the texts pages show from data without
 * their Hindi value: a text still to translate is not wrong (Hindi pages
 * show it in English, marked as such), so it never fails the check.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import { importProjectModule, loadCollections } from '../../../src/content-io/collections.ts';
import { readContext } from '../../../src/content-io/stand-ins.ts';
import { listEntries } from '../../../src/content-io/entries.ts';
import { explainIssues, PARSE_OPTIONS } from './explain.mjs';
import { missingReference } from './references.mjs';
import { contradictions } from './contradictions.mjs';
import { figurePeriodProblems } from './figure-periods.mjs';
import { glossaryProblems } from '../translations/glossary.mjs';
import { readMdxBody } from './mdx.mjs';
import { MDX_COMPONENTS_FILE, mdxComponentNames } from '../../../integrations/mdx-page-components/listed-components.mjs';
import { underConstructionProblems } from './under-construction.mjs';
import { facultyDepartmentProblems } from './faculty-departments.mjs';
import { retypedFactProblems } from './retyped-facts.mjs';
import { hindiDictionary, hindiGaps } from '../translations/hindi-gaps.mjs';

/** @typedef {import('../../../src/content-io/entries.ts').Problem} Problem */

/** A module of the project (TypeScript) when the project has it, else null. */
const optionalModule = (root, file) => (existsSync(resolve(root, file)) ? importProjectModule(root, file) : null);

/** Where a programme is described and which pages are under construction (src/lib/programme-pages.ts). */
const loadProgrammePageRules = (root) => optionalModule(root, 'src/lib/programme-pages.ts');

/** The placeholder rule of faculty profiles (src/lib/placeholders.ts): a placeholder is never shown. */
async function loadPlaceholderRule(root) {
  return (await optionalModule(root, 'src/lib/placeholders.ts'))?.isPlaceholder ?? (() => false);
}

/** The project's link rule (src/lib/links.ts), when it has one. */
async function loadLinkRule(root) {
  const module = await optionalModule(root, 'src/lib/links.ts');
  return typeof module?.linkProblem === 'function' ? module.linkProblem : null;
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

/**
 * @param {string} root project folder
 * @param {{ only?: string[] }} [options] `only`: check just these files (paths from the root) against their
 *   schemas, references and page rules, with the rest of the content read for the ids it offers; the rules
 *   that compare the whole site (glossary, contradictions, retyped figures) are left to the full check.
 * @returns {Promise<{ problems: Problem[], untranslated: Problem[], notes: string[], counts: { collections: number, entries: number } }>}
 */
export async function validateContent(root = process.cwd(), { only } = {}) {
  const checks = (file) => !only || only.includes(file);
  const problems = [];
  const untranslated = [];
  const notes = [];
  const context = readContext(root);
  let collections;
  try {
    collections = await loadCollections(root, context);
  } catch (error) {
    return {
      problems: [
        {
          file: 'src/schemas/index.ts',
          line: 1,
          field: '(the file)',
          problem: `the content model cannot be loaded (${firstLine(error)})`,
          fix: 'this file is code: ask a developer, or undo your last change to it',
        },
      ],
      untranslated,
      notes,
      counts: { collections: 0, entries: 0 },
    };
  }
  const linkProblem = await loadLinkRule(root).catch(() => null);
  const isPlaceholder = await loadPlaceholderRule(root).catch(() => () => false);
  const dictionary = hindiDictionary(root);
  const components = mdxComponentNames(root);
  const readFiles = new Set();
  const all = [];
  /** The entries checked here that passed their schema, for the rules that compare them with other collections. */
  const valid = [];

  for (const [name, { source, schema }] of Object.entries(collections)) {
    const listed = listEntries(root, name, source);
    listed.files.forEach((f) => readFiles.add(f));
    problems.push(...listed.problems);
    const seen = new Map();
    for (const entry of listed.entries) {
      all.push(entry);
      if (seen.has(entry.id) && checks(entry.file)) {
        problems.push({
          file: entry.file,
          line: entry.lineOf([]),
          field: 'id',
          problem: `two entries of "${name}" have the id "${entry.id}" (the other is ${seen.get(entry.id)})`,
          fix: 'give each entry its own id (or file name)',
        });
      } else seen.set(entry.id, entry.label);
      if (!checks(entry.file)) continue;
      if (schema) {
        context.file = entry.file;
        const result = schema.safeParse(entry.data, PARSE_OPTIONS);
        if (!result.success) {
          for (const issue of explainIssues(result.error.issues, schema, entry.data)) {
            problems.push({
              file: entry.file,
              line: entry.lineOf(issue.path),
              field: entry.label === entry.file ? issue.field : `${entry.id} › ${issue.field}`,
              problem: issue.problem,
              fix: issue.fix,
            });
          }
        }
        context.file = '';
        if (result.success) valid.push(entry);
        if (dictionary && result.success) untranslated.push(...hindiGaps(entry, schema, dictionary, isPlaceholder));
      }
      if (entry.body !== undefined) problems.push(...checkMdxBody(entry, components, linkProblem));
    }
  }

  // References between collections: every id must exist.
  const ids = new Map();
  for (const entry of all) {
    if (!ids.has(entry.collection)) ids.set(entry.collection, new Set());
    ids.get(entry.collection).add(entry.id);
  }
  for (const ref of context.references) {
    const missing = missingReference(ref, [...(ids.get(ref.collection) ?? [])]);
    if (missing) problems.push({ file: ref.file, line: 1, ...missing });
  }

  // A faculty profile's department is one of the schools' faculty departments.
  const inCollection = (entries, name) => entries.filter((entry) => entry.collection === name);
  problems.push(...facultyDepartmentProblems(inCollection(valid, 'people'), inCollection(all, 'schools')));

  // Page titles are unique across the site (browser tabs, bookmarks, search results).
  const titles = new Map();
  for (const entry of all.filter((e) => e.collection === 'pages' && typeof e.data?.title === 'string')) {
    const other = titles.get(entry.data.title.trim().toLowerCase());
    if (other && checks(entry.file))
      problems.push({
        file: entry.file,
        line: entry.lineOf(['title']),
        field: 'title',
        problem: `the title "${entry.data.title}" is already used by ${other}`,
        fix: 'give each page its own title',
      });
    else titles.set(entry.data.title.trim().toLowerCase(), entry.file);
  }

  // Content files that no collection reads are not on the site: usually a file in the wrong folder.
  for (const file of globSync(['src/content/**/*.{yaml,yml,json,md,mdx}'], { cwd: root }).sort()) {
    if (!readFiles.has(file) && checks(file)) {
      problems.push({
        file,
        line: 1,
        field: '(the file)',
        problem: 'no collection reads this file, so it is not on the site',
        fix: 'move it to the folder its kind of content lives in (see docs/content-reference.md), or check the file extension',
      });
    }
  }

  if (only) return finish(problems, untranslated, notes, collections, all);

  // Translations use the one word the glossary gives for each thing.
  problems.push(...glossaryProblems(root));

  // Two files that disagree (a notice and its page, a label and the session).
  problems.push(...(await contradictions(root, all, collections)));
  // A figure labelled with a period its data does not give.
  problems.push(...(await figurePeriodProblems(root, all)));

  // Nothing with data is "under construction", and no page retypes a programme's figures differently.
  const programmePages = await loadProgrammePageRules(root).catch(() => null);
  if (programmePages) problems.push(...underConstructionProblems(all, programmePages));
  problems.push(...retypedFactProblems(all));

  return finish(problems, untranslated, notes, collections, all);
}

function finish(problems, untranslated, notes, collections, all) {
  const byPlace = (a, b) => a.file.localeCompare(b.file) || a.line - b.line;
  problems.sort(byPlace);
  untranslated.sort(byPlace);
  return { problems, untranslated, notes, counts: { collections: Object.keys(collections).length, entries: all.length } };
}

/** Problems in an MDX page's body: syntax, unknown components, unacceptable link targets. */
function checkMdxBody(entry, components, linkProblem) {
  const problems = [];
  const body = readMdxBody(entry.body, entry.bodyLine);
  if (body.error) return [{ file: entry.file, line: body.error.line, field: '(the page text)', problem: body.error.problem, fix: body.error.fix }];
  if (components) {
    const known = new Set([...components, ...body.imports]);
    for (const use of body.components) {
      if (/^[A-Z]/.test(use.name) && !known.has(use.name.split('.')[0])) {
        problems.push({
          file: entry.file,
          line: use.line,
          field: `<${use.name}>`,
          problem: `there is no component called ${use.name}`,
          fix: `use one of: ${components.join(', ')} (listed in ${MDX_COMPONENTS_FILE}; see docs/editing.md)`,
        });
      }
    }
  }
  if (linkProblem) {
    for (const link of body.links) {
      const problem = linkProblem(link.href);
      if (problem)
        problems.push({ file: entry.file, line: link.line, field: `link "${link.href}"`, problem: `this link target is not accepted`, fix: problem });
    }
  }
  return problems;
}
