/**
 * The one YAML library of the project (the `yaml` package, YAML 1.2:
 * 2025-10-18 stays text, `yes` stays a word). The build's loaders, the
 * scripts, the tests and the browser editor read and write YAML through this
 * file, so every reader agrees on what a file says.
 */
import { parse, parseDocument, stringify } from 'yaml';

/** What a YAML text holds: any shape, until a schema reads it. */
export type YamlValue = ReturnType<typeof parse>;

/** Texts already read: the content check reads the same files for several rules. Bounded, for long-running servers. */
const alreadyRead = new Map<string, YamlValue>();

/** A YAML text's value (null for an empty text); throws on broken YAML. Each caller gets its own copy to change. */
export function parseYaml(text: string): YamlValue {
  if (!alreadyRead.has(text)) {
    if (alreadyRead.size >= 500) alreadyRead.clear();
    alreadyRead.set(text, parse(text));
  }
  return structuredClone(alreadyRead.get(text));
}

/** A YAML text as a document tree: its nodes keep their places (ranges), comments and errors. */
export const parseYamlDocument = parseDocument;

/** A value as YAML text. */
export const stringifyYaml = stringify;

/** What tells the tree's nodes apart and walks it (for writing a change into a file as it stands). */
export { isAlias, isMap, isScalar, isSeq, LineCounter, visit, YAMLMap, YAMLSeq } from 'yaml';
export type { Document, Node, Pair, ToStringOptions } from 'yaml';
