/**
 * Writes docs/content-reference.md from the zod schemas themselves: every
 * collection, where its files live, and every field with its type, whether
 * it is required, its rules and its description. Descriptions come from
 * `.describe()`/`.meta({ description })` or from the `/** … *\/` comment
 * above the field in src/content.config.ts (or above a shared part in
 * src/lib/schema.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { loadCollections } from './content-model.mjs';
import { childFields, meta, objectOf, rules, typeLabel, unwrap } from './schema-shape.mjs';

export const REFERENCE_FILE = 'docs/content-reference.md';

const clean = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** JSDoc comments in a TS file: per top-level variable, its own comment and those of the properties inside it. */
function readDocs(file) {
  const docs = { vars: new Map(), props: new Map(), collectionVars: new Map() };
  if (!existsSync(file)) return docs;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const docOf = (node) => clean((node.jsDoc ?? []).map((d) => (typeof d.comment === 'string' ? d.comment : ts.getTextOfJSDocComment(d.comment))).join(' '));
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
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

function locationOf(loader) {
  if (loader?.kind === 'glob') {
    const base = String(loader.base ?? '.').replace(/^\.\//, '');
    const patterns = [loader.pattern].flat().join(', ');
    return /[*{]/.test(patterns) ? `one entry per file: \`${base}/${patterns}\`` : `one file: \`${base}/${patterns}\``;
  }
  if (loader?.kind === 'file') return `one file holding a list of entries, each with a unique \`id\`: \`${String(loader.path).replace(/^\.\//, '')}\``;
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

/**
 * A field's description from the `/** … *\/` comments of the schema files:
 * (collection, field name) → text, or ''.
 */
export async function fieldDescriber(root = process.cwd()) {
  const config = readDocs(resolve(root, 'src/content.config.ts'));
  const shared = readDocs(resolve(root, 'src/lib/schema.ts'));
  // Schemas kept in plain modules (tested without Astro): a field's comment there describes it when no other field of that name has a different one.
  const moduleDocs = new Map();
  for (const props of readDocs(resolve(root, 'src/lib/university-schemas.ts')).props.values()) {
    for (const [key, doc] of props) moduleDocs.set(key, moduleDocs.has(key) && moduleDocs.get(key) !== doc ? '' : doc);
  }
  return (collection, key) => {
    const own = config.props.get(config.collectionVars.get(collection) ?? collection) ?? new Map();
    return own.get(key) ?? shared.vars.get(key) ?? config.vars.get(key) ?? (moduleDocs.get(key) || '');
  };
}

/** The reference as Markdown. Deterministic: the same schemas always give the same text. */
export async function generateReference(root = process.cwd()) {
  const collections = await loadCollections(root);
  const config = readDocs(resolve(root, 'src/content.config.ts'));
  const describe = await fieldDescriber(root);
  const out = [
    '# Content reference',
    '',
    '<!-- Generated by `npm run docs:reference` from the zod schemas in src/content.config.ts. Do not edit by hand: change the schema and run the command again. -->',
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
  for (const [name, { loader, schema }] of Object.entries(collections)) {
    const variable = config.collectionVars.get(name) ?? name;
    const describeField = (key) => describe(name, key);
    out.push('', `## ${name}`, '');
    const about = config.vars.get(variable);
    if (about) out.push(about, '');
    out.push(`Where: ${locationOf(loader)}.`, '');
    if (loader?.kind === 'glob' && /mdx?\b/.test([loader.pattern].flat().join())) {
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
