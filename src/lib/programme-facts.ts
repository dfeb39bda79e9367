/**
 * The one-line facts a programme card shows, written from the programmes
 * collection so durations, intakes, fees and entry rules are never retyped.
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
}

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const duration = (y: number, s?: number) => (s ? `${years(y)} (${s} semesters)` : years(y));

/** "4 years (8 semesters) · 100 seats · Rs 1,55,000 a year". */
export function programmeSummary(p: ProgrammeFacts): string {
  const fees = p.annualFees;
  const fee =
    fees === 'pending'
      ? 'fee not yet published'
      : fees.every((f) => f === fees[0])
        ? `${rupees(fees[0]!)} a year`
        : `${fees.map(rupees).join(', ')} by year`;
  return [duration(p.durationYears, p.semesters), `${p.intake} seats`, fee].join(' · ');
}

/** The summary plus who may enter: eligibility and, where it exists, lateral entry. */
export function programmeEntryRules(p: ProgrammeFacts): string {
  const rules = [`Eligibility: ${p.eligibility}`];
  if (p.lateralEntry) {
    rules.push(`Lateral entry: ${duration(p.lateralEntry.durationYears, p.lateralEntry.semesters)}; ${lowerFirst(p.lateralEntry.eligibility)}`);
  }
  return rules.join(' ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
