/** Programme cards state duration, seats, fee and entry rules from the programmes collection. */
import { describe, expect, it } from 'vitest';
import { factWords, programmeDetails, programmeSummary, type ProgrammeFacts } from '../../src/lib/programme-facts.ts';

const base: ProgrammeFacts = { durationYears: 2, intake: 60, annualFees: [60000, 60000], eligibility: '10+2 pass.' };

describe('programmeSummary', () => {
  it.each<[string, ProgrammeFacts, string]>([
    ['same fee every year', base, '2 years · 60 seats · ₹\u00a060,000 a year'],
    [
      'with semesters',
      { ...base, durationYears: 4, semesters: 8, intake: 100, annualFees: [155000, 155000, 155000, 155000] },
      '4 years (8 semesters) · 100 seats · ₹\u00a01,55,000 a year',
    ],
    ['fees differ by year', { ...base, annualFees: [100000, 90000] }, '2 years · 60 seats · ₹\u00a01,00,000, ₹\u00a090,000 by year'],
    ['fees pending', { ...base, annualFees: 'pending' }, '2 years · 60 seats · fee not yet published'],
    ['one year', { ...base, durationYears: 1, annualFees: [5000] }, '1 year · 60 seats · ₹\u00a05,000 a year'],
  ])('%s', (_name, programme, expected) => {
    expect(programmeSummary(programme)).toBe(expected);
  });
});

describe('programmeDetails', () => {
  const terms = (p: ProgrammeFacts) => programmeDetails(p).map((d) => d.term);

  it('gives duration, seats, fee and the qualification needed', () => {
    expect(programmeDetails(base)).toEqual([
      { term: 'Duration', detail: '2 years' },
      { term: 'Seats', detail: '60' },
      { term: 'Fee', detail: '₹\u00a060,000 a year' },
      { term: 'Qualification', detail: '10+2 pass.' },
    ]);
  });

  it('adds the affiliation before the qualification, and lateral entry last, when the entry has them', () => {
    const programme = { ...base, affiliation: 'Approved by a council.', lateralEntry: { durationYears: 3, semesters: 6, eligibility: 'A pass in D.Pharm.' } };
    expect(terms(programme)).toEqual(['Duration', 'Seats', 'Fee', 'Affiliation', 'Qualification', 'Lateral entry']);
    expect(programmeDetails(programme).at(-1)!.detail).toBe('3 years (6 semesters); a pass in D.Pharm.');
  });

  it('says once, with whom to ask, when none of duration, seats and fee is published', () => {
    const unpublished = { ...base, durationYears: 'pending', intake: 'pending', annualFees: 'pending' } as const;
    for (const lang of ['en', 'hi'] as const) expect(programmeSummary(unpublished, lang)).toBe(factWords[lang].allPending);
    expect(programmeSummary({ ...unpublished, intake: 60 })).toContain(factWords.en.durationPending);
  });

  it('says when the fee is not yet published', () => {
    expect(programmeDetails({ ...base, annualFees: 'pending' }).find((d) => d.term === 'Fee')!.detail).toBe('fee not yet published');
  });
});

describe('in Hindi', () => {
  const words = factWords.hi;

  it('writes the summary in Hindi words with rupees in Indian grouping', () => {
    const programme = { ...base, durationYears: 4, semesters: 8, intake: 100, annualFees: [155000, 155000, 155000, 155000] };
    expect(programmeSummary(programme, 'hi')).toBe([`${words.years(4)} (${words.semesters(8)})`, words.seats(100), words.feeAYear('₹1,55,000')].join(' · '));
    expect(programmeSummary({ ...base, annualFees: 'pending' }, 'hi')).toContain(words.feePending);
  });

  it('labels the details in Hindi and gives the data texts as the data layer translated them, without changing their case', () => {
    // The data layer (src/data/programmes.ts) hands over the entry in the page's language.
    const translated = (text: string) => `«${text}»`;
    const programme = {
      ...base,
      eligibility: translated(base.eligibility),
      affiliation: translated('Approved by a council.'),
      lateralEntry: { durationYears: 3, semesters: 6, eligibility: translated('A pass in D.Pharm.') },
    };
    const details = programmeDetails(programme, 'hi');
    expect(details.map((d) => d.term)).toEqual([words.duration, words.seatsTerm, words.fee, words.affiliation, words.qualification, words.lateralEntry]);
    expect(details.find((d) => d.term === words.qualification)!.detail).toBe(programme.eligibility);
    expect(details.at(-1)!.detail).toBe(`${words.years(3)} (${words.semesters(6)}); ${programme.lateralEntry.eligibility}`);
  });
});
