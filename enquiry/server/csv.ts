/**
 * The staff export as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so
 * spreadsheet programs read Indian names correctly). A cell that a
 * spreadsheet would read as a formula (starting with = + - @, their
 * fullwidth forms ＝ ＋ － ＠, which Excel reads as the same signs, a tab or
 * a carriage return) is prefixed with an apostrophe, so an enquiry can never
 * run code on a staff member's computer; the forwarder sends values to the
 * spreadsheet web app through the same function. A cell holding any
 * separator a spreadsheet may split on (comma, semicolon where the decimal
 * sign is a comma, tab) or a line break is quoted.
 */
import type { EnquiryRow } from './ports.ts';

const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/** A value a spreadsheet will take as text, never as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell, neutralised and quoted where needed. */
export function csvCell(value: unknown): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_COLUMNS: readonly (keyof EnquiryRow)[] = [
  'id',
  'received_at',
  'name',
  'email',
  'phone',
  'program',
  'state',
  'city',
  'query',
  'channel',
  'forward_status',
  'forward_attempts',
  'forward_error',
  'delivered_at',
  'consented_at',
  'notice_version',
];

const csvLine = (row: EnquiryRow) => `${CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`;

/** The file line by line, for rows read a page at a time (the export never holds every row); `counted` tells how many were written. */
export async function* csvLines(rows: AsyncIterable<EnquiryRow>, counted: { rows: number } = { rows: 0 }): AsyncGenerator<string> {
  yield `\ufeff${CSV_COLUMNS.join(',')}\r\n`;
  for await (const row of rows) {
    counted.rows++;
    yield csvLine(row);
  }
}
