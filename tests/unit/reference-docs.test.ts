/** docs/content-reference.md is generated from the schemas and never drifts from them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCollections } from '../../src/content-io/collections.ts';
import { generateReference, REFERENCE_FILE } from '../../scripts/lib/reference-docs/reference.mjs';
import { childFields } from '../../src/content-io/schema-shape.ts';

describe('the field reference', () => {
  it('matches what `npm run docs:reference` generates from the schemas now', async () => {
    const committed = readFileSync(REFERENCE_FILE, 'utf8');
    const generated = await generateReference(process.cwd());
    // When this fails: run `npm run docs:reference` and commit docs/content-reference.md.
    expect(committed).toBe(generated);
  });

  it('lists every collection and every top-level field of its schema', async () => {
    const text = readFileSync(REFERENCE_FILE, 'utf8');
    const collections = await loadCollections(process.cwd());
    for (const [name, { schema }] of Object.entries(collections)) {
      expect(text).toContain(`\n## ${name}\n`);
      const section = text.slice(text.indexOf(`\n## ${name}\n`)).split(/\n## /)[1];
      for (const field of childFields(schema)) expect(section).toContain(`| \`${field.name}\` |`);
    }
  });

  it('carries the rules and messages written in the schemas', async () => {
    const text = readFileSync(REFERENCE_FILE, 'utf8');
    expect(text).toMatch(/\| `description` \| text \| yes \| at least 50 characters \(write a description of at least 50 characters/);
    expect(text).toMatch(/\| `level` \| one of `UG`, `PG`, `DIP` \| yes \|/);
  });
});
