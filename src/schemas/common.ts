/**
 * Building blocks shared by the collection schemas (src/schemas/*): each is
 * defined once here. Messages are written for editors: they say what is
 * wrong and how to fix it.
 */
import { z } from 'astro/zod';
import { linkProblem } from '../lib/links.ts';
import { isoDay } from '../lib/dates.ts';
import type { Tools } from '../content-io/stand-ins.ts';

/** What a schema that points at other entries or at images is given (src/content-io/stand-ins.ts). */
export type { Reference, Tools } from '../content-io/stand-ins.ts';

/**
 * Marks text a page shows from data: a Hindi page shows its Hindi value from
 * the dictionaries (src/content/data/translations/hi/), and `npm run check`
 * names each marked text that has none (scripts/lib/translations/hindi-gaps.mjs).
 */
export const shown = <S extends z.ZodType>(schema: S): S => schema.meta({ shown: true });

/** A link target: internal route, file under public/, https URL, mailto:, tel: or "pending". */
export const href = z
  .string()
  .superRefine((value, ctx) => {
    const problem = linkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  // The browser editor checks a link with the same rule as it is typed (scripts/lib/editor-config/cms-config.mjs).
  .meta({ link: true });

export const link = z.object({ label: shown(z.string().min(1, 'give the link a label')), href });

/**
 * Marks sample content written in place of facts the specification does not give.
 * Yes (`true`) marks the whole entry; only these fields (a list) names the sample fields.
 * Editors search for `sample:` to find everything still to replace.
 * When a real value replaces a sample one, take its field off this list (No, `false`, once nothing is sample).
 */
export const sample = z.union([z.boolean(), z.array(z.string()).meta({ choice: 'Only these fields', item: 'Field' })]).default(false);

/** An e-mail address. */
export const email = z.email('write a full e-mail address, e.g. office@example.edu.in');

/** A phone number as people dial it: digits, spaces, dashes, an optional leading +. */
export const phoneNumber = z.string().regex(/^\+?[0-9 -]{6,18}$/, 'write the number with digits, spaces or dashes, e.g. +91 120 400 0000');

/**
 * A calendar day that exists, kept as YYYY-MM-DD text. Content YAML is read
 * as YAML 1.2, where 2025-10-18 is text; Astro reads MDX front matter with
 * YAML 1.1, where it is a Date: that is turned back into the same text.
 */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? isoDay(value) : value),
  z.iso.date('write dates as YYYY-MM-DD, e.g. 2025-10-18 (a day that exists)'),
);

/**
 * What a date means for when its entry is shown, declared here rather than
 * guessed from a field's name: the pages, `npm run check` and the content
 * report read it (src/schemas/dated-fields.ts).
 * - `publishes`: the entry appears from this day, never before (scheduled publishing);
 * - `until`: the last day the entry is current; after it, it leaves what lists
 *   current things (home page, notices bar) and the content report calls it over;
 * - `happens`: a day something takes place; once passed, the content report lists it as past.
 */
export type DateRole = 'publishes' | 'until' | 'happens';

/** A date with its role; `more` declares what else readers need (an `until`'s default period). */
export const datedAs = (role: DateRole, more: Record<string, unknown> = {}) => isoDate.meta({ date: role, ...more });

/** Text that must not be empty; the message names what to write. */
export const text = (what: string) => z.string().trim().min(1, `write the ${what}`);

/** Prose written as a list of paragraphs; `what` names it in the messages. */
export const paragraphs = (what?: string) =>
  z.array(text(what ?? 'paragraph')).min(1, what ? `write at least one paragraph of ${what}` : 'write at least one paragraph');

/** An amount in whole rupees (the site prints it with ₹ and Indian grouping: ₹2,50,000). */
export const rupees = z
  .number('write the amount in rupees as a plain number, without commas or ₹, e.g. 250000')
  .int('write the amount in whole rupees, without commas or decimals, e.g. 250000')
  .positive('an amount in rupees is above 0');

/** A figure shown large with its label ("2019", "year the college was established"). */
export const figure = z.object({ value: shown(z.string()), label: shown(z.string()) });

/** An image under src/assets, referenced relative to the content file, with its alt text. */
export const picture = ({ image }: Pick<Tools, 'image'>) => z.object({ src: image(), alt: shown(z.string()) });

/**
 * A YAML list whose entries' order matters: the content store keeps entries
 * sorted by id, so the loader records each entry's place in the file as
 * `position` (see listFile in src/content-io/sources.ts); sort by it to list
 * entries in the order editors wrote them.
 */
export const position = z.number().int().nonnegative();
