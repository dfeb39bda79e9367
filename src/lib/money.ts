import { formatNumber, type Lang } from './i18n';

/** Rupee amounts in Indian digit grouping: 250000 → "Rs 2,50,000" (English), "₹2,50,000" (Hindi). */
export function rupees(amount: number, lang: Lang = 'en'): string {
  return lang === 'hi' ? `₹${formatNumber(amount, lang)}` : `Rs ${formatNumber(amount, lang)}`;
}

/** Total fee of a programme from its yearly fees, or null when fees are pending. */
export function totalFee(annualFees: number[] | 'pending'): number | null {
  return annualFees === 'pending' ? null : annualFees.reduce((sum, fee) => sum + fee, 0);
}
