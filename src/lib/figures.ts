/**
 * A figure from content (an amount, a number of days…) written out in words:
 * rupees in Indian digit grouping, other units with their plural.
 */
import type { Lang } from './languages.ts';
import { rupees } from './money.ts';
import { figureUnits as UNITS } from './site.words.ts';

export type FigureUnit = 'rupees' | 'days' | 'weeks' | 'years' | 'times';

export interface Figure {
  value: number;
  unit: FigureUnit;
  /** Words before the value: "up to", "after". */
  before?: string;
  /** Words after the value: "a month", "of salary for each year of service". */
  after?: string;
}

/** The value with its unit, in a language: "Rs 21,000", "135 days", "twice"; "₹21,000", "135 दिन", "दो बार". */
const amountIn = (value: number, unit: FigureUnit, lang: Lang): string => (unit === 'rupees' ? rupees(value, lang) : UNITS[lang][unit](value));

/**
 * The figure as a page writes it. In another language the words around the
 * value are looked up as one phrase with {amount} in place of the value
 * ("up to {amount}" → "{amount} तक"), since word order differs; the value
 * itself is never in a dictionary.
 */
export function formatFigure({ value, unit, before, after }: Figure, lang: Lang = 'en', translate: (text: string) => string = (text) => text): string {
  const amount = amountIn(value, unit, lang);
  if (!before && !after) return amount;
  const phrase = [before, '{amount}', after].filter(Boolean).join(' ');
  return (lang === 'en' ? phrase : translate(phrase)).replace('{amount}', amount);
}
