/**
 * The browser editor's configuration (Decap CMS), generated from the zod
 * schemas of src/schemas/ and the one file of what a schema cannot
 * say (src/admin/overrides.yaml: labels, hints, groups, image folders, how a
 * referenced entry is shown, field order). A field added to a schema appears
 * in the editor after `npm run cms:config`, with no other change.
 *
 * How schema types become editor widgets:
 *   string → string (a pattern keeps its message), enum → select,
 *   boolean → boolean, whole number / number → number, a date → date picker,
 *   object → group, list of texts or numbers → list of one field,
 *   list of groups → list, reference('x') → a picker of x's entries,
 *   image() → image upload into the folder the content expects,
 *   anything else (unions such as `pending` or a list of fees) → YAML text.
 * A YAML file holding a list (programmes, documents…) is edited as one list
 * `entries`; a translations file as a list of English/Hindi pairs; MDX pages
 * as front matter fields plus the body (see src/admin/formats.ts).
 */
import { readFileSync } from 'node:fs';
import { posix, relative, resolve } from 'node:path';
import { parseYaml, stringifyYaml } from '../../../src/content-io/yaml.ts';
import { loadCollections } from '../../../src/content-io/collections.ts';
import { HOW_TO_WRITE } from '../content-check/explain.mjs';
import { fieldDescriber } from '../reference-docs/reference.mjs';
import { checkMessage as messageOf, def, meta, unwrap } from '../../../src/content-io/schema-shape.ts';

export const CMS_CONFIG_FILE = 'public/admin/config.yml';
export const CMS_OVERRIDES_FILE = 'src/admin/overrides.yaml';
/** The custom formats src/admin/formats.ts registers. */
export const FORMATS = { yaml: 'yaml-kept', list: 'yaml-list', dictionary: 'yaml-dictionary', page: 'mdx-page', json: 'json' };

/**
 * A summary line from the fields an override names (a list), each after a
 * separator when it has a value: "Asha Verma · Professor · Dean, Research".
 * `prefix` is how the template names a field (`fields.` in a list item).
 */
function summaryTemplate(names, prefix) {
  if (!Array.isArray(names)) return names;
  const [first, ...rest] = names.map((name) => `${prefix}${name}`);
  return [`{{${first}}}`, ...rest.map((name) => `{{${name} | ternary(' · ', '')}}{{${name}}}`)].join('');
}
/** A field's shape alone, without what names it. */
/** A shape the choice widget fills in with inputs of its own: a value, or a list of values. */
const CHOOSABLE = ['select', 'boolean', 'plain-number', 'string'];
const choosable = (shape) => CHOOSABLE.includes(shape.widget) || (shape.widget === 'list' && CHOOSABLE.includes(shape.field?.widget));
const withoutLabels = (field) => Object.fromEntries(Object.entries(field).filter(([key]) => !['name', 'label', 'hint', 'required'].includes(key)));
const humanize = (name) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
/** A JavaScript regular expression's source as Decap reads it (a string), or undefined. */
const patternOf = (inner) => {
  for (const check of def(inner).checks ?? []) {
    const c = def(check);
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern) {
      const message = messageOf(check) ?? `match ${c.pattern.source}`;
      return [c.pattern.source, message];
    }
  }
  return undefined;
};
/** A text's length rule as a pattern with the schema's own message, or undefined. */
const lengthPattern = (inner) => {
  let min = 0;
  let max = '';
  const messages = [];
  for (const check of def(inner).checks ?? []) {
    const c = def(check);
    if (c.check === 'min_length' && c.minimum > 1) min = c.minimum;
    else if (c.check === 'max_length') max = c.maximum;
    else continue;
    messages.push(messageOf(check) ?? (c.check === 'min_length' ? `at least ${c.minimum} characters` : `at most ${c.maximum} characters`));
  }
  return messages.length ? [`^[\\s\\S]{${min},${max}}$`, messages.join('; ')] : undefined;
};
/**
 * A number's bounds (inclusive; a whole number's strict bound made inclusive) and the schema author's words for them.
 * Numbers are typed as text and read by the editor (src/admin/field-rules.ts), so that `2,50,000` is refused in words.
 */
