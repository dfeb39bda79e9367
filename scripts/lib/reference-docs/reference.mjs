/**
 * Writes docs/content-reference.md from the zod schemas themselves: every
 * collection, where its files live, and every field with its type, whether
 * it is required, its rules and its description. Descriptions come from
 * `.describe()`/`.meta({ description })` or from the `/** … *\/` comment
 * above the field in its schema file (src/schemas/*.ts), or above a shared
 * part (src/schemas/common.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { loadCollections } from '../../../src/content-io/collections.ts';
import { childFields, meta, objectOf, rules, typeLabel, unwrap } from '../../../src/content-io/schema-shape.ts';

export const REFERENCE_FILE = 'docs/content-reference.md';

const clean = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** JSDoc comments in a TS file: per top-level variable, its own comment and those of the properties inside it. */
function readDocs(file) {
  const docs = { vars: new Map(), props: new Map(), collectionVars: new Map(), functions: new Set() };
  if (!existsSync(file)) return docs;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const docOf = (node) => clean((node.jsDoc ?? []).map((d) => (typeof d.comment === 'string' ? d.comment : ts.getTextOfJSDocComment(d.comment))).join(' '));
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
      if (declaration.initializer && ts.isArrowFunction(declaration.initializer)) docs.functions.add(name);
      const own = docOf(statement);
      if (own) docs.vars.set(name, own);
      const props = new Map();
      const visit = (node) => {
        if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && node.name) {
          const doc = docOf(node);
          if (doc && !props.has(node.name.getText(source))) props.set(node.name.getText(source), doc);
          if (name === 'collections') {
            const target = ts.isPropertyAssignment(node) && ts.isIdentifier(node.initializer) ? node.initializer.text : node.name.getText(source);
            docs.collectionVars.set(node.name.getText(source), target);
          }
        }
        ts.forEachChild(node, visit);
      };
      if (declaration.initializer) visit(declaration.initializer);
      docs.props.set(name, props);
    }
  }
  return docs;
}

