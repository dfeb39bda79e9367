/** The academic session the fee and intake figures are for, e.g. "2025-26": `session` in fees.yaml, read apart from the fees so the dictionaries (translations.ts) can fill it in. */
import { SESSION_FILE } from '../schemas/common.ts';
import { requireEntry } from './entry.ts';

export async function getSession(): Promise<string> {
  return (await requireEntry('fees', 'fees', SESSION_FILE)).data.session;
}
