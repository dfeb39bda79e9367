/**
 * The facts a programme card shows, written from the programmes collection so
 * durations, intakes, fees and entry rules are never retyped.
 */
import { rupees as plainRupees } from './money';

/** Amounts never break between "Rs" and the number. */
const rupees = (amount: number) => plainRupees(amount).replace(' ', '\u00a0');

export interface ProgrammeFacts {
  durationYears: number;
  semesters?: number;
  intake: number;
  annualFees: number[] | 'pending';
  eligibility: string;
  lateralEntry?: { durationYears: number; semesters: number; eligibility: string };
  affiliation?: string;
}

/** One labelled fact of a programme entry, shown as a term and its detail. */
export interface ProgrammeDetail {
  term: string;
  detail: string;
}

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const duration = (y: number, s?: number) => (s ? `${years(y)} (${s} semesters)` : years(y));

function feeText(fees: ProgrammeFacts['annualFees']): string {
  if (fees === 'pending') return 'fee not yet published';
  return fees.every((f) => f === fees[0]) ? `${rupees(fees[0]!)} a year` : `${fees.map((fee) => rupees(fee)).join(', ')} by year`;
}

/** "4 years (8 semesters) · 100 seats · Rs 1,55,000 a year". */
export function programmeSummary(p: ProgrammeFacts): string {
  return [duration(p.durationYears, p.semesters), `${p.intake} seats`, feeText(p.annualFees)].join(' · ');
}

/**
 * The full programme entry (the pharmacy page): duration, seats, fee,
 * affiliation, the qualification needed and, where it exists, lateral entry.
 */
export function programmeDetails(p: ProgrammeFacts): ProgrammeDetail[] {
  const details: ProgrammeDetail[] = [
    { term: 'Duration', detail: duration(p.durationYears, p.semesters) },
    { term: 'Seats', detail: String(p.intake) },
    { term: 'Fee', detail: feeText(p.annualFees) },
  ];
  if (p.affiliation) details.push({ term: 'Affiliation', detail: p.affiliation });
  details.push({ term: 'Qualification', detail: p.eligibility });
  if (p.lateralEntry) {
    details.push({
      term: 'Lateral entry',
      detail: `${duration(p.lateralEntry.durationYears, p.lateralEntry.semesters)}; ${lowerFirst(p.lateralEntry.eligibility)}`,
    });
  }
  return details;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
