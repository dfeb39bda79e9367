/**
 * Building blocks shared by every collection schema in src/content.config.ts.
 * Messages are written for editors: they say what is wrong and how to fix it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { linkProblem } from './links';

/** The academic session admissions, fees and intake are for ("2025-26"): written once, as `session` in site.yaml. */
export const SESSION_FILE = 'src/content/data/site.yaml';
let session: string | undefined;
function currentSession(): string {
  session ??= String((parseYaml(readFileSync(SESSION_FILE, 'utf8')) as { session?: unknown }).session ?? '');
  return session;
}

/** Text that may write {session} where the current session belongs, so a new session is one change in site.yaml. */
export const SESSION_PLACEHOLDER = '{session}';
export const fillSession = (text: string) => (text.includes(SESSION_PLACEHOLDER) ? text.replaceAll(SESSION_PLACEHOLDER, currentSession()) : text);

/** A link target: internal route, file under public/, https URL, mailto:, tel: or "pending". */
export const href = z.string().superRefine((value, ctx) => {
  const problem = linkProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const link = z.object({ label: z.string().min(1, 'give the link a label').transform(fillSession), href });

/**
 * Marks sample content written in place of facts the specification does not give.
 * `true` marks the whole entry; a list names only the sample fields.
 * Editors search for `sample:` to find everything still to replace.
 */
export const sample = z.union([z.boolean(), z.array(z.string())]).default(false);

/** Buttons the top banner fits in one row on a desktop (on a phone each takes a row above the page), and the header row beside the social links. */
export const TOP_BANNER_MAX = 4;
export const EXTERNAL_BUTTONS_MAX = 6;

/** An e-mail address. */
export const email = z.email('write a full e-mail address, e.g. office@example.edu.in');

/** A calendar day, kept as YYYY-MM-DD text (YAML reads an unquoted 2025-10-18 as a Date: it is turned back). */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date('write dates as YYYY-MM-DD, e.g. 2025-10-18'),
);