function numberRules(inner) {
  const int = isInt(inner);
  // The schema's own words for a value that is not a number (then for one that is not whole), else the check's.
  const intCheck = (def(inner).checks ?? []).find((c) => ['safeint', 'int32'].includes(def(c).format));
  const authored = messageOf(inner) ?? (intCheck && messageOf(intCheck));
  const rules = { value_type: int ? 'int' : 'float', message: authored ?? (int ? HOW_TO_WRITE.int : HOW_TO_WRITE.number) };
  const messages = [];
  for (const check of def(inner).checks ?? []) {
    const c = def(check);
    if (c.check !== 'greater_than' && c.check !== 'less_than') continue;
    const step = c.inclusive ? 0 : int ? 1 : Number.EPSILON;
    if (c.check === 'greater_than') rules.min = Number(c.value) + step;
    else rules.max = Number(c.value) - step;
    const message = messageOf(check);
    if (message) messages.push(message);
  }
  return messages.length ? { ...rules, bounds_message: messages.join('; ') } : rules;
}
/** A list's least and greatest number of items (Decap's list widget checks them), with the schema author's words. */
function listLength(inner) {
  const rules = {};
  const messages = [];
  for (const check of def(inner).checks ?? []) {
    const c = def(check);
    if (c.check === 'min_length') rules.min = c.minimum;
    else if (c.check === 'max_length') rules.max = c.maximum;
    else if (c.check === 'length_equals') rules.min = rules.max = c.length;
    else continue;
    const message = messageOf(check);
    if (message) messages.push(message);
  }
  return messages.length ? { ...rules, bounds_message: messages.join('; ') } : rules;
}
const isInt = (inner) => (def(inner).checks ?? []).some((c) => ['safeint', 'int32'].includes(def(c).format)) || def(inner).format === 'safeint';

/** The folder, relative to the project, of a collection's content files. */
/**
 * At the head of every entry's form: what the content check would say of it as it is typed (src/admin/entry-check-widget.ts,
 * which runs the check's own rules). Holds no value, so nothing of it is saved.
 */
const CONTENT_CHECK = { name: 'content_check', label: 'Content check', widget: 'entry-check', required: false };

/** The sample flag marks the whole entry: in its form, right under the field that names the entry, not after all the others. */
function sampleUnderName(fields, identifier) {
  const sample = fields.find((field) => field.name === 'sample');
  const rest = fields.filter((field) => field !== sample);
  const at = rest.findIndex((field) => field.name === identifier);
  return sample && at !== -1 ? [...rest.slice(0, at + 1), sample, ...rest.slice(at + 1)] : fields;
}

