/**
 * The content check's rules for one entry, run on the form's values as they
 * are typed: the same schemas (src/schemas/index.ts), the same explanations
 * (scripts/lib/content-check/explain.mjs), the same Hindi gaps
 * (scripts/lib/translations/hindi-gaps.mjs), a faculty profile's department
 * against the schools' (scripts/lib/content-check/faculty-departments.mjs),
 * references checked against the entries that exist, and, for Hindi text,
 * the glossary's spellings (scripts/lib/translations/glossary.mjs). Nothing here restates a rule: a
 * rule added to a schema is in the form at once. In the browser the files
 * these rules read come from src/admin/site-files.ts; in node, from disk.
 */
import type { z } from 'astro/zod';
import { COLLECTIONS } from '../schemas/index.ts';
import { readContext, standIns } from '../content-io/stand-ins.ts';
import { def, unwrap } from '../content-io/schema-shape.ts';
import { itemsOf } from '../content-io/sources.ts';
import type { Entry } from '../content-io/entries.ts';
import { withIds } from './formats.ts';
import { isPlaceholder } from '../lib/placeholders.ts';
import { explainIssues, PARSE_OPTIONS } from '../../scripts/lib/content-check/explain.mjs';
import { missingReference } from '../../scripts/lib/content-check/references.mjs';
import { hindiDictionaries, hindiDictionary, hindiGaps, shownTexts } from '../../scripts/lib/translations/hindi-gaps.mjs';
import { glossaryProblems } from '../../scripts/lib/translations/glossary.mjs';
import { departmentProblem, facultyDepartments } from '../../scripts/lib/content-check/faculty-departments.mjs';

/**
 * One rule the entry breaks: the field's path in the form's values, and the check's words. A warning does not stop
 * Publish; `hindiFor` marks one that an English text has no Hindi yet, and names the text.
 */
export type FormProblem = { path: (string | number)[]; field: string; problem: string; fix: string; warning?: true; hindiFor?: string };

/** The ids of each collection's entries, as the site holds them (references must name one). */
export type EntryIds = Record<string, string[]>;

type Collection = keyof typeof COLLECTIONS;

/** The check's name for an editor collection: a language's pages or words are checked as the pages and translations are. */
export const checkedAs = (editorCollection: string): Collection | undefined => {
  const name = editorCollection.replace(/-[a-z]{2}$/, '');
  return name in COLLECTIONS ? (name as Collection) : undefined;
};

/** The rules that compare entries across the whole site, which the form leaves to `npm run check`. */
export const WHOLE_SITE_RULES =
  'Rules that compare this entry with the rest of the site (two files that disagree, a figure retyped on a page, the links in a page’s text) are checked by `npm run check` once it is saved.';

/**
 * The form's values as entries of the check, as they would be saved: a list file's items (each with its path in
 * the form, and the id a new one is given), a page's
 * front matter (its text is checked on its own), a dictionary's lines as the record the file holds.
 */
function entriesOf(collection: Collection, schema: z.ZodType, values: Record<string, unknown>) {
  const { source } = COLLECTIONS[collection];
  if (source.kind === 'file')
    return itemsOf(source, withIds((values.entries as unknown[]) ?? [])).map((data, i) => ({ data, at: ['entries', i] as (string | number)[] }));
  if (def(unwrap(schema).schema).type === 'record') {
    const lines = (values.entries as { english?: string; translation?: string }[]) ?? [];
    return [{ data: Object.fromEntries(lines.filter((l) => l.english).map((l) => [l.english, l.translation ?? ''])), at: [] }];
  }
  const { body: _body, ...data } = values;
  return [{ data, at: [] as (string | number)[] }];
}

type Rules = {
  context: ReturnType<typeof readContext>;
  schema: z.ZodType;
  /** The rules of an entry that compare it with other collections (their files read once). */
  across: (data: unknown) => Omit<FormProblem, 'warning'>[];
};
const rules = new Map<string, Rules>();
/** A person's department against the schools' faculty departments. */
function acrossCollections(collection: Collection, root: string): Rules['across'] {
  if (collection !== 'people') return () => [];
  const schools = facultyDepartments(root, COLLECTIONS.schools.source);
  return (data) => [departmentProblem(data, schools)].filter((problem) => problem !== null);
}

/** A collection's schema (with the references its entries make) and the rules across collections, read once: the form asks on every keystroke. */
function rulesOf(collection: Collection, root: string): Rules {
  const key = `${root}\u0000${collection}`;
  if (!rules.has(key)) {
    const context = readContext(root);
    rules.set(key, {
      context,
      schema: COLLECTIONS[collection].schema(standIns(context)) as z.ZodType,
      across: acrossCollections(collection, root),
    });
  }
  return rules.get(key)!;
}

/**
 * What the content check would say of the entry with these values: its problems, and its new English texts
 * still without Hindi as warnings. `file` is where it is saved (Hindi text is read from there as it would be
 * written, for the glossary's spellings); `ids`, the entries references may name.
 */
