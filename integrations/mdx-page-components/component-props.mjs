/**
 * What the browser editor's page form needs to offer each component pages
 * may use as a part with a small form (src/admin/page-text-widget.ts): its
 * props, read with the TypeScript checker from the `interface Props` of the
 * component's front matter, so no prop is described twice. Each prop says
 * whether it is required, its doc comment (the field's hint) and its kind:
 *
 * - a yes/no flag (`boolean`): a checkbox;
 * - a prop whose doc comment names a folder or file of src/content/data
 *   (`File name in src/content/data/people`), or the pages
 *   (`its file in src/content/pages`): the ids of that collection's
 *   entries (the English pages' routes), each with its name or title, the
 *   collection's path (`from`) and a hint in the editor's words, not a path;
 * - a union of strings, written or through an alias (`DocumentCategory`):
 *   those strings; a union of numbers (`2 | 3`): those numbers;
 * - anything else: text, with the doc comment as its hint.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { listEntries } from '../../src/content-io/entries.ts';
import { splitFrontMatter } from '../../src/content-io/front-matter.ts';
import { folder, listFile, PAGES_SOURCE } from '../../src/content-io/sources.ts';
import { mdxComponents } from './listed-components.mjs';

/** The collection a doc comment names: `src/content/data/people` (a folder of files), `src/content/data/facilities.yaml` (a list file) or `src/content/pages`. */
const NAMED_COLLECTION = /src\/content\/(data\/(?:[\w-]+\/)*[\w-]+(\.yaml)?|pages)/;
/** The English pages, whose ids are their routes without the slash (the Hindi ones live in a folder of their own). */
const ENGLISH_PAGES = { ...PAGES_SOURCE, pattern: '*.mdx' };

/** The entries of the collection a doc comment names, as choices with their name or title, and the hint the editor shows; undefined when it names none. */
function collectionChoices(root, hint) {
  const [, path, isFile] = NAMED_COLLECTION.exec(hint) ?? [];
  if (!path) return undefined;
  const name = path === 'pages' ? 'pages' : path.replace(/^data\//, '').replace(/\.yaml$/, '');
  const source = path === 'pages' ? ENGLISH_PAGES : isFile ? listFile(`${name}.yaml`) : folder(name);
  const { entries } = listEntries(root, name, source);
  if (!entries.length) return undefined;
  const titleOf = (data) => [data?.name, data?.title, data?.label].find((value) => typeof value === 'string');
  return {
    choices: entries.map(({ id, data }) => ({ value: id, label: titleOf(data) ? `${titleOf(data)} (${id})` : id })),
    hint: `Picked from the site's ${name.replaceAll('-', ' ')}; to pick a new one, add it there first.`,
    from: `src/content/${path.replace(/\.yaml$/, '')}`,
  };
}

/** @returns {{ name: string, wraps: boolean, props: { name: string, required: boolean, hint?: string, kind: 'boolean' | 'choice' | 'text', choices?: { value: string, label: string }[], numeric?: boolean, from?: string }[] }[]} */
export function componentProps(root = process.cwd()) {
  const components = mdxComponents(root) ?? [];
  // Each component's front matter as a TypeScript file beside it, so its imports resolve as the build resolves them.
  const virtual = new Map(components.map(({ file }) => [`${file}.props.ts`, splitFrontMatter(readFileSync(file, 'utf8')).yaml ?? '']));
  const options = {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ESNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, version, ...rest) =>
    virtual.has(name) ? ts.createSourceFile(name, virtual.get(name), version, true) : getSourceFile.call(host, name, version, ...rest);
  const program = ts.createProgram([...virtual.keys()], options, host);
  const checker = program.getTypeChecker();

  return components.map(({ name, file }) => {
    const source = program.getSourceFile(`${file}.props.ts`);
    const wraps = /<slot\b|Astro\.slots/.test(readFileSync(file, 'utf8'));
    const props = source?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'Props');
    return {
      name,
      wraps,
      props: (props?.members ?? []).filter(ts.isPropertySignature).map((member) => {
        const symbol = checker.getSymbolAtLocation(member.name);
        const hint = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() || undefined : undefined;
        const prop = { name: member.name.getText(source).replace(/^['"]|['"]$/g, ''), required: !member.questionToken, ...(hint && { hint }) };
        const type = member.type ? checker.getTypeFromTypeNode(member.type) : undefined;
        const parts = (type?.isUnion() ? type.types : type ? [type] : []).filter((t) => !(t.flags & ts.TypeFlags.Undefined));
        if (parts.length && parts.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return { ...prop, kind: 'boolean' };
        const named = hint && collectionChoices(root, hint);
        if (named) return { ...prop, kind: 'choice', ...named };
        const choices = parts.map((t) => ({ value: String(t.value), label: String(t.value) }));
        if (parts.length && parts.every((t) => t.isStringLiteral())) return { ...prop, kind: 'choice', choices };
        if (parts.length && parts.every((t) => t.isNumberLiteral())) return { ...prop, kind: 'choice', choices, numeric: true };
        return { ...prop, kind: 'text' };
      }),
    };
  });
}
