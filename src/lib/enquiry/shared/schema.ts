/**
 * The admission enquiry: one zod schema, used by the form's script in the
 * browser and by POST /api/enquiries on the server, so both give the same
 * verdict and the same messages. Browser-safe: imports nothing but zod and the
 * form's programme options.
 */
import { z } from 'astro/zod';
import enquiryOptions from '../../../content/data/enquiry.json' with { type: 'json' };
import { LIMITS } from './limits.ts';
import { ruleMessage, type RuleKey } from './messages.ts';
import { CONSENT_GIVEN } from './privacy.ts';
import type { Lang } from '../../languages.ts';

export { LIMITS };

// In the browser, zod must not probe for eval (new Function): the site's
// content security policy forbids it, and the probe is reported as a violation.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The programme options of the form, written once in src/content/data/enquiry.json
 * (JSON, because the browser and the server both import it without a content loader).
 */
export const PROGRAMS = enquiryOptions.programmes as [string, ...string[]];

/** India's 28 states and 8 union territories. */
export const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The fields a visitor fills in, in form order; `consent` is the privacy notice's checkbox. */
export const FIELDS = ['name', 'email', 'phoneno', 'program', 'state', 'city', 'query', 'consent'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * An Indian mobile number: 10 digits starting 6 to 9, optionally after +91
 * or 0; spaces, dashes, dots and brackets are ignored. Returns the number as
 * +91XXXXXXXXXX, or null when it is not one.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** What HTML's type=email accepts, plus a dot in the domain. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The schema's messages are the keys of its rules (messages.ts); validateEnquiry puts them in the page's language. */
const rule = (key: RuleKey) => key;

/**
 * Characters no answer may hold, one rule for every text field: control
 * characters (a NUL byte, which PostgreSQL refuses, among them), invisible
 * format characters (zero-width space, word joiner, byte-order mark, tag
 * characters, soft hyphen), the bidirectional marks, embeddings, overrides
 * and isolates that make text read differently from how it is stored, and
 * the Unicode line and paragraph separators, and the blank letters and
 * fillers a name can be made of and still look empty (Hangul fillers,
 * the blank Braille pattern, the combining grapheme joiner: Unicode's
 * default-ignorable characters, and U+2800). The zero-width joiner and
 * non-joiner stay allowed: Devanagari needs them; so do the variation
 * selectors that choose an emoji's look. Only the query, typed in a text
 * box, may hold line breaks and tabs. The rule reads the text as sent,
 * before spaces at either end are trimmed, so a byte-order mark or line
 * separator there is refused too, not trimmed away.
 */
const HIDDEN = /(?![\u200C\u200D])(?![\uFE00-\uFE0F])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
const HIDDEN_BUT_LINE_BREAKS = /(?![\t\n\r\u200C\u200D])(?![\uFE00-\uFE0F])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether text holds only characters an answer may: no hidden ones, no half of a surrogate pair. */
export function plainText(value: string, multiline = false): boolean {
  if ((multiline ? HIDDEN_BUT_LINE_BREAKS : HIDDEN).test(value)) return false;
  return typeof value.isWellFormed !== 'function' || value.isWellFormed();
}

// Text is stored in Unicode's composed form (NFC), so one name typed two ways is one name.
const text = (field: 'name' | 'city' | 'query') =>
  z
    .string({ error: rule(`${field}.empty`) })
    .normalize('NFC')
    .refine((value) => plainText(value, field === 'query'), rule(`${field}.characters`))
    .trim()
    .min(1, rule(`${field}.empty`))
    .min(LIMITS[field].min, rule(`${field}.min`))
    .max(LIMITS[field].max, rule(`${field}.max`));

export const enquirySchema = z.object({
  name: text('name'),
  email: z
    .string({ error: rule('email.empty') })
    .trim()
    .min(1, rule('email.empty'))
    .max(LIMITS.email.max, rule('email.max'))
    .regex(EMAIL, rule('email.format')),
  phoneno: z
    .string({ error: rule('phoneno.empty') })
    .trim()
    .min(1, rule('phoneno.empty'))
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: rule('phoneno.format') });
      return z.NEVER;
    }),
  program: z.enum(PROGRAMS, { error: rule('program.choose') }),
  state: z.enum(STATES, { error: rule('state.choose') }),
  city: text('city'),
  query: text('query'),
  // Consent is a clear affirmative act: only the ticked box's value counts, never a default.
  consent: z.literal(CONSENT_GIVEN, { error: rule('consent.required') }),
});

/** The form's values as typed (strings), before validation. */
export type EnquiryInput = Partial<Record<Field, string>>;
/** A valid, normalised enquiry. */
export type Enquiry = z.output<typeof enquirySchema>;
export type FieldErrors = Partial<Record<Field, string>>;

export type Validation = { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors };

/** Validates the form's values; on failure, one message per field (the first that applies), in the page's language. */
export function validateEnquiry(input: unknown, lang: Lang = 'en'): Validation {
  const result = enquirySchema.safeParse(input);
  if (result.success) return { ok: true, enquiry: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = ruleMessage(issue.message, lang);
  }
  return { ok: false, errors };
}

/** The extra fields every form carries: the idempotency key, how long the form was open (ms), and the honeypot. */
export const META_FIELDS = { key: 'idempotencyKey', fillTime: 'fillMs', honeypot: 'website' } as const;

/** An idempotency key the client may send: letters, digits, dash, underscore, 8 to 100 characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