function contentDir(source) {
  if (source.kind === 'file') return posix.dirname(String(source.path).replace(/^\.\//, ''));
  const base = String(source.base).replace(/^\.\//, '');
  const pattern = [source.pattern].flat()[0];
  return /[*{]/.test(pattern) ? posix.join(base, posix.dirname(pattern).replace(/\*\*?/g, '').replace(/\/$/, '')) : posix.join(base, posix.dirname(pattern));
}

/**
 * Builds the config object.
 * @param {string} root project folder
 */
export async function buildCmsConfig(root = process.cwd()) {
  const overrides = parseYaml(readFileSync(resolve(root, CMS_OVERRIDES_FILE), 'utf8')) ?? {};
  const collections = await loadCollections(root);
  const describe = await fieldDescriber(root);
  const setting = (name) => overrides.collections?.[name] ?? {};

  /** Where each collection's entries live in the editor, for reference pickers. */
  const targets = {};
  for (const [name, { source }] of Object.entries(collections)) {
    targets[name] = { name, source, display: setting(name).display };
  }

  /** Where a link field's uploads go (a folder under public/, served at the same path without it), which types, how large. */
  function uploadInto(kind) {
    const upload = kind && overrides.uploads?.[kind];
    if (!upload) return {};
    const folder = String(upload.folder).replace(/\/$/, '');
    return { media_folder: `/${folder}`, public_folder: `/${folder.replace(/^public\//, '')}`, accept: upload.types, max_file_size: upload.max_mb * 1_000_000 };
  }

  /** A reference picker to an entry of `target`. */
  function relation(target, base) {
    const t = targets[target];
    if (!t) return { ...base, widget: 'string' };
    const display = t.display ?? ['name'];
    if (t.source.kind === 'file') {
      return {
        ...base,
        widget: 'relation',
        collection: target,
        file: target,
        value_field: 'entries.*.id',
        search_fields: display.map((f) => `entries.*.${f}`),
        display_fields: display.map((f) => `entries.*.${f}`),
      };
    }
    return { ...base, widget: 'relation', collection: target, value_field: '{{slug}}', search_fields: display, display_fields: display };
  }

  /**
   * One editor field from one schema field.
   * @param {string} name the field's name
   * @param {any} schema its zod schema
   * @param {{ collection: string, path: string, entryDir: string, depth: number }} at
   */
  function field(name, schema, at) {
    const info = unwrap(schema);
    const inner = info.schema;
    const d = def(inner);
    const path = at.path ? `${at.path}.${name}` : name;
    const own = setting(at.collection).fields?.[path] ?? {};
    const hint = own.hint ?? schema.description ?? inner?.description ?? describe(at.collection, name);
    // Decap checks the fields of a group even when the group is left out: inside an optional group, nothing is required.
    // Such a field is still needed once the group is filled in: the hint says so, and the check reports it.
    const optional = info.optional || at.inOptional;
    const neededInGroup = at.inOptional && !info.optional;
    const hints = [hint, neededInGroup ? 'Needed when any field of this group is filled in.' : ''].filter(Boolean).join(' ');
    const base = {
      name,
      label: own.label ?? humanize(name),
      ...(hints ? { hint: hints } : {}),
      ...(optional ? { required: false } : {}),
      ...(neededInGroup ? { needed_in_group: true } : {}),
    };
    // Fields a loader adds (a list entry's position) are never in the files.
    if (own.widget === 'hidden' || (overrides.computed ?? []).includes(name)) return null;
    const reference = meta(schema).reference ?? meta(inner).reference;
    // A list of another collection's ids the schema keeps as plain text (a page's side menus).
    if (own.relation) return { ...relation(own.relation, base), ...(d.type === 'array' ? { multiple: true } : {}) };
    if (reference) return relation(reference, base);
    if (meta(schema).image || meta(inner).image) {
      const folder = own.folder ?? setting(at.collection).images ?? overrides.images ?? 'src/assets/uploads';
      const fromEntry = relative(at.entryDir, folder).split('\\').join('/');
      const largest = overrides.uploads?.pictures?.max_mb;
      return {
        ...base,
        widget: 'image',
        media_folder: `/${folder}`,
        public_folder: fromEntry,
        choose_url: false,
        ...(largest ? { media_library: { config: { max_file_size: largest * 1_000_000 } } } : {}),
      };
    }
    const extra = { ...(own.widget ? { widget: own.widget } : {}) };
    // A link: checked as it is typed with the rule the schema uses (src/lib/links.ts).
    if (meta(schema).link || meta(inner).link) return { ...base, widget: 'link', ...uploadInto(own.upload), ...extra };
    switch (d.type) {
      case 'string': {
        const pattern = patternOf(inner);
        // Typed day first (18/10/2025) or picked from a calendar, stored as the schema's YYYY-MM-DD (src/admin/field-rules.ts).
        if (d.format === 'date') return { ...base, widget: 'day', ...extra };
        // A format zod checks with a pattern of its own (an e-mail address), in the schema's words.
        const format = d.pattern && !pattern ? [d.pattern.source, messageOf(inner) ?? `write a valid ${d.format}`] : undefined;
        const rule = pattern ?? format ?? lengthPattern(inner);
        // An emptied text is taken out of the file (src/admin/formats.ts): a text the schema needs is required.
        return { ...base, widget: 'string', ...(rule ? { pattern: rule } : {}), ...extra };
      }
      case 'number':
        return { ...base, widget: 'plain-number', ...numberRules(inner), ...extra };
      case 'boolean':
        // No default: a new entry leaves the field out and the schema's default applies, as in a file written by hand.
        return { ...base, widget: 'boolean', ...extra };
      case 'enum': {
        // Each choice in the words pages use for it where the schema gives them (a document's category), stored as its id.
        const words = meta(schema).choiceLabels ?? meta(inner).choiceLabels;
        const options = Object.values(d.entries).map((value) => (words?.[value] ? { label: words[value], value } : value));
        return { ...base, widget: 'select', options, ...extra };
      }
      case 'literal':
        return { ...base, widget: 'select', options: d.values, ...extra };
      case 'object': {
        const fields = objectFields(inner, { ...at, path, inOptional: optional });
        // An optional group (a teacher's profile on an officer's form) stays folded until it applies; a picture stays open at its upload button.
        const folded = at.depth > 0 || (info.optional && !fields.some((f) => f.widget === 'image'));
        return { ...base, widget: 'object', collapsed: folded, fields, ...summaryOf(fields, own), ...extra };
      }
      case 'array': {
        const element = unwrap(d.element).schema;
        const elementReference = meta(d.element).reference ?? meta(element).reference;
        if (elementReference) return { ...relation(elementReference, base), multiple: true };
        if (def(element).type === 'object' || def(element).type === 'lazy') {
          // Deeper than a form can nest (a menu's fourth level): a list written as YAML, its items checked by the check.
          if (at.depth >= 3) return { ...base, widget: 'yaml', alternatives: [{ widget: 'list', ...listLength(inner) }] };
          const fields = objectFields(element, { ...at, path, depth: at.depth + 1 });
          return {
            ...base,
            widget: 'list',
            collapsed: true,
            ...listLength(inner),
            fields,
            ...summaryOf(fields, own),
            ...(own.add_to_top ? { add_to_top: true } : {}),
            ...extra,
          };
        }
        const one = field('item', d.element, { ...at, path, depth: at.depth + 1 });
        if (!one || one.widget === 'yaml') return { ...base, widget: 'yaml' };
        delete one.required;
        return { ...base, widget: 'list', ...listLength(inner), field: { ...one, label: own.itemLabel ?? base.label }, ...extra };
      }
      case 'union': {
        // One of several shapes (`pending` or a list of fees): the editor picks one and fills it in
        // (src/admin/choice-widget.ts), each shape named by the schema's `choice`; YAML text where a shape is too deep for that.
        const shapes = d.options.map((option) => field('item', option, { ...at, path, depth: at.depth + 1 }));
        if (!shapes.every(Boolean)) return { ...base, widget: 'yaml', ...extra };
        // A shape's name for the editor, and its list items' (`choice`, `item` in the schema's meta).
        const named = (shape, { choice, item }) => ({
          ...withoutLabels(shape),
          ...(choice ? { choice } : {}),
          ...(item && shape.field ? { field: { ...shape.field, label: item } } : {}),
        });
        const alternatives = shapes.map((shape, i) => named(shape, meta(d.options[i])));
        return { ...base, widget: alternatives.every(choosable) ? 'choice' : 'yaml', alternatives, ...extra };
      }
      default:
        return { ...base, widget: 'yaml', ...extra };
    }
  }

  /**
   * A picture's alt text is asked for, except that a decorative picture (a
   * card's, beside its own text) keeps the empty alt "" its file has.
   */
  function decorativeAlt(alt) {
    const hint = [alt.hint, 'What the picture shows. Leave it empty only for a decorative picture whose file already has alt "".'].filter(Boolean).join(' ');
    return { ...alt, hint, required: false, decorative_allowed: true };
  }

  /** A list item's summary line: the override's, or its first text field. */
  function summaryOf(fields, own) {
    if (own.summary) return { summary: summaryTemplate(own.summary, 'fields.') };
    const named = ['name', 'title', 'label', 'caption', 'person'].map((n) => fields.find((f) => f.name === n)).find(Boolean);
    const first = named ?? fields.find((f) => ['string', 'relation', 'select'].includes(f.widget));
    return first ? { summary: `{{fields.${first.name}}}` } : {};
  }

  /** The fields of an object schema, in the override's order, then the schema's. */
  function objectFields(schema, at) {
    let inner = unwrap(schema).schema;
    // A recursive item (the menu): look through the lazy wrapper.
    if (def(inner).type === 'lazy') inner = unwrap(def(inner).getter()).schema;
    const shape = def(inner).shape ?? {};
    const fields = Object.entries(shape)
      .map(([name, s]) => field(name, s, at))
      .filter(Boolean)
      .map((f, _, all) => (f.name === 'alt' && f.widget === 'string' && !f.pattern && all.some((o) => o.widget === 'image') ? decorativeAlt(f) : f));
    const order = setting(at.collection).order?.[at.path || '.'] ?? [];
    const rank = (f) => (order.includes(f.name) ? order.indexOf(f.name) : order.length);
    return fields
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }

  const editorCollections = [];
  for (const [name, { source, schema }] of Object.entries(collections)) {
    const own = setting(name);
    if (own.hidden) continue;
    const label = own.label ?? humanize(name);
    const dir = contentDir(source);
    const common = {
      name,
      label,
      ...(own.description ? { description: own.description } : {}),
      editor: { preview: true },
      // No "Delete entry" where a file is shared (a list, a dictionary, a committee others name): only for collections whose entries are one thing each.
      ...(own.deletable ? {} : { delete: false }),
    };
    const pattern = [source.pattern ?? ''].flat()[0];

    if (source.kind === 'file') {
      // A YAML file holding a list of entries, each with an id.
      const element = def(unwrap(schema).schema).type === 'array' ? def(unwrap(schema).schema).element : schema;
      const at = { collection: name, path: '', entryDir: dir, depth: 1 };
      let fields = objectFields(element, at);
      if (!fields.some((f) => f.name === 'id')) {
        fields = [
          {
            name: 'id',
            label: 'Id',
            hint: 'Unique, lower-case words joined by dashes. Leave it empty and it is made from the title.',
            widget: 'string',
            required: false,
            pattern: ['^[a-z0-9-]+$', 'lower-case letters, digits and dashes'],
          },
          ...fields,
        ];
      }
      editorCollections.push({
        ...common,
        format: FORMATS.list,
        files: [
          {
            name,
            label,
            file: String(source.path).replace(/^\.\//, ''),
            fields: [
              CONTENT_CHECK,
              {
                name: 'entries',
                label: own.itemsLabel ?? label,
                widget: 'list',
                collapsed: true,
                ...(own.add_to_top ? { add_to_top: true } : {}),
                fields,
                ...summaryOf(fields, own),
              },
            ],
          },
        ],
      });
      continue;
    }

    const base = String(source.base).replace(/^\.\//, '');
    if (/\.mdx?$/.test(pattern)) {
      // Pages: English in the folder, each further language in its subfolder.
      const at = { collection: name, path: '', entryDir: base, depth: 0 };
      const fields = objectFields(schema, at);
      // Text blocks and parts with their own small forms (src/admin/page-text-widget.ts).
      const body = { name: 'body', label: own.bodyLabel ?? 'Page text', widget: 'page-text', hint: own.bodyHint };
      // Previewed with the site's styles (src/admin/editor.ts). Above the fields, the page's own address on the
      // site the editor is served from (Decap's "View live" is off: it fails on entries it has not loaded yet).
      const address = (route) => ({ name: 'address', label: 'On the site', widget: 'page-address', required: false, path: route });
      const page = (folder, langLabel, key, route) => ({
        ...common,
        editor: { preview: true },
        preview_path: route,
        name: key,
        label: langLabel,
        folder,
        extension: 'mdx',
        format: FORMATS.page,
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} · {{filename}}',
        sortable_fields: [{ field: 'title', default_sort: true }],
        fields: [address(route), CONTENT_CHECK, ...sampleUnderName(fields, 'title'), body],
      });
      // Above an English page's fields: the state of each of its translations (src/admin/editor.ts), never saved.
      const translations = Object.entries(overrides.languages ?? {}).map(([lang, { language, pages }]) => ({
        name: `translation_${lang}`,
        label: `${language} version`,
        widget: 'translation-status',
        required: false,
        language: lang,
        collection: `${name}-${lang}`,
        collection_label: pages,
      }));
      editorCollections.push({
        ...page(base, own.label ?? label, name, '{{slug}}'),
        fields: [address('{{slug}}'), ...translations, CONTENT_CHECK, ...sampleUnderName(fields, 'title'), body],
      });
      for (const [lang, langLabel] of Object.entries(overrides.languages ?? {})) {
        const translated = page(`${base}/${lang}`, langLabel.pages, `${name}-${lang}`, `${lang}/{{slug}}`);
        // Above a translation's fields: the page it translates, to read beside it (src/admin/editor.ts), never saved.
        const original = { name: 'original', label: 'The page it translates', widget: 'translated-page', required: false, folder: base, collection: name };
        editorCollections.push({ ...translated, fields: [translated.fields[0], original, ...translated.fields.slice(1)] });
      }
      continue;
    }

    const single = !/[*{]/.test(pattern);
    const format = /\.json$/.test(pattern) ? FORMATS.json : FORMATS.yaml;
    const extension = /\.json$/.test(pattern) ? 'json' : 'yaml';
    if (def(unwrap(schema).schema).type === 'record') {
      // A dictionary (translations): one file per area, edited as English/Hindi pairs.
      for (const [lang, langLabel] of Object.entries(overrides.languages ?? {})) {
        editorCollections.push({
          ...common,
          name: `${name}-${lang}`,
          label: langLabel.dictionary,
          folder: `${base}/${lang}`,
          extension,
          format: FORMATS.dictionary,
          create: true,
          identifier_field: 'area',
          slug: '{{fields.area}}',
          fields: [
            { name: 'area', label: 'Area', widget: 'hidden' },
            CONTENT_CHECK,
            {
              name: 'entries',
              label: 'Words',
              widget: 'list',
              collapsed: true,
              summary: '{{fields.english}}',
              fields: [
                { name: 'english', label: 'English', widget: 'string' },
                { name: 'translation', label: langLabel.language, widget: 'string' },
              ],
            },
          ],
        });
      }
      continue;
    }
    const file = single ? posix.join(base, pattern) : undefined;
    const at = { collection: name, path: '', entryDir: single ? posix.dirname(file) : dir, depth: 0 };
    const fields = [CONTENT_CHECK, ...objectFields(schema, at)];
    if (single) {
      editorCollections.push({ ...common, format, files: [{ name, label, file, fields }] });
    } else {
      const identifier = own.identifier ?? fields.find((f) => f.widget === 'string')?.name ?? 'name';
      editorCollections.push({
        ...common,
        folder: dir,
        extension,
        format,
        create: true,
        identifier_field: identifier,
        slug: own.slug ?? '{{slug}}',
        ...(own.summary ? { summary: summaryTemplate(own.summary, '') } : {}),
        // Listed by the name shown, not by file name.
        sortable_fields: [{ field: identifier, default_sort: true }],
        fields: sampleUnderName(fields, identifier),
      });
    }
  }

  // Groups (overrides) order the collections in the editor's side list.
  const order = Object.values(overrides.groups ?? {}).flat();
  const rank = (c) => {
    const i = order.indexOf(c.name);
    return i < 0 ? order.length : i;
  };
  editorCollections.sort((a, b) => rank(a) - rank(b));

  return {
    backend: { name: 'github', ...overrides.backend },
    publish_mode: 'editorial_workflow',
    // `npx decap-server` in the project folder: edits the files on this computer, no account.
    local_backend: true,
    site_url: overrides.site_url,
    show_preview_links: false,
    media_folder: overrides.images ?? 'src/assets/uploads',
    public_folder: `/${overrides.images ?? 'src/assets/uploads'}`,
    collections: editorCollections,
  };
}

/** The config as the YAML text written to public/admin/config.yml. */
export async function generateCmsConfig(root = process.cwd()) {
  const config = await buildCmsConfig(root);
  const header = [
    `# Generated by \`npm run cms:config\` from the schemas in src/schemas/ and ${CMS_OVERRIDES_FILE}.`,
    '# Do not edit: change the schema or the overrides file and run the command again.',
  ].join('\n');
  return `${header}\n${stringifyYaml(config, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
