/**
 * Rules shared by the schemas of lists of people: how a schema refers to a
 * person, nobody listed twice, a role held by exactly one row.
 */
import { z } from 'astro/zod';

/** The part of zod's refinement context the rules below use. */
type Ctx = { addIssue: (issue: { code: 'custom'; message: string; path?: PropertyKey[] }) => void };

/**
 * How a schema refers to a person. In the build this is
 * `reference('people')` (checked against src/content/data/people, and read as
 * `{ id, collection }`); tests pass `personId` to check the rules without Astro.
 */
export type PersonRef = z.ZodType<string | { id: string }>;

/** A person's id without Astro: the YAML file name in src/content/data/people. */
export const personId = z.string().regex(/^[a-z0-9-]+$/, 'write the file name of the person in src/content/data/people, without .yaml (e.g. vice-chancellor)');

/** The id of a person reference, whichever way it was read. */
export const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

/** Nobody is listed twice: the second listing of a person is the error. */
export function everyoneOnce(people: { ref: string | { id: string }; path: PropertyKey[] }[], what: string, ctx: Ctx) {
  const seen = new Set<string>();
  for (const { ref, path } of people) {
    const id = idOf(ref);
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `${id} is listed twice in ${what}: list each person once` });
    seen.add(id);
  }
}

/** A role held by exactly one row (one Chairman, one Convener…). */
export function exactlyOne<T>(rows: T[], key: (row: T) => string, value: string, what: string, ctx: Ctx) {
  const found = rows.filter((row) => key(row) === value).length;
  if (found !== 1) ctx.addIssue({ code: 'custom', message: `${what} has exactly one ${value} (found ${found}): give that role to one row` });
}

/** A card or row of each kind once: a second one would contradict the first. */
export function atMostOnce<T>(rows: T[], key: (row: T) => string, what: string, ctx: Ctx) {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (seen.has(key(row)))
      ctx.addIssue({ code: 'custom', path: [i], message: `"${key(row)}" is listed twice: keep one ${what} of each kind and remove the other` });
    seen.add(key(row));
  });
}

/** A list in a status message: "A, B or C". */
export const orList = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join(''));

export const EVENT_COMMITTEE_ROLES = ['chairman', 'member', 'convener'] as const;

/** An event's committee, in the order the page lists it (serial numbers follow this order). */
export const eventCommitteeSchema = (person: PersonRef) =>
  z
    .array(z.object({ person, role: z.enum(EVENT_COMMITTEE_ROLES, 'role is chairman, member or convener') }))
    .min(1)
    .superRefine((rows, ctx) => {
      exactlyOne(rows, (r) => r.role, 'chairman', 'the committee', ctx);
      everyoneOnce(
        rows.map((r, i) => ({ ref: r.person, path: [i, 'person'] })),
        'the committee',
        ctx,
      );
    });
