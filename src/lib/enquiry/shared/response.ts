/**
 * What POST /api/enquiries decided, its JSON form for scripts, and where a
 * stored enquiry leads (the form's island follows it). Plain data and pure
 * functions: Astro's routes and the island import this module, while the
 * service itself reaches the routes through `locals` (see
 * ../server/service.ts).
 */
import type { EnquiryInput, FieldErrors } from './schema.ts';
import { routeIn, type Lang } from '../../languages.ts';

/**
 * The reference a visitor is given for a stored enquiry: the first eight
 * characters of its id (a random UUID), as staff find it in the export's id
 * column. Derived, never stored: the thank-you page needs no lookup.
 */
export const referenceOf = (id: string) =>
  id
    .replace(/-/g, '')
    .slice(0, 8)
    .toUpperCase()
    .replace(/^(.{4})/, '$1-');
/** What referenceOf gives: the only form of reference the thank-you page shows. */
export const REFERENCE = /^[0-9A-F]{4}-[0-9A-F]{4}$/;

/** Where a stored enquiry leads, in the language of the page it came from, with its reference. */
export const thankYou = (lang: Lang, reference?: string) => routeIn(lang, '/thank-you-admission') + (reference ? `?reference=${reference}` : '');

export type Outcome =
  | { kind: 'stored'; status: 201 | 200; id: string; created: boolean }
  | { kind: 'invalid'; status: 422; errors: FieldErrors; message: string }
  | { kind: 'refused'; status: 400 | 409 | 413 | 415; message: string }
  | { kind: 'rate-limited'; status: 429; retryAfterSeconds: number; message: string }
  | { kind: 'unavailable'; status: 503; message: string };

export interface HandledEnquiry {
  outcome: Outcome;
  /** The values as sent, to show the form again with the visitor's input kept. */
  values: EnquiryInput;
  /** The caller asked for JSON (a script), rather than HTML (a native form post). */
  wantsJson: boolean;
  /** The language of the page the form was on. */
  lang: Lang;
}

/** The JSON answer a script receives, as parts: the server writes them to Node's response itself. */
export function jsonAnswer({ outcome, lang }: HandledEnquiry): { status: number; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  let body: Record<string, unknown>;
  switch (outcome.kind) {
    case 'stored':
      body = { ok: true, id: outcome.id, duplicate: !outcome.created, redirect: thankYou(lang, referenceOf(outcome.id)) };
      break;
    case 'invalid':
      body = { ok: false, message: outcome.message, errors: outcome.errors };
      break;
    case 'rate-limited':
      headers['retry-after'] = String(outcome.retryAfterSeconds);
      body = { ok: false, message: outcome.message };
      break;
    default:
      body = { ok: false, message: outcome.message };
  }
  return { status: outcome.status, headers, body: JSON.stringify(body) };
}

/** The JSON answer as a web Response, for Astro's route. */
export function jsonResponse(handled: HandledEnquiry): Response {
  const { status, headers, body } = jsonAnswer(handled);
  return new Response(body, { status, headers });
}
