import { LANGUAGES, type Lang } from './languages.ts';

/** Numbers as Indians write them, with Western digits in every language: 155000 → "1,55,000". */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(LANGUAGES[lang].locale, { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(value);
}

/** Rupee amounts in Indian digit grouping, the same sign in both languages: 250000 → "₹ 2,50,000", with a no-break space so the sign never ends a line. */
export function rupees(amount: number, lang: Lang = 'en'): string {
  return `₹\u00a0${formatNumber(amount, lang)}`;
}

/** Total fee of a programme from its yearly fees, or null when fees are pending. */
export function totalFee(annualFees: number[] | 'pending'): number | null {
  return annualFees === 'pending' ? null : annualFees.reduce((sum, fee) => sum + fee, 0);
}
