/** sessionParts: a text cut so each session ("2025-26") can be kept whole on a line. */
import { expect, it } from 'vitest';
import { sessionParts } from '../../src/lib/admission-cycle.ts';

it('marks each session and gives back the whole text', () => {
  const text = 'Fee Structure 2025-26, after 2024-25';
  const parts = sessionParts(text);
  expect(parts.map((p) => p.text).join('')).toBe(text);
  expect(parts.filter((p) => p.session).map((p) => p.text)).toEqual(['2025-26', '2024-25']);
});

it('leaves what is not a session alone: two years that do not follow, a date, plain words', () => {
  for (const text of ['Batch 2025-27', 'Held on 2025-10-01', 'Admissions']) expect(sessionParts(text).filter((p) => p.session)).toEqual([]);
});
