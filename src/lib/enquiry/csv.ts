/**
 * The staff export as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so
 * spreadsheet programs read Indian names correctly). A cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with an apostrophe, so an enquiry can never
 * run code on a staff member's computer.
 */
import type { EnquiryRow } from './store.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted where needed. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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

export function toCsv(rows: readonly EnquiryRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
