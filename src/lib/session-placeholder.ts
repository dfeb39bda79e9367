/**
 * Text may write {session} where the figures' session belongs (fees.yaml's
 * `session`), so a new session is one change in that file. Browser-safe: the
 * schemas, the dictionary lookup and the editor's preview share it.
 */
export const SESSION_PLACEHOLDER = '{session}';

/** The text with every {session} replaced by the given session. */
export const fillSessionWith = (text: string, session: string): string => text.replaceAll(SESSION_PLACEHOLDER, session);

/** The session a fees file's YAML, already parsed, names ("2025-26"), or '' when it names none. */
export const sessionOfFees = (fees: unknown): string => String((fees as { session?: unknown } | null)?.session ?? '');
