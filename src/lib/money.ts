import { LANGUAGES, type Lang } from './languages.ts';

/** Numbers as Indians write them, with Western digits in every language: 155000 → "1,55,000". */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(LANGUAGES[lang].locale, { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(value);
}

/**
 * The rupee sign before a figure: English with a no-break space, Hindi against
 * the figure, as Hindi writes ₹47 लाख (the glossary's rule). Neither lets the
 * sign end a line.
 */
const RUPEE_SIGN: Record<Lang, string> = { en: '₹\u00a0', hi: '₹' };

/** Rupee amounts in Indian digit grouping: 250000 → "₹ 2,50,000" in English, "₹2,50,000" in Hindi. */
export function rupees(amount: number, lang: Lang = 'en'): string {
  return `${RUPEE_SIGN[lang]}${formatNumber(amount, lang)}`;
}

/** Total fee of a programme from its yearly fees, or null when fees are pending. */
export function totalFee(annualFees: number[] | 'pending'): number | null {
  return annualFees === 'pending' ? null : annualFees.reduce((sum, fee) => sum + fee, 0);
}
