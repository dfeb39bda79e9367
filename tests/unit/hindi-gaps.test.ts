/**
 * The check of Hindi values (scripts/lib/translations/hindi-gaps.mjs): a text a schema
 * marks as shown needs its line in the Hindi dictionaries; it is reported
 * with its file, line and field, unless it has no Latin letters or is a
 * placeholder; unmarked fields (codes, addresses of pages) need none. The
 * project's own content passes through the whole check (content-check.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { shown } from '../../src/schemas/common.ts';
import { isPlaceholder } from '../../src/lib/placeholders.ts';
import { hindiGaps } from '../../scripts/lib/translations/hindi-gaps.mjs';

const schema = z.object({
  name: shown(z.string()),
  href: z.string(),
  figures: z.array(z.object({ value: shown(z.string()), label: shown(z.string()) })),
  profile: z.object({ awards_honors: shown(z.union([z.string(), z.array(z.string())])).optional() }).optional(),
});
const entry = (data: unknown) => ({
  collection: 'example',
  id: 'a',
  file: 'src/content/data/example.yaml',
  label: 'src/content/data/example.yaml',
  data,
  lineOf: (path: (string | number)[]) => path.length,
});

describe('Hindi values of shown texts', () => {
  it('reports each shown text without a Hindi line, with its file, line and field', () => {
    const data = {
      name: 'Translated name',
      href: '/not-shown-as-text',
      figures: [
        { value: '900+', label: 'offers' },
        { value: '47 LPA', label: 'highest package' },
      ],
      profile: { awards_honors: ['Best teacher award', 'NA'] },
    };
    const gaps = hindiGaps(entry(data), schema, new Set(['Translated name', 'offers']), isPlaceholder);
    expect(gaps.map((g: { field: string; line: number }) => [g.field, g.line])).toEqual([
      ['figures[1].value', 3],
      ['figures[1].label', 3],
      ['profile.awards_honors[0]', 3],
    ]);
    expect(gaps[0]).toMatchObject({
      file: 'src/content/data/example.yaml',
      problem: expect.stringContaining('"47 LPA"'),
      fix: expect.stringContaining('translations/hi'),
    });
  });
});
