/**
 * Creates a new piece of content from a template in scripts/templates/, in
 * the place its collection's loader reads, then checks it with the content
 * validator and keeps it only when it is valid. Refuses to overwrite.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slug as githubSlug } from 'github-slugger';
import { isSeq, parseYamlDocument, stringifyYaml } from '../../../src/content-io/yaml.ts';
import { isoDay } from '../../../src/lib/dates.ts';
import { importProjectModule, loadCollections } from '../../../src/content-io/collections.ts';
import { validateContent } from '../content-check/validate.mjs';
import { facultyDepartments } from '../content-check/faculty-departments.mjs';

const TEMPLATES = fileURLToPath(new URL('../../templates/', import.meta.url));

/**
 * Each kind: its template, the collection it belongs to, what the group
 * argument is called, and the field that holds the group in one-file collections.
 */
export const KINDS = {
  page: { template: 'page.mdx', collection: 'pages', group: 'route' },
  // A teacher of the College of Pharmacy: a person (one file in the people folder) with a profile card.
  faculty: { template: 'faculty.yaml', collection: 'people', group: 'department', groupField: 'department', oneFolder: true },
  document: { template: 'document.yaml', collection: 'documents', group: 'category', groupField: 'category' },
};

export class ScaffoldError extends Error {}

const posix = (path) => path.split(sep).join('/');
/** A one-line YAML scalar: plain when YAML reads it back as the same text, quoted otherwise. */
const yamlText = (value) => stringifyYaml(String(value), { lineWidth: 0 }).trimEnd();

/** A file-name-safe id from a title: "Dr. Asha Verma" → "asha-verma". */
export function slugOf(title) {
  return (
    githubSlug(title.replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, ''))
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'new-entry'
  );
}

/** A person's name and the YAML line of their honorific: "Dr. Asha Verma" → honorific Dr., name Asha Verma. */
function personName(title) {
  const match = /^(prof\.?\s*\(dr\.?\)|dr\.?|prof\.?|mr\.?|mrs\.?|ms\.?)\s+(.+)$/i.exec(title.trim());
  return match ? { honorificLine: `honorific: ${yamlText(match[1])}\n`, name: yamlText(match[2]) } : { honorificLine: '', name: yamlText(title.trim()) };
}

/**
 * A faculty department as the schools' files write it ("Pharmacology" for
 * pharmacology), so the new person's department reads on the pages, and
 * finds its Hindi, as the others do; as given when no school lists it.
 */
async function departmentName(root, group, schools) {
  if (!schools || !existsSync(resolve(root, 'src/lib/faculty-departments.ts'))) return group;
  const { departmentKey } = await importProjectModule(root, 'src/lib/faculty-departments.ts');
  const key = departmentKey(group);
  return (
    facultyDepartments(root, schools.source)
      .flatMap((school) => school.departments)
      .find((name) => departmentKey(name) === key) ?? group
  );
}

function fill(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`unknown placeholder {{${key}}} in a template`);
    return values[key];
  });
}

const DESCRIPTION_END = '. Replace this sentence with one or two that sum up the page for search results.';
function placeholderDescription(title) {
  const text = `A new page about ${title}${DESCRIPTION_END}`;
  return text.length <= 170 ? text : `A new page of the university website${DESCRIPTION_END}`;
}

/** Why a route cannot be created, or null. */
function routeProblem(root, route, pageIds) {
  if (!/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)*$/.test(route)) {
    return `"${route}" is not a usable route: use letters, digits and dashes, with "/" between levels, e.g. hostel-rules or events/orientation`;
  }
  if (route === 'index' || route === 'home') return `/${route} is the home page`;
  const clash = pageIds.find((id) => id.toLowerCase() === route.toLowerCase());
  if (clash) return `the route /${clash} already exists (src/content/pages/${clash}.mdx): edit that page instead`;
  // Routes written in code, in English only or in every language ([...language]/).
  for (const file of [`src/pages/${route}.astro`, `src/pages/${route}/index.astro`, `src/pages/[...language]/${route}.astro`]) {
    if (existsSync(resolve(root, file))) return `the route /${route} already exists (${file})`;
  }
  const redirects = 'server/route-redirects.mjs';
  const config = existsSync(resolve(root, redirects)) ? readFileSync(resolve(root, redirects), 'utf8') : '';
  if (new RegExp(`['"]/${route}['"]\\s*:`, 'i').test(config)) return `the route /${route} already exists as a redirect (${redirects})`;
  return null;
}

/**
 * @param {{ root?: string, kind: string, group: string, title: string, today?: Date }} options
 * @returns {Promise<{ file: string, id: string, created: boolean }>}
 */
