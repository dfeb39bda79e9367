/**
 * Rules for showing programmes: school names, fee summaries, and the
 * explorer's filter and sort. Plain functions, used at build time by the
 * pages and in the browser by the explorer island.
 */

/** Orders collection entries as they are written in their YAML file (the loader records `position`). */
export function byPosition(a: { data: { position: number } }, b: { data: { position: number } }): number {
  return a.data.position - b.data.position;
}

export type Fees = number[] | 'pending';

/** The fee table's year columns: as many as the longest programme runs. */
export function feeYears(durations: number[]): number {
  return Math.max(1, ...durations);
}

/**
 * One cell per year of the fee table: the fee for years the programme runs,
 * null (a blank cell) beyond its duration, or 'pending' when not published.
 */
export function feeCells(annualFees: Fees, durationYears: number, years: number): (number | null | 'pending')[] {
  return Array.from({ length: years }, (_, i) => (i >= durationYears ? null : annualFees === 'pending' ? 'pending' : (annualFees[i] ?? null)));
}

/** The fee per year when every year costs the same, otherwise null. */
export function uniformYearlyFee(annualFees: Fees): number | null {
  if (annualFees === 'pending' || annualFees.length === 0) return null;
  return annualFees.every((fee) => fee === annualFees[0]) ? annualFees[0]! : null;
}

/** What the explorer's filter and sort need to know about each programme. */
export interface ExplorerRow {
  level: string;
  school: string;
  /** First-year fee in rupees, or null when the fee is not published. */
  fee: number | null;
  /** Position in the default order (as listed in the data). */
  order: number;
}

export interface ExplorerFilter {
  level: string; // '' for all
  school: string; // '' for all
}

export type FeeSort = 'default' | 'fee-asc' | 'fee-desc';

export function matchesFilter(row: ExplorerRow, filter: ExplorerFilter): boolean {
  return (!filter.level || row.level === filter.level) && (!filter.school || row.school === filter.school);
}

/** Orders rows by fee; rows whose fee is not published always come last, in their listed order. */
export function compareRows(a: ExplorerRow, b: ExplorerRow, sort: FeeSort): number {
  if (sort === 'default') return a.order - b.order;
  if (a.fee === null || b.fee === null) return (a.fee === null ? 1 : 0) - (b.fee === null ? 1 : 0) || a.order - b.order;
  const byFee = sort === 'fee-asc' ? a.fee - b.fee : b.fee - a.fee;
  return byFee || a.order - b.order;
}

/** The rows to show, in the order to show them. */
export function exploreRows<T extends ExplorerRow>(rows: T[], filter: ExplorerFilter, sort: FeeSort): T[] {
  return rows.filter((row) => matchesFilter(row, filter)).sort((a, b) => compareRows(a, b, sort));
}
