/** Programme cards state duration, seats, fee and entry rules from the programmes collection. */
import { describe, expect, it } from 'vitest';
import { programmeEntryRules, programmeSummary, type ProgrammeFacts } from '../../src/lib/programme-facts';

const base: ProgrammeFacts = { durationYears: 2, intake: 60, annualFees: [60000, 60000], eligibility: '10+2 pass.' };

describe('programmeSummary', () => {
  it.each<[string, ProgrammeFacts, string]>([
    ['same fee every year', base, '2 years · 60 seats · Rs\u00a060,000 a year'],
    ['with semesters', { ...base, durationYears: 4, semesters: 8, intake: 100, annualFees: [155000, 155000, 155000, 155000] }, '4 years (8 semesters) · 100 seats · Rs\u00a01,55,000 a year'],
    ['fees differ by year', { ...base, annualFees: [100000, 90000] }, '2 years · 60 seats · Rs\u00a01,00,000, Rs\u00a090,000 by year'],
    ['fees pending', { ...base, annualFees: 'pending' }, '2 years · 60 seats · fee not yet published'],
    ['one year', { ...base, durationYears: 1, annualFees: [5000] }, '1 year · 60 seats · Rs\u00a05,000 a year'],
  ])('%s', (_name, programme, expected) => {
    expect(programmeSummary(programme)).toBe(expected);
  });
});

describe('programmeEntryRules', () => {
  it.each<[string, ProgrammeFacts, string]>([
    ['eligibility only', base, 'Eligibility: 10+2 pass.'],
    [
      'with lateral entry',
      { ...base, lateralEntry: { durationYears: 3, semesters: 6, eligibility: 'A pass in D.Pharm.' } },
      'Eligibility: 10+2 pass. Lateral entry: 3 years (6 semesters); a pass in D.Pharm.',
    ],
  ])('%s', (_name, programme, expected) => {
    expect(programmeEntryRules(programme)).toBe(expected);
  });
});
