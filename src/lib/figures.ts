/**
 * A figure from content (an amount, a number of days…) written out in words:
 * rupees in Indian digit grouping, other units with their plural.
 */
import { rupees } from './money';

export type FigureUnit = 'rupees' | 'days' | 'weeks' | 'years' | 'times';

export interface Figure {
  value: number;
  unit: FigureUnit;
  /** Words before the value: "up to", "after". */
  before?: string;
  /** Words after the value: "a month", "of salary for each year of service". */
  after?: string;
}

const SINGULAR: Record<Exclude<FigureUnit, 'rupees'>, string> = { days: 'day', weeks: 'week', years: 'year', times: 'time' };

export function formatFigure({ value, unit, before, after }: Figure): string {
  const amount = unit === 'rupees' ? rupees(value) : unit === 'times' && value === 2 ? 'twice' : `${value} ${value === 1 ? SINGULAR[unit] : unit}`;
  return [before, amount, after].filter(Boolean).join(' ');
}