export function formProblems(
  editorCollection: string,
  values: Record<string, unknown>,
  { file = '', ids, root = process.cwd(), renamed = [] }: { file?: string; ids?: EntryIds; root?: string; renamed?: Renamed[] } = {},
): FormProblem[] {
  const collection = checkedAs(editorCollection);
  if (!collection) return [];
  const { context, schema, across } = rulesOf(collection, root);
  // The dictionaries as they stand now: a line the editor saved a minute ago counts.
  const saved = hindiDictionary(root);
  // A renamed text's Hindi line follows it on Publish (hindi-follows.ts): it is not Hindi still to write.
  const dictionary = saved && new Set([...saved, ...renamed.filter(({ from }) => saved.has(from)).map(({ to }) => to)]);
  context.references.length = 0;
  const problems: FormProblem[] = [];
  for (const { data, at } of entriesOf(collection, schema, values)) {
    const result = schema.safeParse(data, PARSE_OPTIONS);
    if (!result.success) {
      for (const issue of explainIssues(result.error.issues, schema, data)) problems.push({ ...issue, path: [...at, ...issue.path] });
      continue;
    }
    for (const problem of across(data)) problems.push({ ...problem, path: [...at, ...problem.path] });
    if (!dictionary) continue;
    const entry = { collection, file, id: '', label: file, data: data as Entry['data'], lineOf: () => 0 };
    for (const gap of hindiGaps(entry, schema, dictionary, isPlaceholder)) {
      problems.push({ path: [...at, ...gap.path], field: gap.field, problem: gap.problem, fix: gap.fix, warning: true, hindiFor: gap.text });
    }
  }
  for (const reference of context.references) {
    const missing = ids?.[reference.collection] && missingReference(reference, ids[reference.collection]!);
    // The form knows the entries as the editor was built, not one added since (a person saved a minute ago): a reference
    // it cannot find is a warning in the check's words, and npm run check, which reads every file, decides.
    if (missing) problems.push({ path: [], ...missing, warning: true });
  }
  // Hindi text (a dictionary, a Hindi page) as saved: where the site-files overlay or the disk holds it.
  if (/\/hi\//.test(file)) {
    for (const slip of glossaryProblems(root).filter((p) => p.file === file)) problems.push({ ...slip, path: [] });
  }
  return problems;
}

/** An English text the form changed where it stands, whose Hindi line is to follow it. */
export type Renamed = { from: string; to: string };

/**
 * The English texts pages show that an edit renamed: at the same place in the form, a saved text the new values
 * no longer hold anywhere gave way to a text the saved values held nowhere (a list item added or removed moves
 * texts without renaming them). A dictionary's own lines are not renamed here: they are the Hindi.
 */
export function renamedTexts(editorCollection: string, saved: Record<string, unknown>, edited: Record<string, unknown>, root = process.cwd()): Renamed[] {
  const collection = checkedAs(editorCollection);
  if (!collection) return [];
  const { schema } = rulesOf(collection, root);
  if (def(unwrap(schema).schema).type === 'record') return [];
  const textsByPlace = (values: Record<string, unknown>) =>
    new Map(
      entriesOf(collection, schema, values).flatMap(({ data, at }) =>
        [...shownTexts(schema, data)].map(({ text, path }: { text: string; path: (string | number)[] }) => [[...at, ...path].join('\u0000'), text] as const),
      ),
    );
  const before = textsByPlace(saved);
  const after = textsByPlace(edited);
  const held = (texts: Map<string, string>, text: string) => [...texts.values()].includes(text);
  return [...after].flatMap(([place, to]) => {
    const from = before.get(place);
    return from !== undefined && from !== to && !held(after, from) && !held(before, to) ? [{ from, to }] : [];
  });
}

/** Every English text of the entry that pages show, once each, in the form's order. */
export function shownTextsOf(editorCollection: string, values: Record<string, unknown>, root = process.cwd()): string[] {
  const collection = checkedAs(editorCollection);
  if (!collection) return [];
  const { schema } = rulesOf(collection, root);
  if (def(unwrap(schema).schema).type === 'record') return [];
  const texts = entriesOf(collection, schema, values).flatMap(({ data }) => [...shownTexts(schema, data)].map(({ text }: { text: string }) => text));
  return [...new Set(texts)];
}

/**
 * The Hindi dictionaries an entry's new lines may go to, and the one of its area: the dictionary that already
 * translates most of `texts` (the entry's other texts), if any does.
 */
export function hindiAreas(texts: string[], root = process.cwd()): { dictionaries: string[]; area?: string } {
  const dictionaries = [...(hindiDictionaries(root) ?? new Map<string, Set<string>>())];
  const held = ([, english]: [string, Set<string>]) => texts.filter((text) => english.has(text)).length;
  const best = dictionaries.reduce<[string, Set<string>] | undefined>((a, b) => (held(b) > (a ? held(a) : 0) ? b : a), undefined);
  return { dictionaries: dictionaries.map(([file]) => file), area: best?.[0] };
}
