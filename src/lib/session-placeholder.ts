/**
 * Text may write {session} where the figures' session belongs (fees.yaml's
 * `session`), so a new session is one change in that file. Browser-safe: the
 * data layer, the dictionary lookup and the editor's preview share it.
 */
export const SESSION_PLACEHOLDER = '{session}';

/** The text with every {session} replaced by the given session. */
export const fillSessionWith = (text: string, session: string): string => text.replaceAll(SESSION_PLACEHOLDER, session);

/** The session a fees file's YAML, already parsed, names ("2025-26"), or '' when it names none. */
export const sessionOfFees = (fees: unknown): string => String((fees as { session?: unknown } | null)?.session ?? '');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Whether a value (an entry's data) writes {session} in any of its texts. */
export const writesSession = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes(SESSION_PLACEHOLDER)
    : Array.isArray(value)
      ? value.some(writesSession)
      : isPlainObject(value) && Object.values(value).some(writesSession);

/**
 * An entry's data with {session} filled in wherever one of its texts writes it.
 * A value with nothing to fill is returned itself, so objects the content
 * store made (images, dates) pass through untouched.
 */
export function fillSessionIn<T>(value: T, session: string): T {
  if (typeof value === 'string') return (value.includes(SESSION_PLACEHOLDER) ? fillSessionWith(value, session) : value) as T;
  if (Array.isArray(value)) {
    const filled = value.map((item: unknown) => fillSessionIn(item, session));
    return (filled.some((item, i) => item !== value[i]) ? filled : value) as T;
  }
  if (!isPlainObject(value)) return value;
  const filled = Object.entries(value).map(([key, item]) => [key, fillSessionIn(item, session)] as const);
  return (filled.some(([key, item]) => item !== value[key]) ? Object.fromEntries(filled) : value) as T;
}
