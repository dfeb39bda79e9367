/** What a date means is declared in the schema (`datedAs`) and read from there: the roles of the real schemas' dates, and the walk that finds them. */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { datedAs, isoDate } from '../../src/schemas/common.ts';
import { collectionSchema } from '../../src/schemas/collection-schemas.ts';
import { dateDeclaration, datedFields } from '../../src/schemas/dated-fields.ts';
import { currentUntil } from '../../src/lib/document-rules.ts';

describe('dates declared in the schemas', () => {
  it('a document appears from its date and is current until its until, by default for its kind’s declared period', () => {
    const documents = collectionSchema('documents');
    expect(dateDeclaration(documents, 'date').date).toBe('publishes');
    const until = dateDeclaration(documents, 'until');
    expect(until.date).toBe('until');
    const [kind, days] = Object.entries(until.currentForDays!)[0]!;
    expect(days).toBeGreaterThan(0);
    expect(currentUntil({ category: kind, date: '2026-01-01' }, { currentForDays: until.currentForDays })).toBe(
      new Date(Date.UTC(2026, 0, days)).toISOString().slice(0, 10),
    );
    // Its own until, and then the event it announces, come first.
    expect(currentUntil({ category: kind, date: '2026-01-01', until: '2026-01-05' }, { currentForDays: until.currentForDays })).toBe('2026-01-05');
    expect(currentUntil({ category: kind, date: '2026-01-01' }, { eventEnds: '2026-01-09', currentForDays: until.currentForDays })).toBe('2026-01-09');
    expect(dateDeclaration(documents, 'title')).toEqual({});
  });

  it('an event appears from the day it is published', () => {
    const event = collectionSchema('event');
    expect(dateDeclaration(event, 'published').date).toBe('publishes');
  });

  it('an admission cycle’s invitation appears when it opens and leaves after it closes', () => {
    const cycles = collectionSchema('admissionCycles');
    expect([dateDeclaration(cycles, 'opens').date, dateDeclaration(cycles, 'closes').date]).toEqual(['publishes', 'until']);
  });
});

describe('the dates of a value, found through its schema', () => {
  const schema = z.object({
    published: datedAs('publishes'),
    noted: isoDate,
    rounds: z.array(z.object({ from: datedAs('happens'), to: datedAs('happens').optional() })),
    deadline: z.union([z.string(), z.object({ day: datedAs('until') })]).optional(),
  });

  it('names each date with a role by its path, through lists, optional fields and unions; a date without a role is left out', () => {
    const value = {
      published: '2025-01-01',
      noted: '2025-02-02',
      rounds: [{ from: '2025-03-03' }, { from: '2025-04-04', to: '2025-04-05' }],
      deadline: { day: '2025-05-05' },
    };
    expect(datedFields(schema, value)).toEqual([
      { path: ['published'], day: '2025-01-01', role: 'publishes' },
      { path: ['rounds', 0, 'from'], day: '2025-03-03', role: 'happens' },
      { path: ['rounds', 1, 'from'], day: '2025-04-04', role: 'happens' },
      { path: ['rounds', 1, 'to'], day: '2025-04-05', role: 'happens' },
      { path: ['deadline', 'day'], day: '2025-05-05', role: 'until' },
    ]);
    expect(datedFields(schema, { ...value, deadline: 'when the office says' }).map((d) => d.path.join('.'))).not.toContain('deadline');
  });
});