function locationOf(source) {
  if (source?.kind === 'glob') {
    const base = String(source.base ?? '.').replace(/^\.\//, '');
    const patterns = [source.pattern].flat().join(', ');
    return /[*{]/.test(patterns) ? `one entry per file: \`${base}/${patterns}\`` : `one file: \`${base}/${patterns}\``;
  }
  if (source?.kind === 'file') return `one file holding a list of entries, each with a unique \`id\`: \`${String(source.path).replace(/^\.\//, '')}\``;
  return 'loaded by code';
}

const IMAGE_HELP = 'An image under src/assets/, written relative to this file, e.g. `../../../assets/placeholders/person.jpg`.';

const cell = (text) => clean(text).replace(/\|/g, '\\|');

function defaultText(info) {
  if (!info.hasDefault) return '';
  const value = info.defaultValue;
  if (Array.isArray(value) && value.length === 0) return 'empty list';
  return `\`${JSON.stringify(value)}\``;
}

/** Every field of a schema, depth first, with dotted paths (`cards[].image.alt`). */
function fieldRows(schema, describeField, prefix = '', seen = new Set()) {
  const rows = [];
  for (const { name, schema: field } of childFields(schema)) {
    const path = prefix ? `${prefix}${name.startsWith('[]') ? '' : '.'}${name}` : name.replace(/^\[\]\./, '[].');
    const key = name.replace(/^\[\]\./, '');
    const info = unwrap(field);
    const fieldMeta = meta(field);
    const inner = info.schema;
    const object = objectOf(field);
    const recursive = Boolean(object) && seen.has(object);
    const optional = info.optional;
    // An optional reference or image is one value too: its inner meta says so.
    const nested = !fieldMeta.image && !fieldMeta.reference && !meta(inner).reference && !meta(inner).image && childFields(field).length > 0;
    const description = field.description ?? inner?.description ?? describeField(key) ?? '';
    const fieldRules = rules(field).filter((rule) => !(description && rule.startsWith('a further rule')));
    rows.push({
      path,
      type: recursive ? `${typeLabel(field)} (same fields as above, nested)` : typeLabel(field),
      required: optional ? (info.hasDefault ? `no (default ${defaultText(info)})` : 'no') : 'yes',
      rules: fieldRules.join('; '),
      description: description || (fieldMeta.image || meta(inner).image ? IMAGE_HELP : ''),
    });
    if (nested && !recursive) rows.push(...fieldRows(field, describeField, path, new Set([...seen, object])));
  }
  return rows;
}

const SCHEMAS_DIR = 'src/schemas';
const TABLE = 'src/schemas/index.ts';

/** For each collection of the table (src/schemas/index.ts), the schema variables its entry names (pageSchema…). */
function schemaVarsOf(root) {
  const file = resolve(root, TABLE);
  const found = new Map();
  if (!existsSync(file)) return found;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'COLLECTIONS' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) {
        const names = [];
        const collect = (n) => {
          if (ts.isIdentifier(n) && /Schema$/.test(n.text)) names.push(n.text);
          ts.forEachChild(n, collect);
        };
        collect(property);
        found.set(property.name.getText(source), names);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The comments of every schema file, by file name (common.ts…). */
function schemaDocs(root) {
  const dir = resolve(root, SCHEMAS_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((name) => [name, readDocs(resolve(dir, name))]),
  );
}

/**
 * A field's description from the `/** … *\/` comments of the schema files:
 * (collection, field name) → text, or ''. In order: the collection's own
 * schema, the parts of its file no other collection is built from (and the
 * shared rules of lists of people, rules.ts), the shared fields of
 * common.ts.
 */
export async function fieldDescriber(root = process.cwd()) {
  const files = schemaDocs(root);
  const varsOf = schemaVarsOf(root);
  const named = new Set([...varsOf.values()].flat());
  const fileOf = (variable) => [...files.entries()].find(([, docs]) => docs.props.has(variable))?.[0];
  const common = files.get('common.ts');
  const shared = new Map([...(common?.vars ?? [])].filter(([name]) => !common.functions.has(name)));
  return (collection, key) => {
    const own = varsOf.get(collection) ?? [];
    for (const variable of own) {
      const doc = files.get(fileOf(variable))?.props.get(variable)?.get(key);
      if (doc) return doc;
    }
    // Parts of the same files (facultyProfile beside personSchema), and the shared rules: a comment they agree on.
    const places = new Set([...own.map(fileOf).filter(Boolean), 'rules.ts']);
    let agreed;
    for (const place of places) {
      for (const [variable, props] of files.get(place)?.props ?? []) {
        if (named.has(variable) || !props.has(key)) continue;
        agreed = agreed === undefined || agreed === props.get(key) ? props.get(key) : '';
      }
    }
    return agreed || shared.get(key) || '';
  };
}

/** What the schema files say about a collection: the comment on its entry in the table, or on its schema. */
function collectionDoc(root) {
  const table = readDocs(resolve(root, TABLE));
  const files = [...schemaDocs(root).values()];
  const varsOf = schemaVarsOf(root);
  const docOf = (variable) => files.map((docs) => docs.vars.get(variable)).find(Boolean);
  return (name) => table.props.get('COLLECTIONS')?.get(name) || (varsOf.get(name) ?? []).map(docOf).find(Boolean) || '';
}

/** The reference as Markdown. Deterministic: the same schemas always give the same text. */
export async function generateReference(root = process.cwd()) {
  const collections = await loadCollections(root);
  const aboutOf = collectionDoc(root);
  const describe = await fieldDescriber(root);
  const out = [
    '# Content reference',
    '',
    '<!-- Generated by `npm run docs:reference` from the zod schemas in src/schemas/. Do not edit by hand: change the schema and run the command again. -->',
    '',
    'Every collection of content, where its files live, and every field it takes.',
    'How to edit them: [the editing guide](editing.md). Check your changes with `npm run check`.',
    '',
    '- **Required**: "yes" means the entry is rejected without it; a default is used when a field is left out.',
    '- **Paths**: `cards[].title` is the `title` of each item in the list `cards`.',
    '- **Sample and pending**: any entry may carry `sample: true` or `sample: [field, …]`; links and documents not yet published are written `pending`.',
    '',
    '## Collections',
    '',
    ...Object.keys(collections).map((name) => `- [${name}](#${name.toLowerCase()})`),
  ];
  for (const [name, { source, schema }] of Object.entries(collections)) {
    const describeField = (key) => describe(name, key);
    out.push('', `## ${name}`, '');
    const about = aboutOf(name);
    if (about) out.push(about, '');
    out.push(`Where: ${locationOf(source)}.`, '');
    if (source?.kind === 'glob' && /mdx?\b/.test([source.pattern].flat().join())) {
      out.push('The fields below go in the frontmatter (between the two `---` lines); the page text follows it.', '');
    }
    if (!schema) {
      out.push('No schema: any fields are accepted.');
      continue;
    }
    const rows = fieldRows(schema, describeField, '', new Set([objectOf(schema)]));
    const whole = rules(schema);
    out.push('| Field | Type | Required | Rules | Description |', '|---|---|---|---|---|');
    for (const row of rows) out.push(`| \`${row.path}\` | ${cell(row.type)} | ${cell(row.required)} | ${cell(row.rules)} | ${cell(row.description)} |`);
    if (whole.length) out.push('', `Rules across fields: ${whole.map(cell).join('; ')}.`);
  }
  return `${out.join('\n')}\n`;
}