export async function scaffold({ root = process.cwd(), kind, group, title, today = new Date() }) {
  const spec = KINDS[kind];
  if (!spec) throw new ScaffoldError(`there is no kind "${kind}": use ${Object.keys(KINDS).join(', ')}`);
  if (!group || !title?.trim()) throw new ScaffoldError(`write: npm run new -- ${kind} <${spec.group}> "<${kind === 'faculty' ? 'name' : 'title'}>"`);
  title = title.trim();
  const collections = await loadCollections(root);
  const collection = collections[spec.collection];
  if (!collection) throw new ScaffoldError(`there is no "${spec.collection}" collection in src/schemas/index.ts yet, so there is nowhere to put a new ${kind}`);
  const { source } = collection;
  const template = readFileSync(resolve(TEMPLATES, spec.template), 'utf8');
  const ext = spec.template.split('.').pop();
  const values = {
    title: yamlText(title),
    group: yamlText(group),
    groupName: yamlText(kind === 'faculty' ? await departmentName(root, group, collections.schools) : group),
    today: isoDay(today),
    description: yamlText(placeholderDescription(title)),
    id: '',
    ...personName(title),
  };

  if (source?.kind === 'glob') {
    const base = resolve(root, source.base ?? '.');
    let target;
    if (kind === 'page') {
      const route = group.replace(/^\/+|\/+$/g, '');
      const existing = existsSync(base) ? listFiles(base).map((f) => f.replace(/\.mdx?$/, '').replace(/(.)\/index$/, '$1')) : [];
      const problem = routeProblem(root, route, existing);
      if (problem) throw new ScaffoldError(problem);
      target = resolve(base, `${route}.${ext}`);
    } else {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(group))
        throw new ScaffoldError(
          `the ${spec.group} "${group}" should be lower-case words joined by dashes, like the folders in ${posix(relative(root, base))}/`,
        );
      target = spec.oneFolder ? resolve(base, `${slugOf(title)}.${ext}`) : resolve(base, group, `${slugOf(title)}.${ext}`);
    }
    const file = posix(relative(root, target));
    if (existsSync(target)) throw new ScaffoldError(`${file} already exists: edit it instead, or choose another ${kind === 'page' ? 'route' : 'name'}`);
    values.id = slugOf(title);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(template, values));
    const { invalid, hindi } = sorted(await validateContent(root, { only: [file] }), (p) => p.file === file);
    if (invalid.length) {
      rmSync(target);
      throw new ScaffoldError(`the new file would not be valid, so it was not kept:\n${listed(invalid)}`);
    }
    return { file, id: values.id, created: true, hindi };
  }

  if (source?.kind === 'file') {
    const target = resolve(root, source.path);
    const file = posix(relative(root, target));
    const original = existsSync(target) ? readFileSync(target, 'utf8') : '';
    const doc = parseYamlDocument(original);
    const items = isSeq(doc.contents) ? doc.contents.items : [];
    const ids = new Set(items.map((item) => String(item.get?.('id') ?? '')));
    let id = slugOf(title);
    for (let n = 2; ids.has(id); n++) id = `${slugOf(title)}-${n}`;
    values.id = id;
    const entry = fill(template, values).replace(/\s*$/, '\n');
    // After the last entry of the same group, so the file stays grouped; else at the end.
    const sameGroup = items.filter((item) => spec.groupField && String(item.get?.(spec.groupField)) === group);
    let text;
    if (sameGroup.length) {
      const end = sameGroup.at(-1).range[2];
      const lineEnd = original.indexOf('\n', end - 1);
      const at = lineEnd === -1 ? original.length : lineEnd + 1;
      text = `${original.slice(0, at)}${entry}${original.slice(at)}`;
    } else {
      text = `${original.replace(/\s*$/, '\n')}${original.trim() ? '\n' : ''}${entry}`;
    }
    writeFileSync(target, text);
    const { invalid, hindi } = sorted(
      await validateContent(root, { only: [file] }),
      (p) => p.file === file && (p.field.startsWith(`${id} ›`) || p.field === '(the file)'),
    );
    if (invalid.length) {
      writeFileSync(target, original);
      throw new ScaffoldError(`the new entry would not be valid, so it was not added:\n${listed(invalid)}`);
    }
    return { file, id, created: false, hindi };
  }
  throw new ScaffoldError(`the "${spec.collection}" collection is loaded by code; add its entries by hand`);
}

/** A new entry's findings: wrong values refuse it; texts without their Hindi yet are the editor's next step. */
function sorted({ problems, untranslated }, concerns) {
  return { invalid: problems.filter(concerns), hindi: untranslated.filter(concerns) };
}

const listed = (problems) => problems.map((p) => `  ${p.field}: ${p.problem}${p.fix ? ` (${p.fix})` : ''}`).join('\n');

function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...listFiles(resolve(dir, entry.name), `${prefix}${entry.name}/`));
    else out.push(`${prefix}${entry.name}`);
  }
  return out;
}
