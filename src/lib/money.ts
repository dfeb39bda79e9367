/** Rupee amounts in Indian digit grouping: 250000 → "Rs 2,50,000". */
const INDIAN = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function rupees(amount: number): string {
  return `Rs ${INDIAN.format(amount)}`;
}

/** Total fee of a programme from its yearly fees, or null when fees are pending. */
export function totalFee(annualFees: number[] | 'pending'): number | null {
  return annualFees === 'pending' ? null : annualFees.reduce((sum, fee) => sum + fee, 0);
}
