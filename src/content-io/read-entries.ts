/**
 * A collection's entries parsed by its schema, as the tests read them: the
 * same files, ids and YAML reader as the build, and the stand-ins for
 * Astro's tools, so the entries' types are the schemas' (z.infer). An entry
 * that breaks its schema throws, naming the file, the field and the rule.
 */
import type { z } from 'astro/zod';
import { listEntries } from './entries.ts';
import type { Source } from './sources.ts';
import { readContext, standIns, type Tools } from './stand-ins.ts';

/** A collection of src/schemas/index.ts: its source and its schema. */
type Described<S extends z.ZodType = z.ZodType> = { source: Source; schema: (tools: Tools) => S };

export function readEntries<S extends z.ZodType>(collection: Described<S>, root = process.cwd()): { id: string; data: z.output<S> }[] {
  const context = readContext(root);
  const schema = collection.schema(standIns(context));
  const { entries, problems } = listEntries(root, 'collection', collection.source);
  const [problem] = problems;
  if (problem) throw new Error(`${problem.file}, line ${problem.line}, ${problem.field}: ${problem.problem}`);
  return entries.map(({ id, file, data }) => {
    context.file = file;
    const result = schema.safeParse(data);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new Error(`${file} (entry "${id}"), ${issue!.path.join('.') || 'the entry'}: ${issue!.message}`);
    }
    return { id, data: result.data };
  });
}
