/**
 * The content collections, wired to Astro: each collection's files and
 * schema are declared in src/schemas/index.ts (one schema file per subject
 * there), which scripts and tests read too. A file that breaks a rule fails
 * the build, naming the file, the field and the rule (run `npm run check`
 * to see every problem at once).
 */
import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { COLLECTIONS, type Collection } from './schemas/index.ts';
import type { Reference } from './schemas/common.ts';
import { yamlGlobLoader } from './content-io/astro-loader.ts';
import { entryId as entryIdOf, itemsOf, type Source } from './content-io/sources.ts';
import { parseYaml } from './content-io/yaml.ts';

const loaderOf = (source: Source) => {
  if (source.kind === 'file') return file(source.path, { parser: (text) => itemsOf(source, parseYaml(text)) as Record<string, unknown>[] });
  // MDX pages are read and rendered by Astro's own glob loader, with the same files and ids.
  if (source.pages) return glob({ pattern: source.pattern, base: source.base, generateId: ({ entry }) => entryIdOf(source, entry) });
  return yamlGlobLoader(source);
};

// Astro types reference() per collection name; the schemas need only its shape ({ collection, id } from an id).
const tools = (context: SchemaContext) => ({ ...context, reference: reference as unknown as Reference });

function wire<S extends z.ZodType>({ source, schema }: Collection<S>) {
  return defineCollection({ loader: loaderOf(source) as Loader, schema: (context: SchemaContext) => schema(tools(context)) });
}

type Wired = { [K in keyof typeof COLLECTIONS]: (typeof COLLECTIONS)[K] extends Collection<infer S> ? ReturnType<typeof wire<S>> : never };
export const collections = Object.fromEntries(Object.entries(COLLECTIONS).map(([name, c]) => [name, wire(c as Collection)])) as Wired;
