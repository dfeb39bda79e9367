/** Placement figures carry the period their source gives, or none: placements.yaml's period is optional and, when given, a season or a batch year. */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { placementsSchema } from '../../src/schemas/campus.ts';
import { readData } from '../content.ts';

const reference = <C extends string>(collection: C) => z.string().transform((id) => ({ collection, id }));
const schema = placementsSchema({ reference });
const shipped = readData('placements.yaml');
const withPeriod = (period: unknown) => schema.safeParse({ ...shipped, period });

describe('the placement period', () => {
  it('the shipped file is valid', () => expect(schema.safeParse(shipped).success).toBe(true));

  it.each([['2024-25'], [2025], ['2025']])('accepts %j', (period) =>
    expect(withPeriod(period)).toMatchObject({ success: true, data: { period: String(period) } }),
  );

  it('may be left out when the source gives none', () => {
    const result = schema.safeParse({ ...shipped, period: undefined });
    expect(result.success).toBe(true);
    expect(result.data!.period).toBeUndefined();
  });

  it.each([['last year'], ['2024-2025'], ['']])('refuses %j: a period is a season (2024-25) or a batch year (2025)', (period) => {
    const result = withPeriod(period);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['period'], message: 'write the placement season as 2024-25, or the batch year as 2025' });
  });
});
