/**
 * The facts a programme card shows, written from the programmes collection so
 * durations, intakes, fees and entry rules are never retyped. The words around
 * the facts are in the page's language; texts from the data (eligibility,
 * affiliation) come through the page's translator.
 */
import { LANGS, type Lang } from './languages.ts';
import { rupees as plainRupees } from './money.ts';
import { programmeFacts } from './site.words.ts';

/** Years a programme runs, or `pending` where the university has not published them. */
export type Duration = number | 'pending';

export interface ProgrammeFacts {
  durationYears: Duration;
  semesters?: number;
  intake: number | 'pending';
  annualFees: number[] | 'pending';
  eligibility: string;
  lateralEntry?: { durationYears: number; semesters: number; eligibility: string };
  affiliation?: string;
  /** The entry's `sample:` marker: true, or the names of its sample fields. */
  sample?: boolean | string[];
}

/** One labelled fact of a programme entry, shown as a term and its detail. */
export interface ProgrammeDetail {
  term: string;
  detail: string;
  /** The detail is sample content (preview builds show editors a badge). */
  sample?: boolean;
}

/** The words of a programme's facts in each language. */
export const factWords = programmeFacts;

/** The level names in each language; the codes (UG, PG, DIP) are the university's own and stay as written. */
export const LEVEL_NAMES_IN: Record<Lang, Record<string, string>> = Object.fromEntries(LANGS.map((lang) => [lang, programmeFacts[lang].levels])) as Record<
  Lang,
  Record<string, string>
>;
export const LEVEL_NAMES = LEVEL_NAMES_IN.en;

/** A level in a table's column: English writes the university's codes (with their key under the table); Hindi names the level. */
export const levelLabel = (lang: Lang, code: string): string => (lang === 'en' ? code : (LEVEL_NAMES_IN[lang][code] ?? code));

/** A level named in full (a filter's choice, a programme's facts): English adds the code, "Undergraduate (UG)"; Hindi names the level alone, as its glossary rules. */
export function levelInFull(lang: Lang, code: string): string {
  const name = LEVEL_NAMES_IN[lang][code] ?? code;
  return lang === 'en' ? `${name} (${code})` : name;
}

/** A duration in a component's own words, or, while it is pending, the one sentence that says so and whom to ask. */
export function durationIn(lang: Lang, years: Duration, write: (years: number) => string): string {
  return years === 'pending' ? factWords[lang].durationPending : write(years);
}

function words(lang: Lang) {
  const w = factWords[lang];
  const rupees = (amount: number) => plainRupees(amount, lang);
  const duration = (y: Duration, s?: number) => durationIn(lang, y, (n) => (s ? `${w.years(n)} (${w.semesters(s)})` : w.years(n)));
  const feeText = (fees: ProgrammeFacts['annualFees']) => {
    if (fees === 'pending') return w.feePending;
    return fees.every((f) => f === fees[0]) ? w.feeAYear(rupees(fees[0]!)) : w.feeByYear(fees.map(rupees).join(', '));
  };
  return { w, duration, feeText };
}

/** "4 years (8 semesters)". */
export function programmeDuration(p: Pick<ProgrammeFacts, 'durationYears' | 'semesters'>, lang: Lang = 'en'): string {
  return words(lang).duration(p.durationYears, p.semesters);
}

/** "₹ 1,55,000 a year", the fees by year when they differ, or "fee not yet published". */
export function programmeFee(p: Pick<ProgrammeFacts, 'annualFees'>, lang: Lang = 'en'): string {
  return words(lang).feeText(p.annualFees);
}

/** The seats as a table or a figure shows them: "60", or "not yet published". */
export function programmeSeats(p: Pick<ProgrammeFacts, 'intake'>, lang: Lang = 'en'): string {
  return p.intake === 'pending' ? factWords[lang].notPublished : String(p.intake);
}

/** "4 years (8 semesters) · 100 seats · ₹ 1,55,000 a year"; one sentence while none of the three is published. */
export function programmeSummary(p: ProgrammeFacts, lang: Lang = 'en'): string {
  const { w, duration, feeText } = words(lang);
  if (p.durationYears === 'pending' && p.intake === 'pending' && p.annualFees === 'pending') return w.allPending;
  return [duration(p.durationYears, p.semesters), p.intake === 'pending' ? w.seatsPending : w.seats(p.intake), feeText(p.annualFees)].join(' · ');
}

/**
 * The full programme entry (a school page with showEntryRules): duration, seats, fee,
 * affiliation, the qualification needed and, where it exists, lateral entry.
 */
export function programmeDetails(p: ProgrammeFacts, lang: Lang = 'en'): ProgrammeDetail[] {
  const { w, duration, feeText } = words(lang);
  const details: ProgrammeDetail[] = [
    { term: w.duration, detail: duration(p.durationYears, p.semesters) },
    { term: w.seatsTerm, detail: programmeSeats(p, lang) },
    { term: w.fee, detail: feeText(p.annualFees) },
  ];
  const isSample = (field: string) => p.sample === true || (Array.isArray(p.sample) && p.sample.includes(field));
  if (p.affiliation) details.push({ term: w.affiliation, detail: p.affiliation, sample: isSample('affiliation') });
  details.push({ term: w.qualification, detail: p.eligibility });
  if (p.lateralEntry) {
    // English joins the rule into the sentence ("…; a pass in D.Pharm"); a translation stands as written.
    const rule = p.lateralEntry.eligibility;
    details.push({
      term: w.lateralEntry,
      detail: `${duration(p.lateralEntry.durationYears, p.lateralEntry.semesters)}; ${lang === 'en' ? lowerFirst(rule) : rule}`,
    });
  }
  return details;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
